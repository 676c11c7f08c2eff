/** npx's and npm exec's options that take a value (the next word, or after `=`). */
const VALUED = new Set([
  '-p',
  '--package',
  '-c',
  '--call',
  '--registry',
  '--cache',
  '--userconfig',
  '--prefix',
  '-w',
  '--workspace',
  '--loglevel',
  '--node-options',
  '--script-shell',
]);

/**
 * Pure: the npm packages an `npx` (or `npm exec`) command line runs, as npm reads it: each
 * `--package`/`-p` value, or else the first word that is not an option (`npx -y @scope/server@1 dir`
 * runs `@scope/server@1`). For `npm`, `args` start with `exec`, and words after `--` are the
 * command's. A `-c`/`--call` line with no package runs nothing to download: the list is empty.
 */
export function deriveNpxPackages(program: 'npx' | 'npm', args: readonly string[]): string[] {
  const words = program === 'npm' ? args.slice(1) : [...args];
  const packages: string[] = [];
  let call = false;
  let positional: string | null = null;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === '--') {
      positional = words[i + 1] ?? null;
      break;
    }
    if (word.startsWith('-')) {
      const [flag, inline] = word.includes('=')
        ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]
        : [word, undefined];
      if (!VALUED.has(flag)) continue;
      const value = inline ?? words[(i += 1)];
      if (value === undefined) break;
      if (flag === '-p' || flag === '--package') packages.push(...value.split(',').filter((p) => p !== ''));
      if (flag === '-c' || flag === '--call') call = true;
      continue;
    }
    positional = word;
    break;
  }
  if (packages.length > 0 || call) return packages;
  return positional !== null ? [positional] : [];
}
