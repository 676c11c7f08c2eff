/**
 * How a command is judged: the public face of src/main/tools/command. The read-only classifier and
 * its rules (git included), the repository checks and the whole verdict, what a command reaches, the
 * hosts it names, the environment it gets, and the protected places its words change. It reads
 * command lines through the shell parser (src/main/shell); the command runs in the sandbox
 * (src/main/sandbox). The run_command tool (../run-command.ts) is its main caller; rules read the
 * classifier through ../index.ts.
 */
export { classifyCommand, type CommandVerdict } from './classify';
export { hasReadOnlyRule } from './read-only-rules';
export { WRAPPERS } from './network-programs';
export {
  buildCommandEnvironment,
  buildPassedEnvironment,
  deriveWithheldNames,
  isPassedVariableName,
  PASSED_VARIABLES_LABEL,
  PASSED_VARIABLES_LIST,
  type CommandEnvironmentUse,
} from './environment';
export { loadGitRepositoryCheck, type GitRepositoryCheck } from './git-repository';
export { isAllowedGitConfigEntry, isOrdinaryRemoteUrl } from './git-config-allowlist';
export { deriveGitFolders } from './git-rules';
export { buildCommandVerdict, type CommandJudgement, type SyntaxCheck } from './judge-command';
export { deriveCommandHosts } from './hosts';
export { buildCommandReach, type CommandReach } from './reach';
export { deriveCommandProtectedPlaces } from './derive-command-protected-places';
