import type { UndoCallState } from '../../../shared';
import type { GatehouseClient } from '../ipc/client';

/**
 * What each write's tool card offers for undo, as the main process decides it (undo:status). Kept
 * apart from the app store so a card re-renders only when its own call's state changes. Refreshed
 * when a session opens and after each tool result or undo the main process pushes.
 */
export interface UndoStatusStore {
  /** The call's state, or undefined when the main process listed none for it (not a file write). */
  stateOf(callId: string): UndoCallState | undefined;
  /** How many calls of a run can be undone now (the run's Undo is offered from two). */
  availableInRun(runId: string): number;
  subscribe(listener: () => void): () => void;
  /** Asks the main process again for one conversation; a failure leaves what was known. */
  refresh(sessionId: string): Promise<void>;
  /** Follows pushed events; returns the unsubscribe. */
  start(): () => void;
}

export function createUndoStatusStore(client: GatehouseClient): UndoStatusStore {
  let states = new Map<string, { state: UndoCallState; runId: string }>();
  const listeners = new Set<() => void>();
  const store: UndoStatusStore = {
    stateOf: (callId) => states.get(callId)?.state,
    availableInRun(runId) {
      let n = 0;
      for (const s of states.values()) if (s.runId === runId && s.state === 'available') n += 1;
      return n;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh(sessionId) {
      const result = await client.call('undo:status', { sessionId });
      if (!result.ok) return;
      const next = new Map(states);
      for (const c of result.value.calls) next.set(c.callId, { state: c.state, runId: c.runId });
      states = next;
      for (const l of listeners) l();
    },
    start() {
      return client.onCore((push) => {
        if (push.type !== 'event') return;
        const kind = push.event.kind;
        if (kind === 'tool_result' || kind === 'undo_result') void store.refresh(push.event.sessionId);
      });
    },
  };
  return store;
}
