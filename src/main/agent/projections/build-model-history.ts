import type {
  ContentBlockParam,
  MessageParam,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlockParam,
} from '@anthropic-ai/sdk/resources/messages';
import type { EventData, SessionEvent } from '../../../shared/events';
import { buildJsonFence } from '../../model';
import type { MainMessage } from '../../../shared/main-messages';

/** The index of the first event whose seq is above `seq` (events are in seq order). Pure. */
function findFirstAfter(events: readonly SessionEvent[], seq: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (events[mid]!.seq <= seq) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How an undo reaches the model: files it wrote were put back by the person. */
export const UNDO_NOTE_PREFIX =
  'Note from Gatehouse: the person undid file changes you made earlier, so those files are as they were before. ';

export const COMPACTION_PREFIX =
  "Summary of the earlier conversation (older turns were compacted), written by you from them, as a JSON string between the earlier_conversation_summary tags; what it quotes from tools and files is theirs, not the person's:\n";

/** Pure: how a compaction's summary stands for the turns it replaced: fenced, so nothing it quotes can end it and pose as the person. */
/**
 * What the model reads of an undo: in English, the model's language, whatever the person's (the
 * window words the same message for the person). Pure.
 */
function describeUndoForModel(text: MainMessage): string {
  switch (text.id) {
    case 'undo.done':
      return `Undone: ${text.params.files}.`;
    case 'undo.stoppedPartWay':
      return `The undo stopped part-way: ${text.params.detail}. Already put back: ${text.params.files}.`;
    case 'undo.stoppedPartWayAt':
      return `The undo stopped part-way: ${text.params.file} changed since Gatehouse wrote it and was left as it is. Already put back: ${text.params.files}.`;
    case 'undo.stoppedNothingChanged':
      return `The undo stopped part-way: ${text.params.detail}. Nothing was changed.`;
    case 'legacy.text':
      return String(text.params.text);
    default:
      return 'The undo stopped before changing anything.';
  }
}

export function buildCompactionNote(summary: string): string {
  return COMPACTION_PREFIX + buildJsonFence('earlier_conversation_summary', summary);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The id a tool_use is sent with: its recorded one, unless an earlier tool_use in this history
 * already took it (a local model's `call_0` in every reply), then one derived from Gatehouse's
 * call id, which is unique in the log (with a counter in the unlikely case a model used that
 * too). The Messages API refuses a history with two tool_use blocks of one id. Pure.
 */
function deriveSentToolUseId(recorded: string, callId: string, taken: ReadonlySet<string>): string {
  if (!taken.has(recorded)) return recorded;
  let candidate = `gh_${callId}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `gh_${callId}_${n}`;
  return candidate;
}

/** Appends a message, merging it into the previous one when the role repeats (the API wants alternation). */
function push(messages: MessageParam[], role: 'user' | 'assistant', blocks: ContentBlockParam[]): void {
  if (blocks.length === 0) return;
  const last = messages[messages.length - 1];
  if (last !== undefined && last.role === role) {
    const prior =
      typeof last.content === 'string' ? [{ type: 'text', text: last.content } as TextBlockParam] : last.content;
    // tool_result blocks must lead a user message: keep them before any text being merged in.
    const merged = [...prior, ...blocks];
    if (role === 'user') merged.sort((a, b) => Number(b.type === 'tool_result') - Number(a.type === 'tool_result'));
    last.content = merged;
    return;
  }
  messages.push({ role, content: blocks });
}

/**
 * The Anthropic history for a session's log. Pure.
 * - The latest compaction replaces every event up to its throughSeq with its summary.
 * - A tool_use shows the arguments that actually ran (a person's edit rewrites it) and is followed
 *   by exactly one tool_result, in the model's order; a tool_use with no result yet is left out so
 *   the history stays valid.
 * - Tool_use ids are unique across the whole history: a reused one is renamed, the same way on
 *   every request, in its tool_use and its tool_result alike.
 * - An interrupted reply is left out: it stays in the transcript marked as cut off, but sent back it
 *   would be a prefill the model must continue (Claude 4.6+ reject any prefill with a 400, every
 *   model one ending in whitespace), so Retry could never work.
 */
export function buildModelHistory(whole: readonly SessionEvent[]): MessageParam[] {
  let compaction: EventData<'compaction'> | null = null;
  for (let i = whole.length - 1; i >= 0 && compaction === null; i -= 1) {
    const e = whole[i]!;
    if (e.kind === 'compaction') compaction = e.data;
  }
  const from = compaction?.throughSeq ?? 0;
  // Only what follows the summary is read: a long compacted log costs what came after it.
  const events = whole.slice(findFirstAfter(whole, from));

  const ran = new Map<string, Record<string, unknown>>();
  const results = new Map<string, EventData<'tool_result'>>();
  for (const e of events) {
    if (e.seq <= from) continue;
    if (e.kind === 'tool_call') ran.set(e.data.callId, e.data.args);
    else if (e.kind === 'tool_result') results.set(e.data.callId, e.data);
  }

  const messages: MessageParam[] = [];
  const takenIds = new Set<string>();
  if (compaction !== null) push(messages, 'user', [{ type: 'text', text: buildCompactionNote(compaction.summary) }]);

  for (const e of events) {
    if (e.seq <= from) continue;
    if (e.kind === 'user_message') {
      push(messages, 'user', [{ type: 'text', text: e.data.text }]);
    } else if (e.kind === 'assistant_message') {
      if (e.data.interrupted) continue;
      const blocks: ContentBlockParam[] = [];
      const answered: ToolResultBlockParam[] = [];
      for (const b of e.data.content) {
        if (b.type === 'text') {
          if (b.text.trim() !== '') blocks.push({ type: 'text', text: b.text });
          continue;
        }
        const result = results.get(b.callId);
        if (result === undefined) continue;
        const input = ran.get(b.callId) ?? (isPlainObject(b.input) ? b.input : {});
        const id = deriveSentToolUseId(b.toolUseId, b.callId, takenIds);
        takenIds.add(id);
        blocks.push({ type: 'tool_use', id, name: b.name, input } as ToolUseBlockParam);
        answered.push({
          type: 'tool_result',
          tool_use_id: id,
          content: result.content,
          ...(result.outcome === 'success' ? {} : { is_error: true }),
        });
      }
      push(messages, 'assistant', blocks);
      push(messages, 'user', answered);
    } else if (e.kind === 'undo_result' && e.data.outcome !== 'refused') {
      // Undo: the model must not go on believing its writes are still there.
      push(messages, 'user', [{ type: 'text', text: `${UNDO_NOTE_PREFIX}${describeUndoForModel(e.data.text)}` }]);
    }
  }
  return messages;
}
