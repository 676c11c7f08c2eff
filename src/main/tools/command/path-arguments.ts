/**
 * Which arguments of a simple command name files or folders, for the list a person reads as "what
 * it touches". Pure. This list is only shown: whether a command reaches outside the workspace is
 * judged separately, over every word that could be a path (inspect-command.ts).
 */

/**
 * How sure the name is a file: `file` is one by the program's grammar (`cat x`); `looks` is an
 * unknown program's argument, shown when it is shaped like a path or exists; `exists` is shown only
 * when it exists (git's arguments before `--`, where `feature/x` is as likely a branch).
 */
export type PathCertainty = 'file' | 'looks' | 'exists';

export interface NamedPath {
  /** The name: a whole argument, or the value attached to an option (`--file=x`, `-fx`). */
  value: string;
  certainty: PathCertainty;
  /** Position in the argument list of the word it comes from. */
  index: number;
}

export interface CommandPaths {
  named: NamedPath[];
  /** The program works on its working folder (`ls`, `find`, `grep -r`, `git status` with nothing named). */
  usesWorkingFolder: boolean;
}

interface ProgramSpec {
  /** Options that take a value that is not a file (next word, `--opt=v`, or attached to a short letter). */
  text?: readonly string[];
  /** Options whose value names a file. */
  files?: readonly string[];
  /** Leading operands that are text: a grep pattern, a sed script, a chmod mode. */
  leadingText?: number;
  /** Options that supply that text instead (`grep -e`), so every operand is a file. */
  leadingTextFrom?: readonly string[];
  /** No operand names a file (`echo`, `printf`: their arguments are text). */
  noFiles?: boolean;
  /** An interpreter: the first operand is a script, the rest are its arguments. */
  script?: { absentWith: readonly string[] };
  /** `always`: with no file named, it works on its working folder; `recursive`: only with one of these options. */
  workingFolder?: 'always' | readonly string[];
}

const NO_FILES: ProgramSpec = { noFiles: true };
const PLAIN: ProgramSpec = {};
const HEAD_TAIL: ProgramSpec = { text: ['-n', '-c', '-s', '--lines', '--bytes', '--sleep-interval', '--pid'] };
const CHECKSUM: ProgramSpec = { files: ['--files0-from'] };
const OWNER: ProgramSpec = { leadingText: 1, leadingTextFrom: ['--reference'], files: ['--reference'] };
const COPY: ProgramSpec = { text: ['-S', '--suffix'], files: ['-t', '--target-directory'] };
const GREP: ProgramSpec = {
  text: [
    '-e',
    '-m',
    '-A',
    '-B',
    '-C',
    '-d',
    '-D',
    '--regexp',
    '--max-count',
    '--after-context',
    '--before-context',
    '--context',
    '--include',
    '--exclude',
    '--exclude-dir',
    '--label',
    '--binary-files',
    '--devices',
    '--directories',
  ],
  files: ['-f', '--file', '--exclude-from'],
  leadingText: 1,
  leadingTextFrom: ['-e', '-f', '--regexp', '--file'],
  workingFolder: ['-r', '-R', '--recursive', '--dereference-recursive'],
};
const AWK: ProgramSpec = {
  text: ['-F', '-v', '--field-separator', '--assign'],
  files: ['-f', '--file'],
  leadingText: 1,
  leadingTextFrom: ['-f', '--file'],
};
const INTERPRETER: ProgramSpec = {
  text: ['-c', '-e', '-m', '-p', '-W', '-X', '--eval', '--print', '--input-type'],
  files: ['-r', '--require', '--import'],
  script: { absentWith: ['-c', '-e', '-m', '-p', '--eval', '--print'] },
};

const PROGRAMS: Readonly<Record<string, ProgramSpec>> = {
  ...Object.fromEntries(
    [
      'echo',
      'printf',
      'true',
      'false',
      'seq',
      'whoami',
      'id',
      'uname',
      'nproc',
      'printenv',
      'which',
      'type',
      'date',
      'basename',
      'dirname',
      'pwd',
      'sleep',
      'yes',
      'tr',
      'expr',
      'kill',
    ].map((n) => [n, NO_FILES]),
  ),
  ...Object.fromEntries(
    [
      'cat',
      'tac',
      'rev',
      'comm',
      'cmp',
      'realpath',
      'readlink',
      'rm',
      'rmdir',
      'tee',
      'less',
      'more',
      'source',
      '.',
    ].map((n) => [n, PLAIN]),
  ),
  ...Object.fromEntries(
    ['md5sum', 'sha1sum', 'sha256sum', 'sha512sum', 'cksum', 'b2sum', 'wc'].map((n) => [n, CHECKSUM]),
  ),
  ...Object.fromEntries(['chmod', 'chown', 'chgrp'].map((n) => [n, OWNER])),
  ...Object.fromEntries(['cp', 'mv', 'ln'].map((n) => [n, COPY])),
  ...Object.fromEntries(['grep', 'egrep', 'fgrep'].map((n) => [n, GREP])),
  ...Object.fromEntries(['awk', 'gawk', 'mawk'].map((n) => [n, AWK])),
  ...Object.fromEntries(
    ['node', 'python', 'python3', 'ruby', 'perl', 'bash', 'sh', 'zsh', 'tsx', 'ts-node'].map((n) => [n, INTERPRETER]),
  ),
  head: HEAD_TAIL,
  tail: HEAD_TAIL,
  nl: { text: ['-b', '-d', '-f', '-h', '-i', '-l', '-n', '-s', '-v', '-w'] },
  cut: { text: ['-b', '-c', '-d', '-f', '--bytes', '--characters', '--delimiter', '--fields', '--output-delimiter'] },
  paste: { text: ['-d', '--delimiters'] },
  fold: { text: ['-w', '--width'] },
  expand: { text: ['-t', '--tabs'] },
  unexpand: { text: ['-t', '--tabs'] },
  column: { text: ['-s', '-c', '-o', '-N', '-R', '-H', '-W', '-O', '-E'] },
  diff: {
    text: [
      '-U',
      '-C',
      '-L',
      '-I',
      '-x',
      '-F',
      '--label',
      '--ignore-matching-lines',
      '--exclude',
      '--show-function-line',
    ],
    files: ['-X', '--exclude-from'],
  },
  strings: { text: ['-n', '-t', '-e', '--bytes', '--radix', '--encoding'] },
  stat: { text: ['-c', '--format', '--printf'] },
  file: { text: ['-F', '--separator'], files: ['-m', '--magic-file'] },
  sort: {
    text: ['-k', '-t', '-S', '--key', '--field-separator', '--buffer-size', '--parallel', '--compress-program'],
    files: ['-o', '-T', '--output', '--temporary-directory', '--files0-from'],
  },
  uniq: { text: ['-f', '-s', '-w', '--skip-fields', '--skip-chars', '--check-chars'] },
  xxd: { text: ['-c', '-g', '-l', '-s', '-o', '-n'] },
  od: { text: ['-A', '-j', '-N', '-t', '-w', '-S'] },
  hexdump: { text: ['-n', '-s', '-e'], files: ['-f'] },
  mkdir: { text: ['-m', '--mode'] },
  touch: { text: ['-d', '-t', '--date'], files: ['-r', '--reference'] },
  truncate: { text: ['-s', '--size'], files: ['-r', '--reference'] },
  shred: { text: ['-n', '-s', '--iterations', '--size'] },
  ls: {
    text: [
      '-I',
      '-w',
      '-T',
      '--ignore',
      '--hide',
      '--width',
      '--tabsize',
      '--block-size',
      '--format',
      '--sort',
      '--time',
      '--time-style',
      '--quoting-style',
      '--indicator-style',
    ],
    workingFolder: 'always',
  },
  du: {
    text: ['-d', '-B', '-t', '--max-depth', '--exclude', '--threshold', '--block-size', '--time-style'],
    files: ['-X', '--exclude-from'],
    workingFolder: 'always',
  },
  tree: {
    text: ['-L', '-P', '-I', '--filelimit', '--charset', '--sort', '--timefmt'],
    files: ['-o'],
    workingFolder: 'always',
  },
  sed: {
    text: ['-e', '-l', '--expression', '--line-length'],
    files: ['-f', '--file'],
    leadingText: 1,
    leadingTextFrom: ['-e', '-f', '--expression', '--file'],
  },
  rg: {
    text: [
      '-e',
      '-g',
      '-t',
      '-T',
      '-m',
      '-A',
      '-B',
      '-C',
      '-M',
      '-j',
      '-r',
      '-E',
      '-d',
      '--regexp',
      '--glob',
      '--iglob',
      '--type',
      '--type-not',
      '--max-count',
      '--after-context',
      '--before-context',
      '--context',
      '--max-columns',
      '--threads',
      '--replace',
      '--encoding',
      '--max-depth',
      '--sort',
      '--sortr',
      '--type-add',
      '--colors',
      '--pre-glob',
      '--path-separator',
    ],
    files: ['-f', '--file', '--ignore-file', '--pre'],
    leadingText: 1,
    leadingTextFrom: ['-e', '-f', '--regexp', '--file', '--files', '--type-list'],
    workingFolder: 'always',
  },
  jq: {
    text: ['--arg', '--argjson', '--slurpfile', '--rawfile', '--indent', '--tab'],
    files: ['-f', '--from-file'],
    leadingText: 1,
    leadingTextFrom: ['-f', '--from-file'],
  },
};

/** Options that take two values (`jq --arg name value`): the second is skipped too. */
const TWO_VALUES = new Set(['--arg', '--argjson', '--slurpfile', '--rawfile']);

/** Pure: the names a command's arguments give to files, by what its program is known to take. */
export function deriveCommandPaths(program: string, args: readonly (string | null)[]): CommandPaths {
  const name = program.split('/').pop() ?? program;
  if (name === 'find') return deriveFindPaths(args);
  if (name === 'test' || name === '[') return deriveTestPaths(args);
  if (name === 'git') return deriveGitPaths(args);
  return deriveOptionPaths(PROGRAMS[name], args);
}

/**
 * getopt-style reading: options anywhere before `--` (GNU permutes), short clusters with the
 * value attached to the last letter that takes one. An unknown program (no spec) is read the same
 * way, and its operands and `--opt=value` values are only `looks`.
 */
function deriveOptionPaths(spec: ProgramSpec | undefined, args: readonly (string | null)[]): CommandPaths {
  const named: NamedPath[] = [];
  const seen = new Set<string>();
  const operands: { value: string | null; index: number }[] = [];
  const takesValue = (option: string): 'file' | 'text' | null =>
    spec?.files?.includes(option) ? 'file' : spec?.text?.includes(option) ? 'text' : null;
  let onlyOperands = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? null;
    if (!onlyOperands && arg === '--') {
      onlyOperands = true;
      continue;
    }
    if (onlyOperands || arg === null || !arg.startsWith('-') || arg === '-') {
      operands.push({ value: arg, index: i });
      // An interpreter's options after its script belong to the script.
      if (spec?.script && !spec.script.absentWith.some((o) => seen.has(o))) onlyOperands = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const long = arg.startsWith('--');
    const letters = long ? [eq < 0 ? arg : arg.slice(0, eq)] : [...arg.slice(1)].map((l) => `-${l}`);
    for (let k = 0; k < letters.length; k += 1) {
      const option = letters[k] ?? '';
      seen.add(option);
      const kind = takesValue(option);
      if (!kind) {
        if (!spec && long && eq >= 0) named.push({ value: arg.slice(eq + 1), certainty: 'looks', index: i });
        continue;
      }
      const attached = long ? (eq >= 0 ? arg.slice(eq + 1) : '') : arg.slice(k + 2);
      let value: string | null = attached;
      if (attached === '' && !(long && eq >= 0)) {
        i += TWO_VALUES.has(option) ? 2 : 1;
        value = args[i] ?? null;
      }
      if (kind === 'file' && value) named.push({ value, certainty: 'file', index: i });
      break;
    }
  }
  if (spec?.noFiles) return { named, usesWorkingFolder: false };
  const skip = spec?.leadingTextFrom?.some((o) => seen.has(o)) ? 0 : (spec?.leadingText ?? 0);
  const scriptFirst = spec?.script && !spec.script.absentWith.some((o) => seen.has(o));
  const files = operands.slice(skip);
  files.forEach(({ value, index }, n) => {
    if (value === null || value === '-') return;
    named.push({ value, index, certainty: !spec || (spec.script && !(scriptFirst && n === 0)) ? 'looks' : 'file' });
  });
  const wf = spec?.workingFolder;
  const usesWorkingFolder =
    files.length === 0 && (wf === 'always' || (Array.isArray(wf) && wf.some((o) => seen.has(o))));
  return { named, usesWorkingFolder };
}

const FIND_FILE_PRIMARIES = new Set([
  '-newer',
  '-anewer',
  '-cnewer',
  '-samefile',
  '-fprint',
  '-fprint0',
  '-fls',
  '-fprintf',
]);

/** find: the starting points before its expression, and the primaries that name a file. */
function deriveFindPaths(args: readonly (string | null)[]): CommandPaths {
  const named: NamedPath[] = [];
  let i = 0;
  while (i < args.length && ['-H', '-L', '-P'].includes(args[i] ?? '')) i += 1;
  let starts = 0;
  for (; i < args.length; i += 1) {
    const arg = args[i] ?? null;
    if (arg !== null && (arg.startsWith('-') || arg === '(' || arg === '!')) break;
    starts += 1;
    if (arg !== null) named.push({ value: arg, certainty: 'file', index: i });
  }
  for (; i < args.length; i += 1) {
    const value = args[i + 1];
    if (FIND_FILE_PRIMARIES.has(args[i] ?? '') && value) named.push({ value, certainty: 'file', index: i + 1 });
  }
  return { named, usesWorkingFolder: starts === 0 };
}

const TEST_FILE_OPERATORS = new Set([
  '-e',
  '-f',
  '-d',
  '-r',
  '-w',
  '-x',
  '-s',
  '-L',
  '-h',
  '-b',
  '-c',
  '-p',
  '-S',
  '-g',
  '-u',
  '-k',
  '-O',
  '-G',
  '-N',
  '-nt',
  '-ot',
  '-ef',
]);

/** test / [: the operands of file tests (`-f x`, `a -nt b`); everything else is text. */
function deriveTestPaths(args: readonly (string | null)[]): CommandPaths {
  const named: NamedPath[] = [];
  args.forEach((arg, i) => {
    if (!TEST_FILE_OPERATORS.has(arg ?? '')) return;
    const after = args[i + 1];
    if (after && after !== ']') named.push({ value: after, certainty: 'file', index: i + 1 });
    const before = args[i - 1];
    if (['-nt', '-ot', '-ef'].includes(arg ?? '') && before)
      named.push({ value: before, certainty: 'file', index: i - 1 });
  });
  return { named, usesWorkingFolder: false };
}

const GIT_GLOBAL_TEXT = new Set(['-c', '--namespace', '--exec-path', '--config-env']);
const GIT_GLOBAL_FILES = new Set(['-C', '--git-dir', '--work-tree']);

/**
 * git: `-C`, `--git-dir`, `--work-tree` and everything after `--` name files; other operands may be
 * refs, remotes or messages, so they count only when they exist. With nothing named, git works on
 * the repository of its working folder.
 */
function deriveGitPaths(args: readonly (string | null)[]): CommandPaths {
  const named: NamedPath[] = [];
  let i = 0;
  for (; i < args.length; i += 1) {
    const arg = args[i] ?? null;
    if (arg === null || !arg.startsWith('-')) break;
    const eq = arg.indexOf('=');
    const option = eq < 0 ? arg : arg.slice(0, eq);
    if (!GIT_GLOBAL_TEXT.has(option) && !GIT_GLOBAL_FILES.has(option)) continue;
    const value = eq >= 0 ? arg.slice(eq + 1) : (args[(i += 1)] ?? null);
    if (GIT_GLOBAL_FILES.has(option) && value) named.push({ value, certainty: 'file', index: i });
  }
  const subcommand = i < args.length;
  let afterDoubleDash = false;
  for (i += 1; i < args.length; i += 1) {
    const arg = args[i] ?? null;
    if (arg === null) continue;
    if (!afterDoubleDash && arg === '--') afterDoubleDash = true;
    else if (afterDoubleDash) named.push({ value: arg, certainty: 'file', index: i });
    else if (!arg.startsWith('-')) named.push({ value: arg, certainty: 'exists', index: i });
  }
  return { named, usesWorkingFolder: subcommand };
}
