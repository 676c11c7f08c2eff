import { classifyCommand, hasReadOnlyRule, WRAPPERS } from '../tools';
import { parseShell, type ParsedShell, type SimpleCommand } from '../shell';
import { deriveTargetTaking } from './target-programs';

/** How a command rule reads a command: `match` it or not, or `unsure` (a deny rule that cannot rule it out asks). */
export type CommandMatch = 'match' | 'no_match' | 'unsure';

const programName = (word: string): string => word.split('/').pop() ?? word;

/** Pure: a word list as one shell line with every word quoted, so parsing it gives the same words back. */
export function deriveQuotedLine(words: readonly string[]): string {
  return words.map((w) => (/^[A-Za-z0-9_./=:@%+,-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** How far an allow rule's words reach: exactly themselves, or these words and further arguments. */
export type FurtherArguments = 'none' | 'any';

/**
 * Narrow (allow rules): the command is ONE simple command, every word known and literal (no
 * expansion, no unquoted glob or `~`), no assignment, no redirection but to /dev/null, and its words
 * are exactly the rule's (quoting aside). With `further` 'any', the rule's words only start it, and
 * the words after them must add nothing the classifier flags: for a program the classifier has rules
 * for, the whole command must then be read-only (`git log` does not match `git log --output=x`, `sed`
 * not `sed -i`), unless the person's own words already name a form that writes (`git push`), whose
 * extra words may add no option; for any other program (`npm test`) the extra words may add no
 * option. A program whose further words name what it changes (target-programs.ts) never takes
 * further words, whatever a stored rule says. Never a raw string prefix.
 */
async function decideAllowMatch(
  words: readonly string[],
  further: FurtherArguments,
  command: string,
  parsed: ParsedShell,
  inspected: 'read_only' | 'ask' | undefined,
): Promise<boolean> {
  if (parsed.problems.length > 0 || parsed.commands.length !== 1) return false;
  const [only] = parsed.commands as [SimpleCommand];
  if (only.assignments.length > 0) return false;
  if (parsed.redirections.some((r) => r.target?.value !== '/dev/null')) return false;
  if (only.words.some((w) => w.glob)) return false;
  const values = only.words.map((w) => (w.value === null || w.tilde ? null : w.value));
  if (values.some((v) => v === null) || values.length < words.length) return false;
  const known = values as string[];
  if (!words.every((w, i) => known[i] === w)) return false;
  const exact = known.length === words.length;
  if (!exact && (further !== 'any' || deriveTargetTaking(words) !== null)) return false;
  // Words the classifier reads as read-only ask only for what the words do not show (a repository's
  // planted config, a path outside the folder): that ask is never a rule's to lift.
  if ((await classifyCommand(command)).verdict === 'read_only') return inspected !== 'ask';
  if (exact) return true;
  const extra = only.words.slice(words.length);
  const addsNoOption = extra.every((w) => w.value !== null && !w.value.startsWith('-'));
  if (!hasReadOnlyRule(words[0]!)) return addsNoOption;
  if (words.length < 2) return false;
  return (await classifyCommand(deriveQuotedLine(words))).verdict === 'ask' && addsNoOption;
}

/** Pure: the words after the wrappers that start a simple command (`sudo env X=1 git push` → `git push`). */
function deriveUnwrapped(values: readonly (string | null)[]): (string | null)[] {
  let i = 0;
  while (i < values.length) {
    const v = values[i];
    if (v === null || v === undefined) break;
    const name = programName(v);
    if (
      WRAPPERS.has(name) ||
      v.startsWith('-') ||
      (i > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(v)) ||
      (i > 0 && /^\d+[smhd]?$/.test(v))
    ) {
      i++;
      continue;
    }
    break;
  }
  return values.slice(i);
}

/** Pure: the rule's words appear in order in these words, the first as the program. */
function decideWordsInOrder(words: readonly string[], values: readonly (string | null)[]): boolean {
  const [program, ...rest] = words;
  if (values[0] == null || programName(values[0]) !== programName(program!)) return false;
  let at = 1;
  for (const w of rest) {
    while (at < values.length && values[at] !== w) at++;
    if (at >= values.length) return false;
    at++;
  }
  return true;
}

/** Pure: the raw text read as plain tokens, for what the parser could not take apart (`bash -c "git push"`). */
function deriveTextTokens(command: string): string[] {
  return command.split(/[\s;&|()<>`$"'{}\\=]+/).filter((t) => t !== '');
}

/**
 * Broad (deny and ask rules): the rule's words appear in order in ANY simple command, the first as
 * its program, looking through wrappers (`sudo`, `env`, `xargs`, `timeout`…); or, read as plain
 * text, anywhere in the line (so `bash -c "git push"` matches `git push`). A command whose program
 * comes from an expansion the rule cannot rule out is `unsure`.
 */
function decideBroadMatch(words: readonly string[], command: string, parsed: ParsedShell): CommandMatch {
  let unsure = false;
  for (const c of parsed.commands) {
    const from = deriveUnwrapped(c.words.map((w) => w.value));
    if (from.length > 0 && from[0] === null) unsure = true;
    else if (decideWordsInOrder(words, from)) return 'match';
  }
  const tokens = deriveTextTokens(command);
  for (let i = 0; i < tokens.length; i++) {
    if (programName(tokens[i]!) === programName(words[0]!) && decideWordsInOrder(words, tokens.slice(i)))
      return 'match';
  }
  if (unsure) return 'unsure';
  return parsed.problems.length > 0 && tokens.some((t) => programName(t) === programName(words[0]!))
    ? 'unsure'
    : 'no_match';
}

/** Parses kept for the commands judged last: every command rule of a call reads the same parse. */
const PARSES_KEPT = 64;
const parses = new Map<string, Promise<ParsedShell>>();
function loadParsed(command: string): Promise<ParsedShell> {
  const known = parses.get(command);
  if (known !== undefined) return known;
  const parsing = parseShell(command);
  parses.set(command, parsing);
  parsing.catch(() => parses.delete(command));
  if (parses.size > PARSES_KEPT) parses.delete(parses.keys().next().value!);
  return parsing;
}

/**
 * Whether a command rule matches a run_command call: narrow for an allow, broad for a deny or an
 * ask (see above). `inspected`: the verdict the call's inspection gave (repository and reach
 * included). Never throws: a command the parser cannot read matches no allow and leaves a deny or
 * ask `unsure` when the program's name appears in it.
 */
export async function buildCommandMatch(
  rule: { words: readonly string[]; furtherArguments?: FurtherArguments | undefined },
  command: string,
  broad: boolean,
  inspected?: 'read_only' | 'ask',
): Promise<CommandMatch> {
  const { words } = rule;
  let parsed: ParsedShell;
  try {
    parsed = await loadParsed(command);
  } catch {
    if (!broad) return 'no_match';
    return deriveTextTokens(command).some((t) => programName(t) === programName(words[0]!)) ? 'unsure' : 'no_match';
  }
  if (broad) return decideBroadMatch(words, command, parsed);
  return (await decideAllowMatch(words, rule.furtherArguments ?? 'none', command, parsed, inspected))
    ? 'match'
    : 'no_match';
}
