import { z } from 'zod';
import {
  deriveMatcherProblem,
  HOOK_TIMEOUT_DEFAULT_SEC,
  HOOK_TIMEOUT_MAX_SEC,
  type HookDefinition,
  type HookEvent,
} from '../../shared/hooks';
import { say, type MainMessage } from '../../shared/main-messages';

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
  /** What was left out: other events, other hook types, entries that do not parse; why, as a message for the person. */
  skipped: { event: string; reason: MainMessage }[];
}

const RUN_EVENTS: readonly HookEvent[] = ['PreToolUse', 'PostToolUse'];

/** Pure: Claude Code's seconds (no timeout: 60), kept within 1..600. */
function deriveTimeout(timeout: number | undefined): number {
  if (timeout === undefined || !Number.isFinite(timeout)) return HOOK_TIMEOUT_DEFAULT_SEC;
  return Math.min(HOOK_TIMEOUT_MAX_SEC, Math.max(1, Math.round(timeout)));
}

/**
 * Pure: the PreToolUse and PostToolUse command hooks of a `hooks` object, sandboxed by default.
 * Never throws: what cannot be used is listed in `skipped` with the reason, a message for the person.
 */
export function parseClaudeHooksObject(value: unknown): ParsedClaudeHooks {
  const hooks: ParsedClaudeHook[] = [];
  const skipped: ParsedClaudeHooks['skipped'] = [];
  if (value === undefined) return { hooks, skipped };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { hooks, skipped: [{ event: 'hooks', reason: say('hooks.skip.notEvents') }] };
  }
  for (const [event, groups] of Object.entries(value)) {
    if (!(RUN_EVENTS as readonly string[]).includes(event)) {
      skipped.push({ event, reason: say('hooks.skip.otherEvent') });
      continue;
    }
    if (!Array.isArray(groups)) {
      skipped.push({ event, reason: say('hooks.skip.notList') });
      continue;
    }
    groups.forEach((rawGroup, g) => {
      const group = MatcherGroupSchema.safeParse(rawGroup);
      if (!group.success) {
        skipped.push({ event, reason: say('hooks.skip.noHooksList', { entry: g + 1 }) });
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
          skipped.push({ event, reason: say('hooks.skip.notAHook', { entry: g + 1, hook: h + 1 }) });
          return;
        }
        if (entry.data.type !== 'command') {
          skipped.push({
            event,
            reason: say('hooks.skip.notCommand', { entry: g + 1, hook: h + 1, type: entry.data.type.slice(0, 40) }),
          });
          return;
        }
        const command = (entry.data.command ?? '').trim();
        if (command === '' || command.length > 10_000) {
          skipped.push({ event, reason: say('hooks.skip.noCommand', { entry: g + 1, hook: h + 1 }) });
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

/** Thrown by parseClaudeSettingsText for a text that is not a settings file: `text` says why, for the person. */
export class ClaudeSettingsUnreadableError extends Error {
  constructor(readonly text: MainMessage) {
    super(text.id);
    this.name = 'ClaudeSettingsUnreadableError';
  }
}

/**
 * Pure: the hooks of a settings.json text (its `hooks` entry). Throws ClaudeSettingsUnreadableError
 * when the text is not a JSON object with a `hooks` entry; everything else is reported in `skipped`.
 */
export function parseClaudeSettingsText(text: string): ParsedClaudeHooks {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ClaudeSettingsUnreadableError(say('hooks.import.notJson'));
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new ClaudeSettingsUnreadableError(say('hooks.import.notObject'));
  const hooksValue = (json as Record<string, unknown>).hooks;
  if (hooksValue === undefined) throw new ClaudeSettingsUnreadableError(say('hooks.import.noHooks'));
  return parseClaudeHooksObject(hooksValue);
}
