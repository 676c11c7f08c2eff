import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';
import { useController } from '../hooks/app-context';
import { t } from '../i18n';
import { deriveOpenSummary, type AppState } from '../state/app-state';
import { deriveCanRetry, deriveComposerGate, deriveContextPercent, derivePlan, deriveRunActive } from '../state/derive';
import { Composer } from './Composer';
import { ContextMeter } from './ContextMeter';
import { PlanChecklist } from './PlanChecklist';
import { Transcript } from './Transcript';
import { YoloBanner } from './YoloBanner';

/** The open conversation: header, transcript (with approval sheets in place), plan and composer. */
export function ConversationScreen({ state }: { state: AppState }) {
  const controller = useController();
  const view = state.session;
  const summary = deriveOpenSummary(state);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [choosingFolder, setChoosingFolder] = useState(false);
  const entryCount = view?.entries.length ?? 0;
  const liveLength = view?.liveText?.text.length ?? 0;

  // Follow the conversation as it grows, unless the person scrolled up to read.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || state.focusApprovalId) return;
    // A waiting sheet that holds the focus keeps the pane where it put it: following the bottom here
    // is what left its first call (the one y acts on) far above the visible area.
    if (document.activeElement?.closest('.approval-slot.waiting') && el.contains(document.activeElement)) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 200;
    if (nearBottom || liveLength === 0) el.scrollTop = el.scrollHeight;
  }, [entryCount, liveLength, state.focusApprovalId]);

  if (!state.openSessionId) {
    return (
      <div className="empty-state">
        <p>{t('conversation.noSession')}</p>
      </div>
    );
  }
  const plan = derivePlan(view);
  const runState = view?.run?.state;
  const workspaceMissing = summary ? !summary.workspaceExists : false;
  const approvalMode = view?.approvalMode ?? summary?.approvalMode ?? 'manual';
  const chooseFolder = () => {
    setChoosingFolder(true);
    void controller.changeWorkspace().finally(() => setChoosingFolder(false));
  };

  return (
    <div className="conversation">
      <header className="conversation-head">
        <div className="conversation-title">
          <h1>{view?.title ?? summary?.title ?? ''}</h1>
          <span className={`approval-mode-badge mode-${approvalMode}`}>{t('conversation.approvalMode', { mode: t(`mode.${approvalMode}`) })}</span>
          <span className="muted workspace-path">
            {t('conversation.workspace', { path: view?.workspace ?? summary?.workspace ?? '' })}{' '}
            <button
              type="button"
              className="link-button"
              disabled={choosingFolder}
              onClick={chooseFolder}
            >
              {t('conversation.changeFolder')}
            </button>
          </span>
        </div>
        {view && <ContextMeter context={view.context} percent={deriveContextPercent(view)} />}
        <button type="button" onClick={() => controller.showScreen('audit')}>
          {t('conversation.audit')}
        </button>
      </header>
      <YoloBanner on={approvalMode === 'yolo'} />
      {workspaceMissing && (
        <div className="banner warning" role="alert">
          <Icon name="warning" />{' '}
          {t('conversation.workspaceMissing', { path: summary?.workspace ?? '' })}{' '}
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
          <Transcript view={view} focusApprovalId={state.focusApprovalId} />
        )}
        {plan && <PlanChecklist items={plan} />}
      </div>
      {/* One live region for the state and its explanation, so both are announced together. */}
      <div className="run-status-area" role="status" aria-live="polite" aria-atomic="true">
        <p className="run-status">{runState ? t(`run.${runState}`) : ''}</p>
        {view?.run?.detail && <p className="run-detail">{view.run.detail}</p>}
      </div>
      <Composer
        gate={deriveComposerGate(view, summary, state.settings)}
        runActive={deriveRunActive(view)}
        // A model error carries its own Try again (RunErrorNotice); the composer offers it otherwise (a crash, no model).
        canRetry={deriveCanRetry(view) && !view?.lastError}
        pendingApprovalId={view?.pending?.approvalId ?? null}
        approvalMode={approvalMode}
        yoloConfirmed={view?.yoloConfirmed ?? false}
      />
    </div>
  );
}
