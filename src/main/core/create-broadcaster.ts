import type { SessionEvent } from '../../shared/events';
import type { InboxItem, SessionSummary } from '../../shared/views';
import type { EmitSink } from '../agent';
import type { CoreEvent } from './types';

/** Pushes to every subscribed window; owns the listener set and nothing else. */
export interface Broadcaster {
  /** The sink the loop reports through: each committed event, then the lists they changed. */
  emit: EmitSink;
  /** After a change made outside the log (a deletion, a wipe): the session list and the inbox. */
  pushLists(): void;
  /** A push that is no session event nor list (MCP prompts). */
  push(event: CoreEvent): void;
  /** Adds a listener; returns the unsubscribe. */
  subscribe(listener: (event: CoreEvent) => void): () => void;
  /** Drops every listener (closing). */
  clear(): void;
}

/**
 * `lists` reads the session summaries and the inbox as committed now; `toWindow` is an event as a
 * window gets it (its large texts held back: src/main/core/window-texts.ts). A listener that throws
 * is skipped: one failing window must not break the others or the run.
 */
export function createBroadcaster(
  lists: { listSessions(): SessionSummary[]; listInbox(): InboxItem[] },
  toWindow: (event: SessionEvent) => SessionEvent,
): Broadcaster {
  const listeners = new Set<(e: CoreEvent) => void>();
  const broadcast = (e: CoreEvent) => {
    for (const l of [...listeners]) {
      try {
        l(e);
      } catch {
        // one failing window must not break the others or the run
      }
    }
  };
  return {
    emit: {
      events(events: readonly SessionEvent[]) {
        for (const event of events) broadcast({ type: 'event', event: toWindow(event) });
        if (events.length > 0) broadcast({ type: 'sessions_changed', sessions: lists.listSessions() });
        // A new title shows in the inbox too ("1 action in …").
        if (
          events.some((e) => e.kind === 'approval_requested' || e.kind === 'decision' || e.kind === 'session_renamed')
        )
          broadcast({ type: 'inbox_changed', inbox: lists.listInbox() });
      },
      live(l) {
        broadcast({ type: 'live', live: l });
      },
    },
    pushLists() {
      broadcast({ type: 'sessions_changed', sessions: lists.listSessions() });
      broadcast({ type: 'inbox_changed', inbox: lists.listInbox() });
    },
    push: (event) => broadcast(event),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
