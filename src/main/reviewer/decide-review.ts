import type { ReviewerCallVerdict } from '../../shared/events';
import type { RunConfig } from '../../shared/events';
import type { PendingApproval } from '../../shared/views';
import { decide, derivePipelineInput } from '../policy';

export interface ReviewThresholds {
  /** A verdict below this confidence is advice only. */
  threshold: number;
  /** A reviewer's deny comes to the person first: it is not passed to decide(). */
  denialsToMe: boolean;
}

export type ReviewOutcome =
  | { kind: 'decide'; decisions: { callId: string; action: 'approve' | 'deny'; reason: string }[] }
  | { kind: 'hand_over'; why: string };

/**
 * Pure: whether the reviewer's verdicts settle the WHOLE sheet. Each call goes through decide()
 * with the verdict as its `reviewer` input (present only when confident enough, and a deny only
 * when the person did not ask to see denials first); the sheet is decided only when every call
 * comes out allow or deny by the reviewer's layer. Anything else hands the sheet over.
 */
export function decideReview(approval: PendingApproval, verdicts: readonly ReviewerCallVerdict[], config: RunConfig, t: ReviewThresholds): ReviewOutcome {
  const byId = new Map(verdicts.map((v) => [v.callId, v]));
  const decisions: { callId: string; action: 'approve' | 'deny'; reason: string }[] = [];
  for (const call of approval.calls) {
    const v = byId.get(call.callId);
    if (v === undefined) return { kind: 'hand_over', why: 'The reviewer did not judge every call.' };
    const counted = v.confidence >= t.threshold && !(v.verdict === 'deny' && t.denialsToMe) ? v.verdict : undefined;
    const { effect, layer } = decide(derivePipelineInput({
      tool: call.tool, inspection: call.inspection, workMode: config.workMode, approvalMode: config.approvalMode,
      boundTools: config.tools, approved: false, ...(counted !== undefined ? { reviewer: counted } : {}),
      // The rules' verdict recorded when the call was judged: a rule's ask stays with the person.
      ...(call.rule !== undefined ? { rule: call.rule.effect } : {}),
      ...(call.hook?.effect !== undefined ? { hook: call.hook.effect } : {}),
    }));
    if (effect === 'ask' || layer !== 'reviewer') {
      if (call.inspection.outsideWorkspace) return { kind: 'hand_over', why: 'A call reaches outside this folder: only you decide it.' };
      if (call.inspection.actsOnWorld === true) return { kind: 'hand_over', why: 'A call sends, posts or acts beyond this computer: only you decide it.' };
      if ((call.inspection.protectedPlaces?.length ?? 0) > 0) return { kind: 'hand_over', why: 'A call changes settings or hooks that other programs run later: only you decide it.' };
      if (call.inspection.unconfined === true) return { kind: 'hand_over', why: 'A command would run without a sandbox, with your full rights: only you decide it.' };
      if (call.hook?.effect === 'ask') return { kind: 'hand_over', why: call.hook.errors.length > 0 ? 'A hook you set up failed on a call, so it waits for you.' : 'A hook you set up says to ask you about a call.' };
      if (call.rule?.effect === 'ask') return { kind: 'hand_over', why: `Your rule ${call.rule.ruleId} says to always ask you about this call.` };
      if (v.confidence < t.threshold) return { kind: 'hand_over', why: 'The reviewer was not sure enough.' };
      if (v.verdict === 'deny' && t.denialsToMe) return { kind: 'hand_over', why: 'The reviewer would deny a call, and you asked to see its denials first.' };
      return { kind: 'hand_over', why: 'The reviewer cannot decide this sheet.' };
    }
    decisions.push({ callId: call.callId, action: effect === 'allow' ? 'approve' : 'deny', reason: v.reason.slice(0, 2000) });
  }
  return { kind: 'decide', decisions };
}
