import type { Decider } from '../../../shared/decisions';
/**
 * The environment run_command gives bash: an allowlist of the app's variables plus git settings
 * Gatehouse forces. Pure.
 *
 * Why an allowlist: a command judged read-only (`printenv`, `env`, `cat /proc/self/environ`) runs
 * without asking and its output goes to the model. A deny-list by name misses `DATABASE_URL`,
 * `SENTRY_DSN`, `SLACK_WEBHOOK_URL`, `DB_PASS`, `STRIPE_KEY`…; an allowlist withholds whatever it
 * does not know. It also keeps out variables that steer programs (`GIT_DIR`, `GIT_CONFIG_*`,
 * `CDPATH`, `BASH_ENV`, `LD_PRELOAD`, `RIPGREP_CONFIG_PATH`).
 */

/** Variables passed through by exact name. */
const PASSED_NAMES = new Set(['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'TERM', 'TZ', 'TMPDIR', 'PWD']);
/** Locale categories (LC_ALL, LC_CTYPE…). */
const PASSED_PATTERN = /^LC_[A-Z]+$/;

/** The allowlist's names as a person reads them (LC_* for the locale categories). */
const PASSED_VARIABLE_NAMES = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LC_*',
  'TERM',
  'TZ',
  'TMPDIR',
  'PWD',
];
/** The allowlist in English words, for the model (the tool's description, its results). */
export const PASSED_VARIABLES_LABEL = `${PASSED_VARIABLE_NAMES.slice(0, -1).join(', ')} and ${PASSED_VARIABLE_NAMES.at(-1) ?? ''}`;
/** The same names as a plain list, a parameter of the person's messages (which word the "and"). */
export const PASSED_VARIABLES_LIST = PASSED_VARIABLE_NAMES.join(', ');

/** Pure: whether a variable of the app's environment reaches commands. */
export function isPassedVariableName(name: string): boolean {
  return PASSED_NAMES.has(name) || PASSED_PATTERN.test(name);
}

/** Pure: the names of `base`'s variables that run_command withholds, sorted. */
export function deriveWithheldNames(base: NodeJS.ProcessEnv): string[] {
  return Object.keys(base)
    .filter((name) => !isPassedVariableName(name))
    .sort();
}

/**
 * Command-line-level git config (GIT_CONFIG_COUNT/KEY/VALUE), which outranks every file a
 * repository controls. Why each: fsmonitor, hooks, pagers and signature programs are programs a
 * repository's config would otherwise name for read-only commands to run; core.sshCommand keeps
 * a repository's ssh wrapper from running.
 */
const GIT_OVERRIDES: readonly [string, string][] = [
  ['core.fsmonitor', 'false'],
  ['core.hooksPath', '/dev/null'],
  ['core.pager', 'cat'],
  ['core.attributesFile', '/dev/null'],
  ['log.showSignature', 'false'],
  ['gpg.program', 'false'],
  ['gpg.ssh.program', 'false'],
  ['gpg.x509.program', 'false'],
  ['core.sshCommand', 'false'],
  // A bare repository committed inside the workspace is only used when named with --git-dir.
  ['safe.bareRepository', 'explicit'],
  // ext:: and fd:: run programs; no command needs them from a repository it did not write.
  ['protocol.ext.allow', 'never'],
  ['protocol.fd.allow', 'never'],
];

/**
 * Added for commands judged read-only: no transport at all. A repository can allow one protocol
 * by name (`protocol.ext.allow=always` outranks `protocol.allow=never`), so every name is set too
 * and GIT_ALLOW_PROTOCOL (which overrides all protocol config) lists none. This is what stops a
 * partial clone's lazy fetch on git < 2.44, where GIT_NO_LAZY_FETCH does not exist yet.
 */
const GIT_READ_ONLY_OVERRIDES: readonly [string, string][] = [
  ['protocol.allow', 'never'],
  ...['file', 'git', 'http', 'https', 'ssh'].map((name): [string, string] => [`protocol.${name}.allow`, 'never']),
  ['diff.ignoreSubmodules', 'all'],
  ['submodule.recurse', 'false'],
];

/**
 * What the environment is for. `read_only`: a command that runs without a person (the default,
 * and the safe one for any command). `approved`: a command a person approved, which may use the
 * network through git (`git fetch`, `npm install` of a git dependency).
 */
export type CommandEnvironmentUse = 'read_only' | 'approved';

/**
 * Pure: the environment for a command, from the app's own environment. Only allowlisted variables
 * pass; the git settings above are added on top, so nothing in `base` can undo them.
 */
export function buildCommandEnvironment(
  base: NodeJS.ProcessEnv,
  use: CommandEnvironmentUse = 'read_only',
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base))
    if (isPassedVariableName(name) && value !== undefined) env[name] = value;
  env.GIT_PAGER = 'cat';
  env.PAGER = 'cat';
  env.GIT_OPTIONAL_LOCKS = '0';
  env.GIT_TERMINAL_PROMPT = '0';
  env.GIT_CONFIG_NOSYSTEM = '1';
  const overrides = use === 'read_only' ? [...GIT_OVERRIDES, ...GIT_READ_ONLY_OVERRIDES] : GIT_OVERRIDES;
  if (use === 'read_only') {
    // Overrides all protocol config; the value names no protocol, so none is allowed.
    env.GIT_ALLOW_PROTOCOL = 'none';
    // git >= 2.44 refuses to fetch missing objects lazily; older git ignores it.
    env.GIT_NO_LAZY_FETCH = '1';
  }
  env.GIT_CONFIG_COUNT = String(overrides.length);
  overrides.forEach(([key, value], index) => {
    env[`GIT_CONFIG_KEY_${index}`] = key;
    env[`GIT_CONFIG_VALUE_${index}`] = value;
  });
  return env;
}

/**
 * Pure: the command's environment with the variables a person passed added, and the note the model
 * reads about them (names only). Only a person's decision passes any; for every other decider
 * `passEnv` is ignored. A name no longer set in `base` is simply absent. A name the environment
 * already sets (the git settings Gatehouse forces) keeps Gatehouse's value: a passed variable never
 * undoes them.
 */
export function buildPassedEnvironment(
  env: NodeJS.ProcessEnv,
  base: NodeJS.ProcessEnv,
  decidedBy: Decider,
  passEnv: readonly string[] | undefined,
): { env: NodeJS.ProcessEnv; note: string } {
  if (decidedBy !== 'person' || passEnv === undefined || passEnv.length === 0) return { env, note: '' };
  const next: NodeJS.ProcessEnv = { ...env };
  const passed: string[] = [];
  const missing: string[] = [];
  const kept: string[] = [];
  for (const name of passEnv) {
    const value = Object.prototype.hasOwnProperty.call(base, name) ? base[name] : undefined;
    if (Object.prototype.hasOwnProperty.call(env, name)) kept.push(name);
    else if (value === undefined) missing.push(name);
    else {
      next[name] = value;
      passed.push(name);
    }
  }
  const lines = [
    ...(passed.length > 0
      ? [`The person passed these environment variables to this command: ${passed.join(', ')}.`]
      : []),
    ...(missing.length > 0
      ? [`Not set in Gatehouse's environment when it ran, so not passed: ${missing.join(', ')}.`]
      : []),
    ...(kept.length > 0 ? [`Set by Gatehouse itself, so not replaced: ${kept.join(', ')}.`] : []),
  ];
  return { env: next, note: lines.join('\n') };
}
