import type { SessionEvent } from '../../shared/events';
import type { EventStore } from '../store';

/** One drive's view of a session's log. */
export interface SessionLog {
  /**
   * The session's whole log, oldest first, as committed right now: the first call loads it all;
   * later calls fetch only the events after the last seq already held and return a new array (an
   * array handed out earlier never changes). Throws what the store throws.
   */
  loadLatest(): readonly SessionEvent[];
}

/**
 * Keeps the events a drive has already read, so a step parses only what was appended since the
 * previous one instead of the whole log (a 10,000-event session costs ~27 ms of JSON per full load).
 * The log stays the source of truth: nothing is remembered that is not a committed event, and
 * whatever another writer appended (a decision from another window, Stop) comes with the next
 * call, because every call reads the store. Seqs are assigned contiguously inside the append
 * transaction, so a gap should never appear; if one does, the log is read again whole rather than
 * patched. Lives for one drive only; nothing survives between drives.
 */
export function createSessionLog(store: Pick<EventStore, 'loadEvents' | 'loadEventsAfter'>, sessionId: string): SessionLog {
  let held: readonly SessionEvent[] | null = null;
  return {
    loadLatest() {
      if (held === null) {
        held = store.loadEvents(sessionId);
        return held;
      }
      const lastSeq = held.length === 0 ? 0 : held[held.length - 1]!.seq;
      const added = store.loadEventsAfter(sessionId, lastSeq);
      if (added.length === 0) return held;
      held = added[0]!.seq === lastSeq + 1 ? held.concat(added) : store.loadEvents(sessionId);
      return held;
    },
  };
}
