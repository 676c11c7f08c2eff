import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { PlainLines } from '../components/PlainLines';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { formatTokens, t } from '../i18n';
import type { TranscriptEntry } from '../state/session-view';
import { createAppendedMap, type AppendList } from '../state/append-list';
import { ApprovalSlot } from './ApprovalSlot';
import { ReplyText } from './ReplyText';
import { RunErrorNotice } from './RunErrorNotice';
import { buildRowOffsets, deriveRenderedRuns, deriveRowWindow } from './derive-row-window';
import { ToolCard } from './ToolCard';
import { useLocale } from '../react-hooks/use-locale';

interface TranscriptProps {
  entries: AppendList<TranscriptEntry>;
  liveText: string | null;
  /** The approval waiting now, kept in the DOM wherever the person scrolled (its keys, its link). */
  pendingApprovalId: string | null;
  focusApprovalId: string | null;
  /** The pane that scrolls the transcript. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The window holds only the latest part of the log: earlier entries page in on request. */
  hasEarlier: boolean;
  /** Loads the entries before the first one shown; resolves when they are in. */
  onLoadEarlier(): Promise<void>;
}

/** Scrolled this close to the top, the entries before the first one shown are loaded. */
const LOAD_EARLIER_PX = 300;

/** A row's height before it was ever shown, when no row has been measured yet. */
const ESTIMATED_ROW_PX = 140;
/** Rows drawn beyond the visible band on each side, so a fast scroll rarely meets a blank. */
const OVERSCAN_PX = 900;
/**
 * The band is redrawn only once the screen comes this close to its edge: scrolling then mounts a
 * few rows every few hundred pixels instead of one row (and one commit) every frame.
 */
const MARGIN_PX = 250;
/** The last rows stay in the DOM at all times: where new messages appear and tests look. */
const TAIL_ROWS = 12;
/**
 * A conversation opening draws only the last rows that fill the pane, this many at a time, in its
 * first frame; the rest of the tail and the overscan follow once that frame has painted. Drawing
 * the whole tail (some twenty rows, most off screen) held a window's first paint back.
 */
const OPENING_ROWS = 4;

function entryKey(entry: TranscriptEntry): string {
  return `${entry.kind}-${entry.seq}-${entry.kind === 'tool' ? entry.callId : ''}`;
}

/** The rows' keys, in order: an event that adds rows costs the keys of those rows (append-list.ts). */
const deriveRowKeys = createAppendedMap(entryKey);

/** A tool card reads its own card and live output from the store: a streamed chunk wakes only it. */
function ToolRow({ callId }: { callId: string }) {
  const card = useAppSelector((s) => s.session?.tools[callId]);
  const liveOutput = useAppSelector((s) => s.session?.liveOutput[callId]);
  return card ? <ToolCard card={card} liveOutput={liveOutput} /> : null;
}

function ApprovalRow({ approvalId, focus }: { approvalId: string; focus: boolean }) {
  const record = useAppSelector((s) => s.session?.approvals[approvalId]);
  const waiting = useAppSelector((s) => s.session?.pending?.approvalId === approvalId);
  const workspace = useAppSelector((s) => s.session?.workspace ?? '');
  if (!record) return null;
  return <ApprovalSlot record={record} waiting={waiting} workspace={workspace} focus={focus} />;
}

function Entry({ entry, focus }: { entry: TranscriptEntry; focus: boolean }) {
  switch (entry.kind) {
    case 'user':
      return (
        <article className="message user" aria-label={t('conversation.you')}>
          <div className="message-author">{t('conversation.you')}</div>
          <PlainLines as="p" className="user-text" text={entry.text} />
          <div className="message-meta">
            {t('conversation.modes', {
              work: t(`mode.${entry.config.workMode}`),
              approval: t(`mode.${entry.config.approvalMode}`),
            })}
          </div>
        </article>
      );
    case 'assistant':
      return (
        <article className="message assistant" aria-label={t('conversation.assistant')}>
          {entry.text && <ReplyText text={entry.text} live={false} />}
          {entry.interrupted && <p className="muted">{t('conversation.interrupted')}</p>}
          {/* Which model answered and what it cost are for a person who asks: folded, never a line under every reply. */}
          {entry.usage && (
            <details className="message-meta usage">
              <summary>{t('conversation.replyDetails')}</summary>
              <p>
                {entry.model
                  ? t('conversation.usageWithModel', {
                      model: entry.model,
                      input: formatTokens(entry.usage.inputTokens),
                      output: formatTokens(entry.usage.outputTokens),
                    })
                  : t('conversation.usage', {
                      input: formatTokens(entry.usage.inputTokens),
                      output: formatTokens(entry.usage.outputTokens),
                    })}
              </p>
            </details>
          )}
        </article>
      );
    case 'tool':
      return <ToolRow callId={entry.callId} />;
    case 'approval':
      return <ApprovalRow approvalId={entry.approvalId} focus={focus} />;
    case 'error':
      return <RunErrorNotice entry={entry} />;
    case 'compaction':
      return <p className="compaction-note muted">{t('conversation.compacted')}</p>;
    case 'workspace':
      return (
        <p className="workspace-note muted">
          {t('conversation.workspaceChanged', { path: entry.workspace, previous: entry.previous })}
        </p>
      );
  }
}

/** One row, measured; entries are never changed in place, so a row re-renders only when it is new. */
interface RowProps {
  entry: TranscriptEntry;
  rowKey: string;
  focus: boolean;
  measure(el: HTMLDivElement | null): (() => void) | undefined;
}

const Row = memo(function Row({ entry, rowKey, focus, measure }: RowProps) {
  useLocale();
  return (
    <div className="transcript-row" data-row-key={rowKey} ref={measure}>
      <Entry entry={entry} focus={focus} />
    </div>
  );
});

/** Heights of the rows once shown, by key; bumps `version` when one changed. */
function useRowHeights(): {
  heights: Map<string, number>;
  version: number;
  measure(el: HTMLDivElement | null): (() => void) | undefined;
} {
  const [version, setVersion] = useState(0);
  // Held in state, not rendered from: mutated in place, `version` says when it changed.
  const [heights] = useState(() => new Map<string, number>());
  const [observer] = useState(
    () =>
      new ResizeObserver((records) => {
        let changed = false;
        for (const record of records) {
          const key = (record.target as HTMLElement).dataset.rowKey;
          const height = record.borderBoxSize[0]?.blockSize ?? (record.target as HTMLElement).offsetHeight;
          // A row taken out of the DOM reports 0: keep what it measured while it was shown.
          if (!key || height === 0 || Math.abs((heights.get(key) ?? -1) - height) < 0.5) continue;
          heights.set(key, height);
          changed = true;
        }
        if (changed) startTransition(() => setVersion((v) => v + 1));
      }),
  );
  useEffect(() => () => observer.disconnect(), [observer]);
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return undefined;
      observer.observe(el);
      return () => observer.unobserve(el);
    },
    [observer],
  );
  return { heights, version, measure };
}

/**
 * The conversation, oldest first, with the reply being written at the end. Only the rows near the
 * visible band are in the DOM (plus the last rows, the approval waiting and the row holding the
 * focus); spacers of the measured (or estimated) height stand for the rest, so a conversation of
 * thousands of messages opens and scrolls like a short one.
 */
export function Transcript({
  entries,
  liveText,
  pendingApprovalId,
  focusApprovalId,
  scrollRef,
  hasEarlier,
  onLoadEarlier,
}: TranscriptProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => deriveRowKeys(entries), [entries]);
  const { heights, version, measure } = useRowHeights();
  // `version` is the signal that `heights` (mutated in place) changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const offsets = useMemo(() => buildRowOffsets(keys, heights, ESTIMATED_ROW_PX), [keys, heights, version]);

  // Earlier entries: the first row shown keeps its place on screen when rows arrive above it.
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadingEarlierRef = useRef(false);
  const anchorRef = useRef<{ key: string; fromTop: number } | null>(null);
  const listTopIn = (pane: HTMLDivElement, list: HTMLDivElement) =>
    list.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
  const loadEarlier = useCallback(() => {
    if (!hasEarlier || loadingEarlierRef.current) return;
    const pane = scrollRef.current;
    const list = listRef.current;
    if (pane && list && keys.length > 0)
      anchorRef.current = { key: keys.at(0)!, fromTop: listTopIn(pane, list) - pane.scrollTop };
    loadingEarlierRef.current = true;
    setLoadingEarlier(true);
    void onLoadEarlier().finally(() => {
      loadingEarlierRef.current = false;
      setLoadingEarlier(false);
    });
  }, [hasEarlier, keys, onLoadEarlier, scrollRef]);
  const loadEarlierRef = useRef(loadEarlier);
  useEffect(() => {
    loadEarlierRef.current = loadEarlier;
  }, [loadEarlier]);
  // Before the band is read below: the scroll position it reads is the one that keeps the anchor still.
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const pane = scrollRef.current;
    const list = listRef.current;
    if (!anchor || !pane || !list) return;
    const index = keys.indexOf(anchor.key);
    if (index <= 0) return;
    anchorRef.current = null;
    pane.scrollTop = listTopIn(pane, list) + (offsets[index] as number) - anchor.fromTop;
  }, [keys, offsets, scrollRef]);
  // Opening: only the last rows that fill the pane, until the first frame has painted (see OPENING_ROWS).
  const [opening, setOpening] = useState(true);
  const [band, setBand] = useState({ start: Math.max(0, entries.length - OPENING_ROWS), end: entries.length });
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  const bandRef = useRef(band);
  useEffect(() => {
    bandRef.current = band;
  }, [band]);
  /** The band to draw now, or null to keep the current one (it still covers the screen with room). */
  const readBand = useCallback((): { start: number; end: number } | null => {
    const pane = scrollRef.current;
    const list = listRef.current;
    if (!pane || !list) return null;
    const listTop = list.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
    const top = pane.scrollTop - listTop;
    const bottom = top + pane.clientHeight;
    const needed = deriveRowWindow(offsets, top - MARGIN_PX, bottom + MARGIN_PX);
    const current = bandRef.current;
    if (
      current.start <= needed.start &&
      current.end >= needed.end &&
      current.end - current.start < 4 * (needed.end - needed.start) + 20
    )
      return null;
    return deriveRowWindow(offsets, top - OVERSCAN_PX, bottom + OVERSCAN_PX);
  }, [offsets, scrollRef]);
  const applyBand = useCallback((next: { start: number; end: number } | null) => {
    if (!next) return;
    bandRef.current = next;
    setBand((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // After a change of rows or heights: at once, before paint, so the pane never shows a blank.
  // The band depends on the DOM's scroll position, known only after layout: this is the
  // measure-then-render case layout effects exist for. While opening, the rows drawn grow from
  // the end until they are taller than the pane (the pane is scrolled to the bottom after this).
  useLayoutEffect(() => {
    if (!opening) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      applyBand(readBand());
      return;
    }
    // Measured from the band's first row: a row pinned far above (an approval waiting) is not part of what fills the pane.
    const pane = scrollRef.current;
    const current = bandRef.current;
    const firstKey = keys.at(current.start);
    const first =
      firstKey === undefined
        ? null
        : listRef.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(firstKey)}"]`);
    const rows = listRef.current?.querySelectorAll<HTMLElement>('.transcript-row');
    const last = rows?.item(rows.length - 1);
    const drawn = first && last ? last.getBoundingClientRect().bottom - first.getBoundingClientRect().top : 0;
    if (pane && current.start > 0 && drawn < pane.clientHeight)
      applyBand({ start: Math.max(0, current.start - OPENING_ROWS), end: current.end });
  }, [opening, keys, applyBand, readBand, scrollRef]);
  // Once the opening frame has painted (a task after the frame), the rest of the tail and the overscan.
  useEffect(() => {
    if (!opening) return;
    let task: ReturnType<typeof setTimeout> | null = null;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setOpening(false)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (task !== null) clearTimeout(task);
    };
  }, [opening]);
  useEffect(() => {
    const pane = scrollRef.current;
    if (!pane) return;
    // While scrolling: as a transition, so drawing new rows yields to the frames (the overscan
    // covers the rows on screen meanwhile) instead of holding one long task per scroll event.
    const onScroll = () => {
      if (pane.scrollTop < LOAD_EARLIER_PX) loadEarlierRef.current();
      const next = readBand();
      if (next) startTransition(() => applyBand(next));
    };
    pane.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      pane.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [scrollRef, readBand, applyBand]);

  // Looked for from the end, where the approval waiting and the row just focused usually are: a
  // pushed event does not walk the whole transcript.
  const pinned = useMemo(() => {
    const rows: number[] = [];
    for (let i = Math.max(0, entries.length - (opening ? OPENING_ROWS : TAIL_ROWS)); i < entries.length; i += 1)
      rows.push(i);
    for (const approvalId of new Set([pendingApprovalId, focusApprovalId])) {
      if (approvalId !== null)
        rows.push(entries.findLastIndex((entry) => entry.kind === 'approval' && entry.approvalId === approvalId));
    }
    if (focusedKey) rows.push(keys.lastIndexOf(focusedKey));
    return rows;
  }, [entries, keys, pendingApprovalId, focusApprovalId, focusedKey, opening]);

  const runs = deriveRenderedRuns(offsets, band, pinned);

  return (
    <>
      {hasEarlier && (
        <div className="transcript-earlier">
          <button type="button" className="link-button" disabled={loadingEarlier} onClick={loadEarlier}>
            {loadingEarlier ? t('conversation.loadingEarlier') : t('conversation.showEarlier')}
          </button>
        </div>
      )}
      <div
        className="transcript"
        role="log"
        aria-label={t('conversation.transcript')}
        ref={listRef}
        onFocus={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-key]');
          setFocusedKey(row?.dataset.rowKey ?? null);
        }}
        onBlur={(event) => {
          if (!listRef.current?.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
        }}
      >
        {/* One flat list of keyed children: rows keep their identity (and their state, a sheet's
          choices included) when the spacers around them come and go. */}
        {runs.flatMap((run) => {
          if (run.kind === 'gap')
            return [
              <div
                key={`gap-${run.start}`}
                className="transcript-gap"
                style={{ height: run.height }}
                aria-hidden="true"
              />,
            ];
          const rows = [];
          for (let i = run.start; i < run.end; i += 1) {
            const entry = entries.at(i) as TranscriptEntry;
            const key = keys.at(i) as string;
            rows.push(
              <Row
                key={key}
                rowKey={key}
                entry={entry}
                focus={entry.kind === 'approval' && entry.approvalId === focusApprovalId}
                measure={measure}
              />,
            );
          }
          return rows;
        })}
        {liveText !== null && liveText.length > 0 && <LiveText text={liveText} />}
      </div>
    </>
  );
}

/**
 * The reply being written. Renders are deferred (React skips the ones it has no time for), and
 * ReplyText draws again only the last of its pieces, uncoloured: parsing and colouring the whole
 * text on every delta was quadratic and froze the window on a long reply.
 */
function LiveText({ text }: { text: string }) {
  const shown = useDeferredValue(text);
  return (
    <article className="message assistant streaming" aria-busy="true">
      <ReplyText text={shown} live />
    </article>
  );
}
