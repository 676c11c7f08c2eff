/**
 * Programs that look up what to run in the folder they run in: package runners (npx, npm run, yarn,
 * pnpm, bun), build tools (make, just, cargo, go run), module runners (python -m) and options that
 * load a file before the program (node --require, bash --rcfile). A command using one runs whatever
 * that folder holds when it runs, not what a person read. The one list: main refuses to trust a
 * folder's hook that uses one (src/main/hooks/read-hook-command.ts), and Settings › Hooks says so
 * when a person's hook set to run without the sandbox uses one. Pure; imports nothing.
 */

/** Programs that run the rest of their words as a command (`env X=1 npx…`, `exec make`). */
const WRAPPERS = new Set([
  'env',
  'exec',
  'command',
  'builtin',
  'nice',
  'nohup',
  'time',
  'timeout',
  'stdbuf',
  'setsid',
  'ionice',
  'chronic',
]);
const ALWAYS = new Set(['npx', 'pnpx', 'bunx', 'yarn', 'pnpm', 'bun', 'make', 'gmake', 'just', 'rake']);
const NPM_RUNS = new Set([
  'run',
  'run-script',
  'rum',
  'urn',
  'exec',
  'x',
  'test',
  't',
  'tst',
  'start',
  'stop',
  'restart',
  'explore',
  'install',
  'i',
  'ci',
  'add',
  'rebuild',
  'pack',
  'publish',
]);
const RUN_SUBCOMMAND: Record<string, ReadonlySet<string>> = {
  deno: new Set(['task']),
  uv: new Set(['run']),
  poetry: new Set(['run']),
  pipenv: new Set(['run']),
  pdm: new Set(['run']),
  hatch: new Set(['run']),
  cargo: new Set(['run', 'build', 'test', 'b', 'r', 't', 'bench', 'check', 'install']),
  go: new Set(['run', 'generate', 'test', 'build', 'install']),
};
const NODE_PRELOADS = [
  '--require',
  '-r',
  '--import',
  '--loader',
  '--experimental-loader',
  '--env-file',
  '--env-file-if-exists',
];
const SHELL_PRELOADS = ['--rcfile', '--init-file'];

const baseName = (word: string): string => word.split('/').pop() ?? word;

/** Pure: where the program starts once wrappers (and env's assignments and options) are skipped. */
export function deriveProgramIndex(words: readonly string[]): number {
  let i = 0;
  while (i < words.length && WRAPPERS.has(baseName(words[i] ?? ''))) {
    const wrapper = baseName(words[i] ?? '');
    i += 1;
    while (
      i < words.length &&
      ((words[i] ?? '').startsWith('-') || (wrapper === 'env' && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i] ?? '')))
    )
      i += 1;
    // timeout's duration comes before its command.
    if (wrapper === 'timeout' && i < words.length) i += 1;
  }
  return i;
}

/**
 * Pure: the program (with the word that makes it look up code, as in "npm run" or "python -m")
 * when these words (one simple command, quotes removed) run code the folder names, else null.
 */
export function deriveFolderCodeProgram(words: readonly string[]): string | null {
  const start = deriveProgramIndex(words);
  const name = words[start];
  if (name === undefined) return null;
  const program = baseName(name);
  const rest = words.slice(start + 1);
  const sub = rest.find((w) => !w.startsWith('-'));
  if (ALWAYS.has(program)) return program;
  if (program === 'npm') return sub !== undefined && NPM_RUNS.has(sub) ? `npm ${sub}` : null;
  const runs = RUN_SUBCOMMAND[program];
  if (runs !== undefined) return sub !== undefined && runs.has(sub) ? `${program} ${sub}` : null;
  if (/^(python|pypy)[0-9.]*$/.test(program)) {
    // Options come before the script: -m (alone or in a group such as -Im) names a module to look up.
    for (const w of rest) {
      if (!w.startsWith('-')) return null;
      if (/^-[A-Za-z]*m/.test(w) && !w.startsWith('--')) return `${program} -m`;
    }
    return null;
  }
  if (program === 'node' || program === 'nodejs') {
    const preload = rest.find((w) => NODE_PRELOADS.some((o) => w === o || w.startsWith(`${o}=`)));
    return preload === undefined ? null : `node ${preload.split('=')[0]}`;
  }
  if (['bash', 'sh', 'zsh', 'dash', 'ksh'].includes(program)) {
    const preload = rest.find((w) => SHELL_PRELOADS.some((o) => w === o || w.startsWith(`${o}=`)));
    return preload === undefined ? null : `${program} ${preload.split('=')[0]}`;
  }
  return null;
}

/**
 * Pure, and rough on purpose (the window has no shell parser): the first program in a command line
 * that runs code the folder names, reading each part between ; && || | & and parentheses as words
 * with quotes removed, leading NAME=value words skipped. Null when none is seen.
 */
export function deriveFolderCodeInCommand(command: string): string | null {
  for (const part of command.split(/;|&&|\|\||\||&|\n|\(|\)|`|\$\(/)) {
    const words = part
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/["']/g, ''))
      .filter((w) => w !== '');
    while (words.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0] ?? '')) words.shift();
    const found = deriveFolderCodeProgram(words);
    if (found !== null) return found;
  }
  return null;
}
