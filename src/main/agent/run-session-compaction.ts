import type { SessionEvent } from '../../shared/events';
import type { EventStore } from '../store';
import type { ModelTurnDeps } from './loop-deps';
import { runCompaction } from './run-compaction';
import type { RunSupervisor } from './run-supervisor';

/** What a summary asked for by a person came to. */
export type SessionCompactionOutcome = 'compacted' | 'nothing_to_summarise' | 'stopped';

/** The session a summary is asked for, as its row stands when the request is accepted. */
export interface CompactionTarget {
  id: string;
  workspace: string;
  lastSeq: number;
}

/** Whether anything was said since the latest summary (a summary of a summary changes nothing). Pure. */
function hasTurnsSinceSummary(events: readonly SessionEvent[]): boolean {
  let from = 0;
  for (const e of events) if (e.kind === 'compaction') from = e.data.throughSeq;
  return events.some((e) => e.kind === 'user_message' && e.seq > from);
}

/**
 * A summary a person asked for (the "Summarise" button), run as the session's lane through the
 * run supervisor: Stop and close abort it, and nothing else runs in the session meanwhile. Reads
 * the session's whole log (the summary covers all of it); when there is something to summarise,
 * builds the model client with `loadDeps` (which may throw, e.g. no model configured), asks it and
 * records one compaction event. Returns what came of it; a Stop (or closing) is 'stopped' with
 * nothing changed. Throws the model's error (ModelError) when summarising failed, and Error when the
 * session's lane is busy (the caller checks the session is idle first).
 */
export async function runSessionCompaction(
  runs: RunSupervisor,
  store: Pick<EventStore, 'loadEvents'>,
  loadDeps: () => ModelTurnDeps,
  session: CompactionTarget,
): Promise<SessionCompactionOutcome> {
  const events = store.loadEvents(session.id);
  if (!hasTurnsSinceSummary(events)) return 'nothing_to_summarise';
  const deps = loadDeps();
  let stopped = false;
  try {
    await runs.runExclusive(session.id, (signal) => {
      signal.addEventListener('abort', () => (stopped = true), { once: true });
      return runCompaction(deps, session.id, session.workspace, events, session.lastSeq, signal);
    });
    return 'compacted';
  } catch (err) {
    // Stop (or closing) during a summary is the person's own choice: nothing changed, nothing to report.
    if (stopped) return 'stopped';
    throw err;
  }
}
