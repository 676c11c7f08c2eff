import type { EventStore, SessionRow } from '../store';
import { CoreError } from './types';

export interface SessionGuards {
  /** Throws CoreError('not_found') when the conversation is gone. */
  requireSession(sessionId: string): SessionRow;
  /** Throws CoreError while the conversation is working or waiting for an answer; `what` ends the sentence. */
  requireIdle(row: SessionRow, what: string): void;
  /** Throws CoreError once the core is closing: nothing new starts. */
  requireOpen(): void;
}

/** The checks every command makes before it changes a conversation. Reads only. */
export function createSessionGuards(deps: {
  store: EventStore;
  isBusy(sessionId: string): boolean;
  isClosed(): boolean;
}): SessionGuards {
  return {
    requireSession(sessionId) {
      const row = deps.store.loadSession(sessionId);
      if (row === null)
        throw new CoreError(
          'not_found',
          'This conversation no longer exists. It may have been deleted in another window.',
        );
      return row;
    },
    requireIdle(row, what) {
      // A run the log leaves streaming or executing is live even before its lane picks it up (a decision just committed).
      if (deps.isBusy(row.id) || row.runState === 'streaming' || row.runState === 'executing') {
        throw new CoreError(
          'run_active',
          `Gatehouse is still working in this conversation. Wait for it to finish, or press Stop, before ${what}.`,
        );
      }
      if (row.pendingApprovalId !== null) {
        throw new CoreError(
          'approval_pending',
          `Gatehouse is waiting for your answer in this conversation. Approve or deny what it asked before ${what}.`,
        );
      }
    },
    requireOpen() {
      if (deps.isClosed())
        throw new CoreError('invalid_input', 'Gatehouse is closing, so it cannot start anything new.');
    },
  };
}
