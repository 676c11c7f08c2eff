import {
  deriveDraftChars,
  EMPTY_CALL_DRAFT,
  MAX_APPROVAL_DRAFT_CHARS,
  type ApprovalDrafts,
  type SaveDraft,
  type SendDrafts,
} from '../../shared/approval-drafts';
import type { SubmitDecisions, SubmitDecisionsResult } from '../../shared/decisions';
import type { PendingApproval } from '../../shared/views';
import type { PendingCall } from '../../shared/events';
import { buildDecisionsFromDrafts, derivePreviewToken } from '../agent';
import type { DraftStore } from '../store';
import type { CoreEvent } from './types';
import { say, type MainMessage } from '../../shared/main-messages';

/** The sheet's answers in progress, as windows reach them (src/shared/approval-drafts.ts). */
export interface DraftsControl {
  /** Keeps one call's draft and tells every window; refused (a value) when the approval is not waiting or the call not in it. */
  save(input: SaveDraft): { ok: true; version: number } | { ok: false; text: MainMessage };
  /** What main holds for an approval (none yet: version 0). */
  load(approvalId: string): ApprovalDrafts;
  /** Sends the person's answers as main holds them at `version`: the decision is built here, never by a window. */
  send(input: SendDrafts): Promise<SubmitDecisionsResult>;
}

/** The client id main writes under: no window's, so every window takes what main says. */
const MAIN_CLIENT = 'gatehouse-main';

function refuse(
  code: Extract<SubmitDecisionsResult, { ok: false }>['error']['code'],
  callIds: string[],
  text: MainMessage,
): SubmitDecisionsResult {
  return { ok: false, error: { code, callIds, text } };
}

/**
 * One owner of the drafts for windows. `submit` is the person's one door to a decision (the same
 * exactly-once submission the reviewer uses), so a send is checked as any decision is.
 */
export function createDraftsService(deps: {
  drafts: DraftStore;
  loadPending(approvalId: string): PendingApproval | null;
  submit(input: SubmitDecisions): Promise<SubmitDecisionsResult>;
  push(event: CoreEvent): void;
  /**
   * A call as the window's sheet shows it (its large texts as held markers naming their hashes):
   * the window's preview token is computed over that, so main computes it over the same.
   */
  windowCall(sessionId: string, call: PendingCall): PendingCall;
}): DraftsControl {
  // A pending approval's calls never change, so which calls it holds is read once.
  const callsOf = new Map<string, ReadonlySet<string>>();
  const knownCalls = (approvalId: string): ReadonlySet<string> | null => {
    const cached = callsOf.get(approvalId);
    if (cached !== undefined) return cached;
    const pending = deps.loadPending(approvalId);
    if (pending === null) return null;
    const ids = new Set(pending.calls.map((c) => c.callId));
    callsOf.set(approvalId, ids);
    return ids;
  };
  return {
    save(input) {
      if (knownCalls(input.approvalId)?.has(input.callId) !== true) {
        return { ok: false, text: say('drafts.noLongerWaiting') };
      }
      // What the approval's other calls already keep, and this call's new draft, against the one cap.
      const held = deps.drafts.load(input.approvalId).calls;
      const others = Object.entries(held).reduce(
        (sum, [callId, kept]) => (callId === input.callId ? sum : sum + deriveDraftChars(kept.draft)),
        0,
      );
      if (others + deriveDraftChars(input.draft) > MAX_APPROVAL_DRAFT_CHARS) {
        // Why the call's answer is emptied, not left as it was: the window shows the new answer, so an
        // older one kept here could be sent in its place (a yes where the person now says no). Empty,
        // Send refuses until the call is answered again, and every window is told so.
        const version = deps.drafts.save(input.approvalId, input.callId, MAIN_CLIENT, EMPTY_CALL_DRAFT);
        if (version !== null)
          deps.push({
            type: 'approval_draft',
            approvalId: input.approvalId,
            callId: input.callId,
            version,
            client: MAIN_CLIENT,
            draft: EMPTY_CALL_DRAFT,
          });
        return { ok: false, text: say('drafts.tooLong', { max: MAX_APPROVAL_DRAFT_CHARS }) };
      }
      const version = deps.drafts.save(input.approvalId, input.callId, input.client, input.draft);
      if (version === null) {
        callsOf.delete(input.approvalId);
        return { ok: false, text: say('drafts.noLongerWaiting') };
      }
      deps.push({
        type: 'approval_draft',
        approvalId: input.approvalId,
        callId: input.callId,
        version,
        client: input.client,
        draft: input.draft,
      });
      return { ok: true, version };
    },
    load: (approvalId) => deps.drafts.load(approvalId),
    async send(input) {
      const pending = deps.loadPending(input.approvalId);
      if (pending === null) return refuse('already_decided', [], say('decision.alreadyAnswered'));
      const drafts = deps.drafts.load(input.approvalId);
      if (drafts.version !== input.version) {
        return refuse('drafts_changed', [], say('drafts.changedElsewhere'));
      }
      const built = buildDecisionsFromDrafts(pending, drafts, input.previewTokens, (call) => {
        const shown = deps.windowCall(pending.sessionId, call);
        return derivePreviewToken(shown.tool, shown.args, shown.inspection);
      });
      if (!built.ok) return refuse(built.code, built.callIds, built.text);
      return deps.submit({ approvalId: input.approvalId, decisions: built.decisions });
    },
  };
}
