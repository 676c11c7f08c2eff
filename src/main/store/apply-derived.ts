import type Database from 'better-sqlite3';
import type { SessionEvent } from '../../shared/events';
import { ApprovalNotPendingError } from './event-draft';

/**
 * Keeps the derived tables (session summary columns, pending_approvals) in step with the log.
 * Called inside the append transaction, so the derived state and the event commit together.
 * Throws ApprovalNotPendingError when a decision arrives for an approval that is not pending:
 * the conditional delete is what makes two racing submissions resolve to exactly one winner.
 */
export function applyDerived(db: Database.Database, event: SessionEvent): void {
  switch (event.kind) {
    case 'session_renamed':
      db.prepare('UPDATE sessions SET title = ? WHERE id = ?').run(event.data.title, event.sessionId);
      return;
    case 'user_message':
      db.prepare('UPDATE sessions SET run_id = ? WHERE id = ?').run(event.data.runId, event.sessionId);
      return;
    case 'run_state':
      db.prepare('UPDATE sessions SET run_id = ?, run_state = ? WHERE id = ?').run(
        event.data.runId,
        event.data.state,
        event.sessionId,
      );
      return;
    case 'approval_requested':
      db.prepare(
        'INSERT INTO pending_approvals (approval_id, session_id, run_id, seq, requested_at, calls) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(event.data.approvalId, event.sessionId, event.data.runId, event.seq, event.at, JSON.stringify(event.data.calls));
      db.prepare('UPDATE sessions SET pending_approval_id = ? WHERE id = ?').run(event.data.approvalId, event.sessionId);
      return;
    case 'decision': {
      const deleted = db
        .prepare('DELETE FROM pending_approvals WHERE approval_id = ? AND session_id = ?')
        .run(event.data.approvalId, event.sessionId);
      if (deleted.changes !== 1) throw new ApprovalNotPendingError(event.data.approvalId);
      db.prepare('UPDATE sessions SET pending_approval_id = NULL WHERE id = ? AND pending_approval_id = ?').run(
        event.sessionId,
        event.data.approvalId,
      );
      return;
    }
    default:
      return;
  }
}
