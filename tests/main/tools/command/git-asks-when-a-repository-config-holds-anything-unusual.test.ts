import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandTool } from '../../../../src/main/tools';
import {
  buildCommandEnvironment,
  isAllowedGitConfigEntry,
  isOrdinaryRemoteUrl,
  loadGitRepositoryCheck,
} from '../../../../src/main/tools/command';
import { createTempWorkspace, executeContext, inspectContext, never } from '../helpers';
import { wordInEnglish } from '../../../support/word-main';

// The repository was written by an attacker: a bare repository committed inside whose config makes
// it a partial clone with an `ext::` promisor remote (any object read runs the remote's command), a
// nested repository whose core.worktree points outside, a `.git` file pointing outside. Read-only
// git used to run in all of them without asking.
describe('git asks when a repository config holds anything unusual', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  let marker: string;
  const missing = '1234567890123456789012345678901234567890';
  const git = (cwd: string, ...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@b', ...args], {
      cwd,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: ws.base },
      stdio: 'pipe',
    }).toString();
  const repo = (dir: string): void => {
    mkdirSync(dir, { recursive: true });
    git(dir, 'init', '-q');
    writeFileSync(path.join(dir, 'a.txt'), 'one\n');
    git(dir, 'add', 'a.txt');
    git(dir, 'commit', '-q', '-m', 'one');
    writeFileSync(path.join(dir, 'a.txt'), 'two\n');
    git(dir, 'commit', '-q', '-am', 'two');
  };
  const makePromisor = (dir: string): void => {
    git(dir, 'config', 'core.repositoryformatversion', '1');
    git(dir, 'config', 'extensions.partialClone', 'evil');
    git(dir, 'config', 'remote.evil.promisor', 'true');
    git(dir, 'config', 'remote.evil.url', `ext::sh -c touch% ${marker}`);
    git(dir, 'config', 'protocol.ext.allow', 'always');
  };
  const inspect = (command: string) => runCommandTool.inspect({ command }, inspectContext(ws.root));
  const reasonOf = async (command: string): Promise<string> => {
    const inspection = await inspect(command);
    return inspection.preview.type === 'command' ? wordInEnglish(inspection.preview.command.reason) : '';
  };

  beforeAll(() => {
    ws = createTempWorkspace();
    marker = path.join(ws.outside, 'ran');
    repo(ws.root);
    // A bare partial clone committed into the workspace.
    git(ws.root, 'init', '-q', '--bare', 'cache');
    makePromisor(path.join(ws.root, 'cache'));
    // A checked-out partial clone nested in the workspace.
    repo(path.join(ws.root, 'pc'));
    makePromisor(path.join(ws.root, 'pc'));
    // A nested repository whose work tree is a folder outside.
    writeFileSync(path.join(ws.outside, 'secret.txt'), 'outside secret\n');
    repo(path.join(ws.root, 'sub'));
    git(path.join(ws.root, 'sub'), 'config', 'core.worktree', ws.outside);
    // A `.git` file pointing at a repository outside.
    repo(path.join(ws.outside, 'other'));
    mkdirSync(path.join(ws.root, 'gf'));
    writeFileSync(
      path.join(ws.root, 'gf', '.git'),
      `gitdir: ${path.relative(path.join(ws.root, 'gf'), path.join(ws.outside, 'other', '.git'))}\n`,
    );
    // A `.git` that is a symbolic link to a repository outside.
    mkdirSync(path.join(ws.root, 'gl'));
    symlinkSync(path.join(ws.outside, 'other', '.git'), path.join(ws.root, 'gl', '.git'));
    // Config that includes another file, and one that names a clean filter.
    repo(path.join(ws.root, 'inc'));
    writeFileSync(path.join(ws.root, 'inc', 'extra.cfg'), '[core]\n\tfsmonitor = true\n');
    git(path.join(ws.root, 'inc'), 'config', 'include.path', '../extra.cfg');
    repo(path.join(ws.root, 'incif'));
    git(path.join(ws.root, 'incif'), 'config', 'includeIf.gitdir:/.path', path.join(ws.outside, 'x.cfg'));
    // Objects borrowed from a repository outside.
    repo(path.join(ws.root, 'alt'));
    writeFileSync(
      path.join(ws.root, 'alt', '.git', 'objects', 'info', 'alternates'),
      `${path.join(ws.outside, 'other', '.git', 'objects')}\n`,
    );
    // An objects folder that is a link outside.
    repo(path.join(ws.root, 'objlink'));
    execFileSync('rm', ['-rf', path.join(ws.root, 'objlink', '.git', 'objects')]);
    symlinkSync(path.join(ws.outside, 'other', '.git', 'objects'), path.join(ws.root, 'objlink', '.git', 'objects'));
    // A commondir file sending git to another folder's config and objects.
    repo(path.join(ws.root, 'common'));
    writeFileSync(path.join(ws.root, 'common', '.git', 'commondir'), `${path.join(ws.outside, 'other', '.git')}\n`);
    // A config git cannot parse, and one too large to read in full.
    repo(path.join(ws.root, 'broken'));
    writeFileSync(path.join(ws.root, 'broken', '.git', 'config'), '[core\n\trepositoryformatversion = 0\n');
    repo(path.join(ws.root, 'huge'));
    writeFileSync(
      path.join(ws.root, 'huge', '.git', 'config'),
      `[core]\n\trepositoryformatversion = 0\n${'[user]\n\tname = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n'.repeat(40_000)}`,
    );
    // A submodule (gitlink) whose nested repository git status would run in.
    repo(path.join(ws.root, 'withsub'));
    repo(path.join(ws.root, 'withsub', 'inner'));
    git(path.join(ws.root, 'withsub'), 'add', 'inner');
    git(path.join(ws.root, 'withsub'), 'commit', '-q', '-m', 'gitlink');
    // Remotes: the ordinary forms, and a local path.
    repo(path.join(ws.root, 'remotes'));
    git(path.join(ws.root, 'remotes'), 'remote', 'add', 'origin', 'https://github.com/o/r.git');
    git(path.join(ws.root, 'remotes'), 'remote', 'add', 'ssh', 'git@github.com:o/r.git');
    repo(path.join(ws.root, 'localremote'));
    git(path.join(ws.root, 'localremote'), 'remote', 'add', 'origin', path.join(ws.outside, 'other'));
  });
  afterAll(() => ws.cleanup());

  it.each([
    [`git -C cache cat-file -p ${missing}`, 'git folder'],
    [`cd cache && git cat-file -p ${missing}`, 'git folder'],
    [`git -C pc show ${missing}`, 'extensions.partialclone'],
    [`git -C pc cat-file -p ${missing}`, 'remote.evil.promisor'],
    [`cd pc; git log -p ${missing}`, 'protocol.ext.allow'],
    ['git -C sub diff', 'core.worktree'],
    ['git -C sub status -uall', 'core.worktree'],
    ['git -C gf status', 'gitdir:'],
    ['cd gf && git log -p', 'gitdir:'],
    ['git -C gl log', 'symbolic link'],
    ['git -C inc diff', 'include.path'],
    ['git -C incif diff', 'includeif.gitdir:/.path'],
    ['git -C alt cat-file --batch-all-objects --batch-check', 'alternates'],
    ['git -C objlink log', 'symbolic link'],
    ['git -C common log', 'commondir'],
    ['git -C broken log', 'git cannot open'],
    ['git -C huge log', 'could not be read'],
    ['git -C withsub status', 'submodules'],
    ['git -C localremote log', 'remote.origin.url'],
    ['git -C .git log', 'git folder'],
  ])('%j asks (%s)', async (command, because) => {
    const inspection = await inspect(command);
    expect(inspection.defaultEffect, command).toBe('ask');
    expect((await reasonOf(command)).toLowerCase()).toContain(because.toLowerCase());
  });

  it.each(['git status', 'git log -p -1', 'git -C remotes log --oneline', 'git -C remotes remote -v', 'git show HEAD'])(
    '%j in an ordinary repository still runs without asking',
    async (command) => {
      const inspection = await inspect(command);
      expect(inspection.defaultEffect, await reasonOf(command)).toBe('allow');
    },
  );

  it('what stays read-only reveals nothing outside and runs nothing when run as the app runs it', async () => {
    for (const command of [
      'git status -uall',
      'git log --all -p',
      'git ls-files --others',
      'git -C remotes log --oneline',
    ]) {
      const inspection = await inspect(command);
      expect(inspection.defaultEffect, command).toBe('allow');
      const result = await runCommandTool.execute({ command }, executeContext(ws.root, inspection), never);
      const output = result.outcome === 'stale' ? '' : result.content;
      expect(output, command).not.toContain('outside secret');
      expect(output, command).not.toContain('secret.txt');
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('the environment alone refuses the promisor transport, even when a person approves the read', async () => {
    for (const command of [`git -C pc cat-file -p ${missing}`, `git -C pc show ${missing}`]) {
      const inspection = await inspect(command);
      await runCommandTool.execute({ command }, executeContext(ws.root, inspection), never);
    }
    const env = buildCommandEnvironment(process.env, 'approved');
    try {
      execFileSync('git', ['-C', path.join(ws.root, 'pc'), 'cat-file', '-p', missing], { env, stdio: 'pipe' });
    } catch {
      // The object is missing; only whether the remote's command ran matters.
    }
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ['git config --global --list', '--global'],
    ['git config --system -l', '--system'],
    ['git config --glob --list', '--glob'],
    ['git config --file ../outside/x --list', '--file'],
    ['git config -f .git/config --list', '-f'],
    ['git config --list', '--local'],
    ['git config --get user.name', '--local'],
    ['git config --get-regexp url', '--local'],
  ])('%j asks: it may print the person’s own config', async (command, because) => {
    const inspection = await inspect(command);
    expect(inspection.defaultEffect).toBe('ask');
    expect(await reasonOf(command)).toContain(because);
  });

  it('git config --local reads only the repository level, which was checked', async () => {
    const inspection = await inspect('git config --local --list');
    expect(inspection.defaultEffect).toBe('allow');
    const result = await runCommandTool.execute(
      { command: 'git config --local --list' },
      executeContext(ws.root, inspection),
      never,
    );
    const output = result.outcome === 'stale' ? '' : result.content;
    expect(output).toContain('core.repositoryformatversion=0');
    expect(output).not.toContain('user.email');
  });

  it('fails closed: a folder whose repository cannot be read is a problem, a missing folder is not', async () => {
    expect((await loadGitRepositoryCheck(path.join(ws.root, 'broken'), ws.root)).problem).toMatch(/git cannot open/);
    expect((await loadGitRepositoryCheck(path.join(ws.root, 'huge'), ws.root)).problem).toMatch(
      /could not be read completely/,
    );
    expect((await loadGitRepositoryCheck(path.join(ws.root, 'nope'), ws.root)).problem).toBeNull();
    expect((await loadGitRepositoryCheck(ws.root, ws.root)).problem).toBeNull();
    expect(readFileSync(path.join(ws.root, 'broken', '.git', 'config'), 'utf8')).toMatch(/^\[core\n/);
  });

  it('allows only harmless keys and ordinary remote URLs', () => {
    expect(isAllowedGitConfigEntry('core.bare', 'false')).toBe(true);
    expect(isAllowedGitConfigEntry('core.bare', 'true')).toBe(false);
    expect(isAllowedGitConfigEntry('core.worktree', '/x')).toBe(false);
    expect(isAllowedGitConfigEntry('core.fsmonitor', 'false')).toBe(false);
    expect(isAllowedGitConfigEntry('branch.main.merge', 'refs/heads/main')).toBe(true);
    expect(isAllowedGitConfigEntry('remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*')).toBe(true);
    expect(isAllowedGitConfigEntry('remote.origin.uploadpack', 'sh')).toBe(false);
    for (const url of [
      'https://github.com/o/r.git',
      'ssh://git@host:22/r',
      'git@github.com:o/r.git',
      'host:r.git',
      'git://host/r',
    ])
      expect(isOrdinaryRemoteUrl(url), url).toBe(true);
    for (const url of [
      'ext::sh -c x',
      'fd::3',
      '/abs/repo',
      '../repo',
      'file:///x',
      '-oProxyCommand=x:y',
      'https://[::1]/x',
      '',
    ])
      expect(isOrdinaryRemoteUrl(url), url).toBe(false);
  });
});

describe('git asks when the repository git would use lies outside the workspace', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    // The workspace is a folder inside a larger repository: git status would list its siblings.
    execFileSync('git', ['init', '-q'], {
      cwd: ws.base,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: ws.base },
    });
  });
  afterAll(() => ws.cleanup());

  it.each(['git status', 'git log', 'git ls-files'])('%j asks', async (command) => {
    const inspection = await runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect(inspection.defaultEffect).toBe('ask');
    expect(inspection.preview.type === 'command' && wordInEnglish(inspection.preview.command.reason)).toMatch(
      /outside the workspace/,
    );
  });
});

describe('git asks before printing remote URLs the person’s own config rewrites', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  const saved = { home: process.env.HOME };
  beforeAll(() => {
    ws = createTempWorkspace();
    const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: ws.base };
    execFileSync('git', ['init', '-q'], { cwd: ws.root, env });
    execFileSync('git', ['remote', 'add', 'origin', 'https://github.com/o/r.git'], { cwd: ws.root, env });
    writeFileSync(
      path.join(ws.base, '.gitconfig'),
      '[url "https://x-token:ghp_secret@github.com/"]\n\tinsteadOf = https://github.com/\n',
    );
    process.env.HOME = ws.base;
  });
  afterAll(() => {
    process.env.HOME = saved.home;
    ws.cleanup();
  });

  it('git remote -v asks; git remote and git log do not', async () => {
    const inspect = (command: string) => runCommandTool.inspect({ command }, inspectContext(ws.root));
    expect((await inspect('git remote -v')).defaultEffect).toBe('ask');
    expect((await inspect('git remote get-url origin')).defaultEffect).toBe('ask');
    expect((await inspect('git remote')).defaultEffect).toBe('allow');
  });
});
