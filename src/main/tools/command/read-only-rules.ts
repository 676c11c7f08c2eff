import { say } from '../../../shared/main-messages';
import { because, type RuleReason } from './rule-reason';
import { decideGit } from './git-rules';
import { findDeniedOption, positionalIndexes } from './option-check';
import { decideSedScript } from './sed-script';

/**
 * The read-only list: programs that only read, each with the options that would make them write or
 * run other programs. A program not listed here is never read-only.
 */

/**
 * Pure: null when these arguments keep the program read-only, otherwise the reason. `globbed[i]`
 * says argument i is an unquoted pattern: bash may turn it into any number of words, so a rule
 * that counts operands or reads one as a script must not take it as one word.
 */
export type ReadOnlyRule = (args: readonly string[], globbed: readonly boolean[]) => RuleReason | null;

const anyArgs: ReadOnlyRule = () => null;

const deny =
  (program: string, long: readonly string[], short = ''): ReadOnlyRule =>
  (args) => {
    const found = findDeniedOption(args, { long, short });
    return found
      ? because(
          `option "${found}" writes a file or runs a program`,
          say('readOnly.optionWrites', { program, option: found }),
        )
      : null;
  };

/**
 * For programs that write their second operand (`uniq in out`, `xxd in out`). A pattern is never
 * one name: `uniq ./u/*` becomes `uniq ./u/a ./u/b` and overwrites b. List only options that
 * always take a value: one listed wrongly (xxd -C) would hide the output file.
 */
const atMostOnePositional =
  (program: string, optionsWithValue: readonly string[]): ReadOnlyRule =>
  (args, globbed) => {
    const positional = positionalIndexes(args, optionsWithValue);
    if (positional.some((i) => globbed[i] === true))
      return because(
        `${program} with a pattern may get a second file name and write to that file`,
        say('readOnly.patternSecondFile', { program }),
      );
    return positional.length > 1
      ? because(`${program} with a second file name writes to that file`, say('readOnly.secondFile', { program }))
      : null;
  };

const FIND_WRITERS = new Set([
  '-exec',
  '-execdir',
  '-ok',
  '-okdir',
  '-delete',
  '-fprint',
  '-fprint0',
  '-fprintf',
  '-fls',
]);

const decideFind: ReadOnlyRule = (args) => {
  const found = args.find((a) => FIND_WRITERS.has(a));
  return found
    ? because(
        `find ${found} deletes files, writes files or runs programs`,
        say('readOnly.findWrites', { option: found }),
      )
    : null;
};

/**
 * sed only with -n/-E/-r/-s/-u/-z and one inline script that only prints. GNU getopt permutes,
 * so an option after the script (`sed p -i file`) is still an option: every argument before `--`
 * is checked, not only those before the script.
 */
const decideSed: ReadOnlyRule = (args, globbed) => {
  let script: string | undefined;
  let afterDoubleDash = false;
  for (const [index, arg] of args.entries()) {
    if (!afterDoubleDash && arg === '--') {
      afterDoubleDash = true;
      continue;
    }
    if (!afterDoubleDash && arg.startsWith('-') && arg !== '-') {
      if (
        /^-[nErsuz]+$/.test(arg) ||
        [
          '--quiet',
          '--silent',
          '--regexp-extended',
          '--posix',
          '--separate',
          '--unbuffered',
          '--null-data',
          '--sandbox',
        ].includes(arg)
      )
        continue;
      return because(
        `sed option "${arg}" is not on the read-only list (it may edit files in place or read a script)`,
        say('readOnly.sedOption', { option: arg }),
      );
    }
    if (script === undefined) {
      // The shell would replace a pattern with file names, and the first of those would be the script.
      if (globbed[index] === true)
        return because(
          'its sed script is an unquoted pattern the shell may replace with file names',
          say('readOnly.sedScriptPattern'),
        );
      script = arg;
    }
  }
  if (script === undefined) return because('sed without a script is not checked', say('readOnly.sedNoScript'));
  return decideSedScript(script);
};

export const READ_ONLY_RULES: Readonly<Record<string, ReadOnlyRule>> = {
  ls: anyArgs,
  cat: anyArgs,
  head: anyArgs,
  tail: anyArgs,
  wc: anyArgs,
  pwd: anyArgs,
  echo: anyArgs,
  // Bash's printf takes -v with its value attached too (`-vPATH`), which could repoint PATH.
  printf: (args) =>
    (args[0] ?? '').startsWith('-v') ? because('printf -v sets a shell variable', say('readOnly.printfSets')) : null,
  true: anyArgs,
  false: anyArgs,
  nl: anyArgs,
  tac: anyArgs,
  rev: anyArgs,
  cut: anyArgs,
  paste: anyArgs,
  fold: anyArgs,
  expand: anyArgs,
  unexpand: anyArgs,
  comm: anyArgs,
  cmp: anyArgs,
  diff: anyArgs,
  tr: anyArgs,
  column: anyArgs,
  basename: anyArgs,
  dirname: anyArgs,
  realpath: anyArgs,
  readlink: anyArgs,
  stat: anyArgs,
  du: anyArgs,
  df: anyArgs,
  whoami: anyArgs,
  id: anyArgs,
  uname: anyArgs,
  nproc: anyArgs,
  // Harmless only because commands get an allowlisted environment (environment.ts).
  printenv: anyArgs,
  env: (args) =>
    args.every((a) => a === '-0' || a === '--null')
      ? null
      : because('env with arguments runs a program or changes its environment', say('readOnly.envRuns')),
  which: anyArgs,
  type: anyArgs,
  seq: anyArgs,
  test: anyArgs,
  '[': anyArgs,
  md5sum: anyArgs,
  sha1sum: anyArgs,
  sha256sum: anyArgs,
  sha512sum: anyArgs,
  cksum: anyArgs,
  b2sum: anyArgs,
  od: anyArgs,
  hexdump: anyArgs,
  strings: anyArgs,
  jq: anyArgs,
  cd: anyArgs,
  grep: anyArgs,
  egrep: anyArgs,
  fgrep: anyArgs,
  rg: deny('rg', ['--pre', '--pre-glob', '--search-zip', '--hostname-bin'], 'z'),
  file: deny('file', ['--compile'], 'C'),
  date: deny('date', ['--set'], 's'),
  sort: deny('sort', ['--output', '--compress-program'], 'o'),
  uniq: atMostOnePositional('uniq', ['-f', '-s', '-w']),
  xxd: (args, globbed) =>
    findDeniedOption(args, { short: 'r' })
      ? because('xxd -r writes binary data', say('readOnly.xxdReverse'))
      : atMostOnePositional('xxd', ['-c', '-g', '-l', '-s', '-o', '-n'])(args, globbed),
  tree: deny('tree', ['--output'], 'oR'),
  find: decideFind,
  sed: decideSed,
  git: (args) => decideGit(args),
};

/** Locale and display variables that do not change what a read-only program does. */
export const HARMLESS_ASSIGNMENTS = new Set([
  'LC_ALL',
  'LANG',
  'LANGUAGE',
  'LC_COLLATE',
  'LC_CTYPE',
  'LC_MESSAGES',
  'LC_NUMERIC',
  'LC_TIME',
  'TZ',
  'NO_COLOR',
  'COLUMNS',
  'TERM',
]);

/** Pure: whether the classifier has read-only rules for this program (saved rules read its options through them). */
export function hasReadOnlyRule(program: string): boolean {
  return Object.hasOwn(READ_ONLY_RULES, program);
}
