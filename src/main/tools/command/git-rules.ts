import { say } from '../../../shared/main-messages';
import { because, type RuleReason } from './rule-reason';
import path from 'node:path';
import { findDeniedOption, positionalArgs } from './option-check';
import type { SimpleCommand } from '../../shell';

/**
 * Which git invocations count as read-only, by their words. Git can still run programs named in a
 * repository's config (fsmonitor, pagers, diff drivers, filters, a promisor remote's transport);
 * the environment switches off what can be switched off (environment.ts) and the verdict asks
 * unless the repository's config holds only allowlisted keys (git-repository.ts).
 */

/** Options that write files or run programs, on any subcommand. */
const DENIED_LONG = [
  '--output',
  '--output-directory',
  '--ext-diff',
  '--textconv',
  '--exec-path',
  '--exec',
  '--upload-pack',
  '--receive-pack',
  '--open-files-in-pager',
  '--config-env',
  '--show-signature',
  '--edit',
  '--write',
  '--run',
  // Names read from a file: which paths they reach cannot be judged from the words.
  '--pathspec-from-file',
  // Recursing into submodules runs git in nested repositories whose config was not checked.
  '--recurse-submodules',
  '--submodule',
  '--ignore-submodules',
];

type SubcommandRule = (args: string[]) => RuleReason | null;

const always: SubcommandRule = () => null;

const branchListing: SubcommandRule = (args) =>
  decideListing('branch', args, [
    '-a',
    '--all',
    '-r',
    '--remotes',
    '-v',
    '-vv',
    '--verbose',
    '-l',
    '--list',
    '--show-current',
    '--no-color',
    '--no-column',
    '-i',
    '--ignore-case',
    '--no-abbrev',
    '--contains',
    '--no-contains',
    '--merged',
    '--no-merged',
    '--points-at',
  ]);

const tagListing: SubcommandRule = (args) =>
  decideListing('tag', args, [
    '-l',
    '--list',
    '--no-color',
    '--no-column',
    '-i',
    '--ignore-case',
    '--contains',
    '--no-contains',
    '--merged',
    '--no-merged',
    '--points-at',
  ]);

const SUBCOMMANDS: Record<string, SubcommandRule> = {
  status: always,
  diff: always,
  log: always,
  show: always,
  shortlog: always,
  describe: always,
  'rev-parse': always,
  'rev-list': always,
  'ls-files': always,
  'ls-tree': always,
  'cat-file': always,
  'show-ref': always,
  'for-each-ref': always,
  'merge-base': always,
  'name-rev': always,
  blame: always,
  annotate: always,
  grep: (args) =>
    args.some((a) => /^-[a-zA-Z]*O/.test(a))
      ? because('git grep -O opens files in a program', say('readOnly.gitGrepOpens'))
      : null,
  'diff-tree': always,
  'diff-files': always,
  'diff-index': always,
  whatchanged: always,
  'count-objects': always,
  'check-ignore': always,
  'check-attr': always,
  version: always,
  branch: branchListing,
  tag: tagListing,
  remote: (args) =>
    args.length === 0 || (args.length === 1 && (args[0] === '-v' || args[0] === '--verbose')) || args[0] === 'get-url'
      ? null
      : because(
          'git remote is read-only only as "git remote", "git remote -v" or "git remote get-url"',
          say('readOnly.gitRemote'),
        ),
  config: decideGitConfig,
  stash: (args) =>
    args[0] === 'list' || args[0] === 'show'
      ? null
      : because('only "git stash list" and "git stash show" are read-only', say('readOnly.gitStash')),
  reflog: (args) =>
    args.length === 0 || args[0] === 'show' || (args[0] ?? '').startsWith('-')
      ? null
      : because('only "git reflog" and "git reflog show" are read-only', say('readOnly.gitReflog')),
  worktree: (args) =>
    args[0] === 'list' ? null : because('only "git worktree list" is read-only', say('readOnly.gitWorktree')),
  notes: (args) =>
    args[0] === 'list' || args[0] === 'show'
      ? null
      : because('only "git notes list" and "git notes show" are read-only', say('readOnly.gitNotes')),
};

/**
 * git config reads only the repository's own level. Without --local it also prints the person's
 * global and system config, which may hold tokens (`url.<token>.insteadOf`, `http.extraHeader`);
 * --global, --system, --file and --blob name those or other files outright.
 */
function decideGitConfig(args: readonly string[]): RuleReason | null {
  const reads = [
    '--get',
    '--get-all',
    '--get-regexp',
    '--list',
    '-l',
    '--get-urlmatch',
    '--get-color',
    '--get-colorbool',
  ];
  const writes = [
    '--add',
    '--unset',
    '--unset-all',
    '--replace-all',
    '--rename-section',
    '--remove-section',
    '-e',
    '--edit',
    'set',
    'unset',
    'edit',
    'rename-section',
    'remove-section',
  ];
  if (args.some((a) => writes.includes(a.split('=')[0] ?? a)))
    return because('this git config call changes the configuration', say('readOnly.gitConfigWrites'));
  const other = findDeniedOption(args, { long: ['--global', '--system', '--file', '--blob'], short: 'f' });
  if (other)
    return because(
      `"git config ${other}" reads configuration other than the repository's own, which may hold your tokens`,
      say('readOnly.gitConfigOther', { option: other }),
    );
  if (!(args[0] === 'get' || args[0] === 'list' || args.some((a) => reads.includes(a)))) {
    return because(
      'git config is read-only only with --get, --list or the get/list subcommands',
      say('readOnly.gitConfigNoRead'),
    );
  }
  if (!args.includes('--local') && !args.includes('--worktree')) {
    return because(
      'git config without --local also prints your own global configuration, which may hold tokens (use git config --local)',
      say('readOnly.gitConfigNotLocal'),
    );
  }
  return null;
}

/** Global options allowed before the subcommand; `-C` takes a folder. */
const GLOBAL_FLAGS = new Set([
  '--no-pager',
  '-P',
  '--no-optional-locks',
  '--literal-pathspecs',
  '--no-replace-objects',
]);

/** Pure: null when this git invocation (arguments after `git`) only reads; otherwise the reason. */
export function decideGit(args: readonly string[]): RuleReason | null {
  let i = 0;
  while (i < args.length && (args[i] ?? '').startsWith('-')) {
    const arg = args[i] ?? '';
    if (arg === '-C') {
      i += 2;
      continue;
    }
    if (!GLOBAL_FLAGS.has(arg))
      return because(`git option "${arg}" is not on the read-only list`, say('readOnly.gitOption', { option: arg }));
    i += 1;
  }
  const sub = args[i];
  if (sub === undefined) return because('git without a subcommand is not checked', say('readOnly.gitNoSubcommand'));
  const rule = SUBCOMMANDS[sub];
  if (!rule)
    return because(`"git ${sub}" is not a read-only git command`, say('readOnly.gitSubcommand', { subcommand: sub }));
  const rest = args.slice(i + 1);
  const denied = findDeniedOption(rest, { long: DENIED_LONG, stopAtDoubleDash: true });
  if (denied)
    return because(
      `git option "${denied}" can write files or run programs`,
      say('readOnly.gitOptionWrites', { option: denied }),
    );
  // -o writes a file for some diff-family commands; -O runs a program for grep.
  const beforeDashes = rest.indexOf('--') === -1 ? rest : rest.slice(0, rest.indexOf('--'));
  const shortWriter = beforeDashes.find((a) => /^-[a-zA-Z]/.test(a) && !/^-[SGU]/.test(a) && /[oO]/.test(a));
  if (shortWriter)
    return because(
      `git option "${shortWriter}" may write a file`,
      say('readOnly.gitOptionMayWrite', { option: shortWriter }),
    );
  return rule(rest);
}

/** Git's global options that take their value as the next argument. */
const GLOBAL_OPTIONS_WITH_VALUE = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '--config-env',
  '--super-prefix',
  '--list-cmds',
  '--attr-source',
]);

/** Pure: the subcommand of a git invocation, skipping global options and their values. */
export function findGitSubcommand(args: readonly string[]): string | undefined {
  let i = 0;
  while (i < args.length && (args[i] ?? '').startsWith('-')) i += GLOBAL_OPTIONS_WITH_VALUE.has(args[i] ?? '') ? 2 : 1;
  return args[i];
}

const GIT_FOLDER_CAP = 16;

/**
 * Pure: every folder a git command in this line may run in (the working folder, each `cd` target
 * taken from every earlier folder, then each `git -C`), so the repository config of a nested
 * repository is checked too. Null when a folder cannot be known (a word from an expansion,
 * `cd -`) or there are too many to check.
 */
export function deriveGitFolders(commands: readonly SimpleCommand[], cwd: string, home: string): string[] | null {
  const bases = [cwd];
  const folders = new Set<string>();
  for (const command of commands) {
    const values = command.words.map((w) => w.value);
    if (values.some((v) => v === null)) return null;
    const [name, ...args] = values as string[];
    const argWords = command.words.slice(1);
    // A pattern or ~ in a folder word is expanded by the shell: the folder named is not the one used.
    const unknownFolder = (index: number): boolean => argWords[index]?.glob === true || argWords[index]?.tilde === true;
    if (name === 'cd') {
      const index = args.findIndex((a) => !a.startsWith('-') || a === '-');
      const target = index < 0 ? undefined : args[index];
      if (target === '-' || (index >= 0 && unknownFolder(index))) return null;
      bases.push(...bases.map((b) => path.resolve(b, target ?? home)));
    } else if (name === 'git') {
      for (const base of bases) {
        let folder = base;
        for (
          let i = 0;
          i < args.length && (args[i] ?? '').startsWith('-');
          i += GLOBAL_OPTIONS_WITH_VALUE.has(args[i] ?? '') ? 2 : 1
        ) {
          const option = (args[i] ?? '').split('=')[0] ?? '';
          if (option === '--git-dir' || option === '--work-tree') return null;
          if (args[i] === '-C') {
            if (unknownFolder(i + 1)) return null;
            folder = path.resolve(folder, args[i + 1] ?? '.');
          }
        }
        folders.add(folder);
      }
    }
    if (bases.length > GIT_FOLDER_CAP || folders.size > GIT_FOLDER_CAP) return null;
  }
  return [...folders];
}

function decideListing(
  name: 'branch' | 'tag',
  args: readonly string[],
  allowedFlags: readonly string[],
): RuleReason | null {
  const valueAfter = new Set(['--contains', '--no-contains', '--merged', '--no-merged', '--points-at']);
  let listing = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '-l' || arg === '--list') listing = true;
    if (arg.startsWith('-')) {
      const base = arg.split('=')[0] ?? arg;
      const valued = ['--sort', '--format', '--color', '--column', '--abbrev'].includes(base) && arg.includes('=');
      if (!allowedFlags.includes(arg) && !valued && !/^-n[0-9]*$/.test(arg))
        return because(
          `"git ${name} ${arg}" is not on the read-only list`,
          say('readOnly.gitListingOption', { subcommand: name, option: arg }),
        );
      if (valueAfter.has(arg) && i + 1 < args.length && !(args[i + 1] ?? '').startsWith('-')) i += 1;
    }
  }
  const positional = positionalArgs(args, [...valueAfter]);
  if (positional.length > 0 && !listing)
    return because(
      `"git ${name}" with a name creates or changes a ${name}; listing needs --list`,
      say('readOnly.gitListingName', { subcommand: name }),
    );
  return null;
}

/**
 * Pure: whether this git invocation prints remote URLs (`git remote -v`, `git remote get-url`).
 * Git rewrites them through `url.<base>.insteadOf` from every config level, and a person's own
 * global config may carry a token in that base.
 */
export function deriveGitPrintsRemoteUrls(args: readonly string[]): boolean {
  let i = 0;
  while (i < args.length && (args[i] ?? '').startsWith('-')) i += GLOBAL_OPTIONS_WITH_VALUE.has(args[i] ?? '') ? 2 : 1;
  if (args[i] !== 'remote') return false;
  const rest = args.slice(i + 1);
  return rest.includes('get-url') || rest.some((a) => a === '-v' || a === '--verbose');
}
