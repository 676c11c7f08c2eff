/** The tools: the public face of src/main/tools. */
export type {
  DynamicToolSource,
  ToolDefinition,
  ToolRegistry,
  ModelToolSpec,
  InspectContext,
  ExecuteContext,
  ExecuteResult,
  MemoryNotes,
  ArgSizeLimit,
} from './types';
export { deriveArgsLimitBreach, deriveMaxArgsChars, DEFAULT_MAX_ARGS_CHARS, type ArgsLimitBreach } from './arg-limits';
export { createToolRegistry, type ToolRegistryOptions } from './registry';
export {
  resolveInWorkspace,
  createWorkspaceGuard,
  type FsView,
  type GuardResult,
  type WorkspaceGuard,
} from './workspace-guard';
export { loadProtectedPlacesAt } from './tool-support';
// The command judge, for rules (the shell parser is src/main/shell, the sandbox src/main/sandbox).
export { classifyCommand, hasReadOnlyRule, WRAPPERS, type CommandVerdict } from './command';
export { readFileTool } from './read-file';
export { listDirTool } from './list-dir';
export { searchTool } from './search';
export { writeFileTool } from './write-file';
export { editFileTool, applyEdit } from './edit-file';
export { runCommandTool, createRunCommandTool, type RunCommandToolOptions } from './run-command';
export { updatePlanTool } from './update-plan';
export { rememberTool } from './remember';
