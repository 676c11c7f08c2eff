import type { MainMessage } from '../../shared/main-messages';
import { createHash } from 'node:crypto';
import { deriveCanonicalJson } from '../../shared/canonical-json';
import type { PostToolUseRecord, HookRunRecord } from '../../shared/hook-records';
import type { Effect } from '../../shared/modes';
import type { PreToolUseAnswer } from '../agent';
import { deriveHookErrorCode, NO_SANDBOX_FOR_HOOK } from './build-hook-launch';
import type { HookAnswer } from './parse-hook-answer';

/** One hook that matched a call, and what came of it (`answer` absent: it did not run, see `notRun`). */
export interface HookRun {
  hookId: string;
  source: 'user' | 'project';
  command: string;
  answer: HookAnswer;
  /** Why it did not run (an untrusted or changed project folder); it then counts for nothing. */
  notRun?: MainMessage;
  ms?: number;
}

/** Pure: sha256 of the canonical {tool, args} the hooks judged. */
export function deriveInputHash(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(deriveCanonicalJson({ tool, args })).digest('hex');
}

const shortCommand = (command: string): string => (command.length > 500 ? `${command.slice(0, 499)}…` : command);

/** Pure: whether this run entered decide(). A project hook's allow never does (the repository wrote it, not the person). */
function isCounted(run: HookRun): boolean {
  if (run.notRun !== undefined) return false;
  const o = run.answer.outcome;
  if (o === 'no_opinion') return false;
  if (o === 'allow') return run.source === 'user';
  return true;
}

function toRecord(run: HookRun, rewrote: boolean): HookRunRecord {
  const a = run.answer;
  return {
    hookId: run.hookId.slice(0, 200),
    source: run.source,
    command: shortCommand(run.command),
    outcome: run.notRun !== undefined ? 'not_run' : a.outcome,
    counted: isCounted(run),
    ...(run.notRun !== undefined ? { notRunText: run.notRun } : a.reason !== undefined ? { reason: a.reason } : {}),
    ...(a.error !== undefined && run.notRun === undefined ? { error: a.error } : {}),
    ...(a.errorText !== undefined && run.notRun === undefined ? { errorText: a.errorText } : {}),
    ...(run.notRun === undefined && deriveHookErrorCode(a.error) !== undefined
      ? { errorCode: deriveHookErrorCode(a.error) }
      : {}),
    ...(rewrote ? { rewrote: true } : {}),
    ...(run.notRun === undefined && a.additionalContext !== undefined ? { addedContext: true } : {}),
    ...(run.ms !== undefined ? { ms: Math.max(0, Math.round(run.ms)) } : {}),
    ...(a.message !== undefined && run.notRun === undefined ? { message: a.message } : {}),
  };
}

/** Pure: one hook's error as the sheet shows it. */
export function explainHookError(run: HookRun): string {
  if (run.answer.error === NO_SANDBOX_FOR_HOOK)
    return `${NO_SANDBOX_FOR_HOOK} (The hook: ${shortCommand(run.command).slice(0, 200)})`;
  return `The hook "${shortCommand(run.command).slice(0, 200)}" ${(run.answer.error ?? 'failed.').slice(0, 3500)} The call waits for you.`;
}

/**
 * Pure: the PreToolUse hooks matched for one call, combined. Deny beats ask beats allow;
 * a project hook's allow is recorded but not counted; any error makes the call ask (errors listed
 * in plain words); the first hook, in order, whose answer carries an updatedInput provides the
 * rewrite (every hook saw the ORIGINAL input: a later hook does not see an earlier one's rewrite).
 * `mapBack` turns that updatedInput into Gatehouse's argument names. Undefined: nothing matched.
 */
export function buildPreToolUseAnswer(
  runs: readonly HookRun[],
  inputHash: string,
  mapBack: (updatedInput: Record<string, unknown>) => Record<string, unknown>,
): PreToolUseAnswer | undefined {
  if (runs.length === 0) return undefined;
  const counted = runs.filter((r) => isCounted(r));
  const denied = counted.filter((r) => r.answer.outcome === 'deny');
  const asked = counted.filter((r) => r.answer.outcome === 'ask');
  const failed = counted.filter((r) => r.answer.outcome === 'error');
  const allowed = counted.filter((r) => r.answer.outcome === 'allow');
  let effect: Effect | undefined;
  let reasons: (string | undefined)[] = [];
  if (denied.length > 0) {
    effect = 'deny';
    reasons = denied.map((r) => r.answer.reason);
  } else if (asked.length > 0 || failed.length > 0) {
    effect = 'ask';
    reasons = asked.map((r) => r.answer.reason);
  } else if (allowed.length > 0) {
    effect = 'allow';
    reasons = allowed.map((r) => r.answer.reason);
  }
  const reason = reasons
    .filter((r): r is string => r !== undefined)
    .join(' ')
    .slice(0, 4000);
  const rewriter =
    effect === 'deny'
      ? undefined
      : runs.find((r) => r.notRun === undefined && r.answer.outcome !== 'error' && r.answer.updatedInput !== undefined);
  const context = runs
    .flatMap((r) =>
      r.notRun === undefined && r.answer.additionalContext !== undefined
        ? [r.answer.additionalContext.slice(0, 10_000)]
        : [],
    )
    .slice(0, 20);
  const record: PreToolUseAnswer['record'] = {
    ...(effect !== undefined ? { effect } : {}),
    ...(reason !== '' ? { reason } : {}),
    runs: runs.slice(0, 100).map((r) => toRecord(r, r === rewriter)),
    inputHash,
    ...(context.length > 0 ? { additionalContext: context } : {}),
    errors: failed.slice(0, 100).map(explainHookError),
  };
  if (rewriter === undefined) return { record };
  return {
    record,
    rewrite: {
      hookId: rewriter.hookId,
      command: shortCommand(rewriter.command),
      args: mapBack(rewriter.answer.updatedInput!),
    },
  };
}

/**
 * Pure: the PostToolUse hooks matched for one call: every run recorded, and the notes to append to
 * its result (a block's reason, extra context), each attributed. Undefined: nothing matched.
 */
export function buildPostToolUseRecord(runs: readonly HookRun[]): PostToolUseRecord | undefined {
  if (runs.length === 0) return undefined;
  const notes: PostToolUseRecord['notes'] = [];
  for (const r of runs) {
    if (r.notRun !== undefined) continue;
    if (r.answer.outcome === 'block')
      notes.push({
        hookId: r.hookId.slice(0, 200),
        kind: 'block',
        text: (r.answer.reason ?? 'The hook gave no reason.').slice(0, 10_000),
      });
    if (r.answer.additionalContext !== undefined)
      notes.push({
        hookId: r.hookId.slice(0, 200),
        kind: 'context',
        text: r.answer.additionalContext.slice(0, 10_000),
      });
  }
  return { runs: runs.slice(0, 100).map((r) => toRecord(r, false)), notes: notes.slice(0, 100) };
}
