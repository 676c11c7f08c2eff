import { deriveCanonicalJson } from '../../../shared/canonical-json';
import type { CallDecision, PendingCall } from '../../../shared/events';
import type { CallPreview, Inspection } from '../../../shared/tools';

/** One look the log keeps at a call: a set of arguments and the inspection taken of exactly them. */
export interface CallLook {
  args: Record<string, unknown>;
  inspection: Inspection;
}

/**
 * Pure: the preview (diff, command, mail…) of the look taken of exactly `args`, or null when the
 * log holds none (a call that ran unasked, an edit from before edits kept their inspection): the
 * record then lays the arguments out field by field rather than show a preview of other arguments.
 */
export function derivePreviewFor(
  args: Record<string, unknown>,
  looks: readonly CallLook[] | undefined,
): CallPreview | null {
  if (looks === undefined) return null;
  const text = deriveCanonicalJson(args);
  return looks.find((look) => deriveCanonicalJson(look.args) === text)?.inspection.preview ?? null;
}

/** Pure: the decision's look at an edit (its arguments and their inspection), when the log kept it. */
export function deriveDecisionLook(decision: CallDecision | undefined): CallLook | null {
  return decision?.inspection !== undefined ? { args: decision.args, inspection: decision.inspection } : null;
}

/**
 * Pure: every look a conversation's approvals keep, by call id: each call as it was asked, and each
 * edit with the inspection taken when it was decided.
 */
export function buildCallLooks(
  approvals: Iterable<{
    request: { calls: readonly PendingCall[] };
    decided: { decisions: readonly CallDecision[] } | null;
  }>,
): Map<string, CallLook[]> {
  const looks = new Map<string, CallLook[]>();
  const add = (callId: string, look: CallLook) => looks.set(callId, [...(looks.get(callId) ?? []), look]);
  for (const approval of approvals) {
    for (const call of approval.request.calls) add(call.callId, { args: call.args, inspection: call.inspection });
    for (const decision of approval.decided?.decisions ?? []) {
      const look = deriveDecisionLook(decision);
      if (look !== null) add(decision.callId, look);
    }
  }
  return looks;
}
