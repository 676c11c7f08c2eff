import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';
import { ShortPath } from '../components/ShortPath';
import { useController } from '../react-hooks/app-context';
import { useShortWindow } from '../react-hooks/use-root-font-size';
import { t } from '../i18n';
import { deriveOpenSummary, type AppState } from '../state/app-state';
import { deriveCanRetry, deriveComposerGate, deriveContextPercent, derivePlan, deriveRunActive } from '../state/derive';
import { Composer } from './Composer';
import { ContextMeter } from './ContextMeter';
import { PlanChecklist } from './PlanChecklist';
import { Transcript } from './Transcript';
import { YoloBanner } from './YoloBanner';
import { wordMain } from '../i18n/main/word-main';

/** The open conversation: header, transcript (with approval sheets in place), plan and composer. */
export function ConversationScreen({ state }: { state: AppState }) {
  const controller = useController();
  const view = state.session;
  const summary = deriveOpenSummary(state);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [choosingFolder, setChoosingFolder] = useState(false);
  // A short window (or large text) gives the transcript and the sheet the room: see .conversation.compact.
  const compact = useShortWindow(44);
  const entryCount = view?.entries.length ?? 0;
  const liveLength = view?.liveText?.text.length ?? 0;

  // Follow the conversation as it grows, unless the person scrolled up to read: "stuck" is where
  // the person left the pane (at the bottom or not), read on every scroll, so growth alone never
  // unsticks it. A message the person just sent always brings the bottom back.
  const stuckRef = useRef(true);
  const countRef = useRef(0);
  const lastIsMine = view?.entries.at(-1)?.kind === 'user';
  useEffect(() => {
    stuckRef.current = true;
    countRef.current = 0;
  }, [state.openSessionId]);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const grew = entryCount > countRef.current;
    countRef.current = entryCount;
    if (!el || state.focusApprovalId) return;
    // A waiting sheet that holds the focus keeps the pane where it put it: following the bottom here
    // is what left its first call (the one y acts on) far above the visible area.
    if (document.activeElement?.closest('.approval-slot.waiting') && el.contains(document.activeElement)) return;
    if (stuckRef.current || (grew && lastIsMine)) {
      el.scrollTop = el.scrollHeight;
      stuckRef.current = true;
    }
  }, [entryCount, liveLength, lastIsMine, state.focusApprovalId]);
  // What the pane holds (loading, empty, the transcript): the children the follow below observes.
  const paneShape = view === null ? 'loading' : entryCount === 0 && !view.liveText ? 'empty' : 'transcript';
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => {
      stuckRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // A row measured after it was drawn (its real height replacing the estimate) grows the pane
    // after the follow above ran: while the pane is stuck to the bottom it stays there, unless a
    // waiting sheet holds the focus (it keeps the pane where it put it).
    const follow = new ResizeObserver(() => {
      if (!stuckRef.current) return;
      if (document.activeElement?.closest('.approval-slot.waiting') && el.contains(document.activeElement)) return;
      if (el.scrollHeight - el.scrollTop - el.clientHeight > 1) el.scrollTop = el.scrollHeight;
    });
    for (const child of Array.from(el.children)) follow.observe(child);
    return () => {
      el.removeEventListener('scroll', onScroll);
      follow.disconnect();
    };
  }, [state.openSessionId, paneShape]);

  if (!state.openSessionId) {
    return (
      <div className="empty-state">
        <p>{t('conversation.noSession')}</p>
      </div>
    );
  }
  const plan = derivePlan(view);
  const title = view?.title ?? summary?.title ?? '';
  const workspace = view?.workspace ?? summary?.workspace ?? '';
  const runState = view?.run?.state;
  const workspaceMissing = summary ? !summary.workspaceExists : false;
  const approvalMode = view?.approvalMode ?? summary?.approvalMode ?? 'manual';
  const chooseFolder = () => {
    setChoosingFolder(true);
    void controller.changeWorkspace().finally(() => setChoosingFolder(false));
  };

  return (
    <div className={`conversation${compact ? ' compact' : ''}`}>
      <header className="conversation-head">
        <div className="conversation-title">
          <h1 title={title}>{title}</h1>
          <span className={`approval-mode-badge mode-${approvalMode}`}>
            {t('conversation.approvalMode', { mode: t(`mode.${approvalMode}`) })}
          </span>
          <p className="muted workspace-path">
            {t('conversation.folderPrefix')}{' '}
            <ShortPath
              path={workspace}
              max={compact ? 30 : 56}
              label={t('conversation.workspace', { path: workspace })}
            />{' '}
            <button type="button" className="link-button" disabled={choosingFolder} onClick={chooseFolder}>
              {t('conversation.changeFolder')}
            </button>
          </p>
        </div>
        <div className="conversation-tools">
          {view && <ContextMeter context={view.context} percent={deriveContextPercent(view)} />}
          <button type="button" onClick={() => controller.showScreen('audit')}>
            {t('conversation.audit')}
          </button>
        </div>
      </header>
      <YoloBanner on={approvalMode === 'yolo'} />
      {workspaceMissing && (
        <div className="banner warning" role="alert">
          <Icon name="warning" /> {t('conversation.workspaceMissing', { path: summary?.workspace ?? '' })}{' '}
          <button type="button" disabled={choosingFolder} onClick={chooseFolder}>
            {t('conversation.chooseFolder')}
          </button>
        </div>
      )}
      <div className="conversation-scroll" ref={scrollRef}>
        {!view ? (
          <p className="muted" role="status">
            {t('conversation.loading')}
          </p>
        ) : view.entries.length === 0 && !view.liveText ? (
          <div className="empty-state">
            <p>{t('conversation.empty', { workspace: view.workspace })}</p>
          </div>
        ) : (
          <Transcript
            entries={view.entries}
            liveText={view.liveText?.text ?? null}
            pendingApprovalId={view.pending?.approvalId ?? null}
            focusApprovalId={state.focusApprovalId}
            scrollRef={scrollRef}
            hasEarlier={view.firstSeq > 1}
            onLoadEarlier={controller.loadEarlier}
          />
        )}
        {plan && <PlanChecklist items={plan} />}
      </div>
      {/* One live region for the state and its explanation, so both are announced together. */}
      <div className="run-status-area" role="status" aria-live="polite" aria-atomic="true">
        <p className="run-status">{runState ? t(`run.${runState}`) : ''}</p>
        {view?.run?.detail && <p className="run-detail">{wordMain(view.run.detail)}</p>}
      </div>
      <Composer
        gate={deriveComposerGate(view, summary, state.settings)}
        runActive={deriveRunActive(view)}
        // A model error carries its own Try again (RunErrorNotice); the composer offers it otherwise (a crash, no model).
        canRetry={deriveCanRetry(view) && !view?.lastError}
        pendingApprovalId={view?.pending?.approvalId ?? null}
        approvalMode={approvalMode}
        yoloConfirmed={view?.yoloConfirmed ?? false}
        noReviewer={state.settings !== null && state.settings.reviewerModel === ''}
      />
    </div>
  );
}
