import type { ApprovalMode, WorkMode } from '../../shared/modes';
import type { CatalogueEntry } from './profiles';
import { BUILTIN_CATALOGUE, modesBinding } from './profiles';
import { say, type MainMessage } from '../../shared/main-messages';

export interface PolicyDenialInput {
  tool: string;
  mode: WorkMode;
  inspectError?: string;
  bound: boolean;
  known: boolean;
}

/**
 * The tool_result text for a call the policy denied: it never ran, and here is what to do instead.
 * Pure; the caller sends it with is_error.
 */
export function explainPolicyDenial(
  input: PolicyDenialInput,
  catalogue: readonly CatalogueEntry[] = BUILTIN_CATALOGUE,
): string {
  if (!input.known) {
    return `Not run: there is no tool called "${input.tool}". Use one of the tools you were given.`;
  }
  if (input.inspectError !== undefined) {
    return `Not run: the arguments for ${input.tool} are invalid: ${input.inspectError}. Fix them and call the tool again.`;
  }
  if (!input.bound) {
    const modes = modesBinding(input.tool, catalogue);
    const where =
      modes.length === 0
        ? 'No mode makes it available.'
        : `It is available in ${modes.map((m) => `${m[0]!.toUpperCase()}${m.slice(1)} mode`).join(' and ')}; the person can switch modes for their next message.`;
    return `Not run: ${input.tool} is not available in ${input.mode[0]!.toUpperCase()}${input.mode.slice(1)} mode. ${where} Do not pretend it ran.`;
  }
  return `Not run: the policy denied ${input.tool}.`;
}

/** The tool_result text for a person's denial: it never ran, and the model must not retry without asking. */
export function explainPersonDenial(reason: string | undefined): string {
  const why =
    reason !== undefined && reason.trim() !== '' ? ` Their reason: ${reason.trim()}` : ' They gave no reason.';
  return `Not run: the person denied this call.${why} Do not retry it or work around it without asking them first.`;
}

/** The tool_result text for a call a person's saved "never" rule refused: it never ran, and it will not. */
export function explainRuleDenial(ruleId: string): string {
  return `Not run: the person saved a rule (${ruleId}) that never allows this call. Do not retry it or work around it; if it is needed, tell the person why and let them decide.`;
}

/** A line the UI and the run show for an approval mode that cannot act yet. */
export function approvalModeNote(mode: ApprovalMode): MainMessage | null {
  if (mode === 'auto') return say('run.autoWaits');
  return null;
}
