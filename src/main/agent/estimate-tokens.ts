import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { ModelToolSpec } from '../tools/types';

/**
 * A local estimate (about four characters per token): local servers have no counting endpoint,
 * and the estimate only has to say when compaction is due. Pure.
 */
export function estimateTokens(input: { system: readonly string[]; messages: readonly MessageParam[]; tools: readonly ModelToolSpec[] }): number {
  const chars = input.system.reduce((n, s) => n + s.length, 0) + JSON.stringify(input.messages).length + JSON.stringify(input.tools).length;
  return Math.ceil(chars / 4);
}
