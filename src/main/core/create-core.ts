import { existsSync } from 'node:fs';
import os from 'node:os';
import type Database from 'better-sqlite3';
import type { SessionEvent } from '../../shared/events';
import { WorkModeSchema, ApprovalModeSchema } from '../../shared/modes';
import type { AuditExport, InboxItem, SessionSnapshot, SessionSummary } from '../../shared/views';
import {
  buildAudit, buildCloseAbandoned, buildRunState, findLatestWorkMode, loadContextEstimate, commitEvents, runCancel, runCompaction, runDrive,
  runRecoverInterrupted, submitDecisions, buildEditCheck, SHUTDOWN_REASON, type EmitSink, type IdSource, type LoopDeps, type ModelAccess,
} from '../agent';
import { createAnthropicModelClient, type ModelClientFactory } from '../model';
import { approvalModeNote, profileFor } from '../policy';
import {
  createEventStore, createMemoryNoteStore, createSettingsStore, draft, openDatabase, runWipeDatabase, type EventStore, type SessionRow,
} from '../store';
import { createCommandSandbox, deriveToolchainCaches, type CommandSandbox } from '../tools';
import type { ToolRegistry } from '../tools/types';
import { buildSafeWorkspace } from './check-workspace';
import { runWorkspaceChange } from './change-workspace';
import { buildCompactionError } from './compaction-error';
import { createRandomIds } from './default-ids';
import { createDefaultToolRegistry } from './default-tools';
import { deriveSandboxFact } from './sandbox-fact';
import { createSettingsService } from './settings-service';
import { CoreError, type CoreEvent, type CoreOptions, type GatehouseCore } from './types';

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
}


interface LiveRun {
  controller: AbortController;
  done: Promise<void>;
}

function toSummary(row: SessionRow): SessionSummary {
  return {
    id: row.id, title: row.title, workspace: row.workspace, workspaceExists: existsSync(row.workspace),
    createdAt: row.createdAt, updatedAt: row.updatedAt, lastSeq: row.lastSeq,
    pendingApprovalId: row.pendingApprovalId, runState: row.runState,
  };
}

/**
 * The main-process core. Opens (and migrates) the database, marks runs the last process left
 * streaming or executing as interrupted, then serves GatehouseCore. Throws when the database
 * cannot be opened.
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
  const tools =
    deps.tools ??
    createDefaultToolRegistry({
      loadSandbox: async () => commandSandbox,
      dataDir: options.dataDir,
      loadCacheReads: () => (settings.commandCacheReads() ? deriveToolchainCaches(os.homedir()) : []),
    });
  const ids = deps.ids ?? createRandomIds();
  const modelFactory = deps.model ?? createAnthropicModelClient;
  const listeners = new Set<(e: CoreEvent) => void>();
  const live = new Map<string, LiveRun>();
  let closed = false;

  const broadcast = (e: CoreEvent) => {
    for (const l of [...listeners]) {
      try {
        l(e);
      } catch {
        // one failing window must not break the others or the run
      }
    }
  };
  const listSessions = () => store.listSessions().map(toSummary);
  const listInbox = (): InboxItem[] => {
    const titles = new Map(store.listSessions().map((s) => [s.id, s.title]));
    return store.listPendingApprovals().map((p) => ({ ...p, sessionTitle: titles.get(p.sessionId) ?? '' }));
  };
  const emit: EmitSink = {
    events(events: readonly SessionEvent[]) {
      for (const event of events) broadcast({ type: 'event', event });
      if (events.length > 0) broadcast({ type: 'sessions_changed', sessions: listSessions() });
      if (events.some((e) => e.kind === 'approval_requested' || e.kind === 'decision')) broadcast({ type: 'inbox_changed', inbox: listInbox() });
    },
    live(l) {
      broadcast({ type: 'live', live: l });
    },
  };
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
  });

  // Start-up recovery: nothing from the previous process is still running.
  for (const s of store.listSessions()) {
    if (s.runState === 'streaming' || s.runState === 'executing') runRecoverInterrupted({ store, emit }, s.id);
  }

  const requireSession = (sessionId: string): SessionRow => {
    const row = typeof sessionId === 'string' ? store.loadSession(sessionId) : null;
    if (row === null) throw new CoreError('not_found', 'This conversation no longer exists. It may have been deleted in another window.');
    return row;
  };
  const requireIdle = (row: SessionRow, what: string) => {
    if (live.has(row.id)) throw new CoreError('run_active', `Gatehouse is still working in this conversation. Wait for it to finish, or press Stop, before ${what}.`);
    if (row.pendingApprovalId !== null) {
      throw new CoreError('approval_pending', `Gatehouse is waiting for your answer in this conversation. Approve or deny what it asked before ${what}.`);
    }
  };
  const requireOpen = () => {
    if (closed) throw new CoreError('invalid_input', 'Gatehouse is closing, so it cannot start anything new.');
  };

  /** Drives the session's latest run in the background; the returned promise never rejects. */
  const startDrive = (row: SessionRow, loop: LoopDeps) => {
    const events = store.loadEvents(row.id);
    const run = buildRunState(events);
    if (run === null) return;
    const controller = new AbortController();
    const target = { sessionId: row.id, runId: run.runId, workspaceRoot: row.workspace, config: run.config, signal: controller.signal };
    let outcome: Awaited<ReturnType<typeof runDrive>> | null = null;
    const done = runDrive(loop, target)
      .then((o) => {
        outcome = o;
      })
      .catch((err: unknown) => {
        // A bug, or the database going away: record it so the run does not look alive forever.
        try {
          commitEvents(loop, row.id, [
            draft('error', { runId: run.runId, code: 'internal', message: err instanceof Error ? err.message : String(err), retryable: true }),
            draft('run_state', { runId: run.runId, state: 'failed', detail: 'Something went wrong inside Gatehouse. Retry to continue.' }),
          ]);
        } catch {
          // the database is closed; start-up recovery will mark the run interrupted
        }
      })
      .finally(() => {
        live.delete(row.id);
        if (outcome === 'awaiting_approval') settleAfterGate(row.id, loop, controller.signal);
      });
    live.set(row.id, { controller, done });
  };

  /**
   * A drive that stopped at the gate is still winding down (still in `live`) for a few ticks after
   * the approval was committed and pushed. A decision that lands in that window commits but finds
   * the session busy, so nothing would carry it out; a Stop that lands there aborts a drive that no
   * longer looks at its signal. Both are settled here, from the log.
   */
  const settleAfterGate = (sessionId: string, loop: LoopDeps, signal: AbortSignal) => {
    if (closed) return;
    const row = store.loadSession(sessionId);
    if (row === null) return;
    if (signal.aborted) {
      if (signal.reason !== SHUTDOWN_REASON) runCancel({ store, emit }, sessionId);
      return;
    }
    if (row.runState === 'executing' && row.pendingApprovalId === null && !live.has(sessionId)) startDrive(row, loop);
  };

  const core: GatehouseCore = {
    listSessions,
    createSession(input) {
      requireOpen();
      const workspace = buildSafeWorkspace(input?.workspace, options.dataDir);
      const title = (input.title ?? '').trim() || 'New session';
      const id = ids.newId('ses_');
      const event = store.createSession({ id, title: title.slice(0, 200), workspace, agentId: 'gatehouse' });
      settings.rememberWorkspace(workspace);
      emit.events([event]);
      return toSummary(store.loadSession(id)!);
    },
    renameSession(sessionId, title) {
      requireSession(sessionId);
      const clean = String(title ?? '').trim().slice(0, 200);
      if (clean === '') throw new CoreError('invalid_input', 'A name cannot be empty.');
      commitEvents({ store, emit }, sessionId, [draft('session_renamed', { title: clean })]);
      return toSummary(store.loadSession(sessionId)!);
    },
    setWorkspace(sessionId, path) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'moving it to another folder');
      const workspace = buildSafeWorkspace(path, options.dataDir);
      if (workspace !== row.workspace) {
        runWorkspaceChange({ db, store, emit }, row, workspace);
        settings.rememberWorkspace(workspace);
      }
      return toSummary(store.loadSession(sessionId)!);
    },
    deleteSession(sessionId) {
      const row = requireSession(sessionId);
      if (live.has(row.id)) throw new CoreError('run_active', 'Gatehouse is still working in this conversation. Press Stop before deleting it.');
      store.deleteSession(sessionId);
      broadcast({ type: 'sessions_changed', sessions: listSessions() });
      broadcast({ type: 'inbox_changed', inbox: listInbox() });
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
      const row = requireSession(input?.sessionId);
      const text = typeof input.text === 'string' ? input.text.trim() : '';
      if (text === '') throw new CoreError('invalid_input', 'Write a message first.');
      const workMode = WorkModeSchema.safeParse(input.workMode);
      const approvalMode = ApprovalModeSchema.safeParse(input.approvalMode);
      if (!workMode.success || !approvalMode.success) throw new CoreError('invalid_input', 'Choose a mode and an approval setting, then send again.');
      requireIdle(row, 'sending a new message');
      if (!existsSync(row.workspace)) throw new CoreError('workspace_missing', `The folder ${row.workspace} is no longer there. Put it back, or choose another folder for this conversation.`);
      requireModel();
      const loop = loopDeps();
      const runId = ids.newId('run_');
      const config = {
        workMode: workMode.data, approvalMode: approvalMode.data, tools: [...profileFor(workMode.data).tools],
        model: settings.getPublic().model, agentId: row.agentId,
      };
      const note = approvalModeNote(approvalMode.data);
      commitEvents(loop, row.id, [
        ...buildCloseAbandoned(store.loadEvents(row.id)),
        draft('user_message', { runId, text, config }),
        draft('run_state', { runId, state: 'streaming', ...(note !== null ? { detail: note } : {}) }),
      ]);
      startDrive(row, loop);
      return { runId };
    },
    async stop(sessionId) {
      const row = requireSession(sessionId);
      const running = live.get(row.id);
      if (running !== undefined) {
        running.controller.abort('stop');
        await running.done;
        return;
      }
      const state = row.runState;
      if (row.pendingApprovalId !== null || state === 'failed' || state === 'interrupted') runCancel({ store, emit }, row.id);
    },
    async retry(sessionId) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'trying again');
      const run = buildRunState(store.loadEvents(row.id));
      if (run === null || (run.state !== 'failed' && run.state !== 'interrupted')) {
        throw new CoreError('nothing_to_retry', 'There is nothing to try again in this conversation: its last request did not stop with a problem.');
      }
      if (!existsSync(row.workspace)) throw new CoreError('workspace_missing', `The folder ${row.workspace} is no longer there. Put it back, or choose another folder for this conversation.`);
      requireModel();
      startDrive(row, loopDeps());
      return { runId: run.runId };
    },
    async submitDecisions(input) {
      requireOpen();
      const loop = loopDeps();
      const { result, resume } = await submitDecisions(loop, input, {
        workspaceOf: (sid) => store.loadSession(sid)?.workspace ?? null,
        approvalExisted: (aid) =>
          db.prepare("SELECT 1 FROM events WHERE kind = 'approval_requested' AND json_extract(data, '$.approvalId') = ? LIMIT 1").get(aid) !== undefined,
      });
      if (resume !== undefined && !live.has(resume.sessionId)) startDrive(requireSession(resume.sessionId), loop);
      return result;
    },
    async previewEdit(input) {
      const pending = typeof input?.approvalId === 'string' ? store.loadPendingApprovalById(input.approvalId) : null;
      if (pending === null) return { ok: false, message: 'This approval is no longer waiting.' };
      const row = requireSession(pending.sessionId);
      const run = buildRunState(store.loadEvents(row.id));
      const check = await buildEditCheck({ tools }, pending, input.callId, input.args, {
        workspaceRoot: row.workspace, workMode: run?.config.workMode ?? 'agent', boundTools: run?.config.tools ?? [],
      });
      return check.ok
        ? { ok: true, inspection: check.inspection, args: check.args, previewToken: check.previewToken }
        : { ok: false, message: check.message };
    },
    listInbox,
    async compact(sessionId) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'summarising the conversation');
      const events = store.loadEvents(row.id);
      let from = 0;
      for (const e of events) if (e.kind === 'compaction') from = e.data.throughSeq;
      if (!events.some((e) => e.kind === 'user_message' && e.seq > from)) return;
      const loop = { ...loopDeps(), model: requireModel() };
      const controller = new AbortController();
      const done = runCompaction(loop, row.id, row.workspace, events, row.lastSeq, controller.signal).then(() => undefined);
      const settled = done.catch(() => undefined).finally(() => live.delete(row.id));
      live.set(row.id, { controller, done: settled });
      try {
        await done;
      } catch (err) {
        // Stop (or closing) during a summary is the person's own choice: nothing changed, nothing to report.
        if (controller.signal.aborted) return;
        throw buildCompactionError(err);
      }
    },
    exportAudit(sessionId): AuditExport {
      const row = requireSession(sessionId);
      return { sessionId: row.id, title: row.title, exportedAt: now().toISOString(), entries: buildAudit(store.loadEvents(row.id)) };
    },
    listNotes: () => memory.listNotes(),
    deleteNote(id) {
      if (!memory.deleteNote(id)) throw new CoreError('not_found', 'This note was already deleted.');
    },
    async deleteEverything() {
      // Everything running is stopped first: a run left going would write to the log after the wipe.
      while (live.size > 0) {
        for (const r of live.values()) r.controller.abort('stop');
        await Promise.all([...live.values()].map((r) => r.done));
      }
      runWipeDatabase(db);
      broadcast({ type: 'sessions_changed', sessions: listSessions() });
      broadcast({ type: 'inbox_changed', inbox: listInbox() });
    },
    getSettings: () => settings.getPublic(),
    updateSettings: (patch) => settings.update(patch),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const r of live.values()) r.controller.abort(SHUTDOWN_REASON);
      await Promise.all([...live.values()].map((r) => r.done));
      listeners.clear();
      await commandSandbox.close();
      db.close();
    },
  };
  return core;
}
