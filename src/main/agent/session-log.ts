import type { SessionEvent } from '../../shared/events';
import type { EventStore } from '../store';

/** One drive's view of a session's log. */
export interface SessionLog {
  /**
   * The events from the log's start point on (the whole log, or from a run's user_message), oldest
   * first, as committed right now: the first call loads them; later calls fetch only the events
   * after the last seq already held and append them to the same array, in place (copying a
   * 100,000-event array at every step cost more than reading what was new). An array handed out
   * earlier therefore grows, only ever by committed events in seq order, and only when this is
   * called: a reader done with it before the next call sees it as it was. Throws what the store throws.
   */
  loadLatest(): readonly SessionEvent[];
  /**
   * The whole log, as loadLatest but from the first event. The events before the start point are
   * read once, the first time; afterwards this is loadLatest. Throws what the store throws.
   */
  loadWhole(): readonly SessionEvent[];
  /**
   * What a model turn needs for the history: the events after the seq the latest compaction
   * summarised through (the compaction among them, and the run's own), or the whole log when the
   * session was never compacted. A long compacted conversation is not read whole, even at the first
   * send after Gatehouse opens. As loadLatest afterwards. Throws what the store throws.
   */
  loadHistory(): readonly SessionEvent[];
}

/**
 * The whole logs of the sessions driven last, kept from one drive to the next, so a send's first
 * model turn parses only what was appended since the previous drive (a 100,000-event session is
 * ~300 ms of JSON). Holds only arrays the store returned, oldest first from seq 1; bounded by
 * sessions; forgotten for a session that is deleted, and all at once before a wipe.
 */
export interface WholeLogCache {
  get(sessionId: string): readonly SessionEvent[] | undefined;
  set(sessionId: string, events: readonly SessionEvent[]): void;
  forget(sessionId?: string): void;
}

/** A WholeLogCache of the `sessions` driven last (the least recently driven one dropped first). */
export function createWholeLogCache(sessions = 3): WholeLogCache {
  const logs = new Map<string, readonly SessionEvent[]>();
  return {
    get: (sessionId) => logs.get(sessionId),
    set(sessionId, events) {
      logs.delete(sessionId);
      logs.set(sessionId, events);
      for (const oldest of logs.keys()) {
        if (logs.size <= sessions) break;
        logs.delete(oldest);
      }
    },
    forget(sessionId) {
      if (sessionId === undefined) logs.clear();
      else logs.delete(sessionId);
    },
  };
}

/**
 * Keeps the events a drive has already read, so a step parses only what was appended since the
 * previous one instead of the whole log (a 10,000-event session costs ~27 ms of JSON per full load).
 * `afterSeq` starts the view after that seq: a drive that resumes a run after a decision reads
 * only the run's own events (from its user_message) until it needs the model, so running what a
 * person approved never replays the whole log. The log stays the source of truth: nothing is
 * remembered that is not a committed event, and whatever another writer appended (a decision from
 * another window, Stop, a stricter mode) comes with the next call, because every call reads the
 * store. Seqs are assigned contiguously inside the append transaction, so a gap should never
 * appear; if one does, the view is read again rather than patched. Lives for one drive only;
 * `wholeLogs` carries the whole log from one drive to the next.
 */
export function createSessionLog(
  store: Pick<EventStore, 'loadEvents' | 'loadEventsAfter' | 'loadCompactedThrough'>,
  sessionId: string,
  afterSeq = 0,
  wholeLogs?: WholeLogCache,
): SessionLog {
  let from = afterSeq;
  let held: SessionEvent[] | null = null;
  // The whole log from a drive before this one: what was appended since is read after it.
  const remembered = (): SessionEvent[] | null => {
    const cached = wholeLogs?.get(sessionId);
    return cached !== undefined && cached.length > 0 && cached[0]!.seq === 1 ? (cached as SessionEvent[]) : null;
  };
  const loadFrom = () => (from === 0 ? store.loadEvents(sessionId) : store.loadEventsAfter(sessionId, from));
  // The last seq is read from the array itself, so another drive's log that grew the same
  // remembered array first leaves nothing to append twice.
  const loadLatest = (): readonly SessionEvent[] => {
    if (held === null) {
      const cached = from === 0 ? remembered() : null;
      if (cached === null) {
        held = loadFrom();
        if (from === 0) wholeLogs?.set(sessionId, held);
        return held;
      }
      // Then read what was appended since, as for any later call.
      held = cached;
    }
    const lastSeq = held.length === 0 ? from : held[held.length - 1]!.seq;
    const added = store.loadEventsAfter(sessionId, lastSeq);
    if (added.length === 0) return held;
    if (added[0]!.seq === lastSeq + 1) for (const event of added) held.push(event);
    else held = loadFrom();
    if (from === 0) wholeLogs?.set(sessionId, held);
    return held;
  };
  const loadWhole = (): readonly SessionEvent[] => {
    if (from !== 0) {
      from = 0;
      held = null;
    }
    return loadLatest();
  };
  return {
    loadLatest,
    loadWhole,
    loadHistory() {
      const through = store.loadCompactedThrough(sessionId);
      // Never compacted: the whole log. Compacted: from what it summarised through on, unless what
      // is held already starts early enough.
      if (through === 0) return loadWhole();
      if (from > through) {
        from = through;
        held = null;
      }
      return loadLatest();
    },
  };
}
