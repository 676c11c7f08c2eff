/**
 * Hooks: Claude Code-compatible PreToolUse and PostToolUse hooks. The engine maps
 * Gatehouse's calls to Claude Code's names and shapes, runs each matched hook (`bash -c`, in the
 * hook sandbox unless the person chose otherwise), reads its answer by Claude Code's protocol and
 * combines the answers into the loop's HookJudge records (a rewrite judged again as itself). A
 * folder's hooks are read for trust without running anything (read-project-hooks.ts: what they
 * run, or why they cannot be trusted), kept as a copy when trusted (write-hook-snapshot.ts) and run
 * from it. Storage and folder trust are the core's (src/main/core/hooks-service.ts).
 */
export { createHookJudge, type ConfiguredHook, type HookJudgeDeps } from './create-hook-judge';
export { buildClaudeCall, parseClaudeUpdatedInput, deriveWorkspacePath, type ClaudeCall } from './map-claude-names';
export { parseHookAnswer, type HookAnswer, type HookProcessEnd } from './parse-hook-answer';
export {
  buildPreToolUseAnswer,
  buildPostToolUseRecord,
  deriveInputHash,
  explainHookError,
  type HookRun,
} from './combine-hook-answers';
export { buildHookInput, derivePermissionMode } from './build-hook-input';
export { runHookProcess, type HookProcessOptions } from './run-hook-process';
export {
  buildHookLaunch,
  deriveHookLogFolder,
  deriveScriptFiles,
  NO_SANDBOX_FOR_HOOK,
  HOOK_FILES_REPLACED,
  HOOK_FILES_GONE,
  type HookLaunch,
} from './build-hook-launch';
export {
  ClaudeSettingsUnreadableError,
  parseClaudeHooksObject,
  parseClaudeSettingsText,
  type ParsedClaudeHook,
  type ParsedClaudeHooks,
} from './parse-claude-hooks';
export {
  readProjectHooks,
  readProjectHookList,
  deriveProjectHooksHash,
  type ProjectHooks,
  type ProjectHookList,
} from './read-project-hooks';
export {
  buildHookFilesPlan,
  HOOK_COPY_MAX_BYTES,
  HOOK_COPY_MAX_FILES,
  type HookPin,
  type HookFile,
  type HookFilesPlan,
} from './find-hook-files';
export { readHookCommand, readShellScript, substituteProjectDir, type HookCommandReading } from './read-hook-command';
export {
  loadHookSnapshot,
  loadHookSnapshotExport,
  deriveHookSnapshotFolder,
  type HookSnapshot,
  type HookCopy,
} from './load-hook-snapshot';
export { writeHookSnapshot, removeHookSnapshots, HookFilesChangedError } from './write-hook-snapshot';
export { buildRejudgedAnswer, buildUnchangedAnswer } from './combine-rejudged-answer';
export { writeTranscript, deriveTranscriptPath, buildTranscriptLines } from './write-transcript';
