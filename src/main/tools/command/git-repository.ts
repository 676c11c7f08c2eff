import { say, type MainMessage } from '../../../shared/main-messages';
import { execFile, spawn } from 'node:child_process';
import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import { buildCommandEnvironment } from './environment';
import { isAllowedGitConfigEntry } from './git-config-allowlist';
import { resolveInWorkspace } from '../workspace-guard';

/**
 * Whether read-only git may run in a folder without a person: the repository git would use there
 * must be an ordinary one inside the workspace whose config has been read completely and holds
 * only allowlisted keys. Reads the file system and runs git (rev-parse, config --list, ls-files),
 * always with the environment commands get, never changing anything.
 *
 * Fails closed: an error, a timeout or an overflow in any read is a problem, never "nothing found".
 */

/** What the repository check found. */
export type GitRepositoryCheck = GitRepositoryProblem | GitRepositoryClear;

interface GitRepositoryCommon {
  /** Some config level git reads rewrites URLs (`url.<base>.insteadOf`), so printed remote URLs may carry that base. */
  rewritesUrls: boolean;
}

/** git here needs a person: why, in plain words (`problem`) and as a message for the person (`why`). */
export interface GitRepositoryProblem extends GitRepositoryCommon {
  problem: string;
  why: MainMessage;
}

/** git here may run without a person. */
export interface GitRepositoryClear extends GitRepositoryCommon {
  problem: null;
  why: null;
}

const TIMEOUT_MS = 5000;
const CONFIG_BUFFER = 1024 * 1024;
const REF_ENTRY_CAP = 20_000;

/** The environment the checks run git with: what commands get, plus a fixed language for messages. */
function buildCheckEnvironment(): NodeJS.ProcessEnv {
  return { ...buildCommandEnvironment(process.env, 'read_only'), LC_ALL: 'C' };
}

/** Checks the repository git would use in `folder`. Never rejects. */
export async function loadGitRepositoryCheck(folder: string, root: string): Promise<GitRepositoryCheck> {
  try {
    return await loadCheck(folder, root);
  } catch (error) {
    return {
      problem: `the repository there could not be checked (${String(error)})`,
      why: say('command.repoUncheckable', { error: String(error) }),
      rewritesUrls: false,
    };
  }
}

async function loadCheck(folder: string, root: string): Promise<GitRepositoryCheck> {
  let real: string;
  try {
    real = await fs.realpath(folder);
    if (!(await fs.stat(real)).isDirectory()) return { problem: null, why: null, rewritesUrls: false };
  } catch (error) {
    // git cannot run in a folder that does not exist (`git -C missing`, `cd missing && git …`).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { problem: null, why: null, rewritesUrls: false };
    throw error;
  }
  const env = buildCheckEnvironment();
  const found = await loadDiscovery(real);
  if (found.kind === 'refused') return { problem: found.reason, why: found.why, rewritesUrls: false };
  const [located, config, gitlink] = await Promise.all([
    loadGitOutput(['rev-parse', '--absolute-git-dir', '--show-toplevel'], real, env),
    loadGitOutput(['config', '--list', '--show-scope', '--includes', '--null'], real, env),
    found.kind === 'found' ? loadHasGitlink(real, env) : Promise.resolve<boolean | string>(false),
  ]);

  if (found.kind === 'none') {
    if (located.ok)
      return {
        problem: `git finds a repository at ${located.stdout.split('\n')[0] ?? '?'} that this check did not`,
        why: say('command.repoUnexpected', { folder: located.stdout.split('\n')[0] ?? '?' }),
        rewritesUrls: false,
      };
    // No repository: git reads only the person's own config levels.
    if (!config.ok)
      return {
        problem: `git's configuration could not be read completely (${config.error})`,
        why: say('command.repoConfigUnread', { error: config.error }),
        rewritesUrls: false,
      };
    const entries = deriveConfigEntries(config.stdout);
    if (!entries)
      return {
        problem: "git's configuration listing could not be read",
        why: say('command.repoConfigListing'),
        rewritesUrls: false,
      };
    return { problem: null, why: null, rewritesUrls: entries.some((e) => isUrlRewrite(e.key)) };
  }

  const { worktree, gitdir } = found;
  if (!located.ok)
    return {
      problem: `git cannot open the repository at ${worktree} (${located.error})`,
      why: say('command.repoCannotOpen', { folder: worktree, error: located.error }),
      rewritesUrls: false,
    };
  for (const [what, p] of [
    ['work tree', worktree],
    ['git folder', gitdir],
  ] as const) {
    const where = await resolveInWorkspace(root, p);
    if (!where.inside)
      return {
        problem: `the repository's ${what} ${p} is outside the workspace`,
        why: say(what === 'work tree' ? 'command.repoWorkTreeOutside' : 'command.repoGitFolderOutside', { folder: p }),
        rewritesUrls: false,
      };
  }
  const layout = await loadLayoutProblem(gitdir);
  if (layout) return { problem: layout.reason, why: layout.why, rewritesUrls: false };
  if (!config.ok)
    return {
      problem: `the repository's config could not be read completely (${config.error})`,
      why: say('command.repoOwnConfigUnread', { error: config.error }),
      rewritesUrls: false,
    };
  const entries = deriveConfigEntries(config.stdout);
  if (!entries)
    return {
      problem: "the repository's config listing could not be read",
      why: say('command.repoOwnConfigListing'),
      rewritesUrls: false,
    };
  const unusual = [
    ...new Set(
      entries.filter((e) => isRepositoryScope(e.scope) && !isAllowedGitConfigEntry(e.key, e.value)).map((e) => e.key),
    ),
  ];
  const rewritesUrls = entries.some((e) => isUrlRewrite(e.key));
  if (unusual.length > 0) {
    const shown = unusual.slice(0, 5).join(', ');
    return {
      problem: `the repository's git config sets keys outside the harmless list (${shown}${unusual.length > 5 ? ', …' : ''})`,
      why: say('command.repoUnusualKeys', { keys: shown, more: Math.max(0, unusual.length - 5) }),
      rewritesUrls,
    };
  }
  // Last, so a key that moves the work tree (core.worktree) is named above rather than its effect here.
  const [gitGitdir, gitToplevel] = located.stdout.split('\n');
  if (gitGitdir !== gitdir || gitToplevel !== worktree) {
    return {
      problem: `git would use the repository at ${gitToplevel ?? '?'} (${gitGitdir ?? '?'}), not ${worktree} as found`,
      why: say('command.repoElsewhere', { toplevel: gitToplevel ?? '?', gitdir: gitGitdir ?? '?', folder: worktree }),
      rewritesUrls,
    };
  }
  if (gitlink !== false) {
    return {
      problem:
        gitlink === true
          ? 'the repository has submodules, nested repositories whose config was not checked'
          : `its submodules could not be listed (${gitlink})`,
      why: gitlink === true ? say('command.repoSubmodules') : say('command.repoSubmodulesUnlisted', { error: gitlink }),
      rewritesUrls,
    };
  }
  return { problem: null, why: null, rewritesUrls };
}

type Discovery =
  | { kind: 'none' }
  | { kind: 'found'; worktree: string; gitdir: string }
  | { kind: 'refused'; reason: string; why: MainMessage };

/**
 * Walks up from a real folder the way git discovers a repository: at each level `.git` first, then
 * the folder itself as a git directory. Refuses what git could be pointed elsewhere by: a `.git`
 * file (`gitdir: …`) or link, and a bare repository or git folder used directly.
 */
async function loadDiscovery(start: string): Promise<Discovery> {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const dotgit = path.join(dir, '.git');
    const stat = await fs.lstat(dotgit).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (stat?.isSymbolicLink())
      return {
        kind: 'refused',
        reason: `${dotgit} is a symbolic link, which may lead git anywhere`,
        why: say('command.repoDotGitLink', { path: dotgit }),
      };
    if (stat?.isFile())
      return {
        kind: 'refused',
        reason: `${dotgit} is a file (gitdir:) that points git at another folder`,
        why: say('command.repoDotGitFile', { path: dotgit }),
      };
    if (stat && !stat.isDirectory())
      return {
        kind: 'refused',
        reason: `${dotgit} is neither a folder nor a file`,
        why: say('command.repoDotGitOther', { path: dotgit }),
      };
    if (stat && (await loadLooksLikeGitDir(dotgit))) return { kind: 'found', worktree: dir, gitdir: dotgit };
    if (await loadLooksLikeGitDir(dir))
      return {
        kind: 'refused',
        reason: `${dir} is itself a git folder (a bare repository, or inside .git)`,
        why: say('command.repoBare', { folder: dir }),
      };
    if (path.dirname(dir) === dir) return { kind: 'none' };
  }
}

/** Git's own test, widened: HEAD beside objects and refs, or a commondir file. Wider only makes more folders refused. */
async function loadLooksLikeGitDir(dir: string): Promise<boolean> {
  const exists = (name: string): Promise<boolean> =>
    fs.lstat(path.join(dir, name)).then(
      () => true,
      () => false,
    );
  const [head, objects, refs, commondir] = await Promise.all([
    exists('HEAD'),
    exists('objects'),
    exists('refs'),
    exists('commondir'),
  ]);
  return head && ((objects && refs) || commondir);
}

/**
 * What inside a git folder could make git read from elsewhere: a commondir file (config, objects
 * and refs from another folder), alternates (objects from another repository), a symbolic link
 * among the folder's own entries, its object folders or its refs. Null when none.
 */
async function loadLayoutProblem(gitdir: string): Promise<{ reason: string; why: MainMessage } | null> {
  const exists = (name: string): Promise<boolean> =>
    fs.lstat(path.join(gitdir, name)).then(
      () => true,
      () => false,
    );
  if (await exists('commondir'))
    return {
      reason: `${gitdir} has a commondir file that makes git read another folder's config and objects`,
      why: say('command.repoCommondir', { folder: gitdir }),
    };
  if (await exists(path.join('objects', 'info', 'alternates')))
    return {
      reason: `${gitdir} borrows objects from other repositories (objects/info/alternates)`,
      why: say('command.repoAlternates', { folder: gitdir }),
    };
  for (const sub of ['.', 'objects', path.join('objects', 'pack'), path.join('objects', 'info')]) {
    const entries = await readEntries(path.join(gitdir, sub));
    const link = entries.find((e) => e.isSymbolicLink());
    if (link) return linkProblem(path.join(gitdir, sub, link.name));
  }
  let seen = 0;
  const pending = [path.join(gitdir, 'refs')];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    const entries = await readEntries(dir);
    seen += entries.length;
    if (seen > REF_ENTRY_CAP)
      return {
        reason: `${gitdir} has more refs than can be checked`,
        why: say('command.repoTooManyRefs', { folder: gitdir }),
      };
    for (const entry of entries) {
      if (entry.isSymbolicLink()) return linkProblem(path.join(dir, entry.name));
      if (entry.isDirectory()) pending.push(path.join(dir, entry.name));
    }
  }
  return null;
}

function linkProblem(link: string): { reason: string; why: MainMessage } {
  return {
    reason: `${link} is a symbolic link, which may lead git outside the workspace`,
    why: say('command.repoLink', { path: link }),
  };
}

async function readEntries(dir: string): Promise<Dirent[]> {
  return fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

type GitOutput = { ok: true; stdout: string } | { ok: false; error: string };

/** Runs a read-only git command; any failure (exit code, timeout, overflow) is `ok: false`. */
function loadGitOutput(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<GitOutput> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env, timeout: TIMEOUT_MS, maxBuffer: CONFIG_BUFFER }, (error, stdout, stderr) => {
      if (error) resolve({ ok: false, error: (stderr.trim().split('\n')[0] ?? '') || error.message });
      else resolve({ ok: true, stdout: stdout.replace(/\n$/, '') });
    });
  });
}

/**
 * Whether the index holds a gitlink (mode 160000): git status and diff would run git inside that
 * nested repository, under its own config. Streams `git ls-files --stage -z` so a large index
 * needs no large buffer. True, false, or the reason it could not tell.
 */
function loadHasGitlink(cwd: string, env: NodeJS.ProcessEnv): Promise<boolean | string> {
  return new Promise((resolve) => {
    const child = spawn('git', ['ls-files', '--stage', '-z'], { cwd, env, stdio: ['ignore', 'pipe', 'ignore'] });
    let carry = '';
    let settled = false;
    const settle = (result: boolean | string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(() => settle('timed out'), TIMEOUT_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (carry + chunk).split('\0');
      carry = parts.pop() ?? '';
      if (parts.some((entry) => entry.startsWith('160000 '))) settle(true);
    });
    child.on('error', (error) => settle(String(error)));
    child.on('close', (code) =>
      settle(code === 0 ? carry.startsWith('160000 ') : `git ls-files exited with ${String(code)}`),
    );
  });
}

interface ConfigEntry {
  scope: string;
  key: string;
  value: string;
}

/** Pure: `git config --list --show-scope --null` output as entries; null when it is not in that shape. */
function deriveConfigEntries(stdout: string): ConfigEntry[] | null {
  if (stdout === '') return [];
  const parts = stdout.replace(/\0$/, '').split('\0');
  if (parts.length % 2 !== 0) return null;
  const entries: ConfigEntry[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const item = parts[i + 1] ?? '';
    const newline = item.indexOf('\n');
    entries.push({
      scope: parts[i] ?? '',
      key: newline < 0 ? item : item.slice(0, newline),
      value: newline < 0 ? '' : item.slice(newline + 1),
    });
  }
  return entries;
}

/** Pure: levels a repository writes. Anything but the person's own levels and Gatehouse's counts. */
function isRepositoryScope(scope: string): boolean {
  return !['global', 'system', 'command'].includes(scope);
}

function isUrlRewrite(key: string): boolean {
  return /^url\..+\.(insteadof|pushinsteadof)$/s.test(key);
}
