import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import type Database from 'better-sqlite3';
import type { ApprovalMode, WorkMode } from '../../shared/modes';
import type { AuditExport, InboxItem, PendingApproval, SessionSnapshot, SessionSummary } from '../../shared/views';
import {
  buildAudit, buildAuditRuns, buildCloseAbandoned, findLatestWorkMode, loadContextEstimate, commitEvents, createRunSupervisor, runSessionCompaction,
  runRecoverInterrupted, buildEditCheck, type IdSource, type LoopDeps, type ModelAccess,
  createRetitler, deriveShortTitle, deriveTitleSource, PLACEHOLDER_TITLE, createHookAnswerMemory, type HookJudge,
} from '../agent';
import { createAnthropicModelClient, type ModelClientFactory } from '../model';
import { buildMcpExport, createMcpService, createMcpServersControl, deriveNpmHome, type McpService } from '../mcp';
import { approvalModeNote, BUILTIN_CATALOGUE, profileFor } from '../policy';
import {
  createCheckpointStore, createDraftStore, createEventStore, createHookStore, createMemoryNoteStore, createRuleStore, createSettingsStore, draft, openDatabase, runWipeDatabase, type EventDraft, type EventStore, type SessionRow,
} from '../store';
import { createCommandSandbox, deriveToolchainCaches, type CommandSandbox } from '../sandbox';
import type { ToolRegistry } from '../tools/types';
import { buildSafeWorkspace, buildWorkspaceCheck } from './check-workspace';
import { runModelCheck } from './check-model';
import { createBroadcaster } from './create-broadcaster';
import { createDraftsService } from './drafts-service';
import { runWorkspaceChange } from './change-workspace';
import { buildCompactionError } from './compaction-error';
import { createRandomIds } from './default-ids';
import { createDefaultToolRegistry } from './default-tools';
import { deriveSandboxFact } from './sandbox-fact';
import { createSettingsService } from './settings-service';
import { CoreError, type CoreOptions, type GatehouseCore } from './types';
import { findReviewerRefusalProblem } from './find-reviewer-refusal';
import { createUndoService } from './undo-service';
import { createRulesService } from './rules-service';
import { loadLiveToolDefinition } from './load-live-tool-definition';
import { createHooksService } from './hooks-service';
import { createReviewer } from '../reviewer';

export interface CoreDeps {
  model?: ModelClientFactory;
  tools?: ToolRegistry;
  now?: () => Date;
  ids?: IdSource;
  /** max_tokens per reply. */
  maxTokens?: number;
  /** Mid-stream silence that counts as a dropped connection. */
  idleTimeoutMs?: number;
  /** The command sandbox (tests: one that is unavailable); by default probed here. Closed with the core. */
  commandSandbox?: CommandSandbox;
  /** Called when a drive leaves an approval waiting (see RunSupervisorDeps.onApprovalOpened); the reviewer's seam, unused today. */
  onApprovalOpened?: (approval: PendingApproval) => void;
  /**
   * After a conversation's first run completes, ask its model for a short name (one more model
   * request, in the background). The app: yes. Tests: only those about names (the scripted
   * models would otherwise count, and answer, one more request).
   */
  titleWithModel?: boolean;
  /** MCP servers (tests: backoff and timeouts of their own); by default over the settings table. Closed with the core. */
  mcp?: McpService;
  /** Hooks: who answers PreToolUse and PostToolUse (tests: scripted answers); by default the configured hooks. */
  hooks?: HookJudge;
}

/** A conversation's approval mode: as last recorded, else the person's default (never yolo). Pure. */
function deriveConversationMode(row: SessionRow, fallback: ApprovalMode): ApprovalMode {
  return row.approvalMode ?? fallback;
}

/**
 * The main-process core: composition and session queries. Opens (and migrates) the database,
 * marks runs the last process left streaming or executing as interrupted, wires the store, the
 * tools, the settings, the broadcaster and the run supervisor (agent/run-supervisor.ts, the one
 * owner of live runs), then serves GatehouseCore. Throws when the database cannot be opened.
 */
export async function createCore(options: CoreOptions, deps: CoreDeps = {}): Promise<GatehouseCore> {
  const now = deps.now ?? options.now ?? (() => new Date());
  const db: Database.Database = openDatabase({ dataDir: options.dataDir, ...(options.nativeBinding !== undefined ? { nativeBinding: options.nativeBinding } : {}) });
  const store: EventStore = createEventStore(db, now);
  const memory = createMemoryNoteStore(db, now);
  // The sandbox is probed once, at start-up (one sandboxed `true`); settings and every command
  // sheet say what it found.
  const commandSandbox = deps.commandSandbox ?? (await createCommandSandbox({ dataDir: options.dataDir }));
  const sandboxFact = deriveSandboxFact(commandSandbox.status);
  const settings = createSettingsService(createSettingsStore(db), options.secrets, options.dataDir, () => sandboxFact);
  // The toolchains in the home folder the person allowed: commands and sandboxed MCP servers read them alike.
  const loadCacheReads = () => (settings.commandCacheReads() ? deriveToolchainCaches(os.homedir()) : []);
  const mcp = deps.mcp ?? createMcpService(createSettingsStore(db), options.secrets, { sandbox: { dataDir: options.dataDir, loadCacheReads }, npm: deriveNpmHome(options.dataDir, options.npmRegistry) },
    options.openExternal !== undefined ? { secrets: options.secrets, openExternal: options.openExternal } : undefined);
  const tools =
    deps.tools ??
    createDefaultToolRegistry({
      loadSandbox: async () => commandSandbox,
      dataDir: options.dataDir,
      loadCacheReads,
    }, mcp.tools);
  const ids = deps.ids ?? createRandomIds();
  const modelFactory = deps.model ?? createAnthropicModelClient;
  const toSummary = (row: SessionRow, defaultMode: ApprovalMode = settings.defaultApprovalMode()): SessionSummary => ({
    id: row.id, title: row.title, workspace: row.workspace, workspaceExists: existsSync(row.workspace),
    createdAt: row.createdAt, updatedAt: row.updatedAt, lastSeq: row.lastSeq,
    pendingApprovalId: row.pendingApprovalId, runState: row.runState,
    approvalMode: deriveConversationMode(row, defaultMode),
  });
  const listSessions = () => {
    const defaultMode = settings.defaultApprovalMode();
    return store.listSessions().map((row) => toSummary(row, defaultMode));
  };
  const listInbox = (): InboxItem[] => {
    const titles = new Map(store.listSessions().map((s) => [s.id, s.title]));
    return store.listPendingApprovals().map((p) => ({ ...p, sessionTitle: titles.get(p.sessionId) ?? '' }));
  };
  const broadcaster = createBroadcaster({ listSessions, listInbox });
  const emit = broadcaster.emit;
  // MCP prompts: a server's questions reach every window.
  mcp.onPromptsChanged((prompts) => broadcaster.push({ type: 'mcp_prompts', prompts }));
  // Built when a model turn starts, from the settings as they are then, and never before: a
  // decision, a Stop or a recovery needs no model, so a person can answer with none configured.
  const loadModel = (): ModelAccess => {
    try {
      return { ok: true, model: modelFactory({ ...settings.buildModelSettings(), ...(deps.idleTimeoutMs !== undefined ? { idleTimeoutMs: deps.idleTimeoutMs } : {}) }) };
    } catch (err) {
      if (err instanceof CoreError && err.code === 'no_model') return { ok: false, message: err.message };
      throw err;
    }
  };
  /** For what asks the model at once (send, retry, compact): throws CoreError('no_model') before anything is recorded. */
  const requireModel = () => {
    const access = loadModel();
    if (!access.ok) throw new CoreError('no_model', access.message);
    return access.model;
  };
  const loopDeps = (): LoopDeps => ({
    store, tools, memory, now, ids, emit, loadModel,
    contextWindow: settings.contextWindow(),
    maxTokens: deps.maxTokens ?? 8192,
    checkpoints: undo.keeper,
    rules,
    hooks: hookJudge,
    approvalStaleMs: settings.approvalStaleHours() * 3_600_000,
  });
  // Every live run, summary and decision-to-execution path goes through this one owner.
  const runs = createRunSupervisor({
    loadLoopDeps: loopDeps,
    // The auto mode's reviewer starts where an approval opens (then whatever a test also watches).
    onApprovalOpened: (approval) => {
      reviewer.onApprovalOpened(approval);
      deps.onApprovalOpened?.(approval);
    },
  });
  // Auto approval: the reviewer model, on the conversation's provider, answering
  // through the supervisor's one door for every decider.
  const reviewer = createReviewer({
    store, emit,
    loadSettings: () => {
      const r = settings.reviewerSettings();
      return {
        model: r.reviewerModel, timeoutMs: r.reviewerTimeoutSeconds * 1000, threshold: r.reviewerThreshold,
        denialsToMe: r.reviewerDenialsToMe, contextWindow: settings.contextWindow(),
      };
    },
    loadModel: (model) => modelFactory({ ...settings.buildModelSettings(), model }),
    submit: (raw, by) => runs.submitDecisions(raw, by),
  });
  let closed = false;
  const retitler = deps.titleWithModel === true ? createRetitler({ store, emit, loadModel }) : null;
  if (retitler !== null) broadcaster.subscribe((e) => e.type === 'event' && retitler.observe(e.event));

  // Start-up recovery: nothing from the previous process is still running.
  for (const s of store.listSessions()) {
    if (s.runState === 'streaming' || s.runState === 'executing') runRecoverInterrupted({ store, emit }, s.id);
  }
  // A review the last process did not finish runs again; it commits only if the sheet is still undecided.
  reviewer.resumePending();

  const requireSession = (sessionId: string): SessionRow => {
    const row = store.loadSession(sessionId);
    if (row === null) throw new CoreError('not_found', 'This conversation no longer exists. It may have been deleted in another window.');
    return row;
  };
  const requireIdle = (row: SessionRow, what: string) => {
    // A run the log leaves streaming or executing is live even before its lane picks it up (a decision just committed).
    if (runs.isBusy(row.id) || row.runState === 'streaming' || row.runState === 'executing') {
      throw new CoreError('run_active', `Gatehouse is still working in this conversation. Wait for it to finish, or press Stop, before ${what}.`);
    }
    if (row.pendingApprovalId !== null) {
      throw new CoreError('approval_pending', `Gatehouse is waiting for your answer in this conversation. Approve or deny what it asked before ${what}.`);
    }
  };
  const requireOpen = () => {
    if (closed) throw new CoreError('invalid_input', 'Gatehouse is closing, so it cannot start anything new.');
  };
  /**
   * Starts a run in a conversation already checked idle: the folder's MCP servers first (so the
   * run's frozen tool list sees them), then `before`, the conversation's mode when the caller names
   * one, the user message and the run's first state in one transaction, then its lane.
   */
  const beginRun = async (row: SessionRow, text: string, workMode: WorkMode, requested: ApprovalMode | undefined, before: EventDraft[]): Promise<{ runId: string }> => {
    if (!existsSync(row.workspace)) throw new CoreError('workspace_missing', `The folder ${row.workspace} is no longer there. Put it back, or choose another folder for this conversation.`);
    requireModel();
    const starting = mcp.prepare(row.workspace);
    if (starting !== undefined) await starting;
    const runId = ids.newId('run_');
    // The run freezes the conversation's mode. A caller naming a mode sets the conversation's
    // first, recorded in the same transaction (the window changes it through setApprovalMode).
    const current = deriveConversationMode(row, settings.defaultApprovalMode());
    const approvalMode = requested ?? current;
    const config = {
      workMode, approvalMode, tools: [...profileFor(workMode, [...BUILTIN_CATALOGUE, ...mcp.catalogue(workMode)]).tools],
      model: settings.getPublic().model, agentId: row.agentId,
    };
    const note = approvalModeNote(approvalMode);
    const firstTitle = deriveShortTitle(text);
    emit.events(store.appendAfterReading(row.id, (events) => [
      ...buildCloseAbandoned(events),
      // A conversation nobody has named yet is named at once from its first message.
      ...(deriveTitleSource(events) === 'placeholder' && firstTitle !== '' ? [draft('session_renamed', { title: firstTitle, by: 'first_message' })] : []),
      ...(approvalMode !== current || row.approvalMode === null ? [draft('approval_mode_changed', { mode: approvalMode })] : []),
      ...before,
      draft('user_message', { runId, text, config }),
      draft('run_state', { runId, state: 'streaming', ...(note !== null ? { detail: note } : {}) }),
    ]));
    runs.start(row.id);
    return { runId };
  };
  const checkpoints = createCheckpointStore(db, store, now);
  // Hooks: the configured hooks (tests may script the answers), asked once per distinct input of a call.
  const hooks = createHooksService({
    store: createHookStore(db, now), dataDir: options.dataDir, loadEvents: (id) => store.loadEvents(id), sandboxStatus: () => commandSandbox.status,
  });
  const hookJudge: HookJudge = createHookAnswerMemory(deps.hooks ?? hooks.judge);
  // Saved rules: read fresh for every call judged, so a saved rule applies from the next one.
  const rules = createRulesService({
    rules: createRuleStore(db, now), events: store, now, workspaceOf: (id) => store.loadSession(id)?.workspace ?? null,
    liveToolDefinition: (tool) => loadLiveToolDefinition(mcp.manager, tool),
  });
  const undo = createUndoService({ store, checkpoints, emit, now, requireSession, requireIdle, loadLimitBytes: () => settings.checkpointLimitMb() * 1024 * 1024 });

  const core: GatehouseCore = {
    listSessions,
    createSession(input) {
      requireOpen();
      const workspace = buildSafeWorkspace(input.workspace, options.dataDir);
      const title = (input.title ?? '').trim() || PLACEHOLDER_TITLE;
      const id = ids.newId('ses_');
      // A new conversation starts in the person's default (manual or auto, never yolo), recorded.
      const events = store.createSession({ id, title: title.slice(0, 200), workspace, agentId: 'gatehouse', approvalMode: settings.defaultApprovalMode() });
      settings.rememberWorkspace(workspace);
      emit.events(events);
      return toSummary(store.loadSession(id)!);
    },
    renameSession(sessionId, title) {
      requireSession(sessionId);
      const clean = title.trim().slice(0, 200);
      if (clean === '') throw new CoreError('invalid_input', 'A name cannot be empty.');
      commitEvents({ store, emit }, sessionId, [draft('session_renamed', { title: clean, by: 'person' })]);
      return toSummary(store.loadSession(sessionId)!);
    },
    setWorkspace(sessionId, path) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'moving it to another folder');
      const workspace = buildSafeWorkspace(path, options.dataDir);
      if (workspace !== row.workspace) {
        runWorkspaceChange({ store, emit }, row, workspace);
        settings.rememberWorkspace(workspace);
      }
      return toSummary(store.loadSession(sessionId)!);
    },
    deleteSession(sessionId) {
      const row = requireSession(sessionId);
      if (runs.isBusy(row.id)) throw new CoreError('run_active', 'Gatehouse is still working in this conversation. Press Stop before deleting it.');
      store.deleteSession(sessionId);
      void hooks.forgetSession(sessionId).catch(() => undefined);
      broadcaster.pushLists();
    },
    loadSession(sessionId): SessionSnapshot {
      const row = requireSession(sessionId);
      const events = store.loadEvents(sessionId);
      return {
        summary: toSummary(row),
        events,
        pending: store.loadPendingApproval(sessionId),
        // From the derived history size: showing a long session never rebuilds its model history.
        context: { estimatedTokens: loadContextEstimate({ store, tools, memory }, row.id, row.workspace, findLatestWorkMode(events)), contextWindow: settings.contextWindow() },
      };
    },
    async send(input) {
      requireOpen();
      const row = requireSession(input.sessionId);
      // Typed and parsed at the IPC boundary; only what the schema cannot say is checked here.
      const text = input.text.trim();
      if (text === '') throw new CoreError('invalid_input', 'Write a message first.');
      requireIdle(row, 'sending a new message');
      return beginRun(row, text, input.workMode, input.approvalMode, []);
    },
    async askMeInstead(input) {
      requireOpen();
      const row = requireSession(input.sessionId);
      const text = input.text.trim();
      if (text === '') throw new CoreError('invalid_input', 'Write a message first.');
      requireIdle(row, 'asking again');
      const events = store.loadEvents(row.id);
      const problem = findReviewerRefusalProblem(events, input.callId);
      if (problem === 'already_asked') throw new CoreError('invalid_input', 'This action was already asked again.');
      if (problem !== null) throw new CoreError('invalid_input', 'Only an action the reviewer model refused can be asked again this way.');
      // The person's request, worded by the window; the run it starts is the person's to decide.
      return beginRun(row, text, findLatestWorkMode(events), undefined, [draft('person_will_decide', { callId: input.callId })]);
    },
    async stop(sessionId) {
      await runs.stop(requireSession(sessionId).id);
    },
    async retry(sessionId) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'trying again');
      // The session row carries the latest run and its state: no replay of the log.
      if (row.runId === null || (row.runState !== 'failed' && row.runState !== 'interrupted')) {
        throw new CoreError('nothing_to_retry', 'There is nothing to try again in this conversation: its last request did not stop with a problem.');
      }
      if (!existsSync(row.workspace)) throw new CoreError('workspace_missing', `The folder ${row.workspace} is no longer there. Put it back, or choose another folder for this conversation.`);
      requireModel();
      const starting = mcp.prepare(row.workspace);
      if (starting !== undefined) await starting;
      runs.start(row.id);
      return { runId: row.runId };
    },
    async submitDecisions(input) {
      requireOpen();
      // After a restart the folder's MCP servers start again for the model's next turn. Not awaited:
      // nothing may come between a decision and its commit (a Stop right after must find it).
      const pending = typeof input?.approvalId === 'string' ? store.loadPendingApprovalById(input.approvalId) : null;
      const workspace = pending !== null ? store.loadSession(pending.sessionId)?.workspace : undefined;
      if (workspace !== undefined) void mcp.prepare(workspace);
      return runs.submitDecisions(input);
    },
    setApprovalMode(input) {
      const row = requireSession(input.sessionId);
      if (input.mode === 'yolo' && input.confirmYolo !== true) {
        throw new CoreError('invalid_input', 'When Nobody approves, changes inside this folder run without asking. Confirm it first.');
      }
      const current = deriveConversationMode(row, settings.defaultApprovalMode());
      // Recorded even while a run is under way: a stricter mode tightens it at once (the derived
      // runs row and buildRunState apply it to every call not yet classified); a looser one waits
      // for the next send. Nothing is recorded when nothing changes.
      if (input.mode !== current || row.approvalMode === null) {
        commitEvents({ store, emit }, row.id, [draft('approval_mode_changed', { mode: input.mode })]);
      }
      return toSummary(store.loadSession(row.id)!);
    },
    async previewEdit(input) {
      const pending = store.loadPendingApprovalById(input.approvalId);
      if (pending === null) return { ok: false, message: 'This approval is no longer waiting.' };
      const row = requireSession(pending.sessionId);
      const latest = store.loadLatestRun(row.id);
      const run = latest !== null && latest.runId === pending.runId ? latest : null;
      const deps = loopDeps();
      return buildEditCheck(deps, pending, input.callId, input.args, {
        workspaceRoot: row.workspace, workMode: run?.config.workMode ?? 'agent', boundTools: run?.config.tools ?? [],
        ...(run !== null ? { approvalMode: run.config.approvalMode } : {}),
      });
    },
    listInbox,
    async compact(sessionId) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'summarising the conversation');
      try {
        await runSessionCompaction(runs, store, () => ({ ...loopDeps(), model: requireModel() }), row);
      } catch (err) {
        throw buildCompactionError(err);
      }
    },
    exportAudit(sessionId): AuditExport {
      const row = requireSession(sessionId);
      const events = store.loadEvents(row.id);
      return { sessionId: row.id, title: row.title, exportedAt: now().toISOString(), entries: buildAudit(events), runs: buildAuditRuns(events) };
    },
    listNotes: () => memory.listNotes(),
    deleteNote(id) {
      if (!memory.deleteNote(id)) throw new CoreError('not_found', 'This note was already deleted.');
    },
    async deleteEverything() {
      // Everything running is stopped first: a run left going would write to the log after the wipe.
      await reviewer.stopAll();
      await runs.stopAll();
      await mcp.stopAll();
      runWipeDatabase(db);
      // The hooks' log folders and the transcripts they read go with everything else.
      await hooks.wipeFiles();
      // And what npm downloaded for `npx` servers (its cache, what the person allowed fetched).
      await rm(deriveNpmHome(options.dataDir).folder, { recursive: true, force: true });
      broadcaster.pushLists();
    },
    loadUndoStatus: (sessionId) => undo.loadStatus(sessionId),
    previewUndo: (target) => undo.buildPreview(target),
    async undo(target) {
      requireOpen();
      return undo.runUndo(target);
    },
    listCheckpoints: () => checkpoints.listAll(),
    mcp: createMcpServersControl(mcp, (message) => new CoreError('invalid_input', message)),
    exportMcpServers: () => buildMcpExport(mcp.listServers(), (name) => mcp.isSignedIn(name)),
    rules,
    hooks,
    drafts: createDraftsService({
      drafts: createDraftStore(db), loadPending: (id) => store.loadPendingApprovalById(id), push: (e) => broadcaster.push(e),
      submit: (input) => core.submitDecisions(input),
    }),
    getSettings: () => settings.getPublic(),
    updateSettings: (patch) => settings.update(patch),
    checkWorkspace: (path) => buildWorkspaceCheck(path, options.dataDir),
    checkModel: () => runModelCheck(settings.buildModelSettings(), modelFactory),
    subscribe: (listener) => broadcaster.subscribe(listener),
    async close() {
      if (closed) return;
      closed = true;
      retitler?.close();
      await reviewer.close();
      await runs.close();
      await mcp.close();
      broadcaster.clear();
      await commandSandbox.close();
      db.close();
    },
  };
  return core;
}
