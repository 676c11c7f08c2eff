import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decide, type ApprovalMode, type Effect, type PipelineInput } from '../../../src/main/policy';

const EFFECTS: Effect[] = ['allow', 'ask', 'deny'];
const MODES: ApprovalMode[] = ['manual', 'auto', 'yolo'];

const base: PipelineInput = {
  defaultEffect: 'ask',
  bound: true,
  outsideWorkspace: false,
  approvalMode: 'manual',
  approved: false,
};

/** Every combination of every input: 3 × 2 × 2 × 2 × 3 × 3 × 4 × 3 × 2 = 5184 cases (absent counted beside false). */
function allInputs(): PipelineInput[] {
  const out: PipelineInput[] = [];
  for (const defaultEffect of EFFECTS)
    for (const inspectError of [undefined, 'path: expected string'])
      for (const bound of [true, false])
        for (const outsideWorkspace of [false, true])
          for (const actsOnWorld of [undefined, false, true])
            for (const unconfined of [undefined, false, true])
              for (const override of [undefined, ...EFFECTS])
                for (const approvalMode of MODES)
                  for (const approved of [false, true]) {
                    const input: PipelineInput = { defaultEffect, bound, outsideWorkspace, approvalMode, approved };
                    if (inspectError !== undefined) input.inspectError = inspectError;
                    if (override !== undefined) input.override = override;
                    if (actsOnWorld !== undefined) input.actsOnWorld = actsOnWorld;
                    if (unconfined !== undefined) input.unconfined = unconfined;
                    out.push(input);
                  }
  return out;
}

describe('decide: the table', () => {
  it.each<[string, Partial<PipelineInput>, Effect]>([
    ['a read inside the workspace runs', { defaultEffect: 'allow' }, 'allow'],
    ['a write waits for a person in manual', { defaultEffect: 'ask' }, 'ask'],
    ['a write waits for a person in auto (no reviewer yet)', { defaultEffect: 'ask', approvalMode: 'auto' }, 'ask'],
    ['yolo runs a write inside the workspace', { defaultEffect: 'ask', approvalMode: 'yolo' }, 'allow'],
    ['yolo does not run a write outside the workspace', { defaultEffect: 'ask', approvalMode: 'yolo', outsideWorkspace: true }, 'ask'],
    ['a read outside the workspace is tightened to ask', { defaultEffect: 'allow', outsideWorkspace: true }, 'ask'],
    ['a read outside the workspace still asks in yolo', { defaultEffect: 'allow', outsideWorkspace: true, approvalMode: 'yolo' }, 'ask'],
    ['a person may approve a call outside the workspace', { defaultEffect: 'allow', outsideWorkspace: true, approved: true }, 'allow'],
    ['an approved write runs', { defaultEffect: 'ask', approved: true }, 'allow'],
    ['invalid arguments are denied', { defaultEffect: 'allow', inspectError: 'bad' }, 'deny'],
    ['invalid arguments stay denied even when approved in yolo', { inspectError: 'bad', approved: true, approvalMode: 'yolo' }, 'deny'],
    ['an unbound tool is denied', { defaultEffect: 'allow', bound: false }, 'deny'],
    ['an unbound tool stays denied in yolo, approved', { bound: false, approvalMode: 'yolo', approved: true }, 'deny'],
    ['an unbound tool stays denied whatever the override', { bound: false, override: 'allow' }, 'deny'],
    ['an override settles a call still at ask', { defaultEffect: 'ask', override: 'allow' }, 'allow'],
    ['an override can deny a call still at ask', { defaultEffect: 'ask', override: 'deny', approved: true }, 'deny'],
    ['an override does not touch a call already allowed', { defaultEffect: 'allow', override: 'ask' }, 'allow'],
    ['an override cannot lift a call outside the workspace', { defaultEffect: 'ask', override: 'allow', outsideWorkspace: true }, 'ask'],
    ['a default deny stands against approval and yolo', { defaultEffect: 'deny', approved: true, approvalMode: 'yolo' }, 'deny'],
    ['a memory note waits for a person even in yolo', { defaultEffect: 'ask', actsOnWorld: true, approvalMode: 'yolo' }, 'ask'],
    ['a call that acts on the world is tightened to ask even when its tool allows it', { defaultEffect: 'allow', actsOnWorld: true, approvalMode: 'yolo' }, 'ask'],
    ['a person may approve a call that acts on the world', { defaultEffect: 'ask', actsOnWorld: true, approved: true }, 'allow'],
    ['without a sandbox, yolo asks for a command', { defaultEffect: 'ask', unconfined: true, approvalMode: 'yolo' }, 'ask'],
    ['without a sandbox, a read-only command still runs on the classifier', { defaultEffect: 'allow', unconfined: true, approvalMode: 'yolo' }, 'allow'],
    ['without a sandbox, a person may approve a command', { defaultEffect: 'ask', unconfined: true, approved: true }, 'allow'],
  ])('%s', (_name, partial, expected) => {
    expect(decide({ ...base, ...partial })).toBe(expected);
  });
});

describe('decide: rules that hold for every combination', () => {
  const inputs = allInputs();

  it('enumerates every combination', () => {
    expect(inputs).toHaveLength(5184);
  });

  it('invalid arguments are always denied', () => {
    for (const input of inputs.filter((i) => i.inspectError !== undefined)) expect(decide(input)).toBe('deny');
  });

  it('an unbound tool is always denied: nothing lifts it', () => {
    for (const input of inputs.filter((i) => !i.bound)) expect(decide(input)).toBe('deny');
  });

  it('a default deny always stands', () => {
    for (const input of inputs.filter((i) => i.defaultEffect === 'deny')) expect(decide(input)).toBe('deny');
  });

  it('outside the workspace, only a person can allow', () => {
    for (const input of inputs.filter((i) => i.outsideWorkspace && !i.approved)) expect(decide(input)).not.toBe('allow');
  });

  it('a call that acts on the world is allowed only by a person', () => {
    for (const input of inputs.filter((i) => i.actsOnWorld === true && !i.approved)) expect(decide(input)).not.toBe('allow');
  });

  it('yolo never lifts an ask for an unconfined call', () => {
    for (const input of inputs.filter((i) => i.unconfined === true && !i.approved)) {
      expect(decide(input)).toBe(decide({ ...input, approvalMode: 'manual' }));
    }
  });

  it('absent actsOnWorld and unconfined mean false', () => {
    for (const input of inputs.filter((i) => i.actsOnWorld === undefined || i.unconfined === undefined)) {
      expect(decide(input)).toBe(decide({ ...input, actsOnWorld: input.actsOnWorld ?? false, unconfined: input.unconfined ?? false }));
    }
  });

  it('manual and auto never allow a call that asks unless a person approved it', () => {
    for (const input of inputs.filter((i) => i.approvalMode !== 'yolo' && !i.approved)) {
      const askedByDefault = input.defaultEffect === 'ask' && input.override === undefined;
      if (askedByDefault) expect(decide(input)).not.toBe('allow');
    }
  });

  it('a valid, bound call a person approved runs unless a default or override denies it', () => {
    for (const input of inputs.filter((i) => i.approved && i.bound && i.inspectError === undefined)) {
      const deniedEarlier = input.defaultEffect === 'deny' || (input.defaultEffect === 'ask' && input.override === 'deny');
      expect(decide(input)).toBe(deniedEarlier ? 'deny' : 'allow');
    }
  });

  it('is pure: the same input always gives the same effect, and the input is not changed', () => {
    for (const input of inputs) {
      const copy = structuredClone(input);
      expect(decide(input)).toBe(decide(copy));
      expect(input).toEqual(copy);
    }
  });
});

describe('decide: properties over arbitrary inputs', () => {
  const arbInput = fc.record(
    {
      defaultEffect: fc.constantFrom<Effect>(...EFFECTS),
      inspectError: fc.option(fc.string(), { nil: undefined }),
      bound: fc.boolean(),
      outsideWorkspace: fc.boolean(),
      actsOnWorld: fc.option(fc.boolean(), { nil: undefined }),
      unconfined: fc.option(fc.boolean(), { nil: undefined }),
      override: fc.option(fc.constantFrom<Effect>(...EFFECTS), { nil: undefined }),
      approvalMode: fc.constantFrom<ApprovalMode>(...MODES),
      approved: fc.boolean(),
    },
    { requiredKeys: ['defaultEffect', 'bound', 'outsideWorkspace', 'approvalMode', 'approved'] },
  );

  it('yolo never allows anything a manual approval of the same call would not', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const yolo = decide({ ...input, approvalMode: 'yolo', approved: false });
        const approved = decide({ ...input, approvalMode: 'manual', approved: true });
        return yolo !== 'allow' || approved === 'allow';
      }),
    );
  });

  it('approving never turns an allow into something else', () => {
    fc.assert(
      fc.property(arbInput, (input) => decide({ ...input, approved: false }) !== 'allow' || decide({ ...input, approved: true }) === 'allow'),
    );
  });
});
