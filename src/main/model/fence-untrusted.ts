/**
 * The tags around text a model is handed as data to judge, summarise or keep, never to obey: the
 * sheet the reviewer decides, the start of a conversation it names, the summary that stands for
 * older turns, the folder's notes, what hooks say about a result.
 */
export type FenceTag =
  'sheet_data' | 'conversation_start' | 'earlier_conversation_summary' | 'folder_notes' | 'hook_notes';

/**
 * Pure: `value` as JSON with every `<` and `>` written `\u003c` and `\u003e`. Only JSON strings can
 * hold them, where that escape is the same character, so JSON.parse reads exactly the same value and
 * nothing inside can open or close a tag around it.
 */
export function buildFenceSafeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/** Pure: `value` as fence-safe JSON on its own line between `<tag>` and `</tag>`. */
export function buildJsonFence(tag: FenceTag, value: unknown): string {
  return `<${tag}>\n${buildFenceSafeJson(value)}\n</${tag}>`;
}

/**
 * Pure: text shown beside a fence (not in it) with each `<` that would open or close that fence
 * (`<tag`, `</tag`, in any case, spaces allowed) written `\u003c`, so it cannot pose as one.
 */
export function neutralizeFenceTag(text: string, tag: FenceTag): string {
  return text.replace(new RegExp(`<(?=\\s*/?\\s*${tag}\\b)`, 'gi'), '\\u003c');
}
