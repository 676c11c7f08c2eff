import { Suspense, useEffect } from 'react';
import { Sidebar } from './components/Sidebar';
import { Notices } from './components/Notices';
import { ConversationScreen } from './conversation/ConversationScreen';
import { useAppState, useController } from './react-hooks/app-context';
import { deriveNextWaitingApproval, isNextApprovalShortcut } from './approval/next-waiting-approval';
import { useZoom } from './react-hooks/use-zoom';
import { useDiffEditorPreload } from './react-hooks/use-diff-editor-preload';
import { useLocale } from './react-hooks/use-locale';
import { t } from './i18n';
import { AuditScreen, InboxScreen, OnboardingScreen, preloadScreens, SettingsScreen } from './screens/lazy-screens';
import { McpPromptDialog } from './mcp/McpPromptDialog';

/** The window: onboarding on first run, then the sidebar and the current screen. */
export function App() {
  // A new language renders the whole window again at once (memo() components read it themselves).
  useLocale();
  const state = useAppState();
  const { zoom, setZoomStep } = useZoom();
  const ready = state.phase === 'ready' && state.settings?.onboarded === true;
  const controller = useController();

  // Once the open conversation has painted: the other screens' chunks at once (small, parsed off
  // this thread), so the first visit to one renders without waiting.
  const settled = ready && (state.openSessionId === null || state.session !== null);
  useEffect(() => {
    if (!settled) return;
    let task: ReturnType<typeof setTimeout> | null = null;
    const frame = window.requestAnimationFrame(() => {
      task = setTimeout(preloadScreens, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      if (task !== null) clearTimeout(task);
    };
  }, [settled]);
  // Monaco warmed at an idle moment some seconds later, so the first diff pane does not wait for it
  // (its chunk is compiled on this thread, and would hold that paint back).
  useDiffEditorPreload(settled);

  // Ctrl+Shift+A from anywhere: the next approval waiting for an answer, in its conversation
  // (the inbox when none waits, which says so).
  const inbox = state.inbox;
  const currentApproval = state.screen === 'conversation' ? (state.session?.pending?.approvalId ?? null) : null;
  useEffect(() => {
    if (!ready) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isNextApprovalShortcut(event) || event.isComposing) return;
      event.preventDefault();
      const focusedApprovalId = document.activeElement?.closest('.gh-sheet')?.getAttribute('data-approval-id') ?? null;
      const next = deriveNextWaitingApproval(inbox, { openApprovalId: currentApproval, focusedApprovalId });
      if (next) void controller.openSession(next.sessionId, next.approvalId);
      else controller.showScreen('inbox');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ready, inbox, currentApproval, controller]);

  if (state.phase === 'loading') {
    return (
      <main className="center-screen" aria-busy="true">
        <p role="status">{t('app.loading')}</p>
      </main>
    );
  }
  if (state.phase === 'failed' || !state.settings) {
    return (
      <main className="center-screen">
        <div role="alert" className="panel error-panel">
          <h1>{state.bootError?.title ?? t('ipc.transport')}</h1>
          <p>{state.bootError?.message ?? t('app.bridgeMissing')}</p>
        </div>
      </main>
    );
  }
  if (!state.settings.onboarded) {
    return (
      <>
        <Suspense fallback={<ScreenLoading />}>
          <OnboardingScreen settings={state.settings} />
        </Suspense>
        <Notices notices={state.notices} />
      </>
    );
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#composer-input">
        {t('app.skipToComposer')}
      </a>
      <Sidebar state={state} />
      <main className="main-area" id="main">
        {state.screen === 'conversation' && <ConversationScreen state={state} />}
        <Suspense fallback={<ScreenLoading />}>
          {state.screen === 'inbox' && <InboxScreen inbox={state.inbox} sessions={state.sessions} />}
          {state.screen === 'settings' && <SettingsScreen settings={state.settings} zoom={zoom} onZoom={setZoomStep} />}
          {state.screen === 'audit' && state.openSessionId && (
            <AuditScreen sessionId={state.openSessionId} title={state.session?.title ?? ''} />
          )}
        </Suspense>
      </main>
      <Notices notices={state.notices} />
      <McpPromptDialog />
    </div>
  );
}

/** A screen whose code is still on its way (fetched once, usually before it is first asked for). */
function ScreenLoading() {
  return (
    <div className="center-screen" aria-busy="true">
      <p role="status">{t('app.loading')}</p>
    </div>
  );
}
