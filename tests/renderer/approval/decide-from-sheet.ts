import type { PendingCall } from '../../../src/shared/events';
import type { DecisionInput } from '../../../src/shared/decisions';
import { buildSendTokens, deriveCallDraft, type SheetChoices } from '../../../src/renderer/src/approval/sheet-choices';
import { buildDecisionsFromDrafts } from '../../../src/main/agent/build-decisions-from-drafts';

/** Stands in for the preview token of a call as asked (both sides hash the same text; here a name). */
const tokenOf = (call: PendingCall) => `shown:${call.callId}`;

/**
 * Test helper: what the sheet's choices become as a decision — each call's draft as the window
 * saves it, the tokens Send names, and the decisions main builds from those drafts.
 */
export async function decideFromSheet(
  calls: readonly PendingCall[],
  choices: SheetChoices,
): Promise<{ ok: true; decisions: DecisionInput[] } | { ok: false; [key: string]: unknown }> {
  const tokens = await buildSendTokens(calls, choices, async (call) => tokenOf(call));
  if (!tokens.ok) return tokens;
  const drafts = {
    approvalId: 'apr_1',
    version: 1,
    calls: Object.fromEntries(
      calls.map((c) => [c.callId, { draft: deriveCallDraft(c, choices[c.callId]!), client: 'window-one' }]),
    ),
  };
  const pending = {
    sessionId: 'ses_1',
    runId: 'run_1',
    approvalId: 'apr_1',
    requestedAt: '2026-01-01T00:00:00.000Z',
    seq: 1,
    calls: [...calls],
  };
  return buildDecisionsFromDrafts(pending, drafts, tokens.previewTokens, tokenOf);
}
