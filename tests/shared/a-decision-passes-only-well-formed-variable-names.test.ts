import { describe, expect, it } from 'vitest';
import { DecisionInputSchema, isSteeringVariableName, MAX_PASS_ENV } from '../../src/shared/decisions';

/** passEnv as a window sends it: names only, well formed, bounded, once each, and never on a denial. */
const base = { callId: 'call_1', action: 'approve' } as const;
const accepts = (input: unknown) => DecisionInputSchema.safeParse(input).success;

describe('a decision passes only well-formed variable names', () => {
  it('accepts names on an approve or an edit', () => {
    expect(accepts({ ...base, passEnv: ['GITHUB_TOKEN', 'database_url', '_X1'] })).toBe(true);
    expect(accepts({ callId: 'call_1', action: 'edit', args: { command: 'make' }, passEnv: ['GITHUB_TOKEN'] })).toBe(
      true,
    );
    expect(accepts({ ...base, passEnv: [] })).toBe(true);
    expect(accepts({ ...base, passEnv: Array.from({ length: MAX_PASS_ENV }, (_, i) => `V${i}`) })).toBe(true);
    expect(accepts({ ...base, passEnv: ['A'.repeat(128)] })).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['starting with a digit', '1TOKEN'],
    ['with a dash', 'MY-TOKEN'],
    ['with a space', 'MY TOKEN'],
    ['carrying a value', 'TOKEN=abc'],
    ['with a dot', 'a.b'],
    ['with a newline', 'A\nB'],
    ['non-ASCII', 'TÖKEN'],
    ['too long', 'A'.repeat(129)],
  ])('refuses a name %s', (_why, name) => {
    expect(accepts({ ...base, passEnv: [name] })).toBe(false);
  });

  it('refuses names that are not strings, too many names, a repeated name, and names on a denial', () => {
    expect(accepts({ ...base, passEnv: [42] })).toBe(false);
    expect(accepts({ ...base, passEnv: 'GITHUB_TOKEN' })).toBe(false);
    expect(accepts({ ...base, passEnv: Array.from({ length: MAX_PASS_ENV + 1 }, (_, i) => `V${i}`) })).toBe(false);
    expect(accepts({ ...base, passEnv: ['A', 'A'] })).toBe(false);
    expect(accepts({ callId: 'call_1', action: 'deny', passEnv: ['GITHUB_TOKEN'] })).toBe(false);
    expect(accepts({ callId: 'call_1', action: 'deny', passEnv: [] })).toBe(false);
  });
});

describe('variables that steer how programs run are never passed', () => {
  it.each([
    'LD_PRELOAD',
    'DYLD_INSERT_LIBRARIES',
    'BASH_ENV',
    'ENV',
    'GIT_CONFIG_PARAMETERS',
    'NODE_OPTIONS',
    'PYTHONPATH',
    'PERL5OPT',
    'RUBYOPT',
    'JAVA_TOOL_OPTIONS',
    'PROMPT_COMMAND',
    'IFS',
    'PAGER',
    'TMPDIR',
  ])('%s steers', (name) => {
    expect(isSteeringVariableName(name)).toBe(true);
  });
  it.each(['GITHUB_TOKEN', 'DATABASE_URL', 'STRIPE_KEY', 'AWS_REGION', 'NPM_TOKEN_X'])(
    '%s is a value a command may need',
    (name) => {
      expect(isSteeringVariableName(name)).toBe(false);
    },
  );
});
