import { z } from 'zod';
import type { HookEvent } from '../../shared/hooks';
import { say, type MainMessage } from '../../shared/main-messages';

/** How one hook process ended, as the runner saw it. */
export interface HookProcessEnd {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** The program could not be started (or, in the sandbox, not prepared). */
  spawnError?: string;
  stdout: string;
  stderr: string;
  timeoutSec: number;
}

/**
 * One hook's answer, read. `no_opinion`: it said nothing Gatehouse acts on (exit 0 with plain text
 * or nothing, `defer`). `block`/`context`: PostToolUse only. `updatedInput` (PreToolUse) is in
 * Claude Code's argument names, as the hook wrote it.
 */
export interface HookAnswer {
  outcome: 'allow' | 'deny' | 'ask' | 'no_opinion' | 'error' | 'block' | 'context';
  reason?: string;
  /** Plain words: what went wrong (outcome error), in English for the log. */
  error?: string;
  /** The same for a person, as a message the window words (absent: a hook failure from before it was kept). */
  errorText?: MainMessage;
  updatedInput?: Record<string, unknown>;
  additionalContext?: string;
  /** Shown beside the record, never told to the model (systemMessage). */
  message?: string;
}

const SpecificSchema = z
  .object({
    hookEventName: z.string().optional(),
    permissionDecision: z.enum(['allow', 'deny', 'ask', 'defer']).optional(),
    permissionDecisionReason: z.string().optional(),
    updatedInput: z.record(z.string(), z.unknown()).optional(),
    additionalContext: z.string().optional(),
  })
  .loose();

/** Claude Code's SyncHookJSONOutput, the fields Gatehouse reads (see docs/hooks.md for each). */
const SyncOutputSchema = z
  .object({
    continue: z.boolean().optional(),
    stopReason: z.string().optional(),
    suppressOutput: z.boolean().optional(),
    decision: z.enum(['approve', 'block']).optional(),
    reason: z.string().optional(),
    systemMessage: z.string().optional(),
    hookSpecificOutput: SpecificSchema.optional(),
  })
  .loose();

const CUT = 4000;
const cut = (s: string): string => (s.length > CUT ? `${s.slice(0, CUT - 1)}…` : s);
const firstWords = (s: string): string => cut(s.trim()).slice(0, 300);

/** Pure: a non-empty trimmed string, or undefined. */
function words(s: string | undefined): string | undefined {
  const t = s?.trim();
  return t === undefined || t === '' ? undefined : cut(t);
}

/**
 * Pure: one hook's answer from how its process ended (Claude Code's protocol). Exit 0: JSON on
 * stdout when it starts with '{' (anything else is no opinion); exit 2: deny (PreToolUse) or block
 * (PostToolUse) with stderr as the reason; any other exit, a timeout, a crash, or JSON that does not
 * parse or has the wrong shape: an error (its call asks).
 */
export function parseHookAnswer(event: HookEvent, end: HookProcessEnd): HookAnswer {
  if (end.spawnError !== undefined)
    return {
      outcome: 'error',
      error: cut(end.spawnError),
      errorText: say('hooks.failed.notStarted', { detail: cut(end.spawnError) }),
    };
  if (end.timedOut)
    return {
      outcome: 'error',
      error: `did not answer within ${end.timeoutSec} seconds and was stopped.`,
      errorText: say('hooks.failed.timedOut', { seconds: end.timeoutSec }),
    };
  if (end.exitCode === null)
    return {
      outcome: 'error',
      error: `stopped abruptly${end.signal !== null ? ` (${end.signal})` : ''} before answering.`,
      errorText:
        end.signal !== null ? say('hooks.failed.stoppedBy', { signal: end.signal }) : say('hooks.failed.stopped'),
    };
  if (end.exitCode === 2) {
    const reason = words(end.stderr) ?? 'The hook gave no reason.';
    return event === 'PreToolUse' ? { outcome: 'deny', reason } : { outcome: 'block', reason };
  }
  if (end.exitCode !== 0) {
    const said = firstWords(end.stderr);
    return {
      outcome: 'error',
      error: `failed with exit code ${end.exitCode}${said !== '' ? `: ${said}` : '.'}`,
      errorText:
        said !== ''
          ? say('hooks.failed.exitCodeSaid', { code: end.exitCode, said })
          : say('hooks.failed.exitCode', { code: end.exitCode }),
    };
  }
  const out = end.stdout.trim();
  if (!out.startsWith('{')) return { outcome: 'no_opinion' };
  let json: unknown;
  try {
    json = JSON.parse(out);
  } catch {
    return {
      outcome: 'error',
      error: 'printed something that starts like JSON but is not valid JSON.',
      errorText: say('hooks.failed.notJson'),
    };
  }
  const parsed = SyncOutputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      outcome: 'error',
      error: `answered in a shape Gatehouse does not understand${issue !== undefined ? ` (${issue.path.join('.') || 'answer'}: ${issue.message})` : ''}.`,
      errorText: say('hooks.failed.badShape', { where: issue?.path.join('.') || 'answer' }),
    };
  }
  const o = parsed.data;
  const specific = o.hookSpecificOutput;
  if (specific?.hookEventName !== undefined && specific.hookEventName !== event) {
    return {
      outcome: 'error',
      error: `answered for ${specific.hookEventName.slice(0, 60)} while it was asked about ${event}.`,
      errorText: say('hooks.failed.otherEvent', { answered: specific.hookEventName.slice(0, 60), asked: event }),
    };
  }
  const message = words(o.systemMessage);
  const withMessage = message !== undefined ? { message } : {};
  const context = words(specific?.additionalContext);
  const withContext = context !== undefined ? { additionalContext: context } : {};
  // continue: false stops Claude Code's whole turn; Gatehouse refuses (or objects to) this call instead.
  const stop = o.continue === false ? (words(o.stopReason) ?? words(o.reason) ?? 'The hook asked to stop.') : undefined;

  if (event === 'PostToolUse') {
    if (stop !== undefined) return { outcome: 'block', reason: stop, ...withContext, ...withMessage };
    if (o.decision === 'block')
      return {
        outcome: 'block',
        reason: words(o.reason) ?? 'The hook gave no reason.',
        ...withContext,
        ...withMessage,
      };
    if (context !== undefined) return { outcome: 'context', ...withContext, ...withMessage };
    return { outcome: 'no_opinion', ...withMessage };
  }

  if (stop !== undefined) return { outcome: 'deny', reason: stop, ...withMessage };
  const updated = specific?.updatedInput !== undefined ? { updatedInput: specific.updatedInput } : {};
  const decision = specific?.permissionDecision;
  if (decision === 'deny')
    return {
      outcome: 'deny',
      reason: words(specific?.permissionDecisionReason) ?? words(o.reason) ?? 'The hook gave no reason.',
      ...withMessage,
    };
  if (decision === 'allow' || decision === 'ask') {
    const reason = words(specific?.permissionDecisionReason) ?? words(o.reason);
    return {
      outcome: decision,
      ...(reason !== undefined ? { reason } : {}),
      ...updated,
      ...withContext,
      ...withMessage,
    };
  }
  if (decision === undefined && o.decision === 'block')
    return { outcome: 'deny', reason: words(o.reason) ?? 'The hook gave no reason.', ...withMessage };
  if (decision === undefined && o.decision === 'approve') {
    const reason = words(o.reason);
    return {
      outcome: 'allow',
      ...(reason !== undefined ? { reason } : {}),
      ...updated,
      ...withContext,
      ...withMessage,
    };
  }
  // defer, or no decision: no opinion, though a rewrite or context still counts.
  return { outcome: 'no_opinion', ...updated, ...withContext, ...withMessage };
}
