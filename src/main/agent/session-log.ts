import type { SessionEvent } from '../../shared/events';
import type { EventStore } from '../store';

/** One drive's view of a session's log. */
export interface SessionLog {
  /**
   * The events from the log's start point on (the whole log, or from a run's user_message), oldest
   * first, as committed right now: the first call loads them; later calls fetch only the events
   * after the last seq already held and return a new array (an array handed out earlier never
   * changes). Throws what the store throws.
   */
  loadLatest(): readonly SessionEvent[];
  /**
   * The whole log, as loadLatest but from the first event: what a model turn needs for the
   * history. The events before the start point are read once, the first time; afterwards this is
   * loadLatest. Throws what the store throws.
   */
  loadWhole(): readonly SessionEvent[];
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
 * appear; if one does, the view is read again rather than patched. Lives for one drive only.
 */
export function createSessionLog(
  store: Pick<EventStore, 'loadEvents' | 'loadEventsAfter'>,
  sessionId: string,
  afterSeq = 0,
): SessionLog {
  let from = afterSeq;
  let held: readonly SessionEvent[] | null = null;
  const loadFrom = () => (from === 0 ? store.loadEvents(sessionId) : store.loadEventsAfter(sessionId, from));
  const loadLatest = (): readonly SessionEvent[] => {
    if (held === null) {
      held = loadFrom();
      return held;
    }
    const lastSeq = held.length === 0 ? from : held[held.length - 1]!.seq;
    const added = store.loadEventsAfter(sessionId, lastSeq);
    if (added.length === 0) return held;
    held = added[0]!.seq === lastSeq + 1 ? held.concat(added) : loadFrom();
    return held;
  };
  return {
    loadLatest,
    loadWhole() {
      if (from !== 0) {
        from = 0;
        held = null;
      }
      return loadLatest();
    },
  };
}
