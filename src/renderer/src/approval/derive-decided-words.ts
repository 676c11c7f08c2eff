import type { CallDecision } from '../../../shared/events';
import type { MessageKey } from '../i18n';

/**
 * Pure: how a decided sheet words one call's decision. A no reads as the person's own ("You said
 * no") only when the person gave it; a saved rule's, a hook's, the reviewer's or Gatehouse's own
 * refusal is worded as theirs, as the call's own record of who settled it says.
 */
export function deriveDecidedWords(decision: CallDecision | undefined): MessageKey {
  if (decision === undefined) return 'approval.decided.missing';
  if (decision.action !== 'deny') return `approval.decided.${decision.action}`;
  // A person's edit a deny rule or a hook refused is recorded in their decision as settled by that rule or hook.
  switch (decision.settledBy.by) {
    case 'rule':
      return 'approval.decided.denyRule';
    case 'hook':
      return 'approval.decided.denyHook';
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
