/**
 * The OS sandbox every shell command runs in: the public face of src/main/sandbox.
 * on Linux every command runs under Gatehouse's own bubblewrap (read_only ones with nothing writable but
 * their own temp folder; approved and yolo ones writing inside the workspace and the approved paths),
 * with no network but, for a command whose sheet named hosts, a bridge to @anthropic-ai/sandbox-runtime's
 * proxy, which lets exactly those through by name; macOS goes through the library for all.
 * In every grant the program reads only the system's own folders, its PATH's programs and its
 * workspace (load-system-view.ts); the home folders, Gatehouse's data folder, /run and the shared
 * temp folders are hidden, and the whole process tree dies with the command.
 */
export type {
  SandboxGrant,
  SandboxProfile,
  SandboxStatus,
  SandboxRunOptions,
  SandboxRunOutcome,
  CommandSandbox,
} from './types';
export {
  buildCommandProfile,
  deriveToolchainCaches,
  isAtOrUnder,
  CREDENTIALS_IN_HOME,
  HOME_ROOTS,
  type CommandProfileInput,
} from './build-command-profile';
export { loadSystemView, type SystemView } from './load-system-view';
export { createCommandSandbox, type CommandSandboxOptions } from './create-command-sandbox';
export { describeSandboxLimits } from './describe-sandbox-limits';
export { describeProtectedWrites, deriveGitConfigWrite, isKeptEvenOnceApproved } from './describe-protected-writes';
export { findUnwalkedFolders } from './find-protected-in-writable';
// The one list of protected places every writer consults, and the repository's own hooks folder.
export {
  deriveProtectedPlace,
  deriveProtectedPlacesAt,
  PROTECTED_SETTINGS,
  PROTECTED_HOOK_FRAMEWORKS,
  PROTECTED_STARTUP_FILES,
  type ProtectedPlaceKind,
} from './protected-places';
export { loadGitHooksPaths } from './load-git-hooks-paths';
// The process runner, confined or not: output capped, the whole tree stopped with the command.
export { runProcess, type ProcessOutcome, type RunProcessOptions } from './run-process';
// For MCP servers run in the sandbox: the same profile, run as a long-lived process.
export { loadSandboxTools, type SandboxTools } from './load-sandbox-tools';
export { buildBwrapArgs } from './build-bwrap-args';
export { createPrivateTempFolder, removePrivateTempFolder } from './private-temp-folder';
// For a sandboxed MCP server given hosts: the library's proxy, as approved commands use it.
export { openLibrarySession, LIBRARY_ROOT, type LibrarySession } from './library-session';
export { deriveUnpackedPath } from './library-paths';
export { buildMountPlan, findHidingMount } from './build-mount-plan';
export { loadPlacesBefore, sweepPlantedPlaces, type PlacesBefore } from './sweep-planted-places';
export { buildLibraryFilesystem } from './library-engine';
