import { say, type MainMessage } from '../../../shared/main-messages';
import { findGitSubcommand } from './git-rules';

/** Programs (and program + subcommand pairs) that talk to the network. Pure data and a pure check. */

const NETWORK_PROGRAMS = new Set([
  'curl',
  'wget',
  'ssh',
  'scp',
  'sftp',
  'nc',
  'ncat',
  'netcat',
  'telnet',
  'ftp',
  'socat',
  'aria2c',
  'http',
  'https',
  'ping',
  'dig',
  'nslookup',
  'host',
  'mosh',
  'gh',
  'npx',
  'pnpx',
  'bunx',
  'apt',
  'apt-get',
  'brew',
  'lftp',
  'ncftp',
  'rclone',
  'xh',
  'wget2',
  'sshpass',
  'ssh-copy-id',
  'aws',
  'gcloud',
  'gsutil',
  'az',
  'kubectl',
  'svn',
  'hg',
  'tftp',
  'nmap',
  'sendmail',
  'mail',
]);

const NETWORK_SUBCOMMANDS: Record<string, readonly string[]> = {
  git: ['push', 'fetch', 'pull', 'clone', 'ls-remote', 'submodule', 'remote', 'send-email', 'request-pull', 'archive'],
  npm: [
    'install',
    'i',
    'ci',
    'add',
    'update',
    'publish',
    'exec',
    'x',
    'login',
    'adduser',
    'view',
    'info',
    'audit',
    'outdated',
    'search',
    'create',
    'init',
    'dist-tag',
    'deprecate',
    'unpublish',
    'owner',
    'access',
    'token',
    'ping',
    'install-test',
    'it',
  ],
  yarn: ['install', 'add', 'upgrade', 'up', 'publish', 'dlx', 'create', 'npm', 'info'],
  pnpm: ['install', 'i', 'add', 'update', 'up', 'publish', 'dlx', 'create', 'fetch'],
  bun: ['install', 'i', 'add', 'update', 'publish', 'x', 'create'],
  pip: ['install', 'download', 'search', 'index'],
  pip3: ['install', 'download', 'search', 'index'],
  pipx: ['install', 'run', 'upgrade'],
  uv: ['pip', 'add', 'sync', 'run', 'tool', 'lock'],
  poetry: ['install', 'add', 'update', 'publish', 'lock'],
  cargo: ['install', 'publish', 'fetch', 'update', 'add', 'search', 'login'],
  go: ['get', 'install', 'mod'],
  gem: ['install', 'push', 'update', 'fetch'],
  docker: ['pull', 'push', 'login', 'run', 'build', 'search'],
  podman: ['pull', 'push', 'login', 'run', 'build', 'search'],
  composer: ['install', 'require', 'update'],
};

/** Git subcommands that stay on this machine; any other name may be an alias or add-on (`git p` → push). */
const GIT_LOCAL_SUBCOMMANDS = new Set([
  'status',
  'diff',
  'log',
  'show',
  'shortlog',
  'describe',
  'rev-parse',
  'rev-list',
  'ls-files',
  'ls-tree',
  'cat-file',
  'show-ref',
  'for-each-ref',
  'merge-base',
  'name-rev',
  'blame',
  'annotate',
  'grep',
  'diff-tree',
  'diff-files',
  'diff-index',
  'whatchanged',
  'count-objects',
  'check-ignore',
  'check-attr',
  'version',
  'branch',
  'tag',
  'config',
  'stash',
  'reflog',
  'worktree',
  'notes',
  'add',
  'commit',
  'checkout',
  'switch',
  'restore',
  'reset',
  'rm',
  'mv',
  'merge',
  'rebase',
  'cherry-pick',
  'revert',
  'init',
  'apply',
  'am',
  'clean',
  'bisect',
  'gc',
  'format-patch',
  'range-diff',
  'show-branch',
  'sparse-checkout',
  'prune',
  'repack',
  'fsck',
  'help',
  'update-index',
  'update-ref',
  'symbolic-ref',
  'write-tree',
  'read-tree',
  'hash-object',
  'var',
  'verify-commit',
  'verify-tag',
]);

/** Programs that run the command in their arguments (`env curl …`, `xargs git push`, `timeout 5 ssh …`). */
export const WRAPPERS: ReadonlySet<string> = new Set([
  'env',
  'xargs',
  'nohup',
  'timeout',
  'nice',
  'ionice',
  'time',
  'command',
  'builtin',
  'exec',
  'sudo',
  'doas',
  'stdbuf',
  'setsid',
  'watch',
  'strace',
  'ltrace',
  'chrt',
  'taskset',
  'unbuffer',
  'flock',
  'parallel',
  'caffeinate',
  'chronic',
  'script',
]);
const FIND_RUNNERS = new Set(['-exec', '-execdir', '-ok', '-okdir']);

/** Shells and interpreters, with the options that pass them code inline. */
const INTERPRETERS: Record<string, RegExp> = {
  bash: /^-[a-zA-Z]*c/,
  sh: /^-[a-zA-Z]*c/,
  dash: /^-[a-zA-Z]*c/,
  zsh: /^-[a-zA-Z]*c/,
  ksh: /^-[a-zA-Z]*c/,
  mksh: /^-[a-zA-Z]*c/,
  fish: /^(-[a-zA-Z]*c|--command)/,
  python: /^(-[a-zA-Z]*[cm]|--command)/,
  python3: /^-[a-zA-Z]*[cm]/,
  node: /^(-[ep]|--eval|--print)/,
  deno: /^eval$/,
  bun: /^(-e|--eval|-p|--print)$/,
  perl: /^-[a-zA-Z]*[eE]/,
  ruby: /^-[a-zA-Z]*e/,
  php: /^-[a-zA-Z]*r/,
  lua: /^-[a-zA-Z]*e/,
  osascript: /^-[a-zA-Z]*e/,
  pwsh: /^-(c|command)$/i,
};

/**
 * What these words reach beyond what can be checked: the network (a place outside the folder), or
 * code handed to an interpreter that this check cannot read (`unread`: what it reaches is not known).
 */
export interface NetworkUse {
  reason: string;
  /** The same for the person. */
  text: MainMessage;
  unread: boolean;
}

/** Pure: a plain-words reason when these words start a network program or run code this check cannot read, else null. */
export function findNetworkUse(words: readonly string[]): NetworkUse | null {
  const network = (reason: string, text: MainMessage): NetworkUse => ({ reason, text, unread: false });
  const [name, ...rest] = words;
  if (!name) return null;
  const program = name.split('/').pop() ?? name;
  if (NETWORK_PROGRAMS.has(program))
    return network(`it runs ${program}, which talks to the network`, say('reach.network', { program }));
  if (program === 'rsync' && rest.some((a) => /^[^/-][^/]*:/.test(a) || a.startsWith('rsync://')))
    return network('it runs rsync to a remote host', say('reach.rsync'));
  if (program === 'git') {
    // Skips global options with their values, so `git -C . push` and `git -c k=v push` are seen.
    const sub = findGitSubcommand(rest);
    if (sub === undefined) return null;
    if (NETWORK_SUBCOMMANDS.git?.includes(sub))
      return network(`it runs "git ${sub}", which talks to the network`, say('reach.gitNetwork', { subcommand: sub }));
    if (!GIT_LOCAL_SUBCOMMANDS.has(sub))
      return network(
        `it runs "git ${sub}", which may be an alias or add-on that talks to the network`,
        say('reach.gitMaybeNetwork', { subcommand: sub }),
      );
    return null;
  }
  const subs = NETWORK_SUBCOMMANDS[program];
  if (subs) {
    // Any operand counts: an option value (`npm --registry x publish`) must not hide the subcommand.
    const sub = rest.find((a) => !a.startsWith('-') && subs.includes(a));
    if (sub !== undefined)
      return network(
        `it runs "${program} ${sub}", which talks to the network`,
        say('reach.subcommandNetwork', { program, subcommand: sub }),
      );
  }
  return findWrappedUse(program, rest);
}

/**
 * Pure: the reason when a wrapper runs a network program or when an interpreter runs code this
 * check cannot read (`bash -c "…"`, `python -c`, `node -e`, a script piped into `sh`, awk's system()).
 */
function findWrappedUse(program: string, rest: readonly string[]): NetworkUse | null {
  const unread = (reason: string, text: MainMessage): NetworkUse => ({ reason, text, unread: true });
  if (WRAPPERS.has(program) || program === 'find') {
    for (let i = 0; i < rest.length; i += 1) {
      if (program === 'find' && !FIND_RUNNERS.has(rest[i - 1] ?? '')) continue;
      const inner = findNetworkUse(rest.slice(i));
      if (inner) return inner;
    }
    return null;
  }
  if (program === 'eval') return unread('it runs code through eval, which cannot be checked', say('reach.eval'));
  const inline = INTERPRETERS[program];
  if (inline) {
    if (rest.some((a) => inline.test(a)))
      return unread(
        `it runs ${program} with inline code, which cannot be checked`,
        say('reach.inlineCode', { program }),
      );
    if (!rest.some((a) => !a.startsWith('-')))
      return unread(
        `it runs ${program} on code from its input, which cannot be checked`,
        say('reach.inputCode', { program }),
      );
    return null;
  }
  if (/^[gmn]?awk$/.test(program) && rest.some((a) => /system|getline|\|/.test(a)))
    return unread(
      `its ${program} program may run commands, which cannot be checked`,
      say('reach.awkRuns', { program }),
    );
  return null;
}
