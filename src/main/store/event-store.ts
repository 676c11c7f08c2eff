import type Database from 'better-sqlite3';
import {
  EVENT_SCHEMA_VERSION,
  SessionEventSchema,
  type RunConfig,
  type RunState,
  type SessionEvent,
} from '../../shared/events';
import type { ApprovalMode } from '../../shared/modes';
import type { PendingCall } from '../../shared/events';
import type { PendingApproval } from '../../shared/views';
import { createDerivedWriter } from './apply-derived';
import type { EventDraft } from './event-draft';
import { deriveHistoryChars } from './history-size';
import { parseEventRow, upgradePendingCallWords, type EventRow } from './upgrade-event';
import { createTextStore, type TextStore } from './text-store';

export interface SessionRow {
  id: string;
  title: string;
  workspace: string;
  agentId: string;
  createdAt: string;
  updatedAt: string;
  lastSeq: number;
  runId: string | null;
  runState: RunState | null;
  pendingApprovalId: string | null;
  /** Running size of the model history since the latest compaction (see history-size.ts). */
  historyChars: number;
  /** The conversation's approval mode as last recorded (approval_mode_changed); null when none was. */
  approvalMode: ApprovalMode | null;
}

/** What appendAfterReadingLatestRun's `build` may read besides the run's events, in the same transaction. */
export interface LatestRunReads {
  /** The session's title as it is now. */
  title(): string;
  /** The events that named the session: session_created and every session_renamed, in order. */
  titleEvents(): SessionEvent[];
}

/** A run's row: derived from its user_message and any approval_mode_changed after it. */
export interface RunRow {
  sessionId: string;
  runId: string;
  /** Seq of the run's user_message: the run's own events are the ones from here on. */
  userSeq: number;
  /** As frozen at send, with the approval mode its next call is decided under (tightened, never loosened). */
  config: RunConfig;
}

interface RawSessionRow {
  id: string;
  title: string;
  workspace: string;
  agent_id: string;
  created_at: string;
  updated_at: string;
  last_seq: number;
  run_id: string | null;
  run_state: string | null;
  pending_approval_id: string | null;
  history_chars: number;
  approval_mode: string | null;
}

interface RawRunRow {
  session_id: string;
  run_id: string;
  user_seq: number;
  config: string;
  approval_mode: string;
}

interface RawPendingRow {
  approval_id: string;
  session_id: string;
  run_id: string;
  seq: number;
  requested_at: string;
  calls: string;
}

export interface NewSession {
  id: string;
  title: string;
  workspace: string;
  agentId: string;
  approvalMode?: ApprovalMode;
}

export interface EventStore {
  /**
   * Appends events to one session in ONE transaction: assigns seqs, validates each payload against
   * the shared zod schema, updates the derived tables, commits (synchronous=FULL), and returns the
   * stored events. Nothing is emitted here: the caller tells the UI only after this returns.
   * Throws on an invalid payload (nothing is written), ApprovalNotPendingError for a decision whose
   * approval is no longer pending, and Error for an unknown session.
   */
  appendEvents(sessionId: string, drafts: readonly EventDraft[]): SessionEvent[];
  /**
   * Creates the session row and its session_created event together, with the conversation's
   * starting approval mode (an approval_mode_changed) in the same transaction when one is given.
   * Returns the stored events.
   */
  createSession(input: NewSession): SessionEvent[];
  deleteSession(sessionId: string): void;
  loadSession(sessionId: string): SessionRow | null;
  listSessions(): SessionRow[];
  /** Every event of a session, oldest first, upgraded to the current version. */
  loadEvents(sessionId: string): SessionEvent[];
  /**
   * The events of a session with a seq greater than `seq`, oldest first, upgraded like
   * `loadEvents`: what was appended since a reader last looked. An index range read (the events
   * table's key is (session_id, seq)), so its cost follows what is new, not the log's length.
   * Empty for an unknown session or when nothing is newer.
   */
  loadEventsAfter(sessionId: string, seq: number): SessionEvent[];
  /**
   * Where a window on a session that should start near `from` starts: the start of the run that
   * holds `from` when it is at most `slack` events further back, else `from` itself (at least 1).
   * Index reads only.
   */
  findWindowStart(sessionId: string, from: number, slack: number): number;
  /** The seq of the session's latest event (0 for none or an unknown session). */
  loadLastSeq(sessionId: string): number;
  /**
   * The seq of the user_message that started the run before the one started at `userSeq` (0 when
   * none did): events after it are the previous run's and this one's, with what was written beside
   * this run's request. One index read of the runs table.
   */
  loadPreviousRunSeq(sessionId: string, userSeq: number): number;
  /**
   * How a run last said it stood (its latest run_state), or null when it never did: read by SQLite
   * from the run-state rows alone (the field is the same in every event version).
   */
  loadRunState(sessionId: string, runId: string): string | null;
  /**
   * A large text the session's log refers to (stored once, src/main/store/text-store.ts), by its
   * sha256; null when this session refers to none such.
   */
  readSessionText(sessionId: string, hash: string): string | null;
  /** Whether the session's log refers to the stored text with this sha256. Reads one index row. */
  hasSessionText(sessionId: string, hash: string): boolean;
  /** From the derived table: no replay of the log. */
  loadPendingApproval(sessionId: string): PendingApproval | null;
  loadPendingApprovalById(approvalId: string): PendingApproval | null;
  listPendingApprovals(): PendingApproval[];
  /**
   * Whether an approval with this id was ever requested in any session, pending or answered (an
   * approval_requested event carries it). Reads only; false for an id never seen.
   */
  hasApproval(approvalId: string): boolean;
  /**
   * Reads a session's log and appends what `build` derives from it, in ONE immediate transaction:
   * nothing another writer appends can fall between the read and the write. `build` gets the
   * whole log (as loadEvents) and must only compute (no I/O, no emitting: the caller emits after
   * this returns). Returns the stored events (none when `build` returns none). Throws what
   * appendEvents throws, or what `build` throws; nothing is written then.
   */
  appendAfterReading(
    sessionId: string,
    build: (events: readonly SessionEvent[]) => readonly EventDraft[],
  ): SessionEvent[];
  /**
   * The seq through which the session's latest compaction summarised the log (0 when it has none):
   * a model turn's history needs only the events after it (the compaction event among them). Reads
   * the log backwards to its latest compaction event only.
   */
  loadCompactedThrough(sessionId: string): number;
  /**
   * As appendAfterReading, reading only what starting a run needs: `runEvents`, the latest run's own
   * events (from its user_message; the whole log when there is no run yet), and on demand the
   * session's current title and its naming events (session_created, session_renamed). Reads an index
   * range of the latest run, not the log, so a send costs the same in a long conversation.
   */
  appendAfterReadingLatestRun(
    sessionId: string,
    build: (runEvents: readonly SessionEvent[], read: LatestRunReads) => readonly EventDraft[],
  ): SessionEvent[];
  /**
   * The session's latest run from the derived runs table (no replay of the log), or null when it
   * has none. Its config is what buildRunState would give for the same log.
   */
  loadLatestRun(sessionId: string): RunRow | null;
}

function toSessionRow(r: RawSessionRow): SessionRow {
  return {
    id: r.id,
    title: r.title,
    workspace: r.workspace,
    agentId: r.agent_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    lastSeq: r.last_seq,
    runId: r.run_id,
    runState: r.run_state as RunState | null,
    pendingApprovalId: r.pending_approval_id,
    historyChars: r.history_chars,
    approvalMode: r.approval_mode as ApprovalMode | null,
  };
}

function toRunRow(r: RawRunRow): RunRow {
  const frozen = JSON.parse(r.config) as RunConfig;
  return {
    sessionId: r.session_id,
    runId: r.run_id,
    userSeq: r.user_seq,
    config: { ...frozen, approvalMode: r.approval_mode as ApprovalMode },
  };
}

function toPending(r: RawPendingRow, texts: TextStore): PendingApproval {
  return {
    sessionId: r.session_id,
    runId: r.run_id,
    approvalId: r.approval_id,
    requestedAt: r.requested_at,
    seq: r.seq,
    // A row written by a version-2 build keeps its English words: read as version 3's messages.
    calls: (texts.readPayload(r.calls) as unknown[]).map(upgradePendingCallWords) as PendingCall[],
  };
}

function parseEventRows(sessionId: string, rows: readonly EventRow[], texts: TextStore): SessionEvent[] {
  const events = new Array<SessionEvent>(rows.length);
  for (let i = 0; i < rows.length; i++) events[i] = parseEventRow(sessionId, rows[i]!, texts.readPayload);
  return events;
}

/**
 * The event log over an open, migrated database; `now` stamps each appended event. The store's
 * methods throw only what EventStore documents (and SQLite errors on a broken database).
 */
export function createEventStore(db: Database.Database, now: () => Date): EventStore {
  const texts = createTextStore(db);
  const derived = createDerivedWriter(db, texts.writePayload);
  const insertEvent = db.prepare(
    'INSERT INTO events (session_id, seq, v, kind, at, data, history_chars) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const selectLastSeq = db.prepare('SELECT last_seq FROM sessions WHERE id = ?').pluck();
  const updateLastSeq = db.prepare(
    'UPDATE sessions SET last_seq = ?, updated_at = ?, history_chars = history_chars + ? WHERE id = ?',
  );
  const insertSession = db.prepare(
    'INSERT INTO sessions (id, title, workspace, agent_id, created_at, updated_at, last_seq) VALUES (?, ?, ?, ?, ?, ?, 0)',
  );
  const removeSession = db.prepare('DELETE FROM sessions WHERE id = ?');
  // Raw rows (arrays) and no session_id column (the caller names it): a 10,000-event load builds
  // one event object per row and nothing else.
  const selectEvents = db
    .prepare('SELECT seq, v, kind, at, data FROM events WHERE session_id = ? ORDER BY seq')
    .raw(true);
  const selectEventsAfter = db
    .prepare('SELECT seq, v, kind, at, data FROM events WHERE session_id = ? AND seq > ? ORDER BY seq')
    .raw(true);
  const selectRunState = db
    .prepare(
      "SELECT json_extract(data, '$.state') FROM events WHERE session_id = ? AND kind = 'run_state' AND json_extract(data, '$.runId') = ? ORDER BY seq DESC LIMIT 1",
    )
    .pluck();
  const selectPreviousRunSeq = db
    .prepare('SELECT coalesce(max(user_seq), 0) FROM runs WHERE session_id = ? AND user_seq < ?')
    .pluck();
  const selectSession = db.prepare('SELECT * FROM sessions WHERE id = ?');
  const selectRunStartNear = db
    .prepare("SELECT max(seq) FROM events WHERE session_id = ? AND kind = 'user_message' AND seq <= ? AND seq >= ?")
    .pluck();
  const selectLatestRun = db.prepare('SELECT * FROM runs WHERE session_id = ? ORDER BY user_seq DESC LIMIT 1');
  const selectLatestCompaction = db
    .prepare(
      "SELECT seq, v, kind, at, data FROM events WHERE session_id = ? AND kind = 'compaction' ORDER BY seq DESC LIMIT 1",
    )
    .raw(true);
  const selectTitleEvents = db
    .prepare(
      "SELECT seq, v, kind, at, data FROM events WHERE session_id = ? AND kind IN ('session_created', 'session_renamed') ORDER BY seq",
    )
    .raw(true);
  const selectSessions = db.prepare('SELECT * FROM sessions ORDER BY updated_at DESC, id');
  const selectPendingBySession = db.prepare(
    'SELECT * FROM pending_approvals WHERE session_id = ? ORDER BY seq DESC LIMIT 1',
  );
  const selectPendingById = db.prepare('SELECT * FROM pending_approvals WHERE approval_id = ?');
  const selectAllPending = db.prepare('SELECT * FROM pending_approvals ORDER BY requested_at, seq');
  // A pending approval is in the derived table; an answered one only in the log.
  const selectApprovalRequested = db.prepare(
    "SELECT 1 FROM events WHERE kind = 'approval_requested' AND json_extract(data, '$.approvalId') = ? LIMIT 1",
  );

  const appendInTransaction = (sessionId: string, drafts: readonly EventDraft[]): SessionEvent[] => {
    const last = selectLastSeq.get(sessionId) as number | undefined;
    if (last === undefined) throw new Error(`unknown session ${sessionId}`);
    const at = now().toISOString();
    const stored: SessionEvent[] = [];
    let seq = last;
    // History added since the last restart of the running sum (a compaction restarts it).
    let added = 0;
    for (const d of drafts) {
      seq += 1;
      // Validation before the write: an event that does not match the contract never enters the log.
      const event = SessionEventSchema.parse({
        sessionId,
        seq,
        v: EVENT_SCHEMA_VERSION,
        at,
        kind: d.kind,
        data: d.data,
      });
      const chars = deriveHistoryChars(event);
      insertEvent.run(sessionId, seq, event.v, event.kind, at, texts.writePayload(sessionId, event.data), chars);
      derived.applyDerived(event);
      added = event.kind === 'compaction' ? 0 : added + chars;
      stored.push(event);
    }
    updateLastSeq.run(seq, at, added, sessionId);
    return stored;
  };
  // IMMEDIATE: take the write lock at BEGIN so the seq read and the insert cannot interleave with
  // another connection's append.
  const append = db.transaction(appendInTransaction);
  const appendAfter = db.transaction(
    (sessionId: string, build: (events: readonly SessionEvent[]) => readonly EventDraft[]) => {
      const drafts = build(parseEventRows(sessionId, selectEvents.all(sessionId) as EventRow[], texts));
      return drafts.length === 0 ? [] : appendInTransaction(sessionId, drafts);
    },
  );

  const appendAfterLatestRun = db.transaction(
    (sessionId: string, build: (runEvents: readonly SessionEvent[], read: LatestRunReads) => readonly EventDraft[]) => {
      const run = selectLatestRun.get(sessionId) as RawRunRow | undefined;
      const rows = (
        run === undefined ? selectEvents.all(sessionId) : selectEventsAfter.all(sessionId, run.user_seq - 1)
      ) as EventRow[];
      const read: LatestRunReads = {
        title: () => (selectSession.get(sessionId) as RawSessionRow).title,
        titleEvents: () => parseEventRows(sessionId, selectTitleEvents.all(sessionId) as EventRow[], texts),
      };
      const drafts = build(parseEventRows(sessionId, rows, texts), read);
      return drafts.length === 0 ? [] : appendInTransaction(sessionId, drafts);
    },
  );

  // A conversation's texts go with it, unless another conversation refers to the same text.
  const remove = db.transaction((sessionId: string) => {
    removeSession.run(sessionId);
    texts.dropUnreferenced();
  });

  const create = db.transaction((input: NewSession) => {
    const at = now().toISOString();
    insertSession.run(input.id, input.title, input.workspace, input.agentId, at, at);
    return appendInTransaction(input.id, [
      { kind: 'session_created', data: { title: input.title, workspace: input.workspace, agentId: input.agentId } },
      ...(input.approvalMode !== undefined
        ? [{ kind: 'approval_mode_changed' as const, data: { mode: input.approvalMode } }]
        : []),
    ]);
  });

  return {
    appendEvents: (sessionId, drafts) => (drafts.length === 0 ? [] : append.immediate(sessionId, drafts)),
    createSession: (input) => create.immediate(input),
    deleteSession: (sessionId) => remove.immediate(sessionId),
    loadSession: (sessionId) => {
      const row = selectSession.get(sessionId) as RawSessionRow | undefined;
      return row === undefined ? null : toSessionRow(row);
    },
    listSessions: () => (selectSessions.all() as RawSessionRow[]).map(toSessionRow),
    loadEvents: (sessionId) => parseEventRows(sessionId, selectEvents.all(sessionId) as EventRow[], texts),
    loadEventsAfter: (sessionId, seq) =>
      parseEventRows(sessionId, selectEventsAfter.all(sessionId, seq) as EventRow[], texts),
    findWindowStart: (sessionId, from, slack) => {
      if (from <= 1) return 1;
      const runStart = selectRunStartNear.get(sessionId, from, Math.max(1, from - slack)) as number | null;
      return runStart ?? from;
    },
    loadLastSeq: (sessionId) => (selectLastSeq.get(sessionId) as number | undefined) ?? 0,
    loadPreviousRunSeq: (sessionId, userSeq) => selectPreviousRunSeq.get(sessionId, userSeq) as number,
    loadRunState: (sessionId, runId) => (selectRunState.get(sessionId, runId) as string | undefined) ?? null,
    readSessionText: (sessionId, hash) => texts.readForSession(sessionId, hash),
    hasSessionText: (sessionId, hash) => texts.isReferenced(sessionId, hash),
    loadPendingApproval: (sessionId) => {
      const row = selectPendingBySession.get(sessionId) as RawPendingRow | undefined;
      return row === undefined ? null : toPending(row, texts);
    },
    loadPendingApprovalById: (approvalId) => {
      const row = selectPendingById.get(approvalId) as RawPendingRow | undefined;
      return row === undefined ? null : toPending(row, texts);
    },
    listPendingApprovals: () => (selectAllPending.all() as RawPendingRow[]).map((r) => toPending(r, texts)),
    hasApproval: (approvalId) =>
      selectPendingById.get(approvalId) !== undefined || selectApprovalRequested.get(approvalId) !== undefined,
    appendAfterReading: (sessionId, build) => appendAfter.immediate(sessionId, build),
    loadCompactedThrough: (sessionId) => {
      const rows = selectLatestCompaction.all(sessionId) as EventRow[];
      const event = parseEventRows(sessionId, rows, texts)[0];
      return event?.kind === 'compaction' ? event.data.throughSeq : 0;
    },
    appendAfterReadingLatestRun: (sessionId, build) => appendAfterLatestRun.immediate(sessionId, build),
    loadLatestRun: (sessionId) => {
      const row = selectLatestRun.get(sessionId) as RawRunRow | undefined;
      return row === undefined ? null : toRunRow(row);
    },
  };
}
