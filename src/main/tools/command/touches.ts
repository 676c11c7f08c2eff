import { promises as fs } from 'node:fs';
import path from 'node:path';
import { deriveCommandPaths, type PathCertainty } from './path-arguments';
import type { ParsedShell, ShellWord, SimpleCommand } from '../../shell';
import type { WorkspaceGuard } from '../workspace-guard';

/**
 * What a command names as files or folders, resolved for a person to read as "what it touches":
 * redirection targets, `cd` targets, the file arguments of programs whose grammar is known, an
 * unknown program's arguments that look like paths, and the working folder when a program works
 * on it (`ls`). Not option values, formats or patterns. Only shown: the outside-the-workspace
 * judgement covers every word that could be a path, whatever this list leaves out.
 */

const DEVICE_PATHS = new Set([
  '/dev/null',
  '/dev/stdin',
  '/dev/stdout',
  '/dev/stderr',
  '/dev/zero',
  '/dev/urandom',
  '/dev/random',
]);

type Step =
  { kind: 'command'; at: number; command: SimpleCommand } | { kind: 'redirect'; at: number; target: ShellWord };

/**
 * Replays commands and redirections in source order, following `cd`. A `cd` in a subshell or one
 * whose folder is unknown leaves the folder uncertain; later names are then listed from every
 * folder the command may be in. Reads the file system only to resolve names and to see whether an
 * unknown program's argument exists. Returns absolute paths (or `~user` as written), deduplicated.
 */
export async function buildCommandTouches(
  parsed: ParsedShell,
  guard: WorkspaceGuard,
  root: string,
  cwd: string,
): Promise<string[]> {
  const touched = new Set<string>();
  const steps: Step[] = [
    ...parsed.commands.map((command): Step => ({ kind: 'command', at: command.at, command })),
    ...parsed.redirections.flatMap((r): Step[] =>
      // Here-documents and here-strings carry text, and `>&2` / `<&-` name descriptors, not files.
      r.target && !['<<', '<<<'].includes(r.operator) && !/^([0-9]+|-)$/.test(r.target.value ?? '')
        ? [{ kind: 'redirect', at: r.at, target: r.target }]
        : [],
    ),
  ].sort((a, b) => a.at - b.at);

  let folder: string | null = cwd;
  const folders = [cwd];
  const from = (): string[] => (folder === null ? folders : [folder]);
  const list = async (value: string, word: ShellWord | undefined, certainty: PathCertainty): Promise<number> => {
    let added = 0;
    // The word's own wildcard position when the name is the whole word; for a part of it (`--file=x*`), any wildcard-looking character.
    const loose = value.search(/[*?[]/);
    const wildcardAt = word?.glob !== true ? null : word.value === value ? word.wildcardAt : loose < 0 ? null : loose;
    for (const base of from()) {
      const shown = await buildShownPath(guard, root, base, value, wildcardAt, certainty);
      if (shown !== null) {
        touched.add(shown);
        added += 1;
      }
    }
    return added;
  };

  for (const step of steps) {
    if (step.kind === 'redirect') {
      if (step.target.value !== null) await list(step.target.value, step.target, 'file');
      continue;
    }
    const [name, ...args] = step.command.words;
    if (!name?.value) continue;
    if (name.value === 'cd') {
      const target = args.find((a) => a.value === null || !a.value.startsWith('-'));
      const value = target?.value;
      if (value && value !== '-') await list(value, target, 'file');
      if (!value || value === '-' || value.startsWith('~') || target.glob || step.command.isolated || folder === null) {
        folder = null;
      } else {
        folder = path.resolve(folder, value);
      }
      if (value && folders.length < 32) folders.push(...folders.map((f) => path.resolve(f, value)));
      continue;
    }
    const found = deriveCommandPaths(
      name.value,
      args.map((a) => a.value),
    );
    let added = 0;
    for (const named of found.named) added += await list(named.value, args[named.index], named.certainty);
    if (found.usesWorkingFolder && added === 0) for (const base of from()) touched.add(base);
  }
  return [...touched];
}

/**
 * The path to show for one name, or null when it is not shown (a device, or an unlikely file).
 * `wildcardAt` is where the name's first unquoted wildcard stands, null for a plain name.
 */
async function buildShownPath(
  guard: WorkspaceGuard,
  root: string,
  base: string,
  value: string,
  wildcardAt: number | null,
  certainty: PathCertainty,
): Promise<string | null> {
  if (value === '' || DEVICE_PATHS.has(value)) return null;
  const joined = value.startsWith('~') || path.isAbsolute(value) ? value : path.join(base, value);
  const glob = wildcardAt !== null;
  if (
    certainty !== 'file' &&
    !glob &&
    !(certainty === 'looks' && deriveLooksLikePath(value)) &&
    !(await loadExists(joined))
  )
    return null;
  if (!glob) return (await guard.resolve(root, joined)).absolute;
  // Show the pattern itself under its resolved folder: `src/*.ts`, not every file it may match.
  const cut = value.slice(0, wildcardAt).lastIndexOf('/');
  const dir = cut < 0 ? '.' : value.slice(0, cut + 1);
  const resolved = await guard.resolve(root, dir.startsWith('~') || path.isAbsolute(dir) ? dir : path.join(base, dir));
  return path.join(resolved.absolute, value.slice(cut + 1));
}

/** Pure: shaped like a path (`./x`, `a/b`, `~/x`, `..`), not a URL or `host:path`. */
function deriveLooksLikePath(value: string): boolean {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) || /^[^/]*@[^/]*:/.test(value)) return false;
  return value === '.' || value === '..' || value.startsWith('~') || value.includes('/');
}

async function loadExists(p: string): Promise<boolean> {
  if (p.startsWith('~')) return false;
  return fs.lstat(p).then(
    () => true,
    () => false,
  );
}
