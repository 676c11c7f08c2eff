import { EVENT_SCHEMA_VERSION, type SessionEvent } from '../../shared/events';

export interface StoredEventRow {
  session_id: string;
  seq: number;
  v: number;
  kind: string;
  at: string;
  data: string;
}

/**
 * Turns a stored row into the current event shape, upgrading payloads written by older versions.
 * Rows were validated when appended, so the current version is trusted without re-parsing (keeps a
 * 10,000-event load fast). Throws for a version newer than this build.
 */
export function parseStoredEvent(row: StoredEventRow): SessionEvent {
  if (row.v > EVENT_SCHEMA_VERSION) {
    throw new Error(`event ${row.session_id}#${row.seq} has version ${row.v}, newer than this build`);
  }
  // Version 1 is the only version so far; later upgrades go here, oldest first.
  return { sessionId: row.session_id, seq: row.seq, v: EVENT_SCHEMA_VERSION, kind: row.kind, at: row.at, data: JSON.parse(row.data) } as SessionEvent;
}
