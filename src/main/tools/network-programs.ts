/** Programs (and program + subcommand pairs) that talk to the network. Pure data and a pure check. */

const NETWORK_PROGRAMS = new Set([
  'curl', 'wget', 'ssh', 'scp', 'sftp', 'nc', 'ncat', 'netcat', 'telnet', 'ftp', 'socat', 'aria2c', 'http', 'https',
  'ping', 'dig', 'nslookup', 'host', 'mosh', 'gh', 'npx', 'pnpx', 'bunx', 'apt', 'apt-get', 'brew', 'lftp', 'ncftp', 'rclone', 'xh',
]);

const NETWORK_SUBCOMMANDS: Record<string, readonly string[]> = {
  git: ['push', 'fetch', 'pull', 'clone', 'ls-remote', 'submodule', 'remote', 'send-email', 'request-pull', 'archive'],
  npm: ['install', 'i', 'ci', 'add', 'update', 'publish', 'exec', 'x', 'login', 'adduser', 'view', 'info', 'audit', 'outdated', 'search', 'create', 'init', 'dist-tag', 'deprecate', 'unpublish', 'owner', 'access', 'token', 'ping', 'install-test', 'it'],
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

/** Pure: a plain-words reason when these words start a network program, else null. */
export function findNetworkUse(words: readonly string[]): string | null {
  const [name, ...rest] = words;
  if (!name) return null;
  const program = name.split('/').pop() ?? name;
  if (NETWORK_PROGRAMS.has(program)) return `it runs ${program}, which talks to the network`;
  if (program === 'rsync' && rest.some((a) => /^[^/-][^/]*:/.test(a) || a.startsWith('rsync://'))) return 'it runs rsync to a remote host';
  const subs = NETWORK_SUBCOMMANDS[program];
  if (subs) {
    const sub = rest.find((a) => !a.startsWith('-'));
    if (sub !== undefined && subs.includes(sub)) return `it runs "${program} ${sub}", which talks to the network`;
  }
  return null;
}
