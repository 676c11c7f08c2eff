import { describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../../src/shared/rules';
import type { Inspection } from '../../../src/shared/tools';
import { buildCommandMatch, buildRuleDraft, deriveRuleProblem, deriveTargetTaking } from '../../../src/main/rules';

const exact = (words: string[], command: string) => buildCommandMatch({ words }, command, false);
const further = (words: string[], command: string) =>
  buildCommandMatch({ words, furtherArguments: 'any' }, command, false);

describe('an allow rule on a command matches exactly its words', () => {
  it.each([
    // What the rule says, however it is quoted.
    [['rm', '-rf', 'build'], 'rm -rf build', 'match'],
    [['rm', '-rf', 'build'], "rm -rf 'build'", 'match'],
    [['rm', '-rf', 'build'], 'rm "-rf" build', 'match'],
    [['rm', '-rf', 'build'], 'rm -rf build 2>/dev/null', 'match'],
    // Further targets, flags, separators.
    [['rm', '-rf', 'build'], 'rm -rf build src', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build ~', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build /', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build --no-preserve-root', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build -- src', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf -- build', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build*', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf buil?', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf {build,src}', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build $HOME', 'no_match'],
    [['rm', '-rf', 'build'], "rm -rf 'build src'", 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf', 'no_match'],
    // Redirections and lists appended, assignments and wrappers in front.
    [['rm', '-rf', 'build'], 'rm -rf build > .git/config', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build >> ~/.bashrc', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build; rm -rf src', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build && curl https://evil.example', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build | tee x', 'no_match'],
    [['rm', '-rf', 'build'], 'HOME=/ rm -rf build', 'no_match'],
    [['rm', '-rf', 'build'], 'sudo rm -rf build', 'no_match'],
    [['rm', '-rf', 'build'], 'env rm -rf build', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build $(touch x)', 'no_match'],
    // git's subcommands that take targets.
    [['git', 'checkout'], 'git checkout', 'match'],
    [['git', 'checkout'], 'git checkout HEAD~5 .', 'no_match'],
    [['git', 'checkout'], 'git checkout -- .', 'no_match'],
    [['git', 'stash'], 'git stash', 'match'],
    [['git', 'stash'], 'git stash drop', 'no_match'],
    [['git', 'stash'], 'git stash clear', 'no_match'],
    [['git', 'reset'], 'git reset', 'match'],
    [['git', 'reset'], 'git reset HEAD~3', 'no_match'],
    [['git', 'reset'], 'git reset --hard', 'no_match'],
    [['git', 'clean'], 'git clean -fdx', 'no_match'],
    [['git', 'push'], 'git push origin main', 'no_match'],
    [['git', 'push', 'origin', 'main'], 'git push origin main', 'match'],
    [['git', 'push', 'origin', 'main'], 'git push origin main --force', 'no_match'],
    [['git', 'push', 'origin', 'main'], 'git push origin main:refs/heads/release', 'no_match'],
    // A program the classifier does not know.
    [['npm', 'test'], 'npm test', 'match'],
    [['npm', 'test'], 'npm test unit', 'no_match'],
    [['npm', 'test'], 'npm test -- --watch', 'no_match'],
    [['npm', 'test'], 'NODE_OPTIONS=--require=./x.cjs npm test', 'no_match'],
    [['npm', 'test'], 'npm test > src/index.ts', 'no_match'],
    [['npm', 'test'], 'npx npm test', 'no_match'],
  ])('%j allows `%s`: %s', async (words, command, expected) => {
    expect(await exact(words, command)).toBe(expected);
  });
});

describe('"and any further arguments" is the person\'s explicit choice, never for programs that take targets', () => {
  it.each([
    [['npm', 'test'], 'npm test unit', 'match'],
    [['npm', 'test'], 'npm test --watch', 'no_match'],
    [['npm', 'test'], 'npm test unit > out.txt', 'no_match'],
    [['npm', 'run', 'build'], 'npm run build prod', 'match'],
    [['git', 'log'], 'git log --oneline -5', 'match'],
    [['git', 'log'], 'git log --output=x', 'no_match'],
    // A stored rule edited by hand to widen a target-taking program still matches only its words.
    [['rm', '-rf', 'build'], 'rm -rf build src', 'no_match'],
    [['rm', '-rf', 'build'], 'rm -rf build', 'match'],
    [['git', 'stash'], 'git stash drop', 'no_match'],
    [['git', 'checkout'], 'git checkout HEAD~5 .', 'no_match'],
    [['git', 'reset'], 'git reset HEAD~3', 'no_match'],
    [['git'], 'git checkout HEAD~5 .', 'no_match'],
    [['bash'], 'bash -c "rm -rf ~"', 'no_match'],
    [['sudo'], 'sudo rm -rf /', 'no_match'],
  ])('%j with further arguments allows `%s`: %s', async (words, command, expected) => {
    expect(await further(words, command)).toBe(expected);
  });

  it.each([
    [['rm', '-rf', 'build'], 'rm'],
    [['mv', 'a', 'b'], 'mv'],
    [['cp'], 'cp'],
    [['chmod', '+x'], 'chmod'],
    [['chown'], 'chown'],
    [['ln', '-s'], 'ln'],
    [['dd'], 'dd'],
    [['truncate'], 'truncate'],
    [['/bin/rm'], 'rm'],
    [['git', 'checkout'], 'git checkout'],
    [['git', 'reset'], 'git reset'],
    [['git', 'stash'], 'git stash'],
    [['git', 'clean'], 'git clean'],
    [['git', 'branch'], 'git branch'],
    [['git', 'push'], 'git push'],
    [['git', 'rm'], 'git rm'],
    [['git', 'restore'], 'git restore'],
    [['git', 'switch'], 'git switch'],
    [['git', '-C', 'sub', 'reset'], 'git reset'],
    [['git'], 'git'],
    [['npm'], 'npm'],
    [['npm', 'exec'], 'npm exec'],
    [['npm', 'run'], 'npm run'],
    [['bash'], 'bash'],
    [['env'], 'env'],
  ])('%j takes targets (%s): refused on save', (words, named) => {
    expect(deriveTargetTaking(words)).toBe(named);
    const definition: RuleDefinition = {
      tool: 'run_command',
      effect: 'allow',
      match: { kind: 'command', words, furtherArguments: 'any' },
      scope: { kind: 'everywhere' },
    };
    expect(deriveRuleProblem(definition)).toEqual({
      id: 'rules.problem.furtherArgumentsRefused',
      params: { program: named },
    });
    expect(deriveRuleProblem({ ...definition, match: { kind: 'command', words } })).toBeNull();
  });

  it.each([[['npm', 'test']], [['git', 'log']], [['git', 'status']], [['npm', 'run', 'build']], [['pytest']]])(
    '%j may take further arguments',
    (words) => {
      expect(deriveTargetTaking(words)).toBeNull();
    },
  );
});

describe('"Always allow…" offers exactly what was asked', () => {
  const inspection = { paths: [] } as unknown as Inspection;
  const where = { sessionId: 'ses_a', workspaceRoot: '/home/ana/project' };
  it.each([
    ['rm -rf build', { kind: 'command', words: ['rm', '-rf', 'build'] }],
    ['git checkout main', { kind: 'command', words: ['git', 'checkout', 'main'] }],
    ['git stash', { kind: 'command', words: ['git', 'stash'] }],
    ['npm test', { kind: 'command', words: ['npm', 'test'] }],
    ['git log --oneline -5', { kind: 'command', words: ['git', 'log'], furtherArguments: 'any' }],
  ])('`%s` → %j', async (command, match) => {
    const draft = await buildRuleDraft({ tool: 'run_command', args: { command }, inspection }, where);
    expect(draft.definition.match).toEqual(match);
    // The draft matches the call it was made from.
    expect(await buildCommandMatch(draft.definition.match as { words: string[] }, command, false)).toBe('match');
  });
});
