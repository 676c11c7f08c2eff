import { execFile } from 'node:child_process';

/**
 * The environment run_command gives bash. Why: read-only git would otherwise run programs named in a
 * repository's own config (core.fsmonitor, pagers, hooks, signature checkers) and take
 * index locks. These variables override repository config (they count as command-line config).
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
];

/** Names that say the value is a secret: `*_API_KEY`, `*_TOKEN`, `*_SECRET`, `*PASSWORD`, `*_CREDENTIALS`… */
const SECRET_SUFFIX = /((^|_)(API_?KEY|TOKEN|AUTH_?TOKEN|SECRET|SECRET_?KEY|CREDENTIALS?|PRIVATE_?KEY|AUTH)|PASSWORD|PASSWD)$/i;
/** Whole families of variables that carry keys or point at the model service Gatehouse itself uses. */
const SECRET_PREFIX = /^(ANTHROPIC_|OPENAI_|AWS_SECRET_|AWS_SESSION_)/i;
/** Secrets whose names follow no pattern. */
const SECRET_NAMES = new Set(['PGPASSWORD', 'MYSQL_PWD', 'NPM_CONFIG__AUTH', 'NPM_CONFIG__AUTHTOKEN', 'GH_ENTERPRISE_TOKEN', 'GITHUB_PAT']);

/** Pure: whether an environment variable's name says it holds a secret (case-insensitive, like Windows). */
export function isSecretVariableName(name: string): boolean {
  return SECRET_SUFFIX.test(name) || SECRET_PREFIX.test(name) || SECRET_NAMES.has(name.toUpperCase());
}

/** Pure: the names of `base`'s variables that run_command withholds, sorted. */
export function deriveWithheldNames(base: NodeJS.ProcessEnv): string[] {
  return Object.keys(base).filter(isSecretVariableName).sort();
}

/**
 * Pure: the environment for a command, from the app's own environment.
 * Why secrets are dropped: a command judged read-only (`printenv`, `env`, `cat /proc/self/environ`)
 * runs without asking and its output goes to the model, so any key in the app's environment would
 * reach it, and through it anything the model may write or send. PATH, HOME, LANG, TERM and the
 * rest stay, so ordinary programs behave as in a terminal.
 */
export function buildCommandEnvironment(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base)) if (!isSecretVariableName(name)) env[name] = value;
  delete env.GIT_EXTERNAL_DIFF;
  delete env.GIT_CONFIG_PARAMETERS;
  env.GIT_PAGER = 'cat';
  env.PAGER = 'cat';
  env.GIT_OPTIONAL_LOCKS = '0';
  env.GIT_TERMINAL_PROMPT = '0';
  env.GIT_CONFIG_NOSYSTEM = '1';
  env.GIT_CONFIG_COUNT = String(GIT_OVERRIDES.length);
  GIT_OVERRIDES.forEach(([key, value], index) => {
    env[`GIT_CONFIG_KEY_${index}`] = key;
    env[`GIT_CONFIG_VALUE_${index}`] = value;
  });
  return env;
}

/**
 * Config keys naming programs git runs while diffing. Per-file-type drivers cannot be switched off
 * by name, and an empty diff.external makes git fail rather than ignore it, so these make git ask.
 */
const DRIVER_KEY = /^(diff\.external|filter\.[^\n]+\.(clean|smudge|process)|diff\.[^\n]+\.(textconv|command))$/i;

/**
 * Loads the git config seen from `cwd` and returns the driver keys that name programs (e.g.
 * `diff.bin.textconv`), or an empty list. Reads only; a failure (no git, not a repo) is an empty list.
 */
export function loadGitDriverKeys(cwd: string): Promise<string[]> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['config', '--list', '--includes', '--name-only'],
      { cwd, env: buildCommandEnvironment(process.env), timeout: 5000, maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) {
          resolve([]);
          return;
        }
        resolve(stdout.split('\n').filter((line) => DRIVER_KEY.test(line.trim())));
      },
    );
  });
}
