import { WRAPPERS } from '../tools';

/**
 * The one list of programs whose further words name what they change: for these a command rule is
 * never "and any further arguments" (`rm -rf build` must not cover `rm -rf build src`, `git stash`
 * not `git stash drop`). A program maps to `all` (every use takes targets) or to the subcommands
 * that do. Programs that run what their words name (wrappers, shells, interpreters, package runners)
 * are here too: their further words are a whole other command.
 */
const TARGET_TAKING: Readonly<Record<string, 'all' | ReadonlySet<string>>> = {
  rm: 'all',
  rmdir: 'all',
  unlink: 'all',
  shred: 'all',
  mv: 'all',
  cp: 'all',
  ln: 'all',
  install: 'all',
  rsync: 'all',
  scp: 'all',
  chmod: 'all',
  chown: 'all',
  chgrp: 'all',
  chattr: 'all',
  setfacl: 'all',
  touch: 'all',
  truncate: 'all',
  dd: 'all',
  tee: 'all',
  mkdir: 'all',
  mkfifo: 'all',
  mknod: 'all',
  tar: 'all',
  unzip: 'all',
  zip: 'all',
  patch: 'all',
  kill: 'all',
  pkill: 'all',
  killall: 'all',
  crontab: 'all',
  systemctl: 'all',
  mount: 'all',
  umount: 'all',
  git: new Set([
    'checkout',
    'reset',
    'stash',
    'clean',
    'branch',
    'push',
    'rm',
    'restore',
    'switch',
    'mv',
    'tag',
    'rebase',
    'merge',
    'pull',
    'fetch',
    'cherry-pick',
    'revert',
    'am',
    'apply',
    'worktree',
    'remote',
    'config',
    'submodule',
    'update-ref',
    'symbolic-ref',
    'reflog',
    'gc',
    'prune',
    'filter-branch',
    'replace',
    'lfs',
    'sparse-checkout',
  ]),
  npm: new Set([
    'exec',
    'x',
    'run',
    'run-script',
    'install',
    'i',
    'add',
    'uninstall',
    'remove',
    'rm',
    'publish',
    'unpublish',
    'link',
    'config',
    'set',
    'pkg',
    'init',
    'create',
  ]),
  pnpm: new Set(['exec', 'dlx', 'run', 'install', 'i', 'add', 'remove', 'rm', 'publish', 'link', 'config', 'create']),
  yarn: new Set(['exec', 'dlx', 'run', 'add', 'remove', 'publish', 'link', 'config', 'create']),
  docker: new Set([
    'run',
    'exec',
    'rm',
    'rmi',
    'kill',
    'stop',
    'push',
    'volume',
    'system',
    'container',
    'image',
    'compose',
  ]),
  kubectl: new Set(['delete', 'apply', 'exec', 'edit', 'patch', 'replace', 'scale', 'create', 'run']),
};

/** Programs that run the program or code their further words name. */
const RUNNERS: ReadonlySet<string> = new Set([
  ...WRAPPERS,
  'perl',
  'sh',
  'bash',
  'dash',
  'zsh',
  'ksh',
  'fish',
  'eval',
  'source',
  '.',
  'node',
  'deno',
  'bun',
  'python',
  'python3',
  'ruby',
  'php',
  'lua',
  'npx',
  'pnpx',
  'bunx',
  'make',
  'ssh',
  'su',
  'pwsh',
  'osascript',
  'open',
  'xdg-open',
]);

/** Subcommands that take targets only until the word after them names one (`npm run build` names its script). */
const NAMED_BY_NEXT = new Set(['run', 'run-script']);

/** Git's options that take the next word as their value (`git -C dir checkout`). */
const GIT_VALUE_OPTIONS = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '--exec-path',
  '--config-env',
]);

const programName = (word: string): string => word.split('/').pop() ?? word;

/** Pure: the subcommand of a command's words (the first word after the program that is not an option or an option's value) and what follows it. */
function deriveSubcommand(words: readonly string[]): { sub: string; next: string | undefined } | null {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (GIT_VALUE_OPTIONS.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith('-')) continue;
    return { sub: w, next: words.slice(i + 1).find((n) => !n.startsWith('-')) };
  }
  return null;
}

/**
 * Pure: why a command rule with these words may not take "any further arguments": the program (and
 * subcommand) whose further words name what it changes or runs, as the person would write it
 * (`rm`, `git checkout`, `git` when no subcommand is named), or null when it may.
 */
export function deriveTargetTaking(words: readonly string[]): string | null {
  const first = words[0];
  if (first === undefined) return null;
  const program = programName(first);
  if (RUNNERS.has(program)) return program;
  const entry = TARGET_TAKING[program];
  if (entry === undefined) return null;
  if (entry === 'all') return program;
  const found = deriveSubcommand(words);
  if (found === null) return program;
  if (!entry.has(found.sub) || (NAMED_BY_NEXT.has(found.sub) && found.next !== undefined)) return null;
  return `${program} ${found.sub}`;
}
