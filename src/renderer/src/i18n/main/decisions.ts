import type { DECISION_MESSAGES } from '../../../../shared/main-messages/decisions';

/** English: the decision path's messages (src/shared/main-messages/decisions.ts), keyed `main.<id>`. */
export const mainDecisionMessages: Record<`main.${keyof typeof DECISION_MESSAGES}`, string> = {
  'main.decision.malformed': 'The answer was not valid (in: {fields}). Nothing was done.',
  'main.decision.reviewerOnlyAsShown': 'The reviewer may only approve or deny the calls as shown.',
  'main.decision.alreadyAnswered': 'This approval was already answered.',
  'main.decision.unknownApproval': 'This approval no longer exists.',
  'main.decision.duplicateCalls':
    '{count, plural, one {An action was answered twice.} other {# actions were answered twice.}} Each action is answered once. Nothing was done.',
  'main.decision.unknownCalls':
    '{count, plural, one {An answer was for an action that is not part of this approval.} other {# answers were for actions that are not part of this approval.}} Nothing was done.',
  'main.decision.missingCalls':
    'Every action needs an answer; {count, plural, one {1 is} other {# are}} not answered. Nothing was done.',
  'main.decision.conversationGone': 'The conversation of this approval is gone.',
  'main.decision.previewChanged':
    '{count, plural, one {{files} changed while you were editing.} other {These changed while you were editing: {files}.}} Nothing was done: look at the new preview, then send again.',
  'main.decision.envNotCommand': 'Only a command can be given environment variables, and {tool} is not one.',
  'main.decision.envSteering':
    '{count, plural, one {{names} changes how programs run rather than what they are given, so Gatehouse never passes it.} other {{names} change how programs run rather than what they are given, so Gatehouse never passes them.}}',
  'main.decision.envNotWithheld':
    '{count, plural, one {{names} is not among the environment variables this command’s sheet showed as withheld.} other {{names} are not among the environment variables this command’s sheet showed as withheld.}}',
  'main.edit.notInApproval': 'This action is not part of this approval.',
  'main.edit.invalidArgs': 'The edited arguments for {tool} are not valid: {detail}.',
  'main.edit.cannotInspect': 'The edited arguments for {tool} could not be looked at: {detail}.',
  'main.edit.policyDenies': 'Gatehouse does not allow {tool} with these arguments, even approved.',
  'main.edit.reachesOutside':
    'The edited arguments reach outside the workspace, and this action was not shown to you as outside it. Deny it and ask the assistant instead, so the request comes to you with its own warning.',
  'main.edit.hookRefuses':
    'A hook you set up refuses this edit: if you send it, it will be recorded as denied by that hook.',
  'main.edit.hookRefusesWhy':
    'A hook you set up refuses this edit ({reason}): if you send it, it will be recorded as denied by that hook.',
  'main.drafts.noLongerWaiting': 'This action is no longer waiting for an answer.',
  'main.drafts.changedElsewhere':
    'The answers on this sheet changed in another window since this one sent them. Nothing was done: look at them again, then send.',
  'main.drafts.tooLong':
    'The answers on this sheet are too long to keep together (more than {max} characters of edits and reasons). The last change was not kept: shorten an edit or a reason, then go on.',
  'main.drafts.unanswered':
    'Every action needs an answer before it is sent; {count, plural, one {1 is} other {# are}} not answered yet.',
  'main.drafts.notShown':
    'What your window showed for {count, plural, one {1 action} other {# actions}} is not what would run. Nothing was done: look at the sheet again, then send.',
  'main.drafts.editNotOpen': 'An edit was chosen, but its arguments are not open in the editor.',
  'main.drafts.invalidJson': 'The edited arguments are not valid JSON: {detail}.',
  'main.drafts.notAnObject': 'The edited arguments cannot be sent: they must be one JSON object (in: {fields}).',
  'main.call.fieldTooLong':
    'Not run: {field, select, path {the file path} command {the command line} old_string {the text to replace} new_string {the replacement text} content {the file’s new content} other {{field}}} is {size} characters; Gatehouse accepts at most {max} in one call. Nothing was changed; the assistant was told why.',
  'main.call.argsTooLarge':
    'Not run: the assistant sent more than {max} characters for this action; Gatehouse accepts at most that much in one call. Nothing was changed; the assistant was told why.',
};
