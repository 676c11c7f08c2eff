import type { SessionEvent } from '../../shared/events';

/**
 * Pure: why "Ask me instead" may not be used on `callId`, or null when it may: the call must be one
 * the reviewer model refused (a reviewer decision's deny, whose refusal reached the model as its
 * result) and must not have been asked again already. A person's own no, a rule's or a hook's is
 * never reopened this way: those answers stand.
 */
export function findReviewerRefusalProblem(
  events: readonly SessionEvent[],
  callId: string,
): 'not_a_reviewer_refusal' | 'already_asked' | null {
  let refused = false;
  for (const e of events) {
    if (e.kind === 'decision') {
      const d = e.data.decisions.find((x) => x.callId === callId);
      if (d !== undefined) refused = d.action === 'deny' && d.settledBy.by === 'reviewer';
    }
    if (e.kind === 'person_will_decide' && e.data.callId === callId) return 'already_asked';
  }
  return refused ? null : 'not_a_reviewer_refusal';
}
