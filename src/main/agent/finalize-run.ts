import type { EventData, SessionEvent } from '../../shared/events';
import { draft, type EventDraft } from '../store';
import { commitEvents, type LoopDeps } from './loop-deps';
import { buildPendingApproval, buildReplyCalls, buildRunState } from './projections';
import { UNKNOWN_OUTCOME_TEXT } from './run-reply-step';
import { say } from '../../shared/main-messages';

const STOP_REASON = 'The person pressed Stop before deciding.';

function closeOpenCalls(
  events: readonly SessionEvent[],
  runId: string,
  unstarted: Pick<EventData<'tool_result'>, 'outcome' | 'content'>,
  started: Pick<EventData<'tool_result'>, 'outcome' | 'content'>,
): EventDraft[] {
  const reply = buildReplyCalls(events, runId);
  if (reply === null) return [];
  return reply.calls
    .filter((c) => c.result === null)
    .map((c) =>
      draft('tool_result', {
        runId,
        callId: c.callId,
        toolUseId: c.toolUseId,
        tool: c.tool,
        ...(c.started !== null ? started : unstarted),
        ...(c.decision !== null ? { settledBy: c.decision.settledBy } : {}),
      }),
    );
}

/**
 * Stop, durably: a pending approval is answered as a person's denial ("stopped"), every
 * unanswered call gets a cancelled result, and the run ends cancelled, all in one transaction.
 */
export function runCancel(deps: Pick<LoopDeps, 'store' | 'emit'>, sessionId: string): void {
  const events = deps.store.loadEvents(sessionId);
  const run = buildRunState(events);
  if (run === null) return;
  const drafts: EventDraft[] = [];
  const pending = buildPendingApproval(events);
  if (pending !== null) {
    drafts.push(
      draft('decision', {
        runId: pending.runId,
        approvalId: pending.approvalId,
        decisions: pending.calls.map((c) => ({
          callId: c.callId,
          action: 'deny' as const,
          args: c.args,
          settledBy: { by: 'person' as const },
          reason: STOP_REASON,
        })),
      }),
    );
  }
  drafts.push(
    ...closeOpenCalls(
      events,
      run.runId,
      { outcome: 'cancelled', content: 'Not run: the person pressed Stop. Do not retry it unless they ask again.' },
      { outcome: 'unknown', content: UNKNOWN_OUTCOME_TEXT },
    ),
  );
  drafts.push(draft('run_state', { runId: run.runId, state: 'cancelled', detail: say('run.stoppedByPerson') }));
  commitEvents(deps, sessionId, drafts);
}

/**
 * Before a new message follows a run that ended early (failed, interrupted, cancelled): its
 * unanswered calls get a 'cancelled' result so the history stays valid. Returns the drafts to
 * commit with the user message.
 */
export function buildCloseAbandoned(events: readonly SessionEvent[]): EventDraft[] {
  const run = buildRunState(events);
  if (run === null) return [];
  return closeOpenCalls(
    events,
    run.runId,
    {
      outcome: 'cancelled',
      content: 'Not run: the run ended before this call was carried out, and the person moved on.',
    },
    { outcome: 'unknown', content: UNKNOWN_OUTCOME_TEXT },
  );
}

/**
 * For a session whose run was streaming or executing when the process died (cause 'crash', at
 * start-up) or when core.close() stopped it (cause 'closing'): a call that had started and has no
 * result gets outcome 'unknown' (never re-run), and the run is interrupted with a plain
 * explanation. Calls decided but not started stay as they are: Retry runs them.
 */
export function runRecoverInterrupted(
  deps: Pick<LoopDeps, 'store' | 'emit'>,
  sessionId: string,
  cause: 'crash' | 'closing' = 'crash',
): void {
  const events = deps.store.loadEvents(sessionId);
  const run = buildRunState(events);
  if (run === null || (run.state !== 'streaming' && run.state !== 'executing')) return;
  const drafts: EventDraft[] = [];
  const reply = buildReplyCalls(events, run.runId);
  let unknown = 0;
  for (const c of reply?.calls ?? []) {
    if (c.result !== null || c.started === null) continue;
    unknown += 1;
    drafts.push(
      draft('tool_result', {
        runId: run.runId,
        callId: c.callId,
        toolUseId: c.toolUseId,
        tool: c.tool,
        outcome: 'unknown',
        content: UNKNOWN_OUTCOME_TEXT,
        settledBy: c.started.settledBy,
      }),
    );
  }
  const detail =
    run.state === 'streaming'
      ? say('run.closedWhileReplying')
      : unknown > 0
        ? say('run.closedWhileRunning', { count: unknown })
        : cause === 'closing'
          ? say('run.closedWhileClosing')
          : say('run.closedBetweenSteps');
  drafts.push(draft('run_state', { runId: run.runId, state: 'interrupted', detail }));
  commitEvents(deps, sessionId, drafts);
}
