import type { ToolDefinition } from './types';
import { say, type MainMessage } from '../../shared/main-messages';

/** Characters the whole arguments of a tool without limits of its own may carry (MCP tools, reads, searches). */
export const DEFAULT_MAX_ARGS_CHARS = 100_000;

/** Room for keys, paths and small arguments on top of a tool's declared string limits. */
const ARGS_SLACK_CHARS = 16_384;

/** A size limit that bit: what the model reads in its tool_result, and what the person reads on the call's card. */
export interface ArgsLimitBreach {
  forModel: string;
  forPerson: MainMessage;
}

/** Pure: the characters the whole arguments of `tool` may carry: its declared string limits plus slack, or the default. */
export function deriveMaxArgsChars(tool: Pick<ToolDefinition, 'argLimits'>): number {
  const limits = tool.argLimits;
  if (limits === undefined) return DEFAULT_MAX_ARGS_CHARS;
  const declared = Object.values(limits).reduce((sum, limit) => sum + limit.maxChars, 0);
  return Math.max(DEFAULT_MAX_ARGS_CHARS, declared + ARGS_SLACK_CHARS);
}

/**
 * Pure: the characters of every string and key in `input` (iterative, so a deep value cannot
 * exhaust the stack; stops counting past `cap`). What JSON.parse gave: plain values only.
 */
function deriveCharCount(input: unknown, cap: number): number {
  let chars = 0;
  const stack: unknown[] = [input];
  while (stack.length > 0 && chars <= cap) {
    const v = stack.pop();
    if (typeof v === 'string') chars += v.length;
    else if (typeof v === 'number' || typeof v === 'boolean') chars += 8;
    else if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        chars += key.length;
        stack.push(item);
      }
    }
  }
  return chars;
}

/** Pure: a size in words a person reads: "3,200 characters", "120 thousand characters", "12.6 million characters (12 MB)". */

/**
 * Pure: why the arguments the model sent for `tool` are too large to look at, or null. Checks each
 * string argument against the tool's own `argLimits` (the numbers its schema also enforces), then
 * the whole arguments against `deriveMaxArgsChars`. Runs before the schema, so a refusal is worded
 * twice: for the model (what to send instead) and for the person (what was refused and that nothing changed).
 */
export function deriveArgsLimitBreach(
  tool: Pick<ToolDefinition, 'name' | 'argLimits'>,
  input: unknown,
): ArgsLimitBreach | null {
  const limits = tool.argLimits ?? {};
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    for (const [field, limit] of Object.entries(limits)) {
      const value = (input as Record<string, unknown>)[field];
      if (typeof value !== 'string' || value.length <= limit.maxChars) continue;
      return {
        forModel:
          `${field} is ${value.length} characters; ${tool.name} takes at most ${limit.maxChars} characters in ${field}. ` +
          (limit.modelHint ?? 'Send less in one call.'),
        forPerson: say('call.fieldTooLong', { field, size: value.length, max: limit.maxChars }),
      };
    }
  }
  const max = deriveMaxArgsChars(tool);
  const size = deriveCharCount(input ?? null, max);
  if (size <= max) return null;
  return {
    forModel: `the arguments are too large (more than ${max} characters; the limit for ${tool.name} is ${max})`,
    forPerson: say('call.argsTooLarge', { max }),
  };
}
