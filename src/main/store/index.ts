/** The SQLite store: the event log, its derived tables, settings and memory notes. */
export { openDatabase, DATABASE_FILE, type OpenDatabaseOptions } from './open-database';
export { runWipeDatabase } from './wipe-database';
export { SCHEMA_VERSION } from './migrations';
export { createEventStore, type EventStore, type RunRow, type SessionRow } from './event-store';
export { draft, ApprovalNotPendingError, type EventDraft } from './event-draft';
export { buildHistoryChars } from './history-size';
export { createSettingsStore, type SettingsStore } from './settings-store';
export { createMemoryNoteStore, type MemoryNote, type MemoryNoteStore } from './memory-notes';
export {
  createCheckpointStore,
  type Checkpoint,
  type CheckpointInfo,
  type CheckpointStore,
  type NewCheckpoint,
} from './checkpoint-store';
export { createRuleStore, type NewRuleRow, type RuleRow, type RuleStore } from './rule-store';
export { createHookStore, type HookRow, type HookStore, type NewHookRow, type FolderTrustRow } from './hook-store';
export { createDraftStore, type DraftStore } from './draft-store';
export { hashText } from './text-store';
