import type {
  ContentBlockParam,
  MessageParam,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlockParam,
} from '@anthropic-ai/sdk/resources/messages';
import type { EventData, SessionEvent } from '../../../shared/events';

export const COMPACTION_PREFIX = 'Summary of the earlier conversation (older turns were compacted):\n';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Appends a message, merging it into the previous one when the role repeats (the API wants alternation). */
function push(messages: MessageParam[], role: 'user' | 'assistant', blocks: ContentBlockParam[]): void {
  if (blocks.length === 0) return;
  const last = messages[messages.length - 1];
  if (last !== undefined && last.role === role) {
    const prior = typeof last.content === 'string' ? [{ type: 'text', text: last.content } as TextBlockParam] : last.content;
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
 * - An interrupted reply keeps its text only.
 */
export function buildModelHistory(events: readonly SessionEvent[]): MessageParam[] {
  let compaction: EventData<'compaction'> | null = null;
  for (const e of events) if (e.kind === 'compaction') compaction = e.data;
  const from = compaction?.throughSeq ?? 0;

  const ran = new Map<string, Record<string, unknown>>();
  const results = new Map<string, EventData<'tool_result'>>();
  for (const e of events) {
    if (e.seq <= from) continue;
    if (e.kind === 'tool_call') ran.set(e.data.callId, e.data.args);
    else if (e.kind === 'tool_result') results.set(e.data.callId, e.data);
  }

  const messages: MessageParam[] = [];
  if (compaction !== null) push(messages, 'user', [{ type: 'text', text: COMPACTION_PREFIX + compaction.summary }]);

  for (const e of events) {
    if (e.seq <= from) continue;
    if (e.kind === 'user_message') {
      push(messages, 'user', [{ type: 'text', text: e.data.text }]);
    } else if (e.kind === 'assistant_message') {
      const blocks: ContentBlockParam[] = [];
      const answered: ToolResultBlockParam[] = [];
      for (const b of e.data.content) {
        if (b.type === 'text') {
          if (b.text.trim() !== '') blocks.push({ type: 'text', text: b.text });
          continue;
        }
        if (e.data.interrupted) continue;
        const result = results.get(b.callId);
        if (result === undefined) continue;
        const input = ran.get(b.callId) ?? (isPlainObject(b.input) ? b.input : {});
        blocks.push({ type: 'tool_use', id: b.toolUseId, name: b.name, input } as ToolUseBlockParam);
        answered.push({
          type: 'tool_result',
          tool_use_id: b.toolUseId,
          content: result.content,
          ...(result.outcome === 'success' ? {} : { is_error: true }),
        });
      }
      push(messages, 'assistant', blocks);
      push(messages, 'user', answered);
    }
  }
  return messages;
}
