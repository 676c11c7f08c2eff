import type Database from 'better-sqlite3';
import { buildHistoryChars, deriveHistoryChars } from './history-size';
import { parseStoredEvent, type StoredEventRow } from './upgrade-event';

/**
 * Fills events.history_chars and sessions.history_chars from the log, for a database written
 * before those columns existed. Runs inside the migration's transaction; reads and writes only.
 */
export function fillHistoryChars(db: Database.Database): void {
  const sessions = db.prepare('SELECT id FROM sessions').pluck().all() as string[];
  const select = db.prepare('SELECT session_id, seq, v, kind, at, data FROM events WHERE session_id = ? ORDER BY seq');
  const setEvent = db.prepare('UPDATE events SET history_chars = ? WHERE session_id = ? AND seq = ?');
  const setSession = db.prepare('UPDATE sessions SET history_chars = ? WHERE id = ?');
  for (const id of sessions) {
    const events = (select.all(id) as StoredEventRow[]).map(parseStoredEvent);
    for (const e of events) {
      const chars = deriveHistoryChars(e);
      if (chars !== 0) setEvent.run(chars, id, e.seq);
    }
    setSession.run(buildHistoryChars(events), id);
  }
}
