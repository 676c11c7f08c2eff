/**
 * The shell parser: the public face of src/main/shell. It reads a command line the way bash would
 * (words, quotes, expansions, redirects, pipes and lists), and says where bash and this parser may
 * read a line differently (parser-differentials.ts), so a caller can ask a person instead of
 * guessing. Commands, rules and hooks all read command words through it.
 */
export { parseShell, type ParsedShell, type SimpleCommand, type ShellWord } from './shell-parse';
export { deriveDifferentialCharacter, deriveParserDifferential } from './parser-differentials';
