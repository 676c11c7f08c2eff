import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decide,
  type ApprovalMode,
  type DecisionLayer,
  type Effect,
  type PipelineInput,
  type ReviewerVerdict,
} from '../../../src/main/policy';

/** docs/policy.md, checked as a table, over every combination of every input, and as properties. */

const EFFECTS: Effect[] = ['allow', 'ask', 'deny'];
const MODES: ApprovalMode[] = ['manual', 'auto', 'yolo'];
const base: PipelineInput = {
  defaultEffect: 'ask',
  bound: true,
  outsideWorkspace: false,
  approvalMode: 'manual',
  approved: false,
};
const effectOf = (input: PipelineInput): Effect => decide(input).effect;

/**
 * Every combination: default 3 × validation 2 × bound 2 × outside 2 × actsOnWorld 3 × unconfined 3 ×
 * protectedPath 3 × override 4 × hook 4 × rule 4 × reviewer 3 × mode 3 × approved 2 (absent counted
 * beside false).
 */
function allInputs(): PipelineInput[] {
  const out: PipelineInput[] = [];
  const opt = <T>(values: readonly T[]): (T | undefined)[] => [undefined, ...values];
  for (const defaultEffect of EFFECTS)
    for (const inspectError of opt(['bad']))
      for (const bound of [true, false])
        for (const outsideWorkspace of [false, true])
          for (const actsOnWorld of opt([false, true]))
            for (const unconfined of opt([false, true]))
              for (const protectedPath of opt([false, true]))
                for (const override of opt(EFFECTS))
                  for (const hook of opt(EFFECTS))
                    for (const rule of opt(EFFECTS))
                      for (const reviewer of opt<ReviewerVerdict>(['approve', 'deny']))
                        for (const approvalMode of MODES)
                          for (const approved of [false, true]) {
                            const input: PipelineInput = {
                              defaultEffect,
                              bound,
                              outsideWorkspace,
                              approvalMode,
                              approved,
                            };
                            if (inspectError !== undefined) input.inspectError = inspectError;
                            if (actsOnWorld !== undefined) input.actsOnWorld = actsOnWorld;
                            if (unconfined !== undefined) input.unconfined = unconfined;
                            if (protectedPath !== undefined) input.protectedPath = protectedPath;
                            if (override !== undefined) input.override = override;
                            if (hook !== undefined) input.hook = hook;
                            if (rule !== undefined) input.rule = rule;
                            if (reviewer !== undefined) input.reviewer = reviewer;
                            out.push(input);
                          }
  return out;
}

describe('decide: the table', () => {
  it.each<[string, Partial<PipelineInput>, Effect, DecisionLayer]>([
    ['a read inside the workspace runs', { defaultEffect: 'allow' }, 'allow', 'policy'],
    ['a write waits for a person in manual', {}, 'ask', 'policy'],
    ['a write waits for a person in auto without a confident reviewer', { approvalMode: 'auto' }, 'ask', 'policy'],
    ['yolo runs a write inside the workspace', { approvalMode: 'yolo' }, 'allow', 'yolo'],
    [
      'yolo does not run a write outside the workspace',
      { approvalMode: 'yolo', outsideWorkspace: true },
      'ask',
      'policy',
    ],
    [
      'a read outside the workspace is tightened to ask, in yolo too',
      { defaultEffect: 'allow', outsideWorkspace: true, approvalMode: 'yolo' },
      'ask',
      'policy',
    ],
    [
      'a person may approve a call outside the workspace',
      { defaultEffect: 'allow', outsideWorkspace: true, approved: true },
      'allow',
      'person',
    ],
    [
      'invalid arguments are denied, approved in yolo or not',
      { inspectError: 'bad', approved: true, approvalMode: 'yolo' },
      'deny',
      'validation',
    ],
    [
      "a tool's own deny stands against approval and yolo",
      { defaultEffect: 'deny', approved: true, approvalMode: 'yolo' },
      'deny',
      'policy',
    ],
    [
      'an unbound tool stays denied whatever lifts it',
      { bound: false, approvalMode: 'yolo', approved: true, override: 'allow', hook: 'allow', rule: 'allow' },
      'deny',
      'binding',
    ],
    ['an override settles a call still at ask', { override: 'allow' }, 'allow', 'profile'],
    ['an override can deny a call a person approved', { override: 'deny', approved: true }, 'deny', 'profile'],
    [
      'an override does not touch a call already allowed',
      { defaultEffect: 'allow', override: 'ask' },
      'allow',
      'policy',
    ],
    [
      'an override cannot lift a call outside the workspace',
      { override: 'allow', outsideWorkspace: true },
      'ask',
      'policy',
    ],
    ['a memory note waits for a person even in yolo', { actsOnWorld: true, approvalMode: 'yolo' }, 'ask', 'policy'],
    ['acting on the world tightens an allow', { defaultEffect: 'allow', actsOnWorld: true }, 'ask', 'policy'],
    ['without a sandbox, yolo asks for a command', { unconfined: true, approvalMode: 'yolo' }, 'ask', 'policy'],
    [
      'without a sandbox, a read-only command still runs on the classifier',
      { defaultEffect: 'allow', unconfined: true, approvalMode: 'yolo' },
      'allow',
      'policy',
    ],
    ["a hook's deny beats a person's approval", { hook: 'deny', approved: true }, 'deny', 'hook'],
    [
      "a saved never beats a person's approval and a read-only default",
      { defaultEffect: 'allow', rule: 'deny', approved: true },
      'deny',
      'rule',
    ],
    [
      "a hook's ask makes a read ask, and only a person lifts it",
      { defaultEffect: 'allow', hook: 'ask', approvalMode: 'yolo', rule: 'allow' },
      'ask',
      'hook',
    ],
    ["a rule's ask stands against yolo", { rule: 'ask', approvalMode: 'yolo' }, 'ask', 'rule'],
    ["a rule's ask is lifted by a person", { rule: 'ask', approved: true }, 'allow', 'person'],
    ["a hook's allow lets a write run in manual", { hook: 'allow' }, 'allow', 'hook'],
    ["a rule's allow lets a mail go (acting on the world)", { rule: 'allow', actsOnWorld: true }, 'allow', 'rule'],
    [
      "a rule's allow does not lift a call outside the workspace",
      { rule: 'allow', outsideWorkspace: true },
      'ask',
      'policy',
    ],
    [
      "a hook's allow does not lift a call outside the workspace",
      { hook: 'allow', outsideWorkspace: true },
      'ask',
      'policy',
    ],
    [
      'a confident reviewer approves a routine write in auto',
      { approvalMode: 'auto', reviewer: 'approve' },
      'allow',
      'reviewer',
    ],
    ['a confident reviewer denies in auto', { approvalMode: 'auto', reviewer: 'deny' }, 'deny', 'reviewer'],
    ["the reviewer's verdict is advice in manual", { reviewer: 'approve' }, 'ask', 'policy'],
    [
      'the reviewer never lifts a call outside the workspace',
      { approvalMode: 'auto', reviewer: 'approve', outsideWorkspace: true },
      'ask',
      'policy',
    ],
    [
      'the reviewer never lifts a call that acts on the world',
      { approvalMode: 'auto', reviewer: 'approve', actsOnWorld: true },
      'ask',
      'policy',
    ],
    [
      "a person's approval settles before the reviewer",
      { approvalMode: 'auto', reviewer: 'deny', approved: true },
      'allow',
      'person',
    ],
    [
      'yolo does not write a protected place (git config, editor settings)',
      { approvalMode: 'yolo', protectedPath: true },
      'ask',
      'policy',
    ],
    [
      'a write to a protected place the tool would allow still asks',
      { defaultEffect: 'allow', protectedPath: true, approvalMode: 'yolo' },
      'ask',
      'policy',
    ],
    ["a rule's allow does not write a protected place", { rule: 'allow', protectedPath: true }, 'ask', 'policy'],
    ["a hook's allow does not write a protected place", { hook: 'allow', protectedPath: true }, 'ask', 'policy'],
    [
      'the reviewer does not write a protected place',
      { approvalMode: 'auto', reviewer: 'approve', protectedPath: true },
      'ask',
      'policy',
    ],
    ['a person may approve a write to a protected place', { protectedPath: true, approved: true }, 'allow', 'person'],
    [
      "without a sandbox, a rule's allow does not run a command that asks",
      { unconfined: true, rule: 'allow' },
      'ask',
      'policy',
    ],
    [
      "without a sandbox, a hook's allow does not run a command that asks",
      { unconfined: true, hook: 'allow' },
      'ask',
      'policy',
    ],
    [
      'without a sandbox, the reviewer does not run a command that asks',
      { unconfined: true, approvalMode: 'auto', reviewer: 'approve' },
      'ask',
      'policy',
    ],
    [
      "without a sandbox, a profile's allow does not run a command that asks",
      { unconfined: true, override: 'allow' },
      'ask',
      'policy',
    ],
    ['without a sandbox, a person may approve a command', { unconfined: true, approved: true }, 'allow', 'person'],
  ])('%s', (_name, partial, effect, layer) => {
    expect(decide({ ...base, ...partial })).toEqual({ effect, layer });
  });
});

// Three quarters of a million combinations, walked by each check. Each input is decided once and each
// check is a plain comparison (an expect() per input cost most of a minute); the first input a check
// fails on is reported whole, with what decide() answered.
describe('decide: rules that hold for every combination', { timeout: 120_000 }, () => {
  const inputs = allInputs();
  const answers = new Map(inputs.map((input) => [input, decide(input)]));
  const answer = (i: PipelineInput) => answers.get(i) as { effect: Effect; layer: DecisionLayer };
  const each = (
    filter: (i: PipelineInput, a: { effect: Effect; layer: DecisionLayer }) => boolean,
    holds: (i: PipelineInput, a: { effect: Effect; layer: DecisionLayer }) => boolean,
  ) => {
    let seen = 0;
    for (const input of inputs) {
      const a = answer(input);
      if (!filter(input, a)) continue;
      if (!holds(input, a))
        expect.fail(`does not hold for ${JSON.stringify(input)}: decide() answered ${JSON.stringify(a)}`);
      seen += 1;
    }
    expect(seen).toBeGreaterThan(0);
  };
  const is = (a: { effect: Effect; layer: DecisionLayer }, effect: Effect, layer: DecisionLayer) =>
    a.effect === effect && a.layer === layer;

  it('enumerates every combination', () => {
    expect(inputs).toHaveLength(3 * 2 * 2 * 2 * 3 * 3 * 3 * 4 * 4 * 4 * 3 * 3 * 2);
  });

  it('layer 1: invalid arguments and a default deny are denied', () => {
    each(
      (i) => i.inspectError !== undefined,
      (_i, a) => is(a, 'deny', 'validation'),
    );
    each(
      (i) => i.inspectError === undefined && i.defaultEffect === 'deny',
      (_i, a) => is(a, 'deny', 'policy'),
    );
  });

  it('layer 2: an unbound tool is denied and nothing lifts it', () => {
    each(
      (i) => i.inspectError === undefined && i.defaultEffect !== 'deny' && !i.bound,
      (_i, a) => is(a, 'deny', 'binding'),
    );
  });

  it("layer 3: a hook's or a rule's deny stands, a person's approval included", () => {
    const reachable = (i: PipelineInput) => i.inspectError === undefined && i.defaultEffect !== 'deny' && i.bound;
    each(
      (i) => reachable(i) && i.hook === 'deny',
      (_i, a) => is(a, 'deny', 'hook'),
    );
    each(
      (i) => reachable(i) && i.hook !== 'deny' && i.rule === 'deny',
      (_i, a) => is(a, 'deny', 'rule'),
    );
  });

  it('nothing but a person lifts a call that reaches outside the workspace', () => {
    each(
      (i) => i.outsideWorkspace && !i.approved,
      (_i, a) => a.effect !== 'allow',
    );
  });

  it('a call that acts on the world is lifted only by a person, a rule or a hook', () => {
    each(
      (i) => i.actsOnWorld === true && !i.approved && i.hook !== 'allow' && i.rule !== 'allow',
      (_i, a) => a.effect !== 'allow',
    );
    each(
      (i, a) => i.actsOnWorld === true && a.effect === 'allow',
      (_i, a) => ['person', 'hook', 'rule'].includes(a.layer),
    );
  });

  it('without a sandbox, yolo never lifts an ask', () => {
    each(
      (i) => i.unconfined === true,
      (_i, a) => a.layer !== 'yolo',
    );
  });

  it('nothing but a person lifts an ask for a call that writes a protected place', () => {
    each(
      (i, a) => i.protectedPath === true && a.effect === 'allow',
      (_i, a) => a.layer === 'person',
    );
  });

  it('without a sandbox, nothing but a person lifts an ask: a command keeps only its own read-only allow', () => {
    each(
      (i, a) => i.unconfined === true && a.effect === 'allow',
      (i, a) => a.layer === 'person' || (a.layer === 'policy' && i.defaultEffect === 'allow'),
    );
  });

  it('yolo and the reviewer never lift what is outside, acts on the world, or a hook or rule asked for', () => {
    each(
      (_i, a) => a.layer === 'yolo' || a.layer === 'reviewer',
      (i) =>
        !i.outsideWorkspace &&
        i.actsOnWorld !== true &&
        i.protectedPath !== true &&
        i.unconfined !== true &&
        i.hook !== 'ask' &&
        i.rule !== 'ask',
    );
  });

  it('the reviewer decides only in auto', () => {
    each(
      (_i, a) => a.layer === 'reviewer',
      (i) => i.approvalMode === 'auto',
    );
  });

  it('manual without any lifting input allows only what its tool allows', () => {
    each(
      (i) =>
        i.approvalMode === 'manual' &&
        !i.approved &&
        i.hook !== 'allow' &&
        i.rule !== 'allow' &&
        i.override !== 'allow',
      (_i, a) => a.effect !== 'allow' || a.layer === 'policy',
    );
  });

  it('absent optional inputs mean no opinion', () => {
    each(
      (i) => i.actsOnWorld === undefined && i.unconfined === undefined && i.protectedPath === undefined,
      (i, a) => {
        const spelled = decide({ ...i, actsOnWorld: false, unconfined: false, protectedPath: false });
        return spelled.effect === a.effect && spelled.layer === a.layer;
      },
    );
  });

  it('is pure: the same input always gives the same answer, and the input is not changed', () => {
    let checked = 0;
    for (const input of inputs.filter((_, k) => k % 7 === 0)) {
      const before = JSON.stringify(input);
      const first = JSON.stringify(decide(input));
      const again = JSON.stringify(decide(structuredClone(input)));
      if (first !== again || JSON.stringify(input) !== before)
        expect.fail(`decide() is not pure for ${before}: ${first} then ${again}, input now ${JSON.stringify(input)}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100_000);
  });
});

describe('decide: properties over arbitrary inputs', () => {
  const arbEffect = fc.constantFrom<Effect>(...EFFECTS);
  const arbInput = fc.record(
    {
      defaultEffect: arbEffect,
      inspectError: fc.option(fc.string(), { nil: undefined }),
      bound: fc.boolean(),
      outsideWorkspace: fc.boolean(),
      actsOnWorld: fc.option(fc.boolean(), { nil: undefined }),
      unconfined: fc.option(fc.boolean(), { nil: undefined }),
      protectedPath: fc.option(fc.boolean(), { nil: undefined }),
      override: fc.option(arbEffect, { nil: undefined }),
      hook: fc.option(arbEffect, { nil: undefined }),
      rule: fc.option(arbEffect, { nil: undefined }),
      reviewer: fc.option(fc.constantFrom<ReviewerVerdict>('approve', 'deny'), { nil: undefined }),
      approvalMode: fc.constantFrom<ApprovalMode>(...MODES),
      approved: fc.boolean(),
    },
    { requiredKeys: ['defaultEffect', 'bound', 'outsideWorkspace', 'approvalMode', 'approved'] },
  );

  it('yolo never allows anything a manual approval of the same call would not', () => {
    fc.assert(
      fc.property(
        arbInput,
        (i) =>
          effectOf({ ...i, approvalMode: 'yolo', approved: false }) !== 'allow' ||
          effectOf({ ...i, approvalMode: 'manual', approved: true }) === 'allow',
      ),
    );
  });

  it('approving never turns an allow into something else', () => {
    fc.assert(
      fc.property(
        arbInput,
        (i) => effectOf({ ...i, approved: false }) !== 'allow' || effectOf({ ...i, approved: true }) === 'allow',
      ),
    );
  });

  it("adding a hook's or rule's deny never allows more", () => {
    fc.assert(
      fc.property(
        arbInput,
        (i) => effectOf({ ...i, hook: 'deny' }) !== 'allow' && effectOf({ ...i, rule: 'deny' }) !== 'allow',
      ),
    );
  });

  it('a call that is allowed stays allowed when it becomes less risky (no longer outside, acting on the world, unconfined or writing a protected place)', () => {
    fc.assert(
      fc.property(
        arbInput,
        (i) =>
          effectOf(i) !== 'allow' ||
          effectOf({ ...i, outsideWorkspace: false, actsOnWorld: false, unconfined: false, protectedPath: false }) ===
            'allow',
      ),
    );
  });
});
