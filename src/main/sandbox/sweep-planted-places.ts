import { lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { realOrSelf, type PlannedMount } from './build-mount-plan';
import { findProtectedInWritable } from './find-protected-in-writable';
import { fold } from './protected-places';

/**
 * What a sandbox could not keep read-only because it did not exist yet when the program started: a
 * protected place the program itself created (a `.git/commondir` that sends git to a planted copy, a
 * nested `.vscode/tasks.json`, a hook in a repository it made with `git init`). Found by walking the
 * writable folders again once the program has ended, before anyone reads its outcome.
 */
export interface PlacesBefore {
  /** The writable folders walked (where they really are), the program's own temp folder aside. */
  folders: string[];
  /** The protected places present before the program started. */
  present: Set<string>;
}

/** Reads the disk: the protected places already in the plan's writable folders (the temp folder aside), to compare with afterwards. */
export function loadPlacesBefore(plan: readonly PlannedMount[], tempDir: string): PlacesBefore {
  const temp = realOrSelf(tempDir);
  const folders = plan.filter((m) => m.kind === 'writable' && m.path !== temp).map((m) => m.path);
  return { folders, present: new Set(folders.flatMap((f) => findProtectedInWritable(f))) };
}

/**
 * Changes the disk: removes every protected place the program created that git, an editor or a shell
 * would read or run later, and returns one plain line per removal. Kept: the places a person approved
 * by name (`opened`), and what git itself writes into a repository the program just made or a
 * worktree it added, when it holds nothing that runs (isOrdinaryNewGitPlace). Never throws.
 */
export function sweepPlantedPlaces(before: PlacesBefore, opened: readonly string[], maker = 'the command'): string[] {
  const allowed = new Set(opened.map((p) => realOrSelf(p)));
  const lines: string[] = [];
  for (const folder of before.folders) {
    for (const place of findProtectedInWritable(folder)) {
      if (before.present.has(place) || allowed.has(realOrSelf(place))) continue;
      if (isOrdinaryNewGitPlace(place, before.present)) continue;
      try {
        rmSync(place, { recursive: true, force: true });
        lines.push(
          `${path.relative(folder, place) || place} was created by ${maker} and removed: it is a place other programs run or trust later (git's settings and hooks, editor and shell settings), which only a person can approve.`,
        );
      } catch (error) {
        lines.push(
          `${place} was created by ${maker} and could not be removed (${error instanceof Error ? error.message : String(error)}): look at it before you use git or your editor in this folder.`,
        );
      }
    }
  }
  return lines;
}

/** A new repository's config may hold what `git init`, `clone`, `remote add`, `checkout -b` and `config user.*` write: nothing that runs. */
const ORDINARY_CONFIG_KEYS: Record<string, readonly string[]> = {
  core: [
    'repositoryformatversion',
    'filemode',
    'bare',
    'logallrefupdates',
    'ignorecase',
    'precomposeunicode',
    'symlinks',
    'worktree',
  ],
  remote: ['url', 'fetch'],
  branch: ['remote', 'merge'],
  user: ['name', 'email'],
  init: ['defaultbranch'],
  extensions: ['objectformat'],
};

/**
 * Reads the disk: whether a new protected place is git's own bookkeeping, in a git folder the program
 * created (`git init`, `git clone`) or a worktree entry it added (`git worktree add`): a config with
 * only ORDINARY_CONFIG_KEYS, a hooks folder of `.sample` files only, an info folder with only its
 * `exclude`, a worktree's `gitdir`, its `commondir` when it leads back to the git folder holding it,
 * and a checkout's `.git` file leading to such an entry.
 */
function isOrdinaryNewGitPlace(place: string, present: ReadonlySet<string>): boolean {
  const name = fold(path.basename(place));
  // A checkout's `.git` file (`git worktree add`, a submodule): only when it leads to a worktree or
  // module entry of a git folder, which is where git keeps such a checkout's own settings.
  if (name === '.git') {
    const target = /^gitdir: (.+)$/.exec(readText(place).trim())?.[1];
    if (target === undefined) return false;
    const entry = path.resolve(path.dirname(place), target);
    return ['worktrees', 'modules'].includes(fold(path.basename(path.dirname(entry)))) && listNames(entry)[0] !== '?';
  }
  const gitFolder = path.dirname(place);
  const inWorktreeEntry = fold(path.basename(path.dirname(gitFolder))) === 'worktrees';
  if (inWorktreeEntry) {
    if (name === 'gitdir') return true;
    if (name === 'commondir')
      return (
        realOrSelf(path.resolve(gitFolder, readText(place).trim())) ===
        realOrSelf(path.dirname(path.dirname(gitFolder)))
      );
    return false;
  }
  // Only in a git folder that is itself new: an existing repository's places were all kept read-only.
  if ([...present].some((p) => path.dirname(p) === gitFolder)) return false;
  if (name === 'config') return isOrdinaryConfig(readText(place));
  if (name === 'hooks') return listNames(place).every((entry) => entry.endsWith('.sample'));
  if (name === 'info') return listNames(place).every((entry) => entry === 'exclude');
  return false;
}

/** Pure: a git config text whose every line is a section or a key of ORDINARY_CONFIG_KEYS, with no include and no `ext::` address. */
export function isOrdinaryConfig(text: string): boolean {
  let section: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[([A-Za-z0-9.-]+)(?:\s+"[^"\\\n]*")?\]$/.exec(line);
    if (header) {
      section = header[1]!.toLowerCase();
      continue;
    }
    const entry = /^([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*)$/.exec(line);
    if (!entry || section === null) return false;
    if (!(ORDINARY_CONFIG_KEYS[section] ?? []).includes(entry[1]!.toLowerCase())) return false;
    if (/^"?ext::/i.test(entry[2]!)) return false;
  }
  return true;
}

function readText(file: string): string {
  try {
    return lstatSync(file).isFile() ? readFileSync(file, 'utf8') : '';
  } catch {
    return '';
  }
}

function listNames(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return ['?'];
  }
}
