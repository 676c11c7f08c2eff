import { createRequire } from 'node:module';
import { Language, Parser, type Node } from 'web-tree-sitter';
import { deriveDifferentialCharacter, deriveParserDifferential } from './parser-differentials';
import { say, type MainMessage } from '../../shared/main-messages';

/**
 * Parses a bash command with tree-sitter-bash into the simple commands it runs, the redirections
 * it makes and the constructs that make a static verdict impossible ("problems").
 */

/** One shell word after quote removal, when its value is known without running anything. */
export interface ShellWord {
  /** Source text. */
  text: string;
  /** Value after quote removal; null when it depends on an expansion (variable, brace, substitution). */
  value: string | null;
  /** Contains an unquoted *, ? or [ the shell may expand into file names. */
  glob: boolean;
  /**
   * Where in `value` the first unquoted wildcard stands, or null when there is none (or the value
   * is unknown). `value.slice(0, wildcardAt)` is the literal every expansion starts with: `""*`
   * has value `*` and wildcardAt 0, so its expansions may start with anything, `-` included.
   */
  wildcardAt: number | null;
  /** Contains an unquoted ~ the shell expands to a home folder. */
  tilde: boolean;
}

export interface SimpleCommand {
  /** The command name first, then its arguments. */
  words: ShellWord[];
  /** `NAME=value` prefixes. */
  assignments: { name: string; value: ShellWord | null }[];
  /** Offset in the source, to replay commands and redirections in the order they appear. */
  at: number;
  /** Runs in a subshell (a pipeline stage, `( … )`, a substitution): a `cd` here does not carry to later commands. */
  isolated: boolean;
}

export interface Redirection {
  /** The operator: >, >>, <, &>, &>>, >&, <&, >|, <<, <<<. */
  operator: string;
  target: ShellWord | null;
  /** Offset in the source. */
  at: number;
}

export interface ParsedShell {
  /** Every simple command, including ones inside substitutions and control flow, in source order. */
  commands: SimpleCommand[];
  redirections: Redirection[];
  /** Plain words for each construct that cannot be judged statically; empty when fully understood. */
  problems: string[];
  /** The same problems for the person, as why a command asks ("Asks because …"), in the same order. */
  problemTexts: MainMessage[];
}

let parserPromise: Promise<Parser> | null = null;

/** Loads the grammar once per process; later calls share it. */
function loadShellParser(): Promise<Parser> {
  parserPromise ??= (async () => {
    await Parser.init();
    const require = createRequire(import.meta.url);
    const language = await Language.load(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'));
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })();
  return parserPromise;
}

const CONTAINERS = new Set([
  'program',
  'list',
  'pipeline',
  'negated_command',
  'subshell',
  'compound_statement',
  'redirected_statement',
]);
// `;;` is left out on purpose: outside a case statement bash rejects it, tree-sitter reads it as `;`.
const SEPARATORS = new Set([';', '&&', '||', '|', '|&', '\n', '(', ')', '{', '}', '!']);
const CONTROL_FLOW: Record<string, { words: string; kind: string }> = {
  if_statement: { words: 'an if statement', kind: 'if' },
  while_statement: { words: 'a loop', kind: 'loop' },
  for_statement: { words: 'a loop', kind: 'loop' },
  c_style_for_statement: { words: 'a loop', kind: 'loop' },
  case_statement: { words: 'a case statement', kind: 'case' },
  function_definition: { words: 'a function definition', kind: 'function' },
  test_command: { words: 'a [[ ]] test', kind: 'test' },
  declaration_command: { words: 'a variable declaration (export, declare, local…)', kind: 'declaration' },
  unset_command: { words: 'unset', kind: 'unset' },
};

/** Parses a command. Throws only if the grammar cannot be loaded. */
export async function parseShell(command: string): Promise<ParsedShell> {
  const parser = await loadShellParser();
  const tree = parser.parse(command);
  const out: ParsedShell = { commands: [], redirections: [], problems: [], problemTexts: [] };
  const differential = deriveParserDifferential(command);
  if (differential)
    addProblem(
      out,
      differential,
      say('command.askCharacter', { character: deriveDifferentialCharacter(command) ?? '' }),
    );
  if (!tree) {
    addProblem(out, 'the command could not be parsed', say('command.askUnparsed'));
    return out;
  }
  try {
    if (tree.rootNode.hasError)
      addProblem(
        out,
        'the command has a syntax error or a construct the parser does not understand',
        say('command.askNotUnderstood'),
      );
    visit(tree.rootNode, out);
  } finally {
    tree.delete();
  }
  return out;
}

function addProblem(out: ParsedShell, problem: string, text: MainMessage): void {
  if (out.problems.includes(problem)) return;
  out.problems.push(problem);
  out.problemTexts.push(text);
}

function addUncheckedConstruct(out: ParsedShell, type: string): void {
  addProblem(
    out,
    `it uses a shell construct (${type}) that is not checked`,
    say('command.askConstruct', { construct: type }),
  );
}

function visit(node: Node, out: ParsedShell): void {
  if (!node.isNamed) {
    if (node.type === '&') addProblem(out, 'it starts a background job (&)', say('command.askBackground'));
    else if (!SEPARATORS.has(node.type))
      addProblem(out, `it uses the shell operator "${node.type}"`, say('command.askOperator', { operator: node.type }));
    return;
  }
  switch (node.type) {
    case 'comment':
      return;
    case 'command':
      visitCommand(node, out);
      return;
    case 'file_redirect':
    case 'heredoc_redirect':
    case 'herestring_redirect':
      visitRedirect(node, out);
      return;
    case 'variable_assignment':
    case 'variable_assignments':
      addProblem(out, 'it sets a shell variable', say('command.askShellVariable'));
      visitNested(node, out);
      return;
    case 'command_substitution':
      addProblem(out, 'it uses command substitution $(…)', say('command.askCommandSubstitution'));
      visitChildren(node, out);
      return;
    case 'process_substitution':
      addProblem(out, 'it uses process substitution <(…)', say('command.askProcessSubstitution'));
      visitChildren(node, out);
      return;
    case 'ERROR':
      addProblem(out, 'part of the command could not be parsed', say('command.askPartUnparsed'));
      visitNested(node, out);
      return;
    default:
      if (CONTAINERS.has(node.type)) {
        visitChildren(node, out);
        return;
      }
      {
        const flow = CONTROL_FLOW[node.type];
        if (flow) addProblem(out, `it uses ${flow.words}`, say('command.askControlFlow', { construct: flow.kind }));
        else addUncheckedConstruct(out, node.type);
      }
      visitNested(node, out);
  }
}

function visitChildren(node: Node, out: ParsedShell): void {
  for (const child of node.children) visit(child, out);
}

/** Finds commands and substitutions anywhere below a node that is not itself a command list. */
function visitNested(node: Node, out: ParsedShell): void {
  for (const child of node.namedChildren) {
    if (
      [
        'command',
        'command_substitution',
        'process_substitution',
        'file_redirect',
        'heredoc_redirect',
        'herestring_redirect',
        'redirected_statement',
        'list',
        'pipeline',
        'subshell',
        'compound_statement',
      ].includes(child.type)
    ) {
      visit(child, out);
    } else {
      visitNested(child, out);
    }
  }
}

function visitCommand(node: Node, out: ParsedShell): void {
  const command: SimpleCommand = { words: [], assignments: [], at: node.startIndex, isolated: isIsolated(node) };
  node.children.forEach((child, index) => {
    const field = node.fieldNameForChild(index);
    if (child.type === 'variable_assignment') {
      const name = child.childForFieldName('name')?.text ?? '';
      const valueNode = child.childForFieldName('value');
      command.assignments.push({ name, value: valueNode ? parseWord(valueNode) : null });
      visitNested(child, out);
    } else if (
      child.type === 'file_redirect' ||
      child.type === 'herestring_redirect' ||
      child.type === 'heredoc_redirect'
    ) {
      visitRedirect(child, out);
    } else if (field === 'name' || field === 'argument') {
      const wordNode = child.type === 'command_name' ? child.firstChild : child;
      command.words.push(
        wordNode ? parseWord(wordNode) : { text: child.text, value: null, glob: false, wildcardAt: null, tilde: false },
      );
      visitNested(child, out);
      if (child.type === 'command_substitution' || child.type === 'process_substitution') visit(child, out);
    } else if (child.isNamed && child.type !== 'comment') {
      addUncheckedConstruct(out, child.type);
      visitNested(child, out);
    }
  });
  out.commands.push(command);
}

const SUBSHELLS = new Set(['pipeline', 'subshell', 'command_substitution', 'process_substitution']);

/** Pure over the node: whether any enclosing construct runs it in a child shell. */
function isIsolated(node: Node): boolean {
  for (let up = node.parent; up; up = up.parent) if (SUBSHELLS.has(up.type)) return true;
  return false;
}

function visitRedirect(node: Node, out: ParsedShell): void {
  if (node.type === 'heredoc_redirect') {
    const start = node.children.find((c) => c.type === 'heredoc_start')?.text ?? '';
    const body = node.children.find((c) => c.type === 'heredoc_body');
    const quoted = /['"\\]/.test(start);
    if (!quoted && body && /[$`]/.test(body.text))
      addProblem(out, 'its here-document expands variables or commands', say('command.askHereDocExpands'));
    out.redirections.push({ operator: '<<', target: null, at: node.startIndex });
    if (body) visitNested(body, out);
    // tree-sitter-bash hangs the rest of the line after `<<EOF` (more redirections, `| sh`,
    // `&& rm x`, extra arguments) under this node: every one of them must be judged too.
    for (const child of node.children) {
      if (['<<', '<<-', 'heredoc_start', 'heredoc_body', 'heredoc_end'].includes(child.type)) continue;
      if (child.isNamed && ['word', 'concatenation', 'string', 'raw_string', 'number'].includes(child.type)) {
        addProblem(out, 'it has words after a here-document that are not checked', say('command.askHereDocWords'));
        continue;
      }
      visit(child, out);
    }
    return;
  }
  const operator = node.children.find((c) => !c.isNamed)?.text ?? '?';
  const targetNode =
    node.childForFieldName('destination') ?? node.namedChildren.find((c) => c.type !== 'file_descriptor') ?? null;
  out.redirections.push({
    operator: node.type === 'herestring_redirect' ? '<<<' : operator,
    target: targetNode ? parseWord(targetNode) : null,
    at: node.startIndex,
  });
  if (targetNode) {
    if (targetNode.type === 'command_substitution' || targetNode.type === 'process_substitution')
      visit(targetNode, out);
    else visitNested(targetNode, out);
  }
}

/** Pure over the node: quote removal for words whose value needs no expansion. */
function parseWord(node: Node): ShellWord {
  const word: ShellWord = { text: node.text, value: '', glob: false, wildcardAt: null, tilde: false };
  appendWord(node, word, true);
  // Brace expansion ({a,b}, {1..3}) turns one word into several; the grammar splits it into pieces.
  if (node.type === 'word' || node.type === 'concatenation') {
    const unquoted =
      node.type === 'word' ? node.text : node.children.map((c) => (c.type === 'word' ? c.text : '\0')).join('');
    if (/(^|[^\\])\{[^}\0]*(,|\.\.)[^}\0]*\}/.test(unquoted)) word.value = null;
  }
  if (word.value === null) word.wildcardAt = null;
  return word;
}

function appendWord(node: Node, word: ShellWord, first: boolean): void {
  if (word.value === null) return;
  switch (node.type) {
    case 'word':
    case 'number': {
      const decoded = decodeUnquoted(node.text, first);
      if (decoded.wildcardAt !== null && word.wildcardAt === null)
        word.wildcardAt = word.value.length + decoded.wildcardAt;
      if (decoded.glob) word.glob = true;
      if (decoded.tilde) word.tilde = true;
      word.value = decoded.value === null ? null : word.value + decoded.value;
      return;
    }
    case 'raw_string':
      word.value += node.text.slice(1, -1);
      return;
    case 'string': {
      for (const child of node.children) {
        if (child.type === '"') continue;
        if (child.type !== 'string_content') {
          word.value = null;
          return;
        }
        word.value += child.text.replace(/\\([$`"\\\n])/g, (_m, ch: string) => (ch === '\n' ? '' : ch));
      }
      return;
    }
    case 'concatenation':
      node.children.forEach((child, index) => appendWord(child, word, first && index === 0));
      return;
    default:
      word.value = null;
  }
}

/** Pure: removes backslash escapes from an unquoted word and notes what the shell would expand. */
function decodeUnquoted(
  text: string,
  atStart: boolean,
): { value: string | null; glob: boolean; wildcardAt: number | null; tilde: boolean } {
  let value = '';
  let glob = false;
  let wildcardAt: number | null = null;
  let tilde = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (ch === '\\') {
      i += 1;
      if (i < text.length && text[i] !== '\n') value += text[i];
      continue;
    }
    if (ch === '*' || ch === '?' || ch === '[') {
      glob = true;
      wildcardAt ??= value.length;
    }
    // Bash expands ~ at the start of a word, and after = or : in assignment-like words; we take any
    // ~ after = or : (a little wider than bash), but not one inside a word such as HEAD~1.
    if (ch === '~' && ((atStart && i === 0) || text[i - 1] === '=' || text[i - 1] === ':')) tilde = true;
    if (ch === '$' || ch === '`' || ch === '(' || ch === ')') {
      return { value: null, glob, wildcardAt: null, tilde };
    }
    value += ch;
  }
  if (!atStart && text.startsWith('~')) tilde = true;
  return { value, glob, wildcardAt, tilde };
}
