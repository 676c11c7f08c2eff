import type { ConnectionTestResult } from '../../../shared/model-connection';
import { SESSION_WINDOW_EVENTS } from '../../../shared/session-window';
import type { ModelCheck, WorkspaceCheck } from '../../../shared/first-run-checks';
import type {
  ApprovalMode,
  AuditExport,
  PendingApproval,
  SessionSummary,
  SettingsPatch,
  ToolArgs,
  WorkMode,
} from '../../../shared';
import type { EditPreviewResult } from '../../../shared/ipc';
import type { ClientResult, DisplayError, GatehouseClient } from '../ipc/client';
import type { Screen } from './app-state';
import type { AppStore } from './store';
import { createUndoStatusStore, type UndoStatusStore } from './undo-status';
import { createSheetAnswers, type SheetAnswers } from './sheet-answers';
import { createMainListRequests, type MainListRequests } from './main-list-requests';
import type { UndoOutcomeView, UndoPreview, UndoTarget } from '../../../shared';
import { say } from '../../../shared/main-messages/say';
import { OPEN_SESSION_KEY } from '../ipc/early-requests';
import { deriveLocale, fetchCatalogue } from '../i18n';

/** An edit's fresh look from the main process: the shared contract's shape. */
export type PreviewOutcome = EditPreviewResult;

/**
 * What screens call: every method talks to the main process and feeds the store with the answer.
 * A request resolves with main's answer as a ClientResult (never throws); a refusal is also said
 * as a notice unless the member says otherwise.
 */
export interface AppController {
  /** The window's one IPC client: every screen's own requests to main go through it (react-hooks/app-context.ts useClient). */
  readonly client: GatehouseClient;
  start(): Promise<void>;
  stop(): void;
  showScreen(screen: Screen): void;
  openSession(sessionId: string, focusApprovalId?: string | null): Promise<void>;
  /**
   * The open conversation opens at its latest events; this pages in the ones before what the window
   * holds (the view is folded again from there to the latest). Resolves when they are in.
   */
  loadEarlier(): Promise<void>;
  /** The native folder picker; the value is null when the person cancelled. */
  pickWorkspace(): Promise<ClientResult<string | null>>;
  /** Creates and opens a conversation. */
  createSession(workspace: string): Promise<ClientResult<null>>;
  /** As createSession, but a refusal is not a notice (onboarding says it in place). */
  tryCreateSession(workspace: string): Promise<ClientResult<null>>;
  renameSession(sessionId: string, title: string): Promise<ClientResult<null>>;
  deleteSession(sessionId: string): Promise<ClientResult<null>>;
  /** Native picker, then moves the open conversation there; false when cancelled or refused (a notice says why). */
  changeWorkspace(): Promise<ClientResult<boolean>>;
  /** Sends in the conversation's own approval mode (the run freezes it). */
  sendMessage(input: { text: string; workMode: WorkMode }): Promise<ClientResult<unknown>>;
  /** Yolo fenced: sets the open conversation's approval mode; yolo only with confirmYolo. False when refused (a notice says why). */
  setApprovalMode(mode: ApprovalMode, confirmYolo?: boolean): Promise<ClientResult<null>>;
  stopRun(): Promise<ClientResult<null>>;
  retryRun(): Promise<ClientResult<null>>;
  /** "Ask me instead" on a call the reviewer refused: a new run, asking in the person's words, whose sheets come to the person. */
  askMeInstead(callId: string, text: string): Promise<ClientResult<null>>;
  /** A conversation too long for the model: main summarises it (session:compact), then the run tries again; the answer is the retry's. */
  summariseAndRetry(): Promise<ClientResult<null>>;
  /** One waiting sheet's answers, kept by the main process; Send decides from them. */
  answersFor(approvalId: string): SheetAnswers;
  previewEdit(approvalId: string, callId: string, args: ToolArgs): Promise<PreviewOutcome>;
  updateSettings(patch: SettingsPatch): Promise<ClientResult<unknown>>;
  /** The lists main owns (MCP servers, rules, hooks, notes): loaded when Settings opens, changed by the person, kept current by pushes. */
  readonly lists: MainListRequests;
  /** Writes everything to a file the person picks; the value is its path (null when cancelled). */
  exportAll(): Promise<ClientResult<string | null>>;
  deleteAll(): Promise<ClientResult<null>>;
  exportAudit(sessionId: string): Promise<ClientResult<AuditExport>>;
  /** One waiting approval whole (the inbox holds only its calls in a line); null once answered. */
  loadApproval(approvalId: string): Promise<ClientResult<PendingApproval | null>>;
  dismissNotice(id: number): void;
  focusedApproval(): void;
  // Undo: ids only; the main process decides what can be undone.
  /** Per write's tool card: what undo offers, as the main process said. */
  readonly undo: UndoStatusStore;
  /** The diff of an undo, or why it cannot be done; null when the request failed (a notice says why). */
  previewUndo(target: UndoTarget): Promise<ClientResult<UndoPreview>>;
  /** Undoes it; null when the request was refused (a notice says why). */
  applyUndo(target: UndoTarget): Promise<ClientResult<UndoOutcomeView>>;
  // Local models.
  /** Test connection to the address typed (not yet saved); null when refused (a notice says why). */
  testConnection(baseUrl: string, model: string): Promise<ClientResult<ConnectionTestResult>>;
  // First run: answers onboarding words in place, so neither reports a notice.
  /** Main's check of a picked folder; the refusal of the request itself comes back as an error. */
  checkWorkspace(path: string): Promise<ClientResult<WorkspaceCheck>>;
  /** Tries the saved model before anything is created. */
  checkModel(): Promise<ClientResult<ModelCheck>>;
}

function readStoredSession(): string | null {
  try {
    return localStorage.getItem(OPEN_SESSION_KEY);
  } catch {
    return null;
  }
}

function storeSession(id: string | null): void {
  try {
    if (id) localStorage.setItem(OPEN_SESSION_KEY, id);
    else localStorage.removeItem(OPEN_SESSION_KEY);
  } catch {
    // Storage can be unavailable (private mode); reopening the last session is only a convenience.
  }
}

/**
 * Creates the controller. The main process is the only source of truth: on start (and on every
 * reload of the window) it asks for the bootstrap and the open session's snapshot, then applies pushes.
 */
export function createAppController(client: GatehouseClient, store: AppStore): AppController {
  const unsubscribers: Array<() => void> = [];
  let resyncing = false;
  const undo = createUndoStatusStore(client);
  const lists = createMainListRequests(client, store);

  const report = (error: DisplayError) =>
    store.dispatch({ type: 'notice_added', tone: 'error', title: error.title, message: error.message });
  /** Says a refusal as a notice and hands the result back unchanged. */
  const reported = <T>(result: ClientResult<T>): ClientResult<T> => {
    if (!result.ok) report(result.error);
    return result;
  };
  const done: ClientResult<null> = { ok: true, value: null };
  /** With no conversation open nothing is asked of main, and nothing was refused. */
  const noSession = done;

  /** Asks the main process for the session list again; returns it (null when that failed). */
  async function loadSessionList(): Promise<SessionSummary[] | null> {
    const list = await client.call('session:list', {});
    if (!list.ok) return null;
    store.dispatch({ type: 'sessions_listed', sessions: list.value });
    return list.value;
  }

  /** The folder can vanish without any event: a refusal that says so refreshes the list (and its banner). */
  async function refreshIfFolderMissing(result: ClientResult<unknown>): Promise<void> {
    if (result.ok || result.error.code !== 'workspace_missing') return;
    await loadSessionList();
  }

  async function loadOpen(): Promise<void> {
    const id = store.getSnapshot().openSessionId;
    if (!id) return;
    // A reload of the conversation already shown (a missed push) keeps the earlier pages it had.
    const shown = store.getSnapshot().session;
    const from = shown?.sessionId === id && shown.firstSeq > 1 ? { from: shown.firstSeq } : {};
    const result = await client.call('session:load', { sessionId: id, ...from });
    if (result.ok) store.dispatch({ type: 'session_loaded', snapshot: result.value });
    else report(result.error);
  }

  let loadingEarlier: Promise<void> | null = null;
  async function loadEarlierOnce(): Promise<void> {
    const session = store.getSnapshot().session;
    if (!session || session.firstSeq <= 1) return;
    const from = Math.max(1, session.firstSeq - SESSION_WINDOW_EVENTS);
    const result = await client.call('session:load', { sessionId: session.sessionId, from });
    // Only if the same conversation is still open and nothing newer replaced the view meanwhile.
    const now = store.getSnapshot().session;
    if (!result.ok) report(result.error);
    else if (now?.sessionId === session.sessionId && now.firstSeq === session.firstSeq)
      store.dispatch({ type: 'session_loaded', snapshot: result.value });
  }

  const controller: AppController = {
    client,
    loadEarlier() {
      loadingEarlier ??= loadEarlierOnce().finally(() => {
        loadingEarlier = null;
      });
      return loadingEarlier;
    },
    async start() {
      unsubscribers.push(
        client.onCore((push) => store.dispatch({ type: 'push', push })),
        undo.start(),
        client.onOpenApproval((push) => void controller.openSession(push.sessionId, push.approvalId)),
        store.subscribe(() => {
          const session = store.getSnapshot().session;
          if (!session?.needsResync || resyncing) return;
          resyncing = true;
          void loadOpen().finally(() => {
            resyncing = false;
          });
        }),
      );
      // The conversation open last time is asked for beside the bootstrap, so a window shows it
      // after one round trip to main, not two; its answer counts only if main still lists it.
      // Opened first, so what main pushes for it meanwhile is kept for its snapshot.
      const remembered = readStoredSession();
      if (remembered !== null) store.dispatch({ type: 'session_opened', sessionId: remembered });
      const early = remembered !== null ? client.call('session:load', { sessionId: remembered }) : null;
      const boot = await client.call('app:bootstrap', {});
      if (!boot.ok) {
        store.dispatch({ type: 'bootstrap_failed', error: boot.error });
        return;
      }
      // The first screen in the person's language: its words are fetched before it shows (English's
      // are in the app's own code; a catalogue that cannot be fetched leaves the window in English).
      const { settings, systemLocale } = boot.value;
      await fetchCatalogue(
        deriveLocale({ setting: settings.language, systemLocale: systemLocale ?? navigator.language, pseudo: false }),
      ).catch(() => undefined);
      store.dispatch({ type: 'bootstrapped', value: boot.value });
      const sessions = boot.value.sessions;
      const open = sessions.find((s) => s.id === remembered) ?? sessions[0];
      if (open !== undefined && open.id === remembered && early !== null) {
        const loaded = await early;
        // A notification's approval opened another conversation meanwhile: that one stays.
        if (store.getSnapshot().openSessionId !== open.id) return;
        if (loaded.ok) {
          store.dispatch({ type: 'session_loaded', snapshot: loaded.value });
          await undo.refresh(open.id);
          return;
        }
      }
      if (open) await controller.openSession(open.id);
      else if (remembered !== null) store.dispatch({ type: 'session_opened', sessionId: null });
    },
    stop() {
      for (const off of unsubscribers.splice(0)) off();
    },
    showScreen(screen) {
      store.dispatch({ type: 'screen_shown', screen });
      // Opening Settings asks for main's lists once; after that only pushes and the person's changes move them.
      if (screen === 'settings') void lists.loadAll();
    },
    async openSession(sessionId, focusApprovalId = null) {
      store.dispatch({ type: 'session_opened', sessionId, focusApprovalId });
      storeSession(sessionId);
      await loadOpen();
      await undo.refresh(sessionId);
    },
    async pickWorkspace() {
      const result = reported(await client.call('workspace:pick', {}));
      return result.ok ? { ok: true, value: result.value.path } : result;
    },
    async createSession(workspace) {
      return reported(await controller.tryCreateSession(workspace));
    },
    async tryCreateSession(workspace) {
      const result = await client.call('session:create', { workspace });
      if (!result.ok) return result;
      await loadSessionList();
      await controller.openSession(result.value.id);
      return done;
    },
    async renameSession(sessionId, title) {
      const result = reported(await client.call('session:rename', { sessionId, title }));
      return result.ok ? done : result;
    },
    async deleteSession(sessionId) {
      const result = reported(await client.call('session:delete', { sessionId }));
      if (!result.ok) return result;
      const list = await loadSessionList();
      if (store.getSnapshot().openSessionId === sessionId) {
        const next = list?.[0];
        if (next) await controller.openSession(next.id);
        else {
          store.dispatch({ type: 'session_opened', sessionId: null });
          storeSession(null);
        }
      }
      return done;
    },
    async changeWorkspace() {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return { ok: true, value: false };
      const picked = await controller.pickWorkspace();
      if (!picked.ok) return picked;
      // The picker cancelled: nothing changed, nothing refused.
      if (picked.value === null) return { ok: true, value: false };
      const result = reported(await client.call('session:set-workspace', { sessionId, workspace: picked.value }));
      if (!result.ok) return result;
      await loadSessionList();
      return { ok: true, value: true };
    },
    async sendMessage(input) {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return { ok: true, value: null };
      const result = await client.call('run:send', { sessionId, ...input });
      await refreshIfFolderMissing(result);
      return result;
    },
    async setApprovalMode(mode, confirmYolo) {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return noSession;
      const result = reported(
        await client.call('session:set-approval-mode', {
          sessionId,
          mode,
          ...(confirmYolo === true ? { confirmYolo: true as const } : {}),
        }),
      );
      return result.ok ? done : result;
    },
    async stopRun() {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return noSession;
      const result = reported(await client.call('run:stop', { sessionId }));
      return result.ok ? done : result;
    },
    async retryRun() {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return noSession;
      const result = reported(await client.call('run:retry', { sessionId }));
      await refreshIfFolderMissing(result);
      return result.ok ? done : result;
    },
    async askMeInstead(callId, text) {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return noSession;
      const result = reported(await client.call('run:ask-me-instead', { sessionId, callId, text }));
      return result.ok ? done : result;
    },
    async summariseAndRetry() {
      const sessionId = store.getSnapshot().openSessionId;
      if (!sessionId) return noSession;
      const compacted = reported(await client.call('session:compact', { sessionId }));
      if (!compacted.ok) return compacted;
      return controller.retryRun();
    },
    answersFor: (approvalId) => createSheetAnswers(client, approvalId),
    async previewEdit(approvalId, callId, args) {
      const result = await client.call('approval:preview-edit', { approvalId, callId, args });
      if (!result.ok) return { ok: false, text: result.error.text ?? say('ipc.internal') };
      return result.value;
    },
    async updateSettings(patch) {
      const result = await client.call('settings:update', patch);
      if (result.ok) store.dispatch({ type: 'settings_changed', settings: result.value });
      return result;
    },
    lists,
    async exportAll() {
      const result = reported(await client.call('data:export', {}));
      return result.ok ? { ok: true, value: result.value.path } : result;
    },
    async deleteAll() {
      const result = reported(await client.call('data:delete', { confirm: 'DELETE' }));
      if (!result.ok) return result;
      storeSession(null);
      store.dispatch({ type: 'session_opened', sessionId: null });
      const boot = await client.call('app:bootstrap', {});
      if (boot.ok) store.dispatch({ type: 'bootstrapped', value: boot.value });
      return done;
    },
    async exportAudit(sessionId) {
      return reported(await client.call('audit:export', { sessionId }));
    },
    loadApproval: (approvalId) => client.call('approval:get', { approvalId }),
    dismissNotice(id) {
      store.dispatch({ type: 'notice_dismissed', id });
    },
    focusedApproval() {
      store.dispatch({ type: 'approval_focused' });
    },
    undo,
    previewUndo: async (target) => reported(await client.call('undo:preview', target)),
    applyUndo: async (target) => reported(await client.call('undo:apply', target)),
    checkWorkspace: (path) => client.call('workspace:check', { path }),
    checkModel: () => client.call('model:check', {}),
    testConnection: async (baseUrl, model) => reported(await client.call('model:test-connection', { baseUrl, model })),
  };
  return controller;
}
