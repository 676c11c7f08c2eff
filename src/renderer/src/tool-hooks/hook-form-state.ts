import { deriveFolderCodeInCommand } from '../../../shared/folder-code-programs';
import {
  deriveMatcherProblem,
  HOOK_TIMEOUT_DEFAULT_SEC,
  HOOK_TIMEOUT_MAX_SEC,
  type HookDefinition,
  type HookEvent,
  type HookSandbox,
  type HookView,
} from '../../../shared/hooks';
import { t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';

/** Settings › Hooks: the hook form's state and the definition it saves, pure. */

/** What the form holds while the person types: text as typed, so nothing is lost on a refusal. */
export interface HookFormState {
  event: HookEvent;
  matcher: string;
  command: string;
  timeout: string;
  sandbox: HookSandbox;
}

export function createHookFormState(hook: HookView | null): HookFormState {
  return hook === null
    ? { event: 'PreToolUse', matcher: '', command: '', timeout: String(HOOK_TIMEOUT_DEFAULT_SEC), sandbox: 'hook' }
    : {
        event: hook.event,
        matcher: hook.matcher,
        command: hook.command,
        timeout: String(hook.timeoutSec),
        sandbox: hook.sandbox,
      };
}

export type HookFormErrors = Partial<Record<'matcher' | 'command' | 'timeout', string>>;

/** Pure: the definition the form would save, or what is wrong with it in plain words (field by field). */
export function buildHookDefinition(
  state: HookFormState,
): { ok: true; definition: HookDefinition } | { ok: false; errors: HookFormErrors } {
  const errors: HookFormErrors = {};
  const matcher = state.matcher.trim();
  const problem = deriveMatcherProblem(matcher);
  if (problem !== null) errors.matcher = wordMain(problem);
  if (state.command.trim() === '') errors.command = t('hooks.form.commandMissing');
  const timeout = Number(state.timeout.trim());
  if (state.timeout.trim() === '' || !Number.isInteger(timeout) || timeout < 1 || timeout > HOOK_TIMEOUT_MAX_SEC)
    errors.timeout = t('hooks.form.timeoutInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    definition: {
      event: state.event,
      matcher,
      command: state.command.trim(),
      timeoutSec: timeout,
      sandbox: state.sandbox,
    },
  };
}

/**
 * Pure: whether saving asks "Run this hook with your full rights?" first: a hook set to run outside
 * the sandbox, unless it is the same hook, already outside it, with this exact command (the person
 * confirmed that command before; main still requires the confirmation flag on every such save).
 */
export function deriveNeedsFullRightsConfirm(before: HookView | null, definition: HookDefinition): boolean {
  if (definition.sandbox !== 'none') return false;
  return !(before !== null && before.sandbox === 'none' && before.command === definition.command);
}

/**
 * Pure: for a hook set to run with the person's full rights, the program in its command that runs
 * code the conversation's folder names (npx, npm run, python -m…; src/shared/folder-code-programs.ts),
 * which its confirmation says; null otherwise.
 */
export function deriveFolderCodeWarning(definition: Pick<HookDefinition, 'command' | 'sandbox'>): string | null {
  return definition.sandbox === 'none' ? deriveFolderCodeInCommand(definition.command) : null;
}
