import type { EventStore, SessionRow } from '../store';
import { CoreError } from './types';
import { say, type SessionAction } from '../../shared/main-messages';

export interface SessionGuards {
  /** Throws CoreError('not_found') when the conversation is gone. */
  requireSession(sessionId: string): SessionRow;
  /** Throws CoreError while the conversation is working or waiting for an answer; `action` is what was asked. */
  requireIdle(row: SessionRow, action: SessionAction): void;
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
      if (row === null) throw new CoreError('not_found', say('session.gone'));
      return row;
    },
    requireIdle(row, action) {
      // A run the log leaves streaming or executing is live even before its lane picks it up (a decision just committed).
      if (deps.isBusy(row.id) || row.runState === 'streaming' || row.runState === 'executing') {
        throw new CoreError('run_active', say('session.working', { action }));
      }
      if (row.pendingApprovalId !== null) {
        throw new CoreError('approval_pending', say('session.waiting', { action }));
      }
    },
    requireOpen() {
      if (deps.isClosed()) throw new CoreError('invalid_input', say('session.closing'));
    },
  };
}
