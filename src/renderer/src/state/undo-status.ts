import type { UndoCallState } from '../../../shared';
import type { GatehouseClient } from '../ipc/client';

/**
 * What each write's tool card offers for undo, as the main process decides it (undo:status). Kept
 * apart from the app store so a card re-renders only when its own call's state changes. Refreshed
 * when a session opens and after each tool result or undo the main process pushes.
 */
/** The tools whose writes Gatehouse keeps a checkpoint of; commands and MCP tools have no undo. */
export const UNDOABLE_TOOLS: ReadonlySet<string> = new Set(['write_file', 'edit_file']);
const REFRESH_DELAY_MS = 100;

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
      // Only a file write's result or an undo changes what undo offers; a burst of them (a reply of
      // many writes) is asked about once.
      const due = new Map<string, ReturnType<typeof setTimeout>>();
      const off = client.onCore((push) => {
        if (push.type !== 'event') return;
        const e = push.event;
        const relevant = (e.kind === 'tool_result' && UNDOABLE_TOOLS.has(e.data.tool)) || e.kind === 'undo_result';
        if (!relevant || due.has(e.sessionId)) return;
        due.set(
          e.sessionId,
          setTimeout(() => {
            due.delete(e.sessionId);
            void store.refresh(e.sessionId);
          }, REFRESH_DELAY_MS),
        );
      });
      return () => {
        off();
        for (const timer of due.values()) clearTimeout(timer);
        due.clear();
      };
    },
  };
  return store;
}
