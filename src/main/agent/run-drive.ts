import { draft } from '../store';
import { commitEvents, SHUTDOWN_REASON, type LoopDeps, type RunTarget } from './loop-deps';
import { runCancel, runRecoverInterrupted } from './finalize-run';
import { buildReplyCalls, buildRunState } from './projections';
import { runModelTurn } from './run-model-turn';
import { runReplyStep } from './run-reply-step';
import { createSessionLog, type SessionLog } from './session-log';

export type DriveOutcome = 'completed' | 'awaiting_approval' | 'failed' | 'cancelled';

/**
 * Drives a run from its log until it must stop: settles the latest reply's calls, asks the model
 * again once every tool_use has its result, and returns at the gate (awaiting_approval), at the
 * final answer, on a model error, or on Stop. Every step decides from the log as committed: the
 * events read by earlier steps are kept, and only what was appended since (by this drive or by
 * anyone else) is fetched. Holds nothing between calls: a restarted process calls it again on the
 * same log and it carries on from there. `log` is the session's log as the caller already read it
 * (one drive, one reader; it must start at or before the run's user_message); the whole log by
 * default. Throws only what the store throws.
 */
export async function runDrive(
  deps: LoopDeps,
  target: RunTarget,
  log: SessionLog = createSessionLog(deps.store, target.sessionId),
): Promise<DriveOutcome> {
  const inputErrors = new Map<string, string>();
  for (;;) {
    if (target.signal.aborted) {
      if (target.signal.reason === SHUTDOWN_REASON) runRecoverInterrupted(deps, target.sessionId, 'closing');
      else runCancel(deps, target.sessionId);
      return 'cancelled';
    }
    const events = log.loadLatest();
    const run = buildRunState(events);
    const reply = buildReplyCalls(events, target.runId);
    const open = reply?.calls.filter((c) => c.result === null) ?? [];
    if (open.length > 0) {
      if ((await runReplyStep(deps, target, open, inputErrors)) === 'awaiting') return 'awaiting_approval';
      continue;
    }
    if (reply !== null && reply.calls.length === 0) {
      if (run?.state !== 'completed') {
        commitEvents(deps, target.sessionId, [draft('run_state', { runId: target.runId, state: 'completed' })]);
      }
      return 'completed';
    }
    // The model needs the history: what lies before the run's tail back to the latest summary (the
    // whole log when there is none), read once, here.
    const turn = await runModelTurn(deps, target, log.loadHistory(), inputErrors);
    if (turn === 'failed') return 'failed';
    if (turn === 'final') return 'completed';
  }
}
