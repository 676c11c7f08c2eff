/**
 * How a command is judged and run: the public face of src/main/tools/command. The shell parser,
 * the read-only classifier and its rules (git included), what a command reaches, the environment
 * it gets, and the process runner. The run_command tool (../run-command.ts) is its only caller
 * outside this folder, beside the agent's need for the parser.
 */
export { classifyCommand, decideParsedCommand, type CommandVerdict } from './classify';
export { parseShell, type ParsedShell, type SimpleCommand, type ShellWord } from './shell-parse';
export { buildCommandEnvironment, deriveWithheldNames, loadGitDriverKeys } from './environment';
export { deriveGitFolders } from './git-rules';
export { buildCommandReach, type CommandReach } from './reach';
export { runProcess, type ProcessOutcome, type RunProcessOptions } from './run-process';
