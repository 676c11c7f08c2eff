import { isProtectedPath } from './protected-names';

/** git subcommands (with their first argument) that write the repository's .git/config. */
const GIT_CONFIG_WRITERS: readonly ((args: readonly string[]) => boolean)[] = [
  (a) => a[0] === 'config' && !a.some((x) => ['--global', '--system', '--get', '--get-all', '--get-regexp', '--list', '-l', 'get', 'list'].includes(x)),
  (a) => a[0] === 'remote' && ['add', 'set-url', 'remove', 'rm', 'rename', 'set-head', 'set-branches'].includes(a[1] ?? ''),
  (a) => a[0] === 'submodule' && ['add', 'init', 'sync'].includes(a[1] ?? ''),
];

/** Pure: the git subcommand (with its first argument) of one command's words when it writes the repository's .git/config, or null. */
export function deriveGitConfigWrite(words: readonly string[]): string | null {
  if (words[0] !== 'git') return null;
  let i = 1;
  while (i < words.length && (words[i] ?? '').startsWith('-')) i += ['-C', '-c', '--git-dir', '--work-tree'].includes(words[i] ?? '') ? 2 : 1;
  const args = words.slice(i);
  return GIT_CONFIG_WRITERS.some((writes) => writes(args)) ? `git ${args.slice(0, 2).join(' ')}` : null;
}

/**
 * Pure: for a command a person is asked to approve, one plain line for each thing it names that the
 * sandbox keeps read-only even once approved (a shell start-up file, .git/hooks, a repository's
 * .git/config through `git config` or `git remote add`…), saying that part will fail and why. The
 * person then knows before approving; the model reads the same failure afterwards.
 */
export function describeProtectedWrites(paths: readonly string[], commands: readonly (readonly string[])[]): string[] {
  const lines: string[] = [];
  for (const p of paths) {
    if (isProtectedPath(p)) lines.push(`It names ${p}, which stays read-only in the sandbox even once approved, so changing it will fail (nothing may plant code that runs later).`);
  }
  for (const words of commands) {
    const write = deriveGitConfigWrite(words);
    if (write !== null) {
      lines.push(`"${write}" changes the repository's .git/config, which stays read-only in the sandbox even once approved: it will fail. Run it yourself in a terminal if you want it.`);
    }
  }
  return [...new Set(lines)];
}
