import type { CallDecision, EventOf } from './events';
import type { PendingApproval } from './views';

// What the window derives from events itself, apart from the schemas (src/shared/events.ts and
// views.ts re-export both), so the window's first script carries no schema library.

/** The pending approval an approval_requested event opens. Pure; both processes derive it this one way. */
export function derivePendingApproval(e: EventOf<'approval_requested'>): PendingApproval {
  return {
    sessionId: e.sessionId,
    runId: e.data.runId,
    approvalId: e.data.approvalId,
    requestedAt: e.at,
    seq: e.seq,
    calls: e.data.calls,
  };
}

/**
 * Who answered a sheet: the reviewer when it did, else the person (a call of their submission may
 * be settled by the deny rule or hook their edit met, but the answer was theirs). Pure.
 */
export function deriveAnsweredBy(decisions: readonly CallDecision[]): 'person' | 'reviewer' {
  return decisions.some((d) => d.settledBy.by === 'reviewer') ? 'reviewer' : 'person';
}
