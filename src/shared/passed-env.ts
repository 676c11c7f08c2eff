// Which environment variables a person may pass to a command, apart from the schemas
// (src/shared/decisions.ts builds EnvNameSchema from these), so the window's sheet needs no schema library.

/** A POSIX-style environment variable name, as a person may pass one to a command. */
export const ENV_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const ENV_NAME_MAX_CHARS = 128;

/** Pure: whether `name` is a name EnvNameSchema (src/shared/decisions.ts) accepts. */
export function isEnvName(name: string): boolean {
  return name.length <= ENV_NAME_MAX_CHARS && ENV_NAME_PATTERN.test(name);
}

/**
 * Variables that change how programs load or run code rather than carry a value a command needs
 * (LD_PRELOAD, BASH_ENV, NODE_OPTIONS, GIT_*…): never offered, and refused if a window sends one.
 * Why: one ticked box must not turn a reviewed command into a different one. Pure.
 */
export function isSteeringVariableName(name: string): boolean {
  return (
    /^(LD_|DYLD_|GIT_|BASH_FUNC_|PYTHON|PERL5|RUBY|NODE_|NPM_CONFIG_|JAVA_TOOL_OPTIONS$|_JAVA_OPTIONS$|JDK_JAVA_OPTIONS$)/i.test(
      name,
    ) ||
    [
      'BASH_ENV',
      'ENV',
      'PROMPT_COMMAND',
      'IFS',
      'CDPATH',
      'SHELLOPTS',
      'BASHOPTS',
      'PS4',
      'GLOBIGNORE',
      'LESSOPEN',
      'LESSCLOSE',
      'PAGER',
      'EDITOR',
      'VISUAL',
      'GCONV_PATH',
      'HOSTALIASES',
      'LOCALDOMAIN',
      'RES_OPTIONS',
      'TMPDIR',
    ].includes(name.toUpperCase())
  );
}

/** At most this many environment variables passed to one call. */
export const MAX_PASS_ENV = 50;
