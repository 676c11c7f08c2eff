import { existsSync } from 'node:fs';
import type { ApprovalMode, WorkMode } from '../../shared/modes';
import {
  buildCloseAbandoned,
  buildEditCheck,
  deriveShortTitle,
  deriveTitleSource,
  isPlaceholderTitle,
  findLatestWorkMode,
  runSessionCompaction,
  type EmitSink,
  type IdSource,
  type LoopDeps,
  type RunSupervisor,
} from '../agent';
import type { McpService } from '../mcp';
import type { ModelClient } from '../model';
import { approvalModeNote, BUILTIN_CATALOGUE, profileFor } from '../policy';
import { draft, type EventDraft, type EventStore, type SessionRow } from '../store';
import { buildCompactionError } from './compaction-error';
import { findReviewerRefusalProblem } from './find-reviewer-refusal';
import type { SessionGuards } from './session-guards';
import { deriveConversationMode } from './session-views';
import type { SettingsService } from './settings-service';
import { CoreError, type GatehouseCore } from './types';
import { say } from '../../shared/main-messages';

export type RunCommands = Pick<
  GatehouseCore,
  'send' | 'askMeInstead' | 'stop' | 'retry' | 'submitDecisions' | 'previewEdit' | 'compact'
>;

export interface RunCommandDeps {
  runs: RunSupervisor;
  store: EventStore;
  emit: EmitSink;
  guards: SessionGuards;
  settings: SettingsService;
  mcp: Pick<McpService, 'prepare' | 'catalogue'>;
  ids: IdSource;
  loadLoopDeps(): LoopDeps;
  /** Throws CoreError('no_model') before anything is recorded. */
  requireModel(): ModelClient;
}

const missingFolder = (workspace: string) =>
  new CoreError('workspace_missing', say('workspace.gone', { path: workspace }));

/** What starts, stops, answers or summarises a run; every drive goes through the run supervisor. */
export function createRunCommands(deps: RunCommandDeps): RunCommands {
  const { runs, settings, mcp, ids } = deps;
  const { requireSession, requireIdle, requireOpen } = deps.guards;
  /** Before any drive starts (a send, a retry): the folder is there, a model is set, the folder's MCP servers are up. */
  const prepareStart = async (row: SessionRow): Promise<void> => {
    if (!existsSync(row.workspace)) throw missingFolder(row.workspace);
    deps.requireModel();
    const starting = mcp.prepare(row.workspace);
    if (starting !== undefined) await starting;
  };
  /**
   * Starts a run in a conversation already checked idle: the folder's MCP servers first (so the
   * run's frozen tool list sees them), then `before`, the conversation's mode when the caller names
   * one, the user message and the run's first state in one transaction, then its lane.
   */
  const beginRun = async (
    row: SessionRow,
    text: string,
    workMode: WorkMode,
    requested: ApprovalMode | undefined,
    before: EventDraft[],
  ): Promise<{ runId: string }> => {
    await prepareStart(row);
    const runId = ids.newId('run_');
    // The run freezes the conversation's mode. A caller naming a mode sets the conversation's
    // first, recorded in the same transaction (the window changes it through setApprovalMode).
    const current = deriveConversationMode(row, settings.defaultApprovalMode());
    const approvalMode = requested ?? current;
    const config = {
      workMode,
      approvalMode,
      tools: [...profileFor(workMode, [...BUILTIN_CATALOGUE, ...mcp.catalogue(workMode)]).tools],
      model: settings.getPublic().model,
      agentId: row.agentId,
    };
    const note = approvalModeNote(approvalMode);
    const firstTitle = deriveShortTitle(text);
    const { store, emit } = deps;
    // Reads the latest run's events and the derived rows, never the whole log: a send costs the same
    // in a long conversation. Only a title still the placeholder has its naming events read.
    emit.events(
      store.appendAfterReadingLatestRun(row.id, (events, read) => [
        ...buildCloseAbandoned(events),
        // A conversation nobody has named yet is named at once from its first message.
        ...(firstTitle !== '' &&
        isPlaceholderTitle(read.title()) &&
        deriveTitleSource(read.titleEvents()) === 'placeholder'
          ? [draft('session_renamed', { title: firstTitle, by: 'first_message' })]
          : []),
        ...(approvalMode !== current || row.approvalMode === null
          ? [draft('approval_mode_changed', { mode: approvalMode })]
          : []),
        ...before,
        draft('user_message', { runId, text, config }),
        draft('run_state', { runId, state: 'streaming', ...(note !== null ? { detail: note } : {}) }),
      ]),
    );
    runs.start(row.id);
    return { runId };
  };
  return {
    async send(input) {
      requireOpen();
      const row = requireSession(input.sessionId);
      // Typed and parsed at the IPC boundary; only what the schema cannot say is checked here.
      const text = input.text.trim();
      if (text === '') throw new CoreError('invalid_input', say('session.emptyMessage'));
      requireIdle(row, 'send');
      return beginRun(row, text, input.workMode, input.approvalMode, []);
    },
    async askMeInstead(input) {
      requireOpen();
      const row = requireSession(input.sessionId);
      const text = input.text.trim();
      if (text === '') throw new CoreError('invalid_input', say('session.emptyMessage'));
      requireIdle(row, 'askAgain');
      const events = deps.store.loadEvents(row.id);
      const problem = findReviewerRefusalProblem(events, input.callId);
      if (problem === 'already_asked') throw new CoreError('invalid_input', say('session.alreadyAskedAgain'));
      if (problem !== null) throw new CoreError('invalid_input', say('session.askAgainOnlyReviewer'));
      // The person's request, worded by the window; the run it starts is the person's to decide.
      return beginRun(row, text, findLatestWorkMode(events), undefined, [
        draft('person_will_decide', { callId: input.callId }),
      ]);
    },
    async stop(sessionId) {
      await runs.stop(requireSession(sessionId).id);
    },
    async retry(sessionId) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'retry');
      // The session row carries the latest run and its state: no replay of the log.
      if (row.runId === null || (row.runState !== 'failed' && row.runState !== 'interrupted')) {
        throw new CoreError('nothing_to_retry', say('session.nothingToRetry'));
      }
      await prepareStart(row);
      runs.start(row.id);
      return { runId: row.runId };
    },
    async submitDecisions(input) {
      requireOpen();
      // After a restart the folder's MCP servers start again for the model's next turn. Not awaited:
      // nothing may come between a decision and its commit (a Stop right after must find it).
      const { store } = deps;
      const pending = typeof input?.approvalId === 'string' ? store.loadPendingApprovalById(input.approvalId) : null;
      const workspace = pending !== null ? store.loadSession(pending.sessionId)?.workspace : undefined;
      if (workspace !== undefined) void mcp.prepare(workspace);
      return runs.submitDecisions(input);
    },
    async previewEdit(input) {
      const loop = deps.loadLoopDeps();
      const pending = loop.store.loadPendingApprovalById(input.approvalId);
      if (pending === null) return { ok: false, text: say('drafts.noLongerWaiting') };
      const row = requireSession(pending.sessionId);
      const latest = loop.store.loadLatestRun(row.id);
      const run = latest !== null && latest.runId === pending.runId ? latest : null;
      return buildEditCheck(loop, pending, input.callId, input.args, {
        workspaceRoot: row.workspace,
        workMode: run?.config.workMode ?? 'agent',
        boundTools: run?.config.tools ?? [],
        ...(run !== null ? { approvalMode: run.config.approvalMode } : {}),
      });
    },
    async compact(sessionId) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'summarise');
      try {
        await runSessionCompaction(
          runs,
          deps.store,
          () => ({ ...deps.loadLoopDeps(), model: deps.requireModel() }),
          row,
        );
      } catch (err) {
        throw buildCompactionError(err);
      }
    },
  };
}
