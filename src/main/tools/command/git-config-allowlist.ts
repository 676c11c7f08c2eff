/**
 * The repository config keys read-only git accepts without a person. Pure.
 *
 * Why an allowlist: git reads dozens of keys that run programs, fetch, or move what it reads
 * (core.worktree, core.fsmonitor, diff.external, filter.*, extensions.partialClone with a
 * promisor remote, include.path, protocol.*.allow, core.sshCommand…), and new ones arrive with
 * each release. A repository written by someone else may set any of them; only keys that change
 * nothing git runs or reads pass, each with its value checked where the value could matter.
 * Keys are as `git config --list` prints them: section and name lower-cased, subsection as written.
 */

const BOOLEAN = /^(true|false|yes|no|on|off|1|0|)$/i;
const FALSE = /^(false|no|off|0)$/i;
const ANY = /^[^\n]*$/;

const EXACT: Readonly<Record<string, RegExp>> = {
  'core.repositoryformatversion': /^[01]$/,
  'core.filemode': BOOLEAN,
  // A .git folder that says it is bare makes git refuse the work tree; only false is ordinary.
  'core.bare': FALSE,
  'core.logallrefupdates': /^(true|false|yes|no|on|off|1|0|always)$/i,
  'core.ignorecase': BOOLEAN,
  'core.precomposeunicode': BOOLEAN,
  'core.symlinks': BOOLEAN,
  'core.autocrlf': /^(true|false|input)$/i,
  'core.eol': /^(lf|crlf|native)$/i,
  'core.safecrlf': /^(true|false|warn)$/i,
  'core.quotepath': BOOLEAN,
  'extensions.objectformat': /^(sha1|sha256)$/i,
  'user.name': ANY,
  'user.email': ANY,
  'pull.rebase': ANY,
  'pull.ff': ANY,
  'init.defaultbranch': ANY,
  'lfs.repositoryformatversion': /^[0-9]+$/,
};

/** `remote.<name>.<key>` and `branch.<name>.<key>` keys, by the last part. */
const REMOTE_KEYS: Readonly<Record<string, 'url' | 'any'>> = {
  url: 'url',
  pushurl: 'url',
  fetch: 'any',
  'gh-resolved': 'any',
};
const BRANCH_KEYS = new Set(['remote', 'merge', 'rebase', 'pushremote', 'description', 'vscode-merge-base']);

/**
 * Pure: whether a remote URL is one of the ordinary network forms. Not `ext::`/`fd::` (transports
 * that run programs, caught by `::`), not a local path or file:// (which would make a fetch read
 * another repository on this machine), not one that could start an option (`-oProxyCommand`).
 */
export function isOrdinaryRemoteUrl(url: string): boolean {
  if (url.includes('::') || /\s/.test(url)) return false;
  if (/^(https?|ssh|git|git\+ssh|ssh\+git):\/\/[A-Za-z0-9[]/i.test(url)) return true;
  // scp-like `[user@]host:path`: a colon before any slash, and not a URL.
  return !url.includes('://') && /^([A-Za-z0-9._~+-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:/.test(url);
}

/** Pure: whether a key and value from a repository's own config are harmless for read-only git. */
export function isAllowedGitConfigEntry(key: string, value: string): boolean {
  const exact = Object.hasOwn(EXACT, key) ? EXACT[key] : undefined;
  if (exact) return exact.test(value);
  const remote = /^remote\.[^\n]+\.([a-z-]+)$/.exec(key);
  if (remote) {
    const kind = Object.hasOwn(REMOTE_KEYS, remote[1] ?? '') ? REMOTE_KEYS[remote[1] ?? ''] : undefined;
    if (kind === 'url') return isOrdinaryRemoteUrl(value);
    return kind === 'any' && ANY.test(value);
  }
  const branch = /^branch\.[^\n]+\.([a-z-]+)$/.exec(key);
  if (branch) return BRANCH_KEYS.has(branch[1] ?? '') && ANY.test(value);
  return false;
}
