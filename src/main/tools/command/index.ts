/**
 * How a command is judged and run: the public face of src/main/tools/command. The shell parser,
 * the read-only classifier and its rules (git included), the repository checks and the whole
 * verdict, what a command reaches, the hosts it names, the environment it gets, and the process
 * runner. The run_command tool (../run-command.ts) is its only caller outside this folder, beside
 * the agent's need for the parser.
 */
export { classifyCommand, type CommandVerdict } from './classify';
export { hasReadOnlyRule } from './read-only-rules';
export { WRAPPERS } from './network-programs';
export { parseShell, type ParsedShell, type SimpleCommand, type ShellWord } from './shell-parse';
export {
  buildCommandEnvironment,
  buildPassedEnvironment,
  deriveWithheldNames,
  isPassedVariableName,
  PASSED_VARIABLES_LABEL,
  type CommandEnvironmentUse,
} from './environment';
export { loadGitRepositoryCheck, type GitRepositoryCheck } from './git-repository';
export { isAllowedGitConfigEntry, isOrdinaryRemoteUrl } from './git-config-allowlist';
export { deriveGitFolders } from './git-rules';
export { buildCommandVerdict, type CommandJudgement, type SyntaxCheck } from './judge-command';
export { deriveCommandHosts } from './hosts';
export { deriveParserDifferential } from './parser-differentials';
export { buildCommandReach, type CommandReach } from './reach';
export { runProcess, type ProcessOutcome, type RunProcessOptions } from './run-process';
export {
  buildCommandProfile,
  deriveToolchainCaches,
  isAtOrUnder,
  createCommandSandbox,
  describeSandboxLimits,
  describeProtectedWrites,
  isKeptEvenOnceApproved,
  findUnwalkedFolders,
  loadSandboxTools,
  buildBwrapArgs,
  createPrivateTempFolder,
  removePrivateTempFolder,
  openLibrarySession,
  LIBRARY_ROOT,
  deriveUnpackedPath,
  buildMountPlan,
  buildLibraryFilesystem,
  deriveProtectedPlace,
  deriveProtectedPlacesAt,
  deriveGitConfigWrite,
  loadGitHooksPaths,
  type SandboxTools,
  type CommandSandbox,
  type CommandSandboxOptions,
  type SandboxGrant,
  type SandboxProfile,
  type SandboxRunOutcome,
  type SandboxStatus,
} from './sandbox';
export { deriveCommandProtectedPlaces } from './derive-command-protected-places';
