import { lstatSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { realOrSelf, type PlannedMount } from './build-mount-plan';
import { parseHooksPaths } from './load-git-hooks-paths';
import { buildProtectedPathsIn, PROTECTED_FOLDERS } from './protected-names';
import { deriveProtectedPlace, fold, GIT_SETTINGS } from './protected-places';
import { isPathInside } from '../../shared/path-inside';

/** Folders looked into per writable folder before the walk stops (about 50 µs each here: 5,000 is a quarter second). */
export const PROTECTED_WALK_FOLDERS = 5_000;

/**
 * Not entered: installed packages. A package's own files are not what a person's git, editor or
 * shell reads in this folder, and a project's node_modules alone is often tens of thousands of
 * folders, far more than the walk may read before every command.
 */
const SKIPPED = new Set(['node_modules']);

/** Inside a git folder (and each of its modules/* entries): what git reads as settings or runs, kept read-only when present. */
const GIT_FOLDER_SETTINGS = [...GIT_SETTINGS, 'hooks'];
/** Inside a worktrees/* entry: what sends git elsewhere. */
const WORKTREE_SETTINGS = ['config.worktree', 'commondir', 'gitdir'];

/** The library's own places below a folder of its list (`.claude` → commands, agents): their folder, folded, and what is below it. */
const LIBRARY_INNER = PROTECTED_FOLDERS.filter((p) => p.includes('/')).map(
  (p) => [fold(p.split('/')[0]!), p.split('/').slice(1).join('/')] as const,
);

function existing(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

function list(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * The folders a git folder's config names as `core.hooksPath`, resolved against its work tree (the
 * folder holding `.git`), as loadGitHooksPaths does for the workspace: git runs what is there.
 */
function findHooksPaths(gitDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(gitDir, 'config'), 'utf8');
  } catch {
    return [];
  }
  return parseHooksPaths(text)
    .map((p) => path.resolve(path.dirname(gitDir), p))
    .filter(existing);
}

/** What is protected inside one git folder, present only: its settings, and again for each submodule's and worktree's own. */
function findInGitFolder(gitDir: string, found: string[]): void {
  found.push(...findHooksPaths(gitDir));
  for (const name of GIT_FOLDER_SETTINGS) if (existing(path.join(gitDir, name))) found.push(path.join(gitDir, name));
  for (const entry of list(path.join(gitDir, 'modules')))
    if (entry.isDirectory()) findInGitFolder(path.join(gitDir, 'modules', entry.name), found);
  for (const entry of list(path.join(gitDir, 'worktrees'))) {
    if (!entry.isDirectory()) continue;
    for (const name of WORKTREE_SETTINGS)
      if (existing(path.join(gitDir, 'worktrees', entry.name, name)))
        found.push(path.join(gitDir, 'worktrees', entry.name, name));
  }
}

/**
 * Whether a protected folder can be made read-only whole. The library makes its own places inside
 * such a folder read-only (`.claude/commands`, `.claude/agents`) and blocks creating a missing one
 * with a placeholder, which bubblewrap cannot make inside a folder already read-only: there, each
 * entry inside is made read-only instead.
 */
function coversWhole(folder: string): boolean {
  const name = fold(path.basename(folder));
  return LIBRARY_INNER.every(([outer, inner]) => outer !== name || existing(path.join(folder, inner)));
}

/**
 * The protected places already inside one folder a command may write, at any depth (the sandbox
 * library looks only two levels down): every settings folder, hook framework and start-up file
 * deriveProtectedPlace names, a bare repository's hooks and config, a `.git` file, and inside every
 * `.git` folder its settings and hooks, and the folder its config names as `core.hooksPath` (but not
 * the objects, refs and index ordinary git writes).
 * Each is made read-only for the command; what does not exist yet is left to the library's own list
 * at the top (so a new file inside an existing `.claude` folder is not blocked here, see coversWhole).
 * Reads the disk; enters no link and no node_modules; stops after PROTECTED_WALK_FOLDERS folders
 * (docs/policy.md says what is therefore not covered yet).
 */
export function findProtectedInWritable(writable: string, budget = PROTECTED_WALK_FOLDERS): string[] {
  return walkWritable(writable, budget).found;
}

/**
 * Pure but for reading the disk: the folders among `folders` holding more folders than the walk
 * looks into (node_modules aside), whose protected places the sandbox therefore cannot all keep. A
 * file or a missing path is walked at once (it holds nothing).
 */
export function findUnwalkedFolders(folders: readonly string[], budget = PROTECTED_WALK_FOLDERS): string[] {
  return folders.filter((folder) => !walkWritable(folder, budget).complete);
}

function walkWritable(writable: string, budget: number): { found: string[]; complete: boolean } {
  const found: string[] = [];
  const queue: string[] = [writable];
  let visited = 0;
  while (visited < queue.length && visited < budget) {
    const folder = queue[visited]!;
    visited += 1;
    // The folders above are ordinary (a protected one is never entered): an entry is judged by its
    // name and its folder's (a bare repository's `backup.git/hooks`), not by its whole path again.
    const parent = folder === writable ? '' : `${path.basename(folder)}/`;
    for (const entry of list(folder)) {
      const full = path.join(folder, entry.name);
      if (fold(entry.name) === '.git') {
        if (entry.isDirectory()) findInGitFolder(full, found);
        else found.push(full);
        continue;
      }
      if (deriveProtectedPlace(parent + entry.name) !== null) {
        if (entry.isDirectory() && !coversWhole(full))
          for (const inner of list(full)) found.push(path.join(full, inner.name));
        else found.push(full);
        continue;
      }
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) queue.push(full);
    }
  }
  return { found, complete: visited >= queue.length };
}

/**
 * The protected places in every folder a mount plan makes writable but the program's own temp
 * folder: the library's list at the top of each (present or not: the library blocks creating a
 * missing one; `topListedBy` names the folder whose top the caller's engine covers itself) and what
 * findProtectedInWritable finds at any depth. Each once. Reads the disk.
 */
export function findProtectedInPlan(
  plan: readonly PlannedMount[],
  tempDir: string,
  topListedBy: string | null = null,
): string[] {
  const temp = realOrSelf(tempDir);
  const top = topListedBy === null ? null : realOrSelf(topListedBy);
  const writable = plan.filter((m) => m.kind === 'writable' && m.path !== temp).map((m) => m.path);
  return [
    ...new Set([
      ...writable.filter((p) => p !== top).flatMap(buildProtectedPathsIn),
      ...writable.flatMap((p) => findProtectedInWritable(p)),
    ]),
  ];
}

/**
 * The same places as bubblewrap can keep them, with no library to block a missing one from being
 * made: those that exist, each where it really is (a `.git` that is a link is kept where it leads:
 * bubblewrap binds over a link's target, and one leading out of the sandbox's view cannot be bound),
 * and only where the plan left it writable (never one inside a hidden folder, which a read-only bind
 * would show again). Reads the disk.
 */
export function findProtectedToBind(plan: readonly PlannedMount[], tempDir: string): string[] {
  const isIn = (p: string, dir: string) => isPathInside(dir, p);
  const places = findProtectedInPlan(plan, tempDir)
    .filter(existing)
    .map((p) => realOrSelf(p));
  return [...new Set(places)].filter((p) => {
    const enclosing = plan.filter((m) => isIn(p, m.path)).sort((a, b) => b.path.length - a.path.length)[0];
    return enclosing?.kind === 'writable';
  });
}
