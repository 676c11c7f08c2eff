import type { WindowTexts } from './window-texts';
import type {
  HookFolderTrust,
  HookFolderTrustExport,
  HookImportResult,
  HookSave,
  HookView,
  ProjectHooksView,
} from '../../shared/hooks';
import type {
  RuleDefinition,
  RuleDraft,
  RuleExamples,
  RuleHistoryMatch,
  RuleSource,
  RuleView,
} from '../../shared/rules';
import type { ApprovalMode, WorkMode } from '../../shared/modes';
import type { ModelCheck, WorkspaceCheck } from '../../shared/first-run-checks';
import type { McpServersControl } from '../mcp';
import type { SubmitDecisions, SubmitDecisionsResult, ToolArgs } from '../../shared/decisions';
import type { CoreErrorCode, CorePush, EditPreviewResult, MemoryNoteView } from '../../shared/ipc';
import type {
  AuditExport,
  InboxItem,
  PendingApproval,
  PublicSettings,
  SettingsPatch,
  SessionSnapshot,
  SessionSummary,
  UndoOutcomeView,
  UndoPreview,
  UndoStatus,
  UndoTarget,
} from '../../shared/views';
import type { CheckpointInfo } from '../store';
import type { DraftsControl } from './drafts-service';
import { describeMainMessage, type MainMessage } from '../../shared/main-messages';

/**
 * The main-process core behind the IPC router: sessions, runs, approvals, settings.
 * Everything Electron-specific (windows, safeStorage, dialogs, notifications) stays outside it, so
 * tests run the very same core in Node (and in a child process the browser tests can kill).
 */

/** Encrypts the API key at rest. Electron's safeStorage in the app; a stand-in in tests. */
export interface SecretBox {
  readonly storage: PublicSettings['keyStorage'];
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
}

export interface CoreOptions {
  /** Folder for gatehouse.db (the app's userData; a temp folder in tests). */
  dataDir: string;
  secrets: SecretBox;
  /** MCP authorization: opens a sign-in page in the system browser (shell.openExternal in the app; a stand-in in tests). Absent, MCP servers cannot sign in. */
  openExternal?: (url: string) => Promise<void>;
  /** Path of the better-sqlite3 addon the app resolved (resolveSqliteNativeBinding); undefined: the package's own choice (the tests). */
  nativeBinding?: string;
  /** The npm registry `npx` servers on Gatehouse's runtime download from (npm-home.ts); default registry.npmjs.org. */
  npmRegistry?: string;
  /** Overrides for tests: fixed clock, id source. */
  now?: () => Date;
}

/** What the core pushes to every window (durable events after commit, and ephemeral progress): the IPC push itself. */
export type CoreEvent = CorePush;
export type { CoreErrorCode, EditPreviewResult };

/** Thrown by core methods for a request that cannot be served; the IPC router turns it into a typed error. */
export class CoreError extends Error {
  constructor(
    readonly code: CoreErrorCode,
    /** What the person reads, as a message id the window words (src/shared/main-messages). */
    readonly text: MainMessage,
  ) {
    super(describeMainMessage(text));
    this.name = 'CoreError';
  }
}

/**
 * Every method that names a session throws CoreError 'not_found' when it no longer exists; methods
 * that start work throw 'invalid_input' once close() has begun. Other failures are listed per method.
 */
export interface GatehouseCore {
  listSessions(): SessionSummary[];
  /**
   * A new conversation in a checked folder (see buildSafeWorkspace): throws 'workspace_missing' or
   * 'invalid_input' for the folder. Durable before it returns.
   */
  createSession(input: { title?: string; workspace: string }): SessionSummary;
  /** Throws 'invalid_input' for an empty name. Durable before it returns. */
  renameSession(sessionId: string, title: string): SessionSummary;
  /**
   * Moves a conversation to another folder: runs from here on work there. Validates the folder as
   * createSession does; throws CoreError 'run_active' or 'approval_pending' while the conversation
   * is busy, 'workspace_missing' or 'invalid_input' for the folder. Durable before it returns.
   */
  setWorkspace(sessionId: string, workspace: string): SessionSummary;
  /** Deletes the conversation and its log; throws 'run_active' while it is working. */
  deleteSession(sessionId: string): void;
  /** The conversation's events, pending approval and context estimate; reads only. */
  /**
   * The conversation as a window shows it. Without `window`: the whole log. `{ latest: true }`: its
   * latest SESSION_WINDOW_EVENTS or so, as a window first opens it; `{ from }`: from that seq
   * through to the latest. Either starts at the start of the run it cuts into, when that is at most
   * SESSION_WINDOW_EVENTS further back. Reads only the rows it returns.
   */
  loadSession(sessionId: string, window?: { latest: true } | { from: number }): SessionSnapshot;
  /**
   * The window's copy of what loadSession and loadPendingApproval give (each large text held back:
   * src/shared/held-texts.ts), and the held texts read whole or by pages. Reads only.
   */
  readonly windowTexts: WindowTexts;
  /**
   * Starts a run that freezes the conversation's approval mode (`approvalMode`, when given, becomes
   * the conversation's mode first, recorded in the same transaction). Resolves once the user message
   * is durable; the run goes on in the background and reports through subscribe(). Throws
   * CoreError('approval_pending') while an approval waits.
   */
  send(input: {
    sessionId: string;
    text: string;
    workMode: WorkMode;
    approvalMode?: ApprovalMode;
  }): Promise<{ runId: string }>;
  /**
   * Yolo fenced: sets the conversation's approval mode, recorded as an event; allowed
   * while a run is active. A stricter mode tightens the run under way for every call not yet
   * classified; a looser one applies from the next send. Throws 'invalid_input' for yolo without
   * confirmYolo. Durable before it returns.
   */
  setApprovalMode(input: { sessionId: string; mode: ApprovalMode; confirmYolo?: boolean }): SessionSummary;
  /** Cancels durably: running tools are killed, unfinished calls get a cancelled result. */
  stop(sessionId: string): Promise<void>;
  /**
   * Continues a run that failed or was interrupted by a model error. Throws 'nothing_to_retry',
   * 'run_active', 'approval_pending' or 'workspace_missing'.
   */
  retry(sessionId: string): Promise<{ runId: string }>;
  /**
   * "Ask me instead" on a call the reviewer model refused: its refusal stays that call's result, and
   * a new run starts with the person's `text` (worded by the window) whose sheets go to the person,
   * not the reviewer (person_will_decide). Throws 'invalid_input' for any other call or one asked
   * again already, and what send throws for a conversation that is not idle.
   */
  askMeInstead(input: { sessionId: string; callId: string; text: string }): Promise<{ runId: string }>;
  /** Exactly-once: the whole submission is refused unless it covers every pending call once. */
  submitDecisions(input: SubmitDecisions): Promise<SubmitDecisionsResult>;
  /**
   * Validates and inspects edited arguments without deciding, so the sheet shows what would run.
   * A refusal (approval gone, invalid or out-of-bounds edit) is a value, not a throw.
   */
  previewEdit(input: { approvalId: string; callId: string; args: ToolArgs }): Promise<EditPreviewResult>;
  /** Every approval waiting for a person, across conversations, each call in a line (no texts). */
  listInbox(): InboxItem[];
  /** One waiting approval whole, by its id; null once it is answered (or never was). Reads only. */
  loadPendingApproval(approvalId: string): PendingApproval | null;
  /**
   * Replaces the history so far with a model-written summary (nothing to summarise: returns at
   * once). Throws 'run_active' or 'approval_pending' while busy, and 'model_unavailable' in plain
   * words when summarising failed; Stop during it resolves with nothing changed.
   */
  compact(sessionId: string): Promise<void>;
  /** The conversation's audit entries, projected from its log; reads only. */
  exportAudit(sessionId: string): AuditExport;
  /** Every note saved with `remember`, by folder, oldest first within one; reads only. */
  listNotes(): MemoryNoteView[];
  /** Deletes one note, so it is no longer read back; throws 'not_found' when it is already gone. Durable before it returns. */
  deleteNote(id: number): void;
  /**
   * Deletes everything Gatehouse keeps: sessions, their logs and derived rows, notes, settings
   * (the last folder and the sealed key among them), and clears it from the database files.
   * Stops running work first. Durable before it resolves.
   */
  deleteEverything(): Promise<void>;
  // Undo: from main's own records; the window names calls and runs by id only.
  /** Per call that wrote a file in the conversation: whether Undo is offered, too old, done. Reads only. */
  loadUndoStatus(sessionId: string): UndoStatus;
  /** The diff of undoing a call's write (or an ended run's writes), or why it cannot: a value. Changes nothing. */
  previewUndo(target: UndoTarget): Promise<UndoPreview>;
  /**
   * Undoes it, durably (request, files, result, all in the log and the audit); a file changed since
   * Gatehouse wrote it refuses the whole undo (the outcome names it). Throws 'run_active' or
   * 'approval_pending' while the conversation is busy, 'invalid_input' when nothing can be undone.
   */
  undo(target: UndoTarget): Promise<UndoOutcomeView>;
  /** Every checkpoint without its content (export). Reads only. */
  listCheckpoints(): CheckpointInfo[];
  /** The settings a window may see: never the API key itself. */
  getSettings(): PublicSettings;
  /** First run: whether a folder may be worked in and written to (see buildWorkspaceCheck). Reads only, never throws. */
  checkWorkspace(path: string): WorkspaceCheck;
  /** First run: tries the saved model (see runModelCheck). Throws CoreError 'no_model' when none is set up. */
  checkModel(): Promise<ModelCheck>;
  /** Throws 'invalid_input' for a patch that does not parse. Durable before it returns. */
  updateSettings(patch: SettingsPatch): PublicSettings;
  /** MCP servers: the configured servers, the person's trust, each instance's state. Throws 'invalid_input' for a refused change. */
  readonly mcp: McpServersControl;
  /** The configured MCP servers as exported (env and header values hidden). */
  exportMcpServers(): unknown[];
  /** Saved rules: the rules page and the sheet's rule choices. */
  readonly rules: RulesControl;
  /** The sheet's answers in progress, and Send, which decides from them. */
  readonly drafts: DraftsControl;
  /** Hooks: the person's hooks, a folder's project hooks and the folders trusted to run them. */
  readonly hooks: HooksControl;
  /** Calls `listener` after each commit and for live progress; returns the unsubscribe. */
  subscribe(listener: (event: CoreEvent) => void): () => void;
  /** Waits for in-flight work to settle, then closes the database. */
  close(): Promise<void>;
}

/**
 * Saved rules, as windows reach them. Every method re-checks what it is given (a
 * definition parsed by the router is still checked against the conversation and the tool); a
 * refusal throws CoreError 'invalid_input' (or 'not_found' for an id or approval that is gone).
 * Changes are durable before they return and apply to calls classified from then on.
 */
export interface RulesControl {
  /** Every rule in creation order, broken ones included. Reads only. */
  list(): RuleView[];
  /** The rule "always allow…" would save for one call of a waiting sheet. Reads only. */
  draft(input: { approvalId: string; callId: string }): Promise<RuleDraft>;
  /** The calls of the conversation's history the definition would have matched, newest first. Reads only. */
  matches(input: {
    sessionId: string;
    definition: RuleDefinition;
    limit: number;
  }): Promise<{ total: number; matches: RuleHistoryMatch[] }>;
  /** Concrete calls the definition would and would not match, and whether "and any further arguments" may be offered. Reads only. */
  examples(input: { definition: RuleDefinition }): Promise<RuleExamples>;
  save(input: { id?: string; definition: RuleDefinition; source?: RuleSource }): RuleView;
  setEnabled(id: string, enabled: boolean): RuleView;
  remove(id: string): void;
  /** The readable export file (RulesFileSchema) of every rule that parses. */
  exportFile(): string;
  /** Adds every rule of an exported file as a new rule; refuses the whole file on any invalid entry. */
  importFile(text: string): { imported: number; rules: RuleView[] };
}

/**
 * Hooks, as windows reach them. A refusal throws CoreError 'invalid_input' ('not_found'
 * for an id that is gone). Changes are durable before they return and apply to calls judged from
 * then on. Reading a folder's hooks never runs them.
 */
export interface HooksControl {
  /** The person's hooks, in the order they run. Reads only. */
  list(): HookView[];
  /** Creates (no id) or replaces a hook; one set to run outside the sandbox needs confirmRunWithoutSandbox. */
  save(input: HookSave): HookView;
  remove(id: string): void;
  /** Adds the PreToolUse and PostToolUse command hooks of a Claude Code settings.json text, each sandboxed; lists what it left out. */
  importSettings(text: string): HookImportResult;
  /** A folder's project hooks and whether they may run. Reads only. */
  project(folder: string): Promise<ProjectHooksView>;
  /**
   * Trusts exactly the hooks the person saw (their hash) and keeps a copy of what they run, which
   * they then run from; refused when they changed since, when any of them cannot be trusted as it is
   * (the view's `refusals`), or when a file changed while it was being copied.
   */
  trustFolder(input: { folder: string; hash: string }): Promise<ProjectHooksView>;
  /** Forgets the trust and removes its copy. */
  untrustFolder(folder: string): Promise<ProjectHooksView>;
  /** Every trusted folder (export). Reads only. */
  listTrust(): HookFolderTrust[];
  /** The trusted folders with the copy kept of what their hooks run, for data:export. Reads only. */
  exportTrust(): Promise<HookFolderTrustExport[]>;
}
