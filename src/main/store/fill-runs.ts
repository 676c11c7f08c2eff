import type Database from 'better-sqlite3';
import { createDerivedWriter } from './apply-derived';
import { parseStoredEvent, type StoredEventRow } from './upgrade-event';

/**
 * Fills the runs table and sessions.approval_mode from the log, for a database written before
 * they existed: replays the two event kinds that feed them through the same derived writer an
 * append uses, so the filled rows are exactly what appending the log again would give. Runs inside
 * the migration's transaction.
 */
export function fillRuns(db: Database.Database): void {
  const derived = createDerivedWriter(db);
  const select = db.prepare(
    "SELECT session_id, seq, v, kind, at, data FROM events WHERE kind IN ('user_message', 'approval_mode_changed') ORDER BY session_id, seq",
  );
  // all(), not iterate(): the writer's statements cannot run while a read is open on this connection.
  for (const row of select.all() as StoredEventRow[]) derived.applyDerived(parseStoredEvent(row));
}
