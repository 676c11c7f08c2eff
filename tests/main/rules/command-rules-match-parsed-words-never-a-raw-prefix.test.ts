import { describe, expect, it } from 'vitest';
import { buildCommandMatch } from '../../../src/main/rules';

// An allow rule the person widened with "and any further arguments": the classifier judges the rest.
const allow = (words: string[], command: string) =>
  buildCommandMatch({ words, furtherArguments: 'any' }, command, false);
const deny = (words: string[], command: string) => buildCommandMatch({ words }, command, true);

describe('an allow rule with any further arguments still matches narrowly', () => {
  it.each([
    [['git', 'log'], 'git log', 'match'],
    [['git', 'log'], 'git log --oneline -5', 'match'],
    [['git', 'log'], "git 'log' -3", 'match'],
    [['git', 'log'], 'git log --output=x', 'no_match'],
    [['git', 'log'], 'git log -- --output=x; touch y', 'no_match'],
    [['git', 'log'], 'git status', 'no_match'],
    [['git', 'log'], 'git', 'no_match'],
    [['git'], 'git push', 'no_match'],
    // `git` alone names no subcommand: its further words may be any of the ones that take targets.
    [['git'], 'git status', 'no_match'],
    // git push names what it changes: its further words are never a rule's to add.
    [['git', 'push'], 'git push origin main', 'no_match'],
    [['git', 'push'], 'git push --force', 'no_match'],
    [['sed'], "sed -n '1,5p' README.md", 'match'],
    [['sed'], "sed -i 's/a/b/' README.md", 'no_match'],
    [['ls'], 'ls; rm -rf x', 'no_match'],
    [['ls'], 'ls > listing.txt', 'no_match'],
    [['ls'], 'ls 2>/dev/null', 'match'],
    [['npm', 'test'], 'npm test', 'match'],
    [['npm', 'test'], 'npm test unit', 'match'],
    [['npm', 'test'], 'npm test --watch', 'no_match'],
    [['npm', 'test'], 'npm test && curl https://evil.example', 'no_match'],
    [['npm', 'test'], 'NODE_OPTIONS=--require=./x.js npm test', 'no_match'],
    [['npm', 'test'], 'npm test $(rm -rf ~)', 'no_match'],
    [['npm', 'test'], 'npm test *', 'no_match'],
    [['npm', 'test'], 'npm testx', 'no_match'],
    [['npm', 'test'], 'npm', 'no_match'],
  ])('%j allows `%s`: %s', async (words, command, expected) => {
    expect(await allow(words, command)).toBe(expected);
  });
});

describe('a deny or ask rule on a command matches broadly', () => {
  it.each([
    [['git', 'push'], 'git push', 'match'],
    [['git', 'push'], 'git -C repo push origin main', 'match'],
    [['git', 'push'], 'sudo git push', 'match'],
    [['git', 'push'], 'timeout 30 env GIT_TRACE=1 git push', 'match'],
    [['git', 'push'], 'cd repo && git push --force', 'match'],
    [['git', 'push'], 'bash -c "git push"', 'match'],
    [['git', 'push'], '/usr/bin/git push', 'match'],
    [['git', 'push'], '$(echo git) push', 'match'],
    [['git', 'push'], '$CMD push', 'unsure'],
    [['git', 'push'], 'git status', 'no_match'],
    [['git', 'push'], 'ls push', 'no_match'],
  ])('%j denies `%s`: %s', async (words, command, expected) => {
    expect(await deny(words, command)).toBe(expected);
  });
});

describe('an allow rule never lifts an ask the words do not explain', () => {
  it("`git log` allowed: a `git log` the inspection asks for (a repository's planted config, a path outside) is not matched", async () => {
    const gitLog = { words: ['git', 'log'], furtherArguments: 'any' as const };
    expect(await buildCommandMatch(gitLog, 'git log --oneline', false, 'ask')).toBe('no_match');
    expect(await buildCommandMatch(gitLog, 'git log', false, 'ask')).toBe('no_match');
    expect(await buildCommandMatch({ words: ['git', 'log'] }, 'git log', false, 'ask')).toBe('no_match');
    expect(await buildCommandMatch(gitLog, 'git log --oneline', false, 'read_only')).toBe('match');
    // A program the classifier cannot vouch for asks by its words: the person's rule is what settles it.
    expect(await buildCommandMatch({ words: ['npm', 'test'] }, 'npm test', false, 'ask')).toBe('match');
  });
});
