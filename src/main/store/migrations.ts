import type Database from 'better-sqlite3';
import { fillHistoryChars } from './fill-history-chars';
import { fillRuns } from './fill-runs';
import { fillUndoFacts } from './fill-undo-facts';

/** SQL, or a step that needs code (filling a new derived column from the log). */
type Migration = string | ((db: Database.Database) => void);

/**
 * Versioned schema. Each migration runs in its own transaction together with the bump of
 * PRAGMA user_version, so a crash mid-migration leaves the previous version intact.
 * Append new migrations; never edit one that has shipped.
 */
const MIGRATIONS: readonly Migration[] = [
  // 1: sessions with summary columns, the event log, pending approvals, memory notes, settings.
  `
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    workspace TEXT NOT NULL,
    agent_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL DEFAULT 0,
    run_id TEXT,
    run_state TEXT,
    pending_approval_id TEXT
  );
  CREATE TABLE events (
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    v INTEGER NOT NULL,
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
  ) WITHOUT ROWID;
  CREATE TABLE pending_approvals (
    approval_id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    run_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    requested_at TEXT NOT NULL,
    calls TEXT NOT NULL
  );
  CREATE INDEX pending_approvals_by_session ON pending_approvals(session_id);
  CREATE TABLE memory_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: the running size of each session's model history (events.history_chars per event, its sum
  // since the latest compaction in sessions.history_chars), so loading a session or checking
  // whether compaction is due needs no replay. Filled from the existing log.
  (db) => {
    db.exec(`
      ALTER TABLE events ADD COLUMN history_chars INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sessions ADD COLUMN history_chars INTEGER NOT NULL DEFAULT 0;
    `);
    fillHistoryChars(db);
  },
  // 3: a memory note belongs to a folder: it is read back into that folder's conversations.
  // Existing notes take their session's folder; a note whose session is gone gets none, so it is
  // never read back (Settings still lists it for the person to delete).
  `
  ALTER TABLE memory_notes ADD COLUMN workspace TEXT;
  UPDATE memory_notes SET workspace = (SELECT workspace FROM sessions WHERE sessions.id = memory_notes.session_id);
  CREATE INDEX memory_notes_by_workspace ON memory_notes(workspace, id);
  `,
  // 4: one row per run with what it froze at send (runs.config) and
  // the approval mode its next call is decided under (runs.approval_mode: the frozen one, tightened
  // by a stricter approval_mode_changed), so a decision reads its run without replaying the log;
  // and the conversation's own approval mode (sessions.approval_mode; null until one is recorded).
  // Both derived from the log, filled here from the existing one.
  (db) => {
    // IF NOT EXISTS / a column check: a test that rebuilds an older database by opening a current
    // one and stripping what came later need not know about this step.
    db.exec(`
      CREATE TABLE IF NOT EXISTS runs (
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        run_id TEXT NOT NULL,
        user_seq INTEGER NOT NULL,
        config TEXT NOT NULL,
        approval_mode TEXT NOT NULL,
        PRIMARY KEY (session_id, run_id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS runs_by_session_seq ON runs(session_id, user_seq);
    `);
    const columns = db.prepare("SELECT name FROM pragma_table_info('sessions')").pluck().all() as string[];
    if (!columns.includes('approval_mode')) db.exec('ALTER TABLE sessions ADD COLUMN approval_mode TEXT');
    fillRuns(db);
  },
  // 5: undo: the previous content (or absence) of each file a call writes, committed in
  // the same transaction as its tool_call; written_hash is what Gatehouse wrote (set after the
  // write), so a later change is detected. content is NULL for an absent file and for a checkpoint
  // dropped to keep the store within its bound (dropped_at says which). Deleted with the conversation.
  `
  CREATE TABLE IF NOT EXISTS checkpoints (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    run_id TEXT NOT NULL,
    call_id TEXT NOT NULL,
    path TEXT NOT NULL,
    existed INTEGER NOT NULL,
    before_hash TEXT,
    size INTEGER NOT NULL,
    content BLOB,
    written_hash TEXT,
    created_at TEXT NOT NULL,
    dropped_at TEXT,
    UNIQUE (session_id, call_id, path)
  );
  CREATE INDEX IF NOT EXISTS checkpoints_by_run ON checkpoints(session_id, run_id, id);
  `,
  // 6: saved rules. seq is the creation order (the order that names the rule recorded for
  // a decision); an edit keeps it. definition is the rule as JSON, parsed on every load: one that no
  // longer parses is shown as broken, and tool/effect stay readable so a broken deny still fails
  // closed for its tool. fired/last_fired_at are kept by the event store, in the transaction of the
  // event that records a rule's decision. Rules outlive conversations (no foreign key): a rule for
  // one conversation simply matches nothing once it is gone.
  `
  CREATE TABLE IF NOT EXISTS rules (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    tool TEXT NOT NULL,
    effect TEXT NOT NULL,
    definition TEXT NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 1,
    source_session TEXT,
    source_call TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    fired INTEGER NOT NULL DEFAULT 0,
    last_fired_at TEXT
  );
  `,
  // 7: hooks. hooks: the person's own hooks, in the order they run (seq; an edit keeps
  // it). hook_folder_trust: a workspace folder whose project hooks the person trusted, with the
  // sha256 of exactly the hooks they saw: a folder whose hooks hash differently now does not run them.
  `
  CREATE TABLE IF NOT EXISTS hooks (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    event TEXT NOT NULL,
    matcher TEXT NOT NULL,
    command TEXT NOT NULL,
    timeout_sec INTEGER NOT NULL,
    sandbox TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS hook_folder_trust (
    folder TEXT PRIMARY KEY,
    hash TEXT NOT NULL,
    trusted_at TEXT NOT NULL
  );
  `,
  // 8: the person's answers while a sheet is open (src/shared/approval-drafts.ts): one row per call,
  // never part of the log. version is the approval's draft counter when the row was written (the
  // approval's version is the largest). They go with their approval: the decision's commit deletes
  // the pending row, and the cascade takes its drafts in the same transaction.
  `
  CREATE TABLE IF NOT EXISTS approval_drafts (
    approval_id TEXT NOT NULL REFERENCES pending_approvals(approval_id) ON DELETE CASCADE,
    call_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    client TEXT NOT NULL,
    draft TEXT NOT NULL,
    PRIMARY KEY (approval_id, call_id)
  ) WITHOUT ROWID;
  `,
  // 9: each large text stored once (src/main/store/text-store.ts). texts: the text by its sha256,
  // deflated; chars and bytes its size unpacked. text_refs: which conversations refer to it, so
  // deleting a conversation deletes the texts only it used. Events written from here on refer to
  // their large texts; the rows already in the log keep theirs inline and read as before.
  `
  CREATE TABLE IF NOT EXISTS texts (
    hash TEXT PRIMARY KEY,
    chars INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    body BLOB NOT NULL
  );
  CREATE TABLE IF NOT EXISTS text_refs (
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    hash TEXT NOT NULL,
    PRIMARY KEY (session_id, hash)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS text_refs_by_hash ON text_refs(hash);
  `,
  // 10: undo's facts beside each checkpoint, so what undo offers is read from the checkpoints alone:
  // succeeded (the call's write has a successful result) and undone (an undo put it back), kept by
  // the event store in the transaction of the result or the undo (apply-derived.ts); filled here from
  // the logs as they are.
  fillUndoFacts,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the database to SCHEMA_VERSION. Throws when the file was written by a newer Gatehouse. */
export function runMigrations(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(`gatehouse.db has schema version ${current}, newer than this build (${SCHEMA_VERSION}).`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    const step = MIGRATIONS[version]!;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}
