import { z } from 'zod';
import {
  deriveMatcherProblem,
  HOOK_TIMEOUT_DEFAULT_SEC,
  HOOK_TIMEOUT_MAX_SEC,
  type HookDefinition,
  type HookEvent,
} from '../../shared/hooks';

/**
 * Claude Code's `hooks` object, as its settings.json holds it:
 * { PreToolUse: [{ matcher, hooks: [{ type: 'command', command, timeout }] }], PostToolUse: [...], ... }.
 * Read loosely (unknown keys kept out of the way); each entry is checked on its own.
 */
const CommandEntrySchema = z
  .object({
    type: z.string(),
    command: z.string().optional(),
    timeout: z.number().optional(),
  })
  .loose();
const MatcherGroupSchema = z
  .object({
    matcher: z.string().optional(),
    hooks: z.array(z.unknown()),
  })
  .loose();

/** One hook read from a Claude Code `hooks` object, in file order. */
export interface ParsedClaudeHook extends HookDefinition {
  /** Its place in the file: event, group and entry. */
  position: string;
}

export interface ParsedClaudeHooks {
  hooks: ParsedClaudeHook[];
  /** What was left out: other events, other hook types, entries that do not parse. */
  skipped: { event: string; reason: string }[];
}

const RUN_EVENTS: readonly HookEvent[] = ['PreToolUse', 'PostToolUse'];

/** Pure: Claude Code's seconds (no timeout: 60), kept within 1..600. */
function deriveTimeout(timeout: number | undefined): number {
  if (timeout === undefined || !Number.isFinite(timeout)) return HOOK_TIMEOUT_DEFAULT_SEC;
  return Math.min(HOOK_TIMEOUT_MAX_SEC, Math.max(1, Math.round(timeout)));
}

/**
 * Pure: the PreToolUse and PostToolUse command hooks of a `hooks` object, sandboxed by default.
 * Never throws: what cannot be used is listed in `skipped` with the reason in plain words.
 */
export function parseClaudeHooksObject(value: unknown): ParsedClaudeHooks {
  const hooks: ParsedClaudeHook[] = [];
  const skipped: ParsedClaudeHooks['skipped'] = [];
  if (value === undefined) return { hooks, skipped };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { hooks, skipped: [{ event: 'hooks', reason: 'The "hooks" entry is not an object of events.' }] };
  }
  for (const [event, groups] of Object.entries(value)) {
    if (!(RUN_EVENTS as readonly string[]).includes(event)) {
      skipped.push({ event, reason: 'Gatehouse runs only PreToolUse and PostToolUse hooks.' });
      continue;
    }
    if (!Array.isArray(groups)) {
      skipped.push({ event, reason: 'Its entry is not a list.' });
      continue;
    }
    groups.forEach((rawGroup, g) => {
      const group = MatcherGroupSchema.safeParse(rawGroup);
      if (!group.success) {
        skipped.push({ event, reason: `Entry ${g + 1} has no "hooks" list.` });
        return;
      }
      const matcher = group.data.matcher ?? '';
      const problem = deriveMatcherProblem(matcher);
      if (problem !== null) {
        skipped.push({ event, reason: problem });
        return;
      }
      group.data.hooks.forEach((rawEntry, h) => {
        const entry = CommandEntrySchema.safeParse(rawEntry);
        if (!entry.success) {
          skipped.push({ event, reason: `Entry ${g + 1}, hook ${h + 1} is not a hook.` });
          return;
        }
        if (entry.data.type !== 'command') {
          skipped.push({
            event,
            reason: `Entry ${g + 1}, hook ${h + 1} is of type "${entry.data.type.slice(0, 40)}"; Gatehouse runs only command hooks.`,
          });
          return;
        }
        const command = (entry.data.command ?? '').trim();
        if (command === '' || command.length > 10_000) {
          skipped.push({
            event,
            reason: `Entry ${g + 1}, hook ${h + 1} has no command (or one longer than 10,000 characters).`,
          });
          return;
        }
        hooks.push({
          event: event as HookEvent,
          matcher,
          command,
          timeoutSec: deriveTimeout(entry.data.timeout),
          sandbox: 'hook',
          position: `${event}:${g}:${h}`,
        });
      });
    });
  }
  return { hooks, skipped };
}

/**
 * Pure: the hooks of a settings.json text (its `hooks` entry). Throws an Error in plain words when
 * the text is not a JSON object; everything else is reported in `skipped`.
 */
export function parseClaudeSettingsText(text: string): ParsedClaudeHooks {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('This is not a settings file Gatehouse can read: it is not JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error('This is not a settings file: it is not a JSON object.');
  const hooksValue = (json as Record<string, unknown>).hooks;
  if (hooksValue === undefined) throw new Error('This settings file has no "hooks" entry.');
  return parseClaudeHooksObject(hooksValue);
}
