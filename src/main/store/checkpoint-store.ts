import type Database from 'better-sqlite3';
import type { SessionEvent } from '../../shared/events';
import type { EventDraft } from './event-draft';
import type { EventStore } from './event-store';

/** What a file held just before a call wrote it: its bytes, or that it did not exist. */
export interface NewCheckpoint {
  runId: string;
  callId: string;
  /** Absolute real path the call writes. */
  path: string;
  /** null: no file was there (undo deletes what the call created). */
  before: { bytes: Buffer; hash: string } | null;
}

export interface CheckpointInfo {
  id: number;
  sessionId: string;
  runId: string;
  callId: string;
  path: string;
  existed: boolean;
  beforeHash: string | null;
  /** Bytes kept (0 for an absent file). */
  size: number;
  /** sha256 of what Gatehouse wrote; null until the write succeeded (or when it never did). */
  writtenHash: string | null;
  createdAt: string;
  /** Set when the content was dropped to keep the store within its bound: "too old to undo". */
  droppedAt: string | null;
  /** The log holds a successful result for its call (kept with that result's event). */
  succeeded: boolean;
  /** An undo_result names its call (kept with that event). */
  undone: boolean;
}

export interface Checkpoint extends CheckpointInfo {
  /** The previous bytes; null for an absent file or a dropped checkpoint. */
  content: Buffer | null;
}

export interface CheckpointStore {
  /**
   * Appends `drafts` (the call's tool_call) and inserts the checkpoints in ONE immediate
   * transaction: a call recorded has its checkpoint, and a checkpoint that cannot be stored leaves
   * no tool_call (so nothing is written). Returns the stored events; throws what appendEvents throws.
   */
  appendWithCheckpoints(
    sessionId: string,
    drafts: readonly EventDraft[],
    checkpoints: readonly NewCheckpoint[],
  ): SessionEvent[];
  /** Records what Gatehouse wrote (sha256), after the write succeeded. */
  recordWritten(sessionId: string, callId: string, path: string, writtenHash: string): void;
  /** One call's checkpoints with content, oldest first. */
  loadForCall(sessionId: string, callId: string): Checkpoint[];
  /** One run's checkpoints with content, oldest first. */
  loadForRun(sessionId: string, runId: string): Checkpoint[];
  /** A session's checkpoints without content, oldest first (the tool cards' undo state). */
  listForSession(sessionId: string): CheckpointInfo[];
  /** Every checkpoint without content (export). */
  listAll(): CheckpointInfo[];
  /** Bytes of content currently kept. */
  loadTotalBytes(): number;
  /**
   * Drops the content of the oldest checkpoints until what is kept is at most `maxBytes`; the rows
   * stay (dropped_at set) so their tool cards can say "too old to undo". Returns what it dropped.
   */
  runEnforceLimit(maxBytes: number, at: string): CheckpointInfo[];
}

interface RawRow {
  id: number;
  session_id: string;
  run_id: string;
  call_id: string;
  path: string;
  existed: number;
  before_hash: string | null;
  size: number;
  written_hash: string | null;
  created_at: string;
  dropped_at: string | null;
  succeeded: number;
  undone: number;
  content?: Buffer | null;
}

const INFO_COLUMNS =
  'id, session_id, run_id, call_id, path, existed, before_hash, size, written_hash, created_at, dropped_at, succeeded, undone';

function toInfo(r: RawRow): CheckpointInfo {
  return {
    id: r.id,
    sessionId: r.session_id,
    runId: r.run_id,
    callId: r.call_id,
    path: r.path,
    existed: r.existed === 1,
    beforeHash: r.before_hash,
    size: r.size,
    writtenHash: r.written_hash,
    createdAt: r.created_at,
    droppedAt: r.dropped_at,
    succeeded: r.succeeded === 1,
    undone: r.undone === 1,
  };
}

function toCheckpoint(r: RawRow): Checkpoint {
  return { ...toInfo(r), content: r.content ?? null };
}

/** Checkpoints over the same connection as `events` (one transaction spans both). */
export function createCheckpointStore(db: Database.Database, events: EventStore, now: () => Date): CheckpointStore {
  const insert = db.prepare(
    // A call asked again after a stale write runs under the same id: its new checkpoint replaces
    // the old one (nothing was written that time).
    `INSERT INTO checkpoints (session_id, run_id, call_id, path, existed, before_hash, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (session_id, call_id, path) DO UPDATE SET run_id = excluded.run_id, existed = excluded.existed,
       before_hash = excluded.before_hash, size = excluded.size, content = excluded.content, created_at = excluded.created_at,
       written_hash = NULL, dropped_at = NULL`,
  );
  const setWritten = db.prepare(
    'UPDATE checkpoints SET written_hash = ? WHERE session_id = ? AND call_id = ? AND path = ?',
  );
  const byCall = db.prepare(
    `SELECT ${INFO_COLUMNS}, content FROM checkpoints WHERE session_id = ? AND call_id = ? ORDER BY id`,
  );
  const byRun = db.prepare(
    `SELECT ${INFO_COLUMNS}, content FROM checkpoints WHERE session_id = ? AND run_id = ? ORDER BY id`,
  );
  const bySession = db.prepare(`SELECT ${INFO_COLUMNS} FROM checkpoints WHERE session_id = ? ORDER BY id`);
  const all = db.prepare(`SELECT ${INFO_COLUMNS} FROM checkpoints ORDER BY id`);
  const total = db.prepare('SELECT coalesce(sum(size), 0) FROM checkpoints WHERE dropped_at IS NULL').pluck();
  const oldestKept = db.prepare(
    `SELECT ${INFO_COLUMNS} FROM checkpoints WHERE dropped_at IS NULL AND size > 0 ORDER BY id`,
  );
  const drop = db.prepare('UPDATE checkpoints SET content = NULL, dropped_at = ? WHERE id = ?');

  // better-sqlite3 runs appendEvents' own transaction as a savepoint inside this one.
  const appendWith = db.transaction(
    (sessionId: string, drafts: readonly EventDraft[], checkpoints: readonly NewCheckpoint[]) => {
      const stored = events.appendEvents(sessionId, drafts);
      const at = now().toISOString();
      for (const c of checkpoints) {
        insert.run(
          sessionId,
          c.runId,
          c.callId,
          c.path,
          c.before === null ? 0 : 1,
          c.before?.hash ?? null,
          c.before?.bytes.length ?? 0,
          c.before?.bytes ?? null,
          at,
        );
      }
      return stored;
    },
  );
  const enforce = db.transaction((maxBytes: number, at: string) => {
    let kept = total.get() as number;
    const dropped: CheckpointInfo[] = [];
    if (kept <= maxBytes) return dropped;
    for (const row of oldestKept.iterate() as IterableIterator<RawRow>) {
      if (kept <= maxBytes) break;
      dropped.push(toInfo(row));
      kept -= row.size;
    }
    for (const d of dropped) drop.run(at, d.id);
    return dropped.map((d) => ({ ...d, droppedAt: at }));
  });

  return {
    appendWithCheckpoints: (sessionId, drafts, checkpoints) => appendWith.immediate(sessionId, drafts, checkpoints),
    recordWritten: (sessionId, callId, path, writtenHash) => {
      setWritten.run(writtenHash, sessionId, callId, path);
    },
    loadForCall: (sessionId, callId) => (byCall.all(sessionId, callId) as RawRow[]).map(toCheckpoint),
    loadForRun: (sessionId, runId) => (byRun.all(sessionId, runId) as RawRow[]).map(toCheckpoint),
    listForSession: (sessionId) => (bySession.all(sessionId) as RawRow[]).map(toInfo),
    listAll: () => (all.all() as RawRow[]).map(toInfo),
    loadTotalBytes: () => total.get() as number,
    runEnforceLimit: (maxBytes, at) => enforce.immediate(maxBytes, at),
  };
}
