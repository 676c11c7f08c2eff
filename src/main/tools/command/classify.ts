import { decideIndirectRead } from './indirect-reads';
import { HARMLESS_ASSIGNMENTS, READ_ONLY_RULES } from './read-only-rules';
import { parseShell, type ParsedShell, type ShellWord } from '../../shell';

/**
 * Classifies a shell command for run_command's default effect. `read_only` only when every simple
 * command is on the read-only list with its options checked and nothing in the shell syntax can
 * write, run an unlisted program or turn a file name into an option. Anything else is `ask`.
 */

export type CommandVerdict = { verdict: 'read_only' | 'ask'; reason: string };

/** Redirection targets that discard or duplicate output without touching a file. */
const HARMLESS_TARGETS = new Set(['/dev/null']);

/** Parses and classifies. Never throws: a parser failure is `ask`. */
export async function classifyCommand(command: string): Promise<CommandVerdict> {
  if (command.trim() === '') return { verdict: 'ask', reason: 'the command is empty' };
  let parsed: ParsedShell;
  try {
    parsed = await parseShell(command);
  } catch (error) {
    return { verdict: 'ask', reason: `the shell parser is unavailable (${String(error)})` };
  }
  return decideParsedCommand(parsed);
}

/** Pure: the verdict for an already parsed command. */
export function decideParsedCommand(parsed: ParsedShell): CommandVerdict {
  const ask = (reason: string): CommandVerdict => ({ verdict: 'ask', reason: `Asks because ${reason}.` });
  if (parsed.problems.length > 0) return ask(parsed.problems[0] ?? 'it could not be checked');
  if (parsed.commands.length === 0) return ask('it runs no command that could be checked');
  for (const redirection of parsed.redirections) {
    const reason = decideRedirection(redirection.operator, redirection.target);
    if (reason) return ask(reason);
  }
  for (const command of parsed.commands) {
    for (const assignment of command.assignments) {
      if (!HARMLESS_ASSIGNMENTS.has(assignment.name))
        return ask(`it sets the environment variable ${assignment.name}, which can change what the program does`);
      if (!assignment.value || assignment.value.value === null)
        return ask(`the value of ${assignment.name} depends on an expansion`);
    }
    const [nameWord, ...argWords] = command.words;
    if (!nameWord) return ask('a command has no program name');
    if (nameWord.value === null || nameWord.glob || nameWord.tilde)
      return ask(`the program name "${nameWord.text}" comes from an expansion`);
    const name = nameWord.value;
    if (name.includes('/')) return ask(`it runs "${name}" by path, which may not be the usual program`);
    const rule = Object.hasOwn(READ_ONLY_RULES, name) ? READ_ONLY_RULES[name] : undefined;
    if (!rule) return ask(`"${name}" is not on the read-only list`);
    const args: string[] = [];
    for (const word of argWords) {
      const reason = decideArgumentWord(word);
      if (reason) return ask(reason);
      args.push(word.value ?? '');
    }
    const folderReason = decideFolderWords(name, argWords);
    if (folderReason) return ask(folderReason);
    const ruleReason =
      rule(
        args,
        argWords.map((w) => w.glob),
      ) ?? decideIndirectRead(name, args);
    if (ruleReason) return ask(`${name}: ${ruleReason}`);
  }
  const names = [...new Set(parsed.commands.map((c) => c.words[0]?.value ?? ''))].join(', ');
  return { verdict: 'read_only', reason: `Only reads: ${names}.` };
}

/**
 * Pure: null when the word's value is known and cannot turn into an option; otherwise why not.
 * A pattern is judged on its value after quote removal: `""*`, `''*`, `"-"*` and `\-*` all
 * expand to names that may start with "-", whatever their text starts with.
 */
function decideArgumentWord(word: ShellWord): string | null {
  if (word.value === null) return `the argument "${word.text}" depends on an expansion whose value is not known`;
  if (word.glob) {
    // Every expansion starts with the literal before the first unquoted wildcard; one not starting with "-" is never an option.
    const literalPrefix = word.wildcardAt === null ? '' : word.value.slice(0, word.wildcardAt);
    if (literalPrefix === '' || literalPrefix.startsWith('-')) {
      return `the unquoted pattern "${word.text}" could expand to a file name that starts with "-" and acts as an option (write ./${word.value} instead)`;
    }
  }
  return null;
}

/**
 * Pure: null unless a word that names the folder a program works in is a pattern or uses ~.
 * Why: the repository checks read the folder as written (`./too[l]s`), while bash runs in whatever
 * the pattern matches (`./tools`, with its own git config).
 */
function decideFolderWords(name: string, words: readonly ShellWord[]): string | null {
  const folders: ShellWord[] = [];
  if (name === 'cd') {
    folders.push(...words);
  } else if (name === 'git') {
    for (let i = 0; i < words.length && (words[i]?.value ?? '').startsWith('-'); i += 1) {
      const value = words[i]?.value ?? '';
      if (
        [
          '-C',
          '--git-dir',
          '--work-tree',
          '--namespace',
          '-c',
          '--exec-path',
          '--super-prefix',
          '--config-env',
          '--attr-source',
        ].includes(value)
      ) {
        const next = words[i + 1];
        if (next && ['-C', '--git-dir', '--work-tree'].includes(value)) folders.push(next);
        i += 1;
      } else if (/^--(git-dir|work-tree)=/.test(value)) {
        folders.push(words[i] as ShellWord);
      }
    }
  }
  const unknown = folders.find((w) => w.glob || w.tilde);
  return unknown
    ? `the folder "${unknown.text}" is a pattern or ~ the shell expands, so the folder it runs in cannot be checked`
    : null;
}

/** Pure: null when the redirection cannot write a file. */
function decideRedirection(operator: string, target: ShellWord | null): string | null {
  if (operator === '<<' || operator === '<<<') return null;
  if (!target || target.value === null) return `a redirection target depends on an expansion`;
  if (target.glob || target.tilde) return `the redirection target "${target.text}" is expanded by the shell`;
  if (operator === '<') return null;
  if ((operator === '>&' || operator === '<&') && /^([0-9]+|-)$/.test(target.value)) return null;
  if (['>', '>>', '&>', '&>>', '>|', '>&'].includes(operator) && HARMLESS_TARGETS.has(target.value)) return null;
  return `it redirects output into "${target.value}" (${operator}), which writes a file`;
}
