import path from 'node:path';
import { deriveFolderCodeProgram, deriveProgramIndex } from '../../shared/folder-code-programs';
import type { HookTrustRefusal } from '../../shared/hooks';
import { parseShell, type ParsedShell, type ShellWord } from '../shell';

/** A refusal before it is given its hook. */
export type RefusalBody = Omit<HookTrustRefusal, 'hookId'>;

/** A path a folder hook's command (or one of its shell scripts) names; the disk decides whether it is a file of the folder. */
export interface NamedPath {
  /** Absolute, normalised. */
  path: string;
  /** Written relative to the working folder (a relative path outside the folder is refused; an absolute one is the system's). */
  relative: boolean;
  /** Run as a shell script (bash x, sh x, source x, . x): what it sources is read too. */
  shell: boolean;
}

export interface HookCommandReading {
  refusal?: RefusalBody;
  named: NamedPath[];
}

/** Stands for $CLAUDE_PROJECT_DIR while parsing: letters only, so it never reads as a glob or an expansion. */
const PROJECT_DIR = '__GATEHOUSE_CLAUDE_PROJECT_DIR__';
const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'mksh']);
/** Programs that run what their input or a search names: what runs is not in the command's words. */
const INDIRECT = new Set(['xargs', 'parallel', 'watch', 'sudo', 'doas', 'su', 'find']);
const FIND_RUNNERS = new Set(['-exec', '-execdir', '-ok', '-okdir']);
/** Variables whose value makes a program load a file first (BASH_ENV for bash, NODE_OPTIONS=--require…). */
const PRELOAD_VARIABLES =
  /(?:^|[\s;&|(])(?:export\s+|declare\s+-x\s+|env\s+)?(BASH_ENV|ENV|NODE_OPTIONS|NODE_PATH|PYTHONPATH|PYTHONSTARTUP|PYTHONHOME|PERL5OPT|PERL5LIB|RUBYOPT|RUBYLIB|LD_PRELOAD|LD_LIBRARY_PATH|PROMPT_COMMAND)=/m;

const baseName = (word: string): string => word.split('/').pop() ?? word;
const snippet = (text: string, at: number): string => (text.slice(at, at + 60).split(/\s/)[0] ?? '').slice(0, 60);

/**
 * Pure: the command with each $CLAUDE_PROJECT_DIR (or ${CLAUDE_PROJECT_DIR}) that bash would expand
 * — outside single quotes — replaced by a placeholder, or the first other expansion ($X, ${…}, $(…),
 * $((…)), $'…', a backquote) when there is one. A lone $ before a space or a quote is itself.
 */
export function substituteProjectDir(command: string): { text: string } | { expansion: string } {
  let out = '';
  let quote: '' | "'" | '"' = '';
  for (let i = 0; i < command.length; i += 1) {
    const ch = command[i] ?? '';
    if (quote === "'") {
      out += ch;
      if (ch === "'") quote = '';
      continue;
    }
    if (ch === '\\') {
      out += command.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (ch === "'" && quote === '') quote = "'";
    else if (ch === '"') quote = quote === '"' ? '' : '"';
    else if (ch === '`') return { expansion: snippet(command, i) };
    else if (ch === '$') {
      const rest = command.slice(i + 1);
      const own = /^(?:CLAUDE_PROJECT_DIR(?![A-Za-z0-9_])|\{CLAUDE_PROJECT_DIR\})/.exec(rest);
      if (own !== null) {
        out += PROJECT_DIR;
        i += own[0].length;
        continue;
      }
      if (rest !== '' && !/^[\s"]/.test(rest)) return { expansion: snippet(command, i) };
    }
    out += ch;
  }
  return { text: out };
}

/** Pure: the word names files by a pattern (an unquoted * or ?, or a [..] class), not a lone [ as in `[ -f x ]`. */
function isGlob(word: ShellWord): boolean {
  if (!word.glob || word.value === null) return false;
  return /[*?]/.test(word.value) || /\[[^\]]*\]/.test(word.value);
}

/** Pure: a word's value with the placeholder back to the folder; null when the shell must expand it. */
function valueOf(word: ShellWord, folder: string): string | null {
  return word.value === null ? null : word.value.replaceAll(PROJECT_DIR, folder);
}

function named(folder: string, value: string, shell: boolean): NamedPath | null {
  if (value === '') return null;
  return { path: path.resolve(folder, value), relative: !path.isAbsolute(value), shell };
}

/**
 * Pure over the parsed command: why a folder's hook command cannot be trusted as written (the first
 * reason), or the paths it names. Refused: assignments (NAME=… before a command or given to env), a
 * word the shell expands (a wildcard, braces, ~), a program that looks code up in the folder
 * (src/shared/folder-code-programs.ts), a shell given code inline or eval, programs that run what
 * their input names, and shell syntax the parser cannot read through.
 */
export function readParsedCommand(parsed: ParsedShell, folder: string): HookCommandReading {
  const paths: NamedPath[] = [];
  const refuse = (reason: RefusalBody['reason'], params: RefusalBody['params'] = {}): HookCommandReading => ({
    refusal: { reason, params },
    named: [],
  });
  for (const c of parsed.commands) {
    const assignment = c.assignments[0];
    if (assignment !== undefined) return refuse('assignment', { name: assignment.name.slice(0, 100) });
    const values: string[] = [];
    for (const w of c.words) {
      if (w.tilde) return refuse('expansion', { text: w.text.slice(0, 200) });
      const value = valueOf(w, folder);
      if (value === null || isGlob(w)) return refuse('glob', { word: w.text.slice(0, 200) });
      values.push(value);
    }
    const start = deriveProgramIndex(values);
    const envAssignment = values.slice(0, start).find((v) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(v));
    if (envAssignment !== undefined) return refuse('assignment', { name: envAssignment.split('=')[0]!.slice(0, 100) });
    const lookup = deriveFolderCodeProgram(values);
    if (lookup !== null) return refuse('module_lookup', { program: lookup });
    const program = baseName(values[start] ?? '');
    const rest = values.slice(start + 1);
    if (program === 'eval' || (SHELLS.has(program) && rest.some((w) => /^-[a-zA-Z]*c/.test(w))))
      return refuse('inline_shell', { program });
    if (INDIRECT.has(program) && (program !== 'find' || rest.some((w) => FIND_RUNNERS.has(w))))
      return refuse('indirect', { program });
    // The program itself by a path (./hook.sh, .claude/hooks/x.sh); a bare name is looked up on PATH, not in the folder.
    const first = values[start];
    if (first !== undefined && first.includes('/')) {
      const n = named(folder, first, false);
      if (n !== null) paths.push(n);
    }
    const scriptArg =
      SHELLS.has(program) || program === 'source' || program === '.' ? rest.findIndex((w) => !w.startsWith('-')) : -1;
    rest.forEach((w, i) => {
      const value = w.startsWith('-') ? (w.includes('=') ? w.slice(w.indexOf('=') + 1) : '') : w;
      const n = named(folder, value, i === scriptArg);
      if (n !== null) paths.push(n);
    });
    for (const v of values.slice(0, start)) {
      const n = v.startsWith('-') ? null : named(folder, v, false);
      if (n !== null) paths.push(n);
    }
  }
  for (const r of parsed.redirections) {
    if (r.target === null) continue;
    if (r.target.tilde) return refuse('expansion', { text: r.target.text.slice(0, 200) });
    const value = valueOf(r.target, folder);
    if (value === null || isGlob(r.target)) return refuse('glob', { word: r.target.text.slice(0, 200) });
    if (r.operator === '<') {
      const n = named(folder, value, false);
      if (n !== null) paths.push(n);
    }
  }
  if (parsed.problems.length > 0) return refuse('unreadable');
  return { named: paths };
}

/** Reads a folder hook's command (parses it; touches no file). Throws only if the shell grammar cannot be loaded. */
export async function readHookCommand(command: string, folder: string): Promise<HookCommandReading> {
  const sub = substituteProjectDir(command);
  if ('expansion' in sub) return { refusal: { reason: 'expansion', params: { text: sub.expansion } }, named: [] };
  return readParsedCommand(await parseShell(sub.text), folder);
}

/** `$(dirname "$0")/x`, `${BASH_SOURCE%/*}/x` and their spellings: a file beside the script itself. */
const BESIDE_SCRIPT = [
  /^"?\$\(\s*dirname\s+"?\$\{?(?:0|BASH_SOURCE(?:\[0\])?)\}?"?\s*\)"?(\/[^$`"]+)"?$/,
  /^"?\$\{(?:0|BASH_SOURCE(?:\[0\])?)%\/\*\}"?(\/[^$`"]+)"?$/,
];

/**
 * Reads one shell script a folder hook runs (parses it; touches no file): the files it sources
 * (`source x`, `. x`, by a plain path, through $CLAUDE_PROJECT_DIR, or beside the script itself) and
 * the paths its commands name with a slash, to be kept with it; refused when it sources a file named
 * only when it runs, sets a variable that makes a program load a file first (BASH_ENV…), or runs a
 * program that looks code up in the folder. What else a script computes when it runs is its own:
 * the person read it, and it runs as they read it.
 */
export async function readShellScript(text: string, scriptPath: string, folder: string): Promise<HookCommandReading> {
  const preload = PRELOAD_VARIABLES.exec(text);
  if (preload !== null) return { refusal: { reason: 'script_preload', params: { name: preload[1]! } }, named: [] };
  const substituted = text.replace(/\$\{CLAUDE_PROJECT_DIR\}|\$CLAUDE_PROJECT_DIR(?![A-Za-z0-9_])/g, PROJECT_DIR);
  const parsed = await parseShell(substituted);
  const paths: NamedPath[] = [];
  for (const c of parsed.commands) {
    const values = c.words.map((w) => valueOf(w, folder) ?? '\0');
    const program = values[0] ?? '';
    if (program === '\0') continue;
    const lookup = deriveFolderCodeProgram(values);
    if (lookup !== null) return { refusal: { reason: 'script_module_lookup', params: { program: lookup } }, named: [] };
    if (program === 'source' || program === '.') {
      const target = c.words[1];
      if (target === undefined) continue;
      const value = valueOf(target, folder);
      const beside =
        value === null ? BESIDE_SCRIPT.map((re) => re.exec(target.text)).find((m) => m !== null) : undefined;
      if (value === null && beside == null) {
        const line = substituted.slice(0, c.at).split('\n').length;
        return { refusal: { reason: 'source_unknown', params: { line } }, named: [] };
      }
      const n = value !== null ? named(folder, value, true) : named(path.dirname(scriptPath), `.${beside![1]!}`, true);
      if (n !== null) paths.push(n);
      continue;
    }
    // `bash helper.sh` runs a script by a name relative to the working folder; other words count when they hold a slash.
    const scriptArg = SHELLS.has(baseName(program)) ? values.findIndex((w, i) => i > 0 && !w.startsWith('-')) : -1;
    values.forEach((v, i) => {
      if (v === '\0' || v.startsWith('-') || (!v.includes('/') && i !== scriptArg)) return;
      const n = named(folder, v, i === scriptArg);
      if (n !== null) paths.push(n);
    });
  }
  return { named: paths };
}
