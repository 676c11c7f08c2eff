import { buildCloseAbandoned, buildRunState, type EmitSink } from '../agent';
import { draft, type EventDraft, type EventStore, type SessionRow } from '../store';
import { say } from '../../shared/main-messages';

/**
 * Moves an idle session to `workspace` (already checked with buildSafeWorkspace): commits a
 * workspace_changed event (the store moves the session row's workspace with it), then emits. A run
 * that ended early (failed, interrupted) is closed in the same transaction: its unanswered calls
 * get a cancelled result and the run ends cancelled, because a call approved for the old folder
 * must never run in the new one (Retry would otherwise carry it out there).
 * Throws what the store throws; nothing is written then.
 */
export function runWorkspaceChange(
  deps: { store: EventStore; emit: EmitSink },
  row: SessionRow,
  workspace: string,
): void {
  // Read and append in one transaction (the store's appendAfterReading), so nothing can slip in between.
  const stored = deps.store.appendAfterReading(row.id, (events) => {
    const run = buildRunState(events);
    const drafts: EventDraft[] = [];
    if (run !== null && (run.state === 'failed' || run.state === 'interrupted')) {
      drafts.push(
        ...buildCloseAbandoned(events),
        draft('run_state', { runId: run.runId, state: 'cancelled', detail: say('run.movedFolder') }),
      );
    }
    drafts.push(draft('workspace_changed', { workspace, previous: row.workspace }));
    return drafts;
  });
  deps.emit.events(stored);
}
