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
 * Brings an event read from the log to the current shape. Rows were validated when appended, so
 * the current version is returned as it is, without re-parsing or copying (keeps a 10,000-event
 * load fast). Throws for a version newer than this build.
 */
function upgradeEvent(event: SessionEvent): SessionEvent {
  if (event.v === EVENT_SCHEMA_VERSION) return event;
  if (event.v > EVENT_SCHEMA_VERSION) {
    throw new Error(`event ${event.sessionId}#${event.seq} has version ${event.v}, newer than this build`);
  }
  // Version 1 is the only version so far; later upgrades go here, oldest first.
  return { ...event, v: EVENT_SCHEMA_VERSION };
}

/** A raw row of the store's load query: seq, v, kind, at, data. */
export type EventRow = [seq: number, v: number, kind: string, at: string, data: string];

/** An event from a raw row of one session; the current version is built once, with no copy. */
export function parseEventRow(sessionId: string, row: EventRow): SessionEvent {
  const event = {
    sessionId,
    seq: row[0],
    v: row[1],
    kind: row[2],
    at: row[3],
    data: JSON.parse(row[4]) as unknown,
  } as SessionEvent;
  return event.v === EVENT_SCHEMA_VERSION ? event : upgradeEvent(event);
}

/** An event from a row object. */
export function parseStoredEvent(row: StoredEventRow): SessionEvent {
  const event = {
    sessionId: row.session_id,
    seq: row.seq,
    v: row.v,
    kind: row.kind,
    at: row.at,
    data: JSON.parse(row.data) as unknown,
  };
  return upgradeEvent(event as SessionEvent);
}
