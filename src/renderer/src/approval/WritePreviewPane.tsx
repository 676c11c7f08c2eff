import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { WritePreview } from '../../../shared/tools';
import { HunkList } from './HunkList';
import { SameChanges } from './SameChanges';
import { parseUnifiedDiff } from './parse-unified-diff';
import { deriveDiffViewMode } from './diff-view-mode';
import { loadDiffEditor } from './preload-diff-editor';
import { findScrollContainer } from './reveal-in-pane';
import { formatBytes, formatCount } from './format';
import { t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { wordMain } from '../i18n/main/word-main';
import { readHeldMarker } from '../../../shared/held-marker';
import { useDiffPages, useMonacoTexts } from './use-held-diff';

const MonacoDiffPane = lazy(loadDiffEditor);

class EditorBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface WritePreviewPaneProps {
  write: WritePreview;
  /** Path as shown to the person (relative to the workspace when inside). */
  displayPath: string;
  expanded: boolean;
  onToggleExpanded(): void;
}

/**
 * A write's preview: the counts and plain-words notes, then the main process's hunks at once,
 * then (for ordinary sizes) the Monaco DiffEditor swapped in when it has drawn the diff.
 * A large preview (`textsOmitted`: the main process sent the hunks but not the texts) stays on the
 * hunks; its notes say why there is no side-by-side view. Monaco is never given a missing text.
 * `data-diff-view` on the root says which is on screen ("hunks" | "monaco" | "none").
 */
export function WritePreviewPane({ write, displayPath, expanded, onToggleExpanded }: WritePreviewPaneProps) {
  const sized = deriveDiffViewMode(write);
  // A new file is its lines, all added: the list says exactly that, where a diff editor would show
  // an empty first line removed (an empty original has one line).
  const mode = sized === 'monaco' && write.kind === 'new' ? 'hunks' : sized;
  // With groups found, the list shows first only the hunks holding a change no group
  // explains; when groups explain every change, the diff is not even parsed until asked for.
  const meaning = write.meaning;
  const grouped = meaning !== undefined && meaning.groups.length > 0;
  const [allHunks, setAllHunks] = useState(false);
  const listNothing = grouped && !allHunks && meaning.otherHunks.length === 0;
  // A long diff comes as its first page; the list reads the next as the person pages on.
  const pages = useDiffPages(write);
  const hunks = useMemo(
    () => (mode === 'none' || listNothing ? [] : parseUnifiedDiff(pages.unified)),
    [mode, listNothing, pages.unified],
  );
  const listed = useMemo(() => {
    if (!grouped || allHunks) return hunks;
    const other = new Set(meaning.otherHunks);
    return hunks.filter((_, index) => other.has(index));
  }, [grouped, allHunks, hunks, meaning]);
  const [wantEditor, setWantEditor] = useState(false);
  const [editorReady, setEditorReady] = useState(false);
  const [editorFailed, setEditorFailed] = useState(false);
  const [preferList, setPreferList] = useState(false);
  // The texts Monaco compares, read from main when it holds them back (only once the pane is wanted).
  const texts = useMonacoTexts(write, mode === 'monaco' && wantEditor);
  const textsFailed = texts === 'failed';

  // With Monaco loaded and the texts at hand, its worker starts on this diff as the sheet is
  // committed, and works while the hunks are laid out and painted; the pane takes that editor when
  // it mounts (primeDiffEditor in diff-editor-pool.ts). Once per write; never loads Monaco.
  const primedFor = useRef<WritePreview | null>(null);
  useLayoutEffect(() => {
    if (mode !== 'monaco' || wantEditor || primedFor.current === write) return;
    if (texts === null || texts === 'failed') return;
    const editorModule = loadDiffEditor.loaded();
    if (!editorModule) return;
    primedFor.current = write;
    editorModule.primeDiffEditor(texts.original, texts.proposed, write.language);
  });

  const root = useRef<HTMLDivElement>(null);
  // Mount Monaco only after the hunks have painted (the sheet must never wait for it), and only
  // once the pane comes near the screen: a sheet of 100 writes mounted 100 diff editors at once.
  // An observer's first answer is a task queued by the frame that laid the pane out: that frame
  // is painted before it runs.
  useEffect(() => {
    const element = root.current;
    if (mode !== 'monaco' || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setWantEditor(true);
      },
      // Near means within 600 px of the pane that scrolls the sheet (the transcript, the inbox).
      { root: findScrollContainer(element), rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mode]);

  const showEditor = mode === 'monaco' && editorReady && !editorFailed && !textsFailed && !preferList;
  const view = mode === 'none' ? 'none' : showEditor ? 'monaco' : 'hunks';
  const editorHeight = expanded ? '100%' : deriveEditorHeight(write);

  return (
    <div ref={root} className={`gh-write${expanded ? ' gh-write-expanded' : ''}`} data-diff-view={view}>
      <WriteNotes write={write} large={sized === 'hunks'} />
      {meaning !== undefined && mode !== 'none' && (grouped || meaning.rewrite) && (
        <SameChanges write={write} meaning={meaning} />
      )}
      {mode !== 'none' && (
        <>
          <div className="gh-diff-toolbar">
            {mode === 'monaco' && editorReady && !editorFailed && !textsFailed && (
              <button type="button" onClick={() => setPreferList((v) => !v)}>
                {preferList ? t('approval.diff.showEditor') : t('approval.diff.showList')}
              </button>
            )}
            {mode === 'monaco' && !editorReady && !editorFailed && wantEditor && (
              <span className="gh-muted">{t('approval.diff.loading')}</span>
            )}
            {(editorFailed || textsFailed) && <span className="gh-muted">{t('approval.diff.editorFailed')}</span>}
            {grouped && !showEditor && (
              <button type="button" aria-expanded={allHunks} onClick={() => setAllHunks((v) => !v)}>
                {allHunks
                  ? t('approval.same.onlyOthers')
                  : t('approval.same.showEveryChange', { count: write.added + write.removed })}
              </button>
            )}
            <button type="button" aria-expanded={expanded} onClick={onToggleExpanded}>
              {expanded ? t('approval.diff.collapse') : t('approval.diff.expand')}
            </button>
          </div>
          {listed.length > 0 && (
            <HunkList
              key={listed === hunks ? 'all' : 'other'}
              hunks={listed}
              path={displayPath}
              hidden={showEditor}
              more={pages.more ? { load: pages.loadMore, loading: pages.loading, failed: pages.failed } : undefined}
            />
          )}
          {mode === 'monaco' && wantEditor && !editorFailed && texts !== null && !textsFailed && (
            <div
              className={`gh-monaco${editorReady ? '' : ' gh-monaco-pending'}`}
              hidden={editorReady && !showEditor}
              style={{ height: editorHeight }}
            >
              <EditorBoundary onError={() => setEditorFailed(true)}>
                <Suspense fallback={null}>
                  <MonacoDiffPane
                    original={texts.original}
                    modified={texts.proposed}
                    language={write.language}
                    path={displayPath}
                    height="100%"
                    onReady={() => setEditorReady(true)}
                  />
                </Suspense>
              </EditorBoundary>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** Monaco's rows are 19 px; each hunk shows up to 3 lines of context on either side, and a folded bar of unchanged lines around it. */
const ROW_PX = 19;
const BAR_PX = 22;

/**
 * Pure: the diff editor's height, for what it will show (the changed lines, their context and the
 * bars between hunks): a small change gets a small box, a large one a bounded box that scrolls.
 */
export function deriveEditorHeight(write: Pick<WritePreview, 'added' | 'removed' | 'hunkCount' | 'original'>): number {
  const hunks = Math.max(1, write.hunkCount);
  // Inline, every line of the original shows at most once, and each added line once more. An
  // original main holds back (src/shared/held-texts.ts) is long: the changed lines decide.
  const all = readHeldMarker(write.original) !== null ? Infinity : countLines(write.original ?? '') + write.added;
  const rows = Math.min(write.added + write.removed + hunks * 6, all);
  const bars = rows < all ? hunks + 1 : 0;
  return Math.min(480, Math.max(60, rows * ROW_PX + bars * BAR_PX + 8));
}

function countLines(text: string): number {
  if (text === '') return 0;
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

function WriteNotes({ write, large }: { write: WritePreview; large: boolean }) {
  const notes: string[] = [];
  if (write.kind === 'new') notes.push(t('approval.diff.new'));
  if (write.kind === 'unchanged') notes.push(t('approval.diff.unchanged'));
  if (write.kind === 'binary') notes.push(t('approval.diff.binary'));
  if (large) notes.push(t('approval.diff.large'));
  notes.push(
    ...write.notes.map((n) => deriveVisibleText(wordMain(n), { lines: 'mark' })).filter((n) => !notes.includes(n)),
  );
  const sizes =
    write.sizes.before === null
      ? t('approval.diff.sizeNew', { after: formatBytes(write.sizes.after) })
      : t('approval.diff.sizes', { before: formatBytes(write.sizes.before), after: formatBytes(write.sizes.after) });
  return (
    <div className="gh-write-notes">
      {write.kind !== 'unchanged' && write.kind !== 'binary' && (
        <p className="gh-counts">
          {t('approval.diff.counts', {
            added: formatCount(write.added),
            removed: formatCount(write.removed),
            count: write.hunkCount,
          })}
        </p>
      )}
      <ul className="gh-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
        <li>{sizes}</li>
      </ul>
    </div>
  );
}
