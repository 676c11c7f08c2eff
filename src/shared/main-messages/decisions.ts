import { defineMessages } from './define';

/**
 * The decision path's words for a person: why a submission, a sheet's answers or an edit were
 * refused, and why a call did not run. Call ids travel in the refusal beside the message.
 */
export const DECISION_MESSAGES = defineMessages({
  // A submission refused whole (src/main/agent/submit-decisions.ts).
  'decision.malformed': ['fields'],
  'decision.reviewerOnlyAsShown': [],
  'decision.alreadyAnswered': [],
  'decision.unknownApproval': [],
  'decision.duplicateCalls': ['count'],
  'decision.unknownCalls': ['count'],
  'decision.missingCalls': ['count'],
  'decision.conversationGone': [],
  'decision.previewChanged': ['count', 'files'],
  'decision.envNotCommand': ['tool'],
  'decision.envSteering': ['count', 'names'],
  'decision.envNotWithheld': ['count', 'names'],
  // An edit looked at again (buildEditCheck).
  'edit.notInApproval': [],
  'edit.invalidArgs': ['tool', 'detail'],
  'edit.cannotInspect': ['tool', 'detail'],
  'edit.policyDenies': ['tool'],
  'edit.reachesOutside': ['count'],
  'edit.hookRefuses': [],
  'edit.hookRefusesWhy': ['reason'],
  // The sheet's answers main keeps (src/main/core/drafts-service.ts, build-decisions-from-drafts.ts).
  'drafts.noLongerWaiting': [],
  'drafts.changedElsewhere': [],
  'drafts.tooLong': ['max'],
  'drafts.unanswered': ['count'],
  'drafts.notShown': ['count'],
  'drafts.editNotOpen': [],
  'drafts.invalidJson': ['detail'],
  'drafts.notAnObject': ['fields'],
  // A call refused before it was asked about (a size limit).
  'call.fieldTooLong': ['field', 'size', 'max'],
  'call.argsTooLarge': ['max'],
});
