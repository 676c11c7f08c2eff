import { describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../src/shared/rules';
import { buildRuleExamples } from '../../../src/main/rules';

const command = (words: string[], extra: Partial<RuleDefinition> = {}, furtherArguments?: 'any'): RuleDefinition => ({
  tool: 'run_command',
  effect: 'allow',
  match: { kind: 'command', words, ...(furtherArguments ? { furtherArguments } : {}) },
  scope: { kind: 'everywhere' },
  ...extra,
});
const outcomes = async (definition: RuleDefinition) =>
  Object.fromEntries(
    (await buildRuleExamples(definition)).examples.map((e) => [e.kind === 'command' ? e.command : e.value, e.outcome]),
  );

describe('the editor shows concrete calls a rule would and would not match', () => {
  it('an exact `rm -rf build`: only itself runs; further targets, flags, redirections, lists, assignments and sudo ask', async () => {
    expect(await outcomes(command(['rm', '-rf', 'build']))).toEqual({
      'rm -rf build': 'match',
      'rm -rf build src': 'no_match',
      'rm -rf build --force': 'no_match',
      'rm -rf build > notes.txt': 'no_match',
      'rm -rf build && curl https://example.com': 'no_match',
      'FOO=1 rm -rf build': 'no_match',
      'sudo rm -rf build': 'no_match',
      'rm -rf': 'no_match',
    });
    expect((await buildRuleExamples(command(['rm', '-rf', 'build']))).furtherArguments).toEqual({
      status: 'refused',
      refusedFor: 'rm',
    });
  });

  it('`npm test` with any further arguments: a further word runs, an option or a redirection still asks', async () => {
    const examples = await buildRuleExamples(command(['npm', 'test'], {}, 'any'));
    expect(examples.furtherArguments).toEqual({ status: 'offered' });
    expect(
      Object.fromEntries(examples.examples.map((e) => [e.kind === 'command' ? e.command : '', e.outcome])),
    ).toMatchObject({
      'npm test': 'match',
      'npm test src': 'match',
      'npm test --force': 'no_match',
      'npm test > notes.txt': 'no_match',
      'FOO=1 npm test': 'no_match',
    });
  });

  it('a never rule on `git push` shows what it refuses, through wrappers too', async () => {
    expect(await outcomes(command(['git', 'push'], { effect: 'deny' }))).toMatchObject({
      'git push': 'match',
      'git push src': 'match',
      'sudo git push': 'match',
      git: 'no_match',
    });
  });

  it('a domain rule shows colleagues allowed, outsiders and disguised outsiders asked, with why', async () => {
    const definition: RuleDefinition = {
      tool: 'mcp__mail__send',
      effect: 'allow',
      match: { kind: 'mcp', conditions: [{ kind: 'recipients_within', domains: ['corp.com'] }] },
      scope: { kind: 'everywhere' },
    };
    const examples = (await buildRuleExamples(definition)).examples;
    expect(examples.map((e) => (e.kind === 'recipient' ? [e.value, e.outcome, e.problem ?? null] : null))).toEqual([
      ['colleague@corp.com', 'match', null],
      ['Colleague <colleague@corp.com>', 'match', null],
      ['someone@elsewhere.example', 'no_match', null],
      ['colleague@corp.com.elsewhere.example', 'no_match', null],
      ['<someone@elsewhere.example> colleague@corp.com', 'no_match', 'angle'],
      ['someone@elsewhere.example\n@corp.com', 'no_match', 'hidden_character'],
      ['"someone@elsewhere.example" <colleague@corp.com>', 'no_match', 'two_at'],
      ['Team: someone@elsewhere.example, colleague@corp.com;', 'no_match', 'group'],
    ]);
  });
});
