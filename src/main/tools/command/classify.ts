import { findIndirectRead } from './indirect-reads';
import { HARMLESS_ASSIGNMENTS, READ_ONLY_RULES } from './read-only-rules';
import { parseShell, type ParsedShell, type ShellWord } from '../../shell';
import { say, type MainMessage } from '../../../shared/main-messages';

/**
 * Classifies a shell command for run_command's default effect. `read_only` only when every simple
 * command is on the read-only list with its options checked and nothing in the shell syntax can
 * write, run an unlisted program or turn a file name into an option. Anything else is `ask`.
 */

/** `reason`: the words a log or the model reads; `text`: the same for the person, as a message. */
export type CommandVerdict = { verdict: 'read_only' | 'ask'; reason: string; text: MainMessage };

/** A reason in the model's words, with its message for the person. */
type Reason = { words: string; text: MainMessage };

/** Redirection targets that discard or duplicate output without touching a file. */
const HARMLESS_TARGETS = new Set(['/dev/null']);

/** Parses and classifies. Never throws: a parser failure is `ask`. */
export async function classifyCommand(command: string): Promise<CommandVerdict> {
  if (command.trim() === '') return { verdict: 'ask', reason: 'the command is empty', text: say('command.askEmpty') };
  let parsed: ParsedShell;
  try {
    parsed = await parseShell(command);
  } catch (error) {
    return {
      verdict: 'ask',
      reason: `the shell parser is unavailable (${String(error)})`,
      text: say('command.askParserUnavailable', { error: String(error) }),
    };
  }
  return decideParsedCommand(parsed);
}

/** Pure: the verdict for an already parsed command. */
export function decideParsedCommand(parsed: ParsedShell): CommandVerdict {
  const ask = (reason: Reason): CommandVerdict => ({
    verdict: 'ask',
    reason: `Asks because ${reason.words}.`,
    text: reason.text,
  });
  const [problem] = parsed.problems;
  if (problem !== undefined)
    return ask({ words: problem, text: parsed.problemTexts[0] ?? say('command.askPartUnparsed') });
  if (parsed.commands.length === 0)
    return ask({ words: 'it runs no command that could be checked', text: say('command.askNothingToCheck') });
  for (const redirection of parsed.redirections) {
    const reason = decideRedirection(redirection.operator, redirection.target);
    if (reason) return ask(reason);
  }
  for (const command of parsed.commands) {
    for (const assignment of command.assignments) {
      if (!HARMLESS_ASSIGNMENTS.has(assignment.name))
        return ask({
          words: `it sets the environment variable ${assignment.name}, which can change what the program does`,
          text: say('command.askAssignment', { name: assignment.name }),
        });
      if (!assignment.value || assignment.value.value === null)
        return ask({
          words: `the value of ${assignment.name} depends on an expansion`,
          text: say('command.askAssignmentExpansion', { name: assignment.name }),
        });
    }
    const [nameWord, ...argWords] = command.words;
    if (!nameWord) return ask({ words: 'a command has no program name', text: say('command.askNoProgram') });
    if (nameWord.value === null || nameWord.glob || nameWord.tilde)
      return ask({
        words: `the program name "${nameWord.text}" comes from an expansion`,
        text: say('command.askProgramExpansion', { text: nameWord.text }),
      });
    const name = nameWord.value;
    if (name.includes('/'))
      return ask({
        words: `it runs "${name}" by path, which may not be the usual program`,
        text: say('command.askByPath', { program: name }),
      });
    const rule = Object.hasOwn(READ_ONLY_RULES, name) ? READ_ONLY_RULES[name] : undefined;
    if (!rule)
      return ask({
        words: `"${name}" is not on the read-only list`,
        text: say('command.askNotListed', { program: name }),
      });
    const args: string[] = [];
    for (const word of argWords) {
      const reason = decideArgumentWord(word);
      if (reason) return ask(reason);
      args.push(word.value ?? '');
    }
    const folderReason = decideFolderWords(name, argWords);
    if (folderReason) return ask(folderReason);
    const ruleReason = rule(
      args,
      argWords.map((w) => w.glob),
    );
    if (ruleReason) return ask({ words: `${name}: ${ruleReason.words}`, text: ruleReason.text });
    const indirect = findIndirectRead(name, args);
    if (indirect)
      return ask({
        words: `${name}: ${indirect.reason}`,
        text:
          indirect.kind === 'diffFollows'
            ? say('command.askDiffFollows', { program: name })
            : say(indirect.kind === 'followsLinks' ? 'command.askFollowsLinks' : 'command.askNamesFromFile', {
                program: name,
                option: indirect.option,
              }),
      });
  }
  const names = [...new Set(parsed.commands.map((c) => c.words[0]?.value ?? ''))].join(', ');
  return { verdict: 'read_only', reason: `Only reads: ${names}.`, text: say('command.onlyReads', { programs: names }) };
}

/**
 * Pure: null when the word's value is known and cannot turn into an option; otherwise why not.
 * A pattern is judged on its value after quote removal: `""*`, `''*`, `"-"*` and `\-*` all
 * expand to names that may start with "-", whatever their text starts with.
 */
function decideArgumentWord(word: ShellWord): Reason | null {
  if (word.value === null)
    return {
      words: `the argument "${word.text}" depends on an expansion whose value is not known`,
      text: say('command.askArgumentExpansion', { text: word.text }),
    };
  if (word.glob) {
    // Every expansion starts with the literal before the first unquoted wildcard; one not starting with "-" is never an option.
    const literalPrefix = word.wildcardAt === null ? '' : word.value.slice(0, word.wildcardAt);
    if (literalPrefix === '' || literalPrefix.startsWith('-')) {
      return {
        words: `the unquoted pattern "${word.text}" could expand to a file name that starts with "-" and acts as an option (write ./${word.value} instead)`,
        text: say('command.askGlobOption', { text: word.text, value: word.value }),
      };
    }
  }
  return null;
}

/**
 * Pure: null unless a word that names the folder a program works in is a pattern or uses ~.
 * Why: the repository checks read the folder as written (`./too[l]s`), while bash runs in whatever
 * the pattern matches (`./tools`, with its own git config).
 */
function decideFolderWords(name: string, words: readonly ShellWord[]): Reason | null {
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
    ? {
        words: `the folder "${unknown.text}" is a pattern or ~ the shell expands, so the folder it runs in cannot be checked`,
        text: say('command.askFolderPattern', { text: unknown.text }),
      }
    : null;
}

/** Pure: null when the redirection cannot write a file. */
function decideRedirection(operator: string, target: ShellWord | null): Reason | null {
  if (operator === '<<' || operator === '<<<') return null;
  if (!target || target.value === null)
    return { words: 'a redirection target depends on an expansion', text: say('command.askRedirectExpansion') };
  if (target.glob || target.tilde)
    return {
      words: `the redirection target "${target.text}" is expanded by the shell`,
      text: say('command.askRedirectExpanded', { text: target.text }),
    };
  if (operator === '<') return null;
  if ((operator === '>&' || operator === '<&') && /^([0-9]+|-)$/.test(target.value)) return null;
  if (['>', '>>', '&>', '&>>', '>|', '>&'].includes(operator) && HARMLESS_TARGETS.has(target.value)) return null;
  return {
    words: `it redirects output into "${target.value}" (${operator}), which writes a file`,
    text: say('command.askRedirectWrites', { target: target.value, operator }),
  };
}
