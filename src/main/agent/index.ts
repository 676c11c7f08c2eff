/** The agent loop: stateless orchestration over the event log, with injected collaborators. */
export type {
  LoopDeps,
  ModelAccess,
  ModelTurnDeps,
  RunTarget,
  IdSource,
  IdPrefix,
  EmitSink,
  FolderNoteReader,
  RuleJudge,
  RuleSubject,
  RuleVerdict,
  HookJudge,
  HookCallInput,
  PreToolUseAnswer,
  RewriteParser,
} from './loop-deps';
export { FOLDER_NOTES_CHAR_LIMIT, type FolderNote } from './system-prompt';
export { commitEvents, SHUTDOWN_REASON } from './loop-deps';
export { runDrive, type DriveOutcome } from './run-drive';
export {
  submitDecisions,
  buildEditCheck,
  derivePreviewToken,
  type EditCheck,
  type SubmissionDecider,
} from './submit-decisions';
export { buildDecisionsFromDrafts } from './build-decisions-from-drafts';
export { runCancel, runRecoverInterrupted, buildCloseAbandoned } from './finalize-run';
export { runCompaction } from './run-compaction';
export { runSessionCompaction, type SessionCompactionOutcome, type CompactionTarget } from './run-session-compaction';
export { buildContextEstimate, loadContextEstimate, findLatestWorkMode } from './estimate-tokens';
export { MAX_CALLS_PER_REPLY } from './run-reply-step';
export * from './projections';
export { createRunSupervisor, type RunSupervisor, type RunSupervisorDeps } from './run-supervisor';
export { FILE_WRITING_TOOLS, type CheckpointKeeper } from './take-checkpoint';
export { deriveShortTitle, deriveTitleSource, isPlaceholderTitle, PLACEHOLDER_TITLE } from './derive-title';
export { createRetitler, runRetitleConversation } from './retitle-conversation';
export { createHookAnswerMemory } from './remember-hook-answers';
