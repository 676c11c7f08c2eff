import { ToolArgsInputSchema, type DecisionErrorCode, type DecisionInput } from '../../shared/decisions';
import type { ApprovalDrafts } from '../../shared/approval-drafts';
import type { PendingCall } from '../../shared/events';
import type { PendingApproval } from '../../shared/views';
import { deriveCanonicalJson } from '../../shared/canonical-json';
import { describeFields, say, type MainMessage } from '../../shared/main-messages';

export type DraftsRefusal = { ok: false; code: DecisionErrorCode; callIds: string[]; text: MainMessage };

/** A decision keeps at most this much of a typed reason (the draft keeps all of it). */
const REASON_LIMIT = 2000;

/**
 * Pure. Exactly one DecisionInput per pending call, in the model's order, from the drafts main
 * holds — what the person said, not what a window claims. Refused whole (nothing is decided) when
 * a call has no answer, an edit is not one JSON object of arguments, or the window did not name the
 * preview it showed for a call it approves or edits: an approval's token must be the one main
 * computes for the call as asked (`tokenOf`); an edit's goes on to submitDecisions, which compares
 * it with a fresh look at the edit. An edit back to the model's own arguments is an approval.
 */
export function buildDecisionsFromDrafts(
  pending: PendingApproval,
  drafts: ApprovalDrafts,
  previewTokens: Readonly<Record<string, string>>,
  tokenOf: (call: PendingCall) => string,
): { ok: true; decisions: DecisionInput[] } | DraftsRefusal {
  const unanswered = pending.calls
    .filter((c) => (drafts.calls[c.callId]?.draft.action ?? null) === null)
    .map((c) => c.callId);
  if (unanswered.length > 0) {
    return {
      ok: false,
      code: 'missing_calls',
      callIds: unanswered,
      text: say('drafts.unanswered', { count: unanswered.length }),
    };
  }
  const decisions: DecisionInput[] = [];
  const notShown: string[] = [];
  for (const call of pending.calls) {
    const draft = drafts.calls[call.callId]!.draft;
    if (draft.action === 'deny') {
      const reason = draft.reason.trim().slice(0, REASON_LIMIT);
      decisions.push(
        reason === '' ? { callId: call.callId, action: 'deny' } : { callId: call.callId, action: 'deny', reason },
      );
      continue;
    }
    const env = draft.passEnv.length > 0 ? { passEnv: [...draft.passEnv] } : {};
    const token = previewTokens[call.callId];
    if (draft.action === 'edit') {
      const parsed = parseEditText(draft.editText);
      if (!parsed.ok) return { ok: false, code: 'invalid_args', callIds: [call.callId], text: parsed.text };
      if (deriveCanonicalJson(parsed.args) !== deriveCanonicalJson(call.args)) {
        if (token === undefined) notShown.push(call.callId);
        else decisions.push({ callId: call.callId, action: 'edit', args: parsed.args, previewToken: token, ...env });
        continue;
      }
    }
    if (token !== tokenOf(call)) notShown.push(call.callId);
    else decisions.push({ callId: call.callId, action: 'approve', ...env });
  }
  if (notShown.length > 0) {
    return {
      ok: false,
      code: 'preview_changed',
      callIds: notShown,
      text: say('drafts.notShown', { count: notShown.length }),
    };
  }
  return { ok: true, decisions };
}

/** Pure. The editor's text as arguments: one plain, bounded JSON object, as an edit sent by a window must be. */
function parseEditText(
  text: string | null,
): { ok: true; args: Record<string, unknown> } | { ok: false; text: MainMessage } {
  if (text === null) return { ok: false, text: say('drafts.editNotOpen') };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      text: say('drafts.invalidJson', { detail: error instanceof Error ? error.message : String(error) }),
    };
  }
  const checked = ToolArgsInputSchema.safeParse(value);
  return checked.success
    ? { ok: true, args: checked.data }
    : { ok: false, text: say('drafts.notAnObject', { fields: describeFields(checked.error) }) };
}
