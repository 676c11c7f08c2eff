import type { Effect } from '../../shared/modes';
import type { PreToolUseAnswer } from '../agent';

type Rewritten = PreToolUseAnswer & { rewrite: NonNullable<PreToolUseAnswer['rewrite']> };

/** Pure: deny stays deny, anything else becomes ask. */
const atLeastAsk = (effect: Effect | undefined): Effect => (effect === 'deny' ? 'deny' : 'ask');

/** Pure: a rewrite into the very input it was given changes nothing: the answer without it. */
export function buildUnchangedAnswer(first: PreToolUseAnswer): PreToolUseAnswer {
  return { record: { ...first.record, runs: first.record.runs.map(({ rewrote: _rewrote, ...run }) => run) } };
}

/**
 * Pure: the PreToolUse answer for a call a hook rewrote (docs/policy.md's `hook` input, "on the input
 * that will run"). `second` is every hook run again on the effective input `args` (undefined: none
 * matched); its verdict is the answer and nothing decided about the original carries over (kept as
 * `original`, counted for nothing). `rewroteAgain`: a hook changed the effective input once more;
 * that change is not applied and the call asks. A project hook's rewrite is never more than ask:
 * the repository wrote it, not the person.
 */
export function buildRejudgedAnswer(
  first: Rewritten,
  second: PreToolUseAnswer | undefined,
  args: Record<string, unknown>,
  inputHash: string,
  rewroteAgain: boolean,
): PreToolUseAnswer {
  const rewriter = first.record.runs.find((r) => r.rewrote === true);
  const base: PreToolUseAnswer['record'] = second?.record ?? { runs: [], inputHash, errors: [] };
  const again =
    rewroteAgain && second?.rewrite !== undefined
      ? { hookId: second.rewrite.hookId.slice(0, 200), command: second.rewrite.command.slice(0, 500) }
      : undefined;
  const floored = rewriter?.source === 'project' || again !== undefined;
  const effect = floored ? atLeastAsk(base.effect) : base.effect;
  const { effect: _effect, ...rest } = base;
  return {
    record: {
      ...rest,
      ...(effect !== undefined ? { effect } : {}),
      runs: base.runs.map(({ rewrote: _rewrote, ...run }) => run),
      original: {
        ...(first.record.effect !== undefined ? { effect: first.record.effect } : {}),
        runs: first.record.runs,
        inputHash: first.record.inputHash,
      },
      ...(again !== undefined ? { rewroteAgain: again } : {}),
    },
    rewrite: { ...first.rewrite, args },
  };
}
