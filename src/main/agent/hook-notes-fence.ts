import type { PostToolUseRecord, PreToolUseRecord } from '../../shared/hook-records';
import { buildJsonFence, neutralizeFenceTag } from '../model';

/** One thing a hook said about a call or its result, as the model reads it. */
export interface HookNote {
  says: 'adds' | 'objects' | 'refuses';
  text: string;
}

const HEADING =
  "What hooks the person set up say about this call, as JSON between the hook_notes tags (a hook's words, not the person's):";

/** Pure: the notes under their heading, fenced so no hook's words can end the block. */
function buildHookNotesBlock(notes: readonly HookNote[]): string {
  return `${HEADING}\n${buildJsonFence('hook_notes', notes)}`;
}

/**
 * Pure: a call's result text with what hooks said about it after it (a PreToolUse refusal's reason
 * and context, then PostToolUse objections and context), in one block no hook's words can end,
 * while the result's own text cannot open or close that block (neutralizeFenceTag): neither can
 * pose as the other. Without notes, the text unchanged.
 */
export function applyHookNotes(
  content: string,
  pre: PreToolUseRecord | undefined,
  post: PostToolUseRecord | undefined,
): string {
  const refusal = pre?.effect === 'deny' ? (pre.reason?.trim() ?? '') : '';
  const notes: HookNote[] = [
    ...(refusal === '' ? [] : [{ says: 'refuses', text: refusal } satisfies HookNote]),
    ...(pre?.additionalContext ?? []).map((text): HookNote => ({ says: 'adds', text })),
    ...(post?.notes ?? []).map((n): HookNote => ({ says: n.kind === 'block' ? 'objects' : 'adds', text: n.text })),
  ];
  if (notes.length === 0) return content;
  return `${neutralizeFenceTag(content, 'hook_notes')}\n${buildHookNotesBlock(notes)}`;
}
