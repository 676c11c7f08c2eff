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

/** Pure: the environment for a command, from the app's own environment. */
export function buildCommandEnvironment(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
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
