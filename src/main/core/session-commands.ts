import { SESSION_WINDOW_EVENTS, type AuditExport, type SessionSnapshot } from '../../shared/views';
import {
  buildAudit,
  buildAuditRuns,
  commitEvents,
  loadContextEstimate,
  PLACEHOLDER_TITLE,
  type EmitSink,
  type LoopDeps,
} from '../agent';
import { draft, type EventStore } from '../store';
import { runWorkspaceChange } from './change-workspace';
import { buildSafeWorkspace } from './check-workspace';
import type { SessionGuards } from './session-guards';
import { deriveConversationMode, type SessionViews } from './session-views';
import type { SettingsService } from './settings-service';
import { CoreError, type GatehouseCore } from './types';
import { say } from '../../shared/main-messages';

export type SessionCommands = Pick<
  GatehouseCore,
  | 'listSessions'
  | 'listInbox'
  | 'loadPendingApproval'
  | 'createSession'
  | 'renameSession'
  | 'setWorkspace'
  | 'deleteSession'
  | 'loadSession'
  | 'setApprovalMode'
  | 'exportAudit'
>;

export interface SessionCommandDeps {
  store: EventStore;
  emit: EmitSink;
  settings: SettingsService;
  views: SessionViews;
  guards: SessionGuards;
  /** What a deletion or a size estimate reads: the tools and the notes of the loop. */
  loop: Pick<LoopDeps, 'tools' | 'memory'>;
  dataDir: string;
  newId(prefix: 'ses_'): string;
  now(): Date;
  isBusy(sessionId: string): boolean;
  /** After a conversation is deleted: what else it left (a hook's transcript) and the lists windows show. */
  onDeleted(sessionId: string): void;
}

/** Conversations: created, named, moved, read, deleted; every change recorded in the log first. */
export function createSessionCommands(deps: SessionCommandDeps): SessionCommands {
  const { store, emit, settings, views, guards } = deps;
  const { requireSession, requireOpen, requireIdle } = guards;
  const { toSummary } = views;
  return {
    listSessions: views.listSessions,
    listInbox: views.listInbox,
    loadPendingApproval: views.loadPendingApproval,
    createSession(input) {
      requireOpen();
      const workspace = buildSafeWorkspace(input.workspace, deps.dataDir);
      const title = (input.title ?? '').trim() || PLACEHOLDER_TITLE;
      const id = deps.newId('ses_');
      // A new conversation starts in the person's default (manual or auto, never yolo), recorded.
      const events = store.createSession({
        id,
        title: title.slice(0, 200),
        workspace,
        agentId: 'gatehouse',
        approvalMode: settings.defaultApprovalMode(),
      });
      settings.rememberWorkspace(workspace);
      emit.events(events);
      return toSummary(store.loadSession(id)!);
    },
    renameSession(sessionId, title) {
      requireSession(sessionId);
      const clean = title.trim().slice(0, 200);
      if (clean === '') throw new CoreError('invalid_input', say('session.emptyName'));
      commitEvents({ store, emit }, sessionId, [draft('session_renamed', { title: clean, by: 'person' })]);
      return toSummary(store.loadSession(sessionId)!);
    },
    setWorkspace(sessionId, path) {
      requireOpen();
      const row = requireSession(sessionId);
      requireIdle(row, 'move');
      const workspace = buildSafeWorkspace(path, deps.dataDir);
      if (workspace !== row.workspace) {
        runWorkspaceChange({ store, emit }, row, workspace);
        settings.rememberWorkspace(workspace);
      }
      return toSummary(store.loadSession(sessionId)!);
    },
    deleteSession(sessionId) {
      const row = requireSession(sessionId);
      if (deps.isBusy(row.id)) throw new CoreError('run_active', say('session.deleteWhileWorking'));
      store.deleteSession(sessionId);
      deps.onDeleted(sessionId);
    },
    loadSession(sessionId, window): SessionSnapshot {
      const row = requireSession(sessionId);
      const from =
        window === undefined
          ? 1
          : 'from' in window
            ? window.from
            : store.loadLastSeq(sessionId) + 1 - SESSION_WINDOW_EVENTS;
      const firstSeq = store.findWindowStart(sessionId, from, SESSION_WINDOW_EVENTS);
      const events = firstSeq <= 1 ? store.loadEvents(sessionId) : store.loadEventsAfter(sessionId, firstSeq - 1);
      return {
        summary: toSummary(row),
        events,
        firstSeq,
        pending: store.loadPendingApproval(sessionId),
        // From the derived history size: showing a long session never rebuilds its model history.
        context: {
          estimatedTokens: loadContextEstimate(
            { store, ...deps.loop },
            row.id,
            row.workspace,
            store.loadLatestRun(sessionId)?.config.workMode ?? 'agent',
          ),
          contextWindow: settings.contextWindow(),
        },
      };
    },
    setApprovalMode(input) {
      const row = requireSession(input.sessionId);
      if (input.mode === 'yolo' && input.confirmYolo !== true) {
        throw new CoreError('invalid_input', say('session.confirmYolo'));
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
    exportAudit(sessionId): AuditExport {
      const row = requireSession(sessionId);
      const events = store.loadEvents(row.id);
      return {
        sessionId: row.id,
        title: row.title,
        exportedAt: deps.now().toISOString(),
        entries: buildAudit(events),
        runs: buildAuditRuns(events),
      };
    },
  };
}
