import { createHash } from 'node:crypto';
import { deriveCanonicalJson } from '../../shared/canonical-json';
import type { HookJudge, PreToolUseAnswer } from './loop-deps';

/** How many distinct inputs are remembered; the oldest is forgotten first. */
const REMEMBERED = 500;

/**
 * Hooks run once per distinct effective input of a call: a person's edit previewed on
 * the sheet and then sent is judged once, not twice. The answer for (session, tool_use id, tool,
 * arguments) is kept in memory, bounded; the verdict that matters for recovery is the one
 * committed with the call's events, which the loop reuses without asking again.
 */
export function createHookAnswerMemory(judge: HookJudge): HookJudge {
  const answers = new Map<string, Promise<PreToolUseAnswer | undefined>>();
  return {
    preToolUse(input, parseRewrite) {
      const key = createHash('sha256')
        .update(
          deriveCanonicalJson({
            session: input.sessionId,
            toolUseId: input.toolUseId,
            tool: input.tool,
            args: input.args,
            workspace: input.workspaceRoot,
          }),
        )
        .digest('hex');
      const known = answers.get(key);
      if (known !== undefined) return known;
      const asked = judge.preToolUse(input, parseRewrite);
      answers.set(key, asked);
      // A failure is not remembered: the next look asks again.
      asked.catch(() => answers.delete(key));
      if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
      return asked;
    },
    postToolUse: (input) => judge.postToolUse(input),
  };
}
