import type { Decider } from '../../../shared/decisions';
import type { CallDecision } from '../../../shared/events';
import type { MessageKey } from '../i18n';

/**
 * Pure: how a decided sheet words one call's decision. A no reads as the person's own ("You said
 * no") only when the person gave it; a saved rule's, a hook's, the reviewer's or Gatehouse's own
 * refusal is worded as theirs. `decidedBy` is who answered the sheet (null when not recorded).
 */
export function deriveDecidedWords(decidedBy: Decider | null, decision: CallDecision | undefined): MessageKey {
  if (decision === undefined) return 'approval.decided.missing';
  if (decision.action !== 'deny') return `approval.decided.${decision.action}`;
  // A person's edit a deny rule or a hook refused is recorded in their decision as a deny carrying the rule or the hook.
  if (decision.ruleId !== undefined) return 'approval.decided.denyRule';
  if (decision.hook?.effect === 'deny') return 'approval.decided.denyHook';
  switch (decidedBy) {
    case 'person':
      return 'approval.decided.saidNo';
    case 'reviewer':
      return 'approval.decided.denyReviewer';
    case 'policy':
      return 'approval.decided.denyPolicy';
    default:
      return 'approval.decided.deny';
  }
}
