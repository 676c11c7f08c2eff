import { z } from 'zod';
import { ReviewerVerdictSchema, type ReviewerCallVerdict } from '../../shared/events';
import type { ModelTurn } from '../model';

export const REVIEW_TOOL_NAME = 'submit_review';

/** The reviewer's one structured reply. */
export const ReviewReplySchema = z.object({ verdicts: z.array(ReviewerVerdictSchema).min(1).max(1000) }).strict();

export type ParsedReview =
  { ok: true; verdicts: ReviewerCallVerdict[] } | { ok: false; why: 'unreadable' | 'wrong_calls' };

/** Pure: the plain-text form (some local servers ignore tool_choice): the JSON object, optionally in a code fence. */
function parseTextReply(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Pure: the reviewer's verdicts from its turn: the `submit_review` call's input, else the whole
 * text as JSON of the same shape. Anything else, a verdict for a call not on the sheet, or one call
 * judged twice, is malformed. A reply that leaves calls out is returned as is (the caller hands
 * the sheet over, keeping what there is as advice).
 */
export function parseReviewReply(turn: ModelTurn, callIds: readonly string[]): ParsedReview {
  const call = turn.content.find((b) => b.type === 'tool_use' && b.name === REVIEW_TOOL_NAME);
  const raw =
    call?.type === 'tool_use' && call.inputError === undefined
      ? call.input
      : parseTextReply(
          turn.content
            .filter((b) => b.type === 'text')
            .map((b) => (b.type === 'text' ? b.text : ''))
            .join(''),
        );
  const parsed = ReviewReplySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, why: 'unreadable' };
  const known = new Set(callIds);
  const seen = new Set<string>();
  for (const v of parsed.data.verdicts) {
    if (!known.has(v.callId) || seen.has(v.callId)) return { ok: false, why: 'wrong_calls' };
    seen.add(v.callId);
  }
  return { ok: true, verdicts: parsed.data.verdicts };
}
