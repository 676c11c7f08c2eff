import { statSync } from 'node:fs';
import path from 'node:path';
import { isAtOrUnder } from './build-command-profile';
import { isProtectedPath, PROTECTED_FILES, PROTECTED_FOLDERS } from './protected-names';
import { say, type MainMessage } from '../../shared/main-messages';

/** git subcommands (with their first argument) that write the repository's .git/config. */
const GIT_CONFIG_WRITERS: readonly ((args: readonly string[]) => boolean)[] = [
  (a) =>
    a[0] === 'config' &&
    !a.some((x) =>
      ['--global', '--system', '--get', '--get-all', '--get-regexp', '--list', '-l', 'get', 'list'].includes(x),
    ),
  (a) =>
    a[0] === 'remote' && ['add', 'set-url', 'remove', 'rm', 'rename', 'set-head', 'set-branches'].includes(a[1] ?? ''),
  (a) => a[0] === 'submodule' && ['add', 'init', 'sync'].includes(a[1] ?? ''),
];

/** Pure: the git subcommand (with its first argument) of one command's words when it writes the repository's .git/config, or null. */
export function deriveGitConfigWrite(words: readonly string[]): string | null {
  if (words[0] !== 'git') return null;
  let i = 1;
  while (i < words.length && (words[i] ?? '').startsWith('-'))
    i += ['-C', '-c', '--git-dir', '--work-tree'].includes(words[i] ?? '') ? 2 : 1;
  const args = words.slice(i);
  return GIT_CONFIG_WRITERS.some((writes) => writes(args)) ? `git ${args.slice(0, 2).join(' ')}` : null;
}

/**
 * Pure: whether the sandbox keeps a protected place read-only even for a command a person approved
 * naming it: the sandbox library's own list, which it applies whatever it is told (the shell and tool
 * settings files and the editor and assistant folders at the top of the workspace, the workspace's
 * `.git` file, every repository's hooks). Every other protected place a person approved changing is
 * opened for that command alone (src/main/tools/run-command.ts).
 */
export function isKeptEvenOnceApproved(target: string, workspaceRoot: string): boolean {
  const segments = target.split('/').filter((s) => s !== '');
  if (segments.some((s, i) => s === '.git' && segments[i + 1] === 'hooks')) return true;
  if (target === workspaceRoot || !isAtOrUnder(target, workspaceRoot)) return false;
  const rel = path.relative(workspaceRoot, target);
  if (rel === '.git' && !isFolder(target)) return true;
  if (PROTECTED_FILES.includes(rel)) return true;
  return PROTECTED_FOLDERS.some((folder) => rel === folder || rel.startsWith(`${folder}/`));
}

function isFolder(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/**
 * For a command a person is asked to approve, one plain line for each thing it names that the
 * sandbox keeps read-only even once approved (isKeptEvenOnceApproved; `git submodule add`, which
 * writes .gitmodules), saying that part will fail and why. The person then knows before approving;
 * the model reads the same failure afterwards. A repository's .git/config that `git remote add` or
 * `git config` changes is not among them: the person's approval opens it. Reads the disk (whether
 * the workspace's `.git` is a file).
 */
export function describeProtectedWrites(
  paths: readonly string[],
  commands: readonly (readonly string[])[],
  workspaceRoot: string,
): MainMessage[] {
  const lines: MainMessage[] = [];
  for (const p of paths) {
    if (isProtectedPath(p) && isKeptEvenOnceApproved(p, workspaceRoot)) {
      lines.push(say('fence.namedProtected', { path: p }));
    }
  }
  for (const words of commands) {
    if (deriveGitConfigWrite(words)?.startsWith('git submodule add')) {
      lines.push(say('fence.submoduleAdd'));
    }
  }
  // The same line once, however often it is named.
  return lines.filter((line, i) => lines.findIndex((l) => JSON.stringify(l) === JSON.stringify(line)) === i);
}
