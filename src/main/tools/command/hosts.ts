import { findGitSubcommand } from './git-rules';
import { WRAPPERS } from './network-programs';
import type { ParsedShell } from '../../shell';

/**
 * The network hosts a command names, for the sandbox's allowlist and for a person to read. Pure.
 * Only what the words say: a URL anywhere, `[user@]host:path` where ssh, scp, sftp, rsync and git
 * take a remote, and the default registries of package managers the command runs. A remote named
 * by a config (`git fetch origin`, an .npmrc registry) is not known here; the sandbox then refuses
 * the connection and the command fails, which is the safe way round.
 */

/** Default hosts of programs that fetch packages, when the program is run. */
const PACKAGE_HOSTS: Readonly<Record<string, readonly string[]>> = {
  npm: ['registry.npmjs.org'],
  npx: ['registry.npmjs.org'],
  pnpm: ['registry.npmjs.org'],
  pnpx: ['registry.npmjs.org'],
  bun: ['registry.npmjs.org'],
  bunx: ['registry.npmjs.org'],
  yarn: ['registry.npmjs.org', 'registry.yarnpkg.com'],
  pip: ['pypi.org', 'files.pythonhosted.org'],
  pip3: ['pypi.org', 'files.pythonhosted.org'],
  pipx: ['pypi.org', 'files.pythonhosted.org'],
  uv: ['pypi.org', 'files.pythonhosted.org'],
  uvx: ['pypi.org', 'files.pythonhosted.org'],
  poetry: ['pypi.org', 'files.pythonhosted.org'],
  cargo: ['crates.io', 'index.crates.io', 'static.crates.io'],
  go: ['proxy.golang.org', 'sum.golang.org'],
  gem: ['rubygems.org'],
  bundle: ['rubygems.org'],
  bundler: ['rubygems.org'],
  composer: ['repo.packagist.org'],
  apt: ['deb.debian.org', 'security.debian.org', 'archive.ubuntu.com', 'security.ubuntu.com'],
  'apt-get': ['deb.debian.org', 'security.debian.org', 'archive.ubuntu.com', 'security.ubuntu.com'],
  brew: ['formulae.brew.sh', 'ghcr.io'],
};

/** ssh options that take a value (the value is not the host). */
const SSH_VALUE_OPTIONS = new Set('BbcDEeFIiJLlmOopQRSWw'.split(''));
/** git clone/fetch/pull/push/ls-remote options whose value is the next word. */
const GIT_VALUE_OPTIONS = new Set([
  '-b',
  '--branch',
  '-o',
  '--origin',
  '-c',
  '--config',
  '--depth',
  '--reference',
  '--reference-if-able',
  '--separate-git-dir',
  '--template',
  '-u',
  '--upload-pack',
  '--receive-pack',
  '--exec',
  '-j',
  '--jobs',
  '--shallow-since',
  '--shallow-exclude',
  '--server-option',
  '--filter',
]);
const GIT_REMOTE_SUBCOMMANDS = new Set(['clone', 'fetch', 'pull', 'push', 'ls-remote']);

/** Pure: the lower-cased, deduplicated, sorted host names the parsed command names. */
export function deriveCommandHosts(parsed: ParsedShell): string[] {
  const hosts = new Set<string>();
  const add = (host: string | null): void => {
    const clean = host === null ? null : normalizeHost(host);
    if (clean) hosts.add(clean);
  };
  for (const command of parsed.commands) {
    const words = command.words.map((w) => w.value ?? w.text);
    for (const word of [...words, ...command.assignments.map((a) => a.value?.value ?? a.value?.text ?? '')]) {
      for (const host of deriveUrlHosts(word)) add(host);
    }
    const start = findProgramIndex(words);
    const program = (words[start] ?? '').split('/').pop() ?? '';
    const rest = words.slice(start + 1);
    for (const host of PACKAGE_HOSTS[program] ?? []) add(host);
    if (/^python[0-9.]*$/.test(program) && rest[0] === '-m' && rest[1]?.startsWith('pip'))
      for (const host of PACKAGE_HOSTS.pip ?? []) add(host);
    if (program === 'ssh') {
      for (let i = 0; i < rest.length; i += 1) {
        const arg = rest[i] ?? '';
        if (arg === '-J' || (arg.startsWith('-J') && arg.length > 2)) {
          const jumps = arg === '-J' ? (rest[(i += 1)] ?? '') : arg.slice(2);
          for (const jump of jumps.split(',')) add(deriveRemoteHost(`${jump}:`));
          continue;
        }
        if (/^-[A-Za-z]$/.test(arg) && SSH_VALUE_OPTIONS.has(arg.slice(1))) {
          i += 1;
          continue;
        }
        if (arg.startsWith('-')) continue;
        if (!arg.includes('://')) add(arg.replace(/^.*@/, ''));
        break;
      }
    } else if (program === 'scp' || program === 'sftp' || program === 'rsync') {
      for (const arg of rest) if (!arg.startsWith('-')) add(deriveRemoteHost(arg));
    } else if (program === 'git') {
      add(deriveGitRemoteHost(rest));
    }
  }
  return [...hosts].sort();
}

/** Pure: the index of the program a wrapper runs (`sudo env X=1 timeout 5 npm i` → npm). */
function findProgramIndex(words: readonly string[]): number {
  let i = 0;
  while (i < words.length && WRAPPERS.has((words[i] ?? '').split('/').pop() ?? '')) {
    i += 1;
    // A wrapper's own options, assignments and numbers (`timeout 5`, `nice -n 10`, `env A=1`).
    while (i < words.length && /^(-.*|[A-Za-z_][A-Za-z0-9_]*=.*|[0-9.]+[smhd]?)$/.test(words[i] ?? '')) i += 1;
  }
  return i;
}

/** Pure: the host of the remote a git clone/fetch/pull/push/ls-remote, `remote add|set-url` or `submodule add` names. */
function deriveGitRemoteHost(args: readonly string[]): string | null {
  const sub = findGitSubcommand(args);
  if (sub === undefined) return null;
  const after = args.slice(args.indexOf(sub) + 1);
  const operands: string[] = [];
  for (let i = 0; i < after.length; i += 1) {
    const arg = after[i] ?? '';
    if (GIT_VALUE_OPTIONS.has(arg)) i += 1;
    else if (!arg.startsWith('-')) operands.push(arg);
  }
  let remote: string | undefined;
  if (GIT_REMOTE_SUBCOMMANDS.has(sub)) remote = operands[0];
  else if (sub === 'remote' && (operands[0] === 'add' || operands[0] === 'set-url')) remote = operands[2];
  else if (sub === 'submodule' && operands[0] === 'add') remote = operands[1];
  if (remote === undefined || remote.includes('://')) return null;
  return deriveRemoteHost(remote);
}

/** Pure: hosts of every `scheme://authority` in a word (a URL inside `--registry=…` counts). */
function deriveUrlHosts(word: string): string[] {
  const out: string[] = [];
  for (const match of word.matchAll(/([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s/?#"'<>\\]*)/g)) {
    if ((match[1] ?? '').toLowerCase() === 'file') continue;
    const authority = match[2] ?? '';
    const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
    const host = hostPort.startsWith('[') ? hostPort.slice(1, hostPort.indexOf(']')) : hostPort.replace(/:[0-9]*$/, '');
    if (host !== '') out.push(host);
  }
  return out;
}

/** Pure: the host of an scp-like `[user@]host:path` (or rsync's `host::module`), or null for a local path. */
function deriveRemoteHost(arg: string): string | null {
  if (arg.includes('://')) return null;
  const match = /^(?:[^@/:]+@)?(\[[^\]/]+\]|[A-Za-z0-9][A-Za-z0-9.-]*):/.exec(arg);
  if (!match) return null;
  const host = match[1] ?? '';
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

/** Pure: a host name lower-cased without a trailing dot, or null when it is not one. */
function normalizeHost(host: string): string | null {
  const lower = host.toLowerCase().replace(/\.$/, '');
  if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(lower)) return lower;
  if (/^[0-9a-f:.]+$/.test(lower) && lower.includes(':')) return lower;
  return null;
}
