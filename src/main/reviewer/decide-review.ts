import type { HandOver, ReviewerCallVerdict } from '../../shared/events';
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
  | { kind: 'hand_over'; handOver: HandOver };

/** Pure: a hand-over in English, as the record keeps it beside its id (the window words the id). */
export function describeHandOver(h: HandOver): string {
  switch (h.reason) {
    case 'outside':
      return 'A call reaches outside this folder: only you decide it.';
    case 'acts_on_world':
      return 'A call sends, posts or acts beyond this computer: only you decide it.';
    case 'protected_place':
      return 'A call changes settings or hooks that other programs run later: only you decide it.';
    case 'unconfined':
      return 'A command would run without a sandbox, with your full rights: only you decide it.';
    case 'hook_failed':
      return 'A hook you set up failed on a call, so it waits for you.';
    case 'hook_asks':
      return 'A hook you set up says to ask you about a call.';
    case 'rule_asks':
      return `Your rule ${h.ruleId ?? ''} says to always ask you about this call.`;
    case 'not_sure':
      return 'The reviewer was not sure enough.';
    case 'deny_to_you':
      return 'The reviewer would deny a call, and you asked to see its denials first.';
    case 'cannot_decide':
      return 'The reviewer cannot decide this sheet.';
    case 'not_every_call':
      return 'The reviewer did not judge every call.';
    case 'too_large':
      return 'This request is too large for the reviewer model to read.';
    case 'unreadable':
      return 'The reviewer’s answer could not be read.';
    case 'wrong_calls':
      return 'The reviewer’s answer named calls that are not on this sheet, or one call twice.';
    case 'too_slow':
      return 'The reviewer took too long.';
    case 'unreachable':
      return 'The reviewer model could not be reached.';
    case 'you_asked':
      return 'You asked to decide these yourself.';
  }
}

/**
 * Pure: whether the reviewer's verdicts settle the WHOLE sheet. Each call goes through decide()
 * with the verdict as its `reviewer` input (present only when confident enough, and a deny only
 * when the person did not ask to see denials first); the sheet is decided only when every call
 * comes out allow or deny by the reviewer's layer. Anything else hands the sheet over.
 */
export function decideReview(
  approval: PendingApproval,
  verdicts: readonly ReviewerCallVerdict[],
  config: RunConfig,
  t: ReviewThresholds,
): ReviewOutcome {
  const byId = new Map(verdicts.map((v) => [v.callId, v]));
  const decisions: { callId: string; action: 'approve' | 'deny'; reason: string }[] = [];
  for (const call of approval.calls) {
    const v = byId.get(call.callId);
    if (v === undefined) return { kind: 'hand_over', handOver: { reason: 'not_every_call' } };
    const counted = v.confidence >= t.threshold && !(v.verdict === 'deny' && t.denialsToMe) ? v.verdict : undefined;
    const { effect, layer } = decide(
      derivePipelineInput({
        tool: call.tool,
        inspection: call.inspection,
        workMode: config.workMode,
        approvalMode: config.approvalMode,
        boundTools: config.tools,
        approved: false,
        ...(counted !== undefined ? { reviewer: counted } : {}),
        // The rules' verdict recorded when the call was judged: a rule's ask stays with the person.
        ...(call.rule !== undefined ? { rule: call.rule.effect } : {}),
        ...(call.hook?.effect !== undefined ? { hook: call.hook.effect } : {}),
      }),
    );
    if (effect === 'ask' || layer !== 'reviewer') return { kind: 'hand_over', handOver: deriveHandOver(call, v, t) };
    decisions.push({
      callId: call.callId,
      action: effect === 'allow' ? 'approve' : 'deny',
      reason: v.reason.slice(0, 2000),
    });
  }
  return { kind: 'decide', decisions };
}

/** Pure: why one call kept the sheet from the reviewer, the first that holds in decide()'s order. */
function deriveHandOver(call: PendingApproval['calls'][number], v: ReviewerCallVerdict, t: ReviewThresholds): HandOver {
  if (call.inspection.outsideWorkspace) return { reason: 'outside' };
  if (call.inspection.actsOnWorld === true) return { reason: 'acts_on_world' };
  if ((call.inspection.protectedPlaces?.length ?? 0) > 0) return { reason: 'protected_place' };
  if (call.inspection.unconfined === true) return { reason: 'unconfined' };
  if (call.hook?.effect === 'ask') return { reason: call.hook.errors.length > 0 ? 'hook_failed' : 'hook_asks' };
  if (call.rule?.effect === 'ask') return { reason: 'rule_asks', ruleId: call.rule.ruleId };
  if (v.confidence < t.threshold) return { reason: 'not_sure' };
  if (v.verdict === 'deny' && t.denialsToMe) return { reason: 'deny_to_you' };
  return { reason: 'cannot_decide' };
}
