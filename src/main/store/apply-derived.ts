import type Database from 'better-sqlite3';
import type { SessionEvent } from '../../shared/events';
import { ApprovalNotPendingError } from './event-draft';
import { deriveSummaryChars } from './history-size';

export interface DerivedWriter {
  /**
   * Keeps the derived tables (session summary columns, pending_approvals, runs) in step with one event.
   * Called inside the append transaction, after the event row is inserted, so the derived state
   * and the event commit together. Throws ApprovalNotPendingError when a decision arrives for an
   * approval that is not pending: the conditional delete is what makes two racing submissions
   * resolve to exactly one winner.
   */
  applyDerived(event: SessionEvent): void;
}

/** Pure: the rules whose decision this event records (each once per call). */
function deriveFiredRules(event: SessionEvent): string[] {
  switch (event.kind) {
    case 'tool_call':
      return event.data.settledBy.by === 'rule' ? [event.data.settledBy.ruleId] : [];
    // A result records a rule's decision only when the rule denied the call: one it let run fired at its tool_call.
    case 'tool_result':
      return event.data.outcome === 'denied' && event.data.settledBy?.by === 'rule'
        ? [event.data.settledBy.ruleId]
        : [];
    case 'approval_requested':
      return event.data.calls.flatMap((c) => (c.rule?.effect === 'ask' ? [c.rule.ruleId] : []));
    default:
      return [];
  }
}

/**
 * Prepares every statement once: an append runs them per event and must stay cheap. `writePayload`
 * stores a pending approval's calls (the text store's, so their large texts are references to the
 * rows their event wrote, not a second copy).
 */
export function createDerivedWriter(
  db: Database.Database,
  writePayload: (sessionId: string, data: unknown) => string = (_sessionId, data) => JSON.stringify(data),
): DerivedWriter {
  // The run's frozen config, and its approval mode tightened by a stricter
  // conversation mode (yolo turned off mid-run); never loosened.
  const insertRun = db.prepare(
    'INSERT OR REPLACE INTO runs (session_id, run_id, user_seq, config, approval_mode) VALUES (?, ?, ?, ?, ?)',
  );
  const setSessionMode = db.prepare('UPDATE sessions SET approval_mode = ? WHERE id = ?');
  const tightenLatestRun = db.prepare(`
    UPDATE runs SET approval_mode = @mode
    WHERE session_id = @session
      AND user_seq = (SELECT max(user_seq) FROM runs WHERE session_id = @session)
      AND (CASE approval_mode WHEN 'yolo' THEN 0 WHEN 'auto' THEN 1 ELSE 2 END) < (CASE @mode WHEN 'yolo' THEN 0 WHEN 'auto' THEN 1 ELSE 2 END)
  `);
  const setTitle = db.prepare('UPDATE sessions SET title = ? WHERE id = ?');
  const setRun = db.prepare('UPDATE sessions SET run_id = ? WHERE id = ?');
  const setRunState = db.prepare('UPDATE sessions SET run_id = ?, run_state = ? WHERE id = ?');
  const insertPending = db.prepare(
    'INSERT INTO pending_approvals (approval_id, session_id, run_id, seq, requested_at, calls) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setWorkspace = db.prepare('UPDATE sessions SET workspace = ? WHERE id = ?');
  const setPending = db.prepare('UPDATE sessions SET pending_approval_id = ? WHERE id = ?');
  const deletePending = db.prepare('DELETE FROM pending_approvals WHERE approval_id = ? AND session_id = ?');
  const clearPending = db.prepare(
    'UPDATE sessions SET pending_approval_id = NULL WHERE id = ? AND pending_approval_id = ?',
  );
  // The latest compaction replaces everything up to throughSeq: the running sum restarts from the
  // summary plus what the log holds after throughSeq (this transaction's earlier events included).
  const restartHistory = db.prepare(
    'UPDATE sessions SET history_chars = ? + (SELECT coalesce(sum(history_chars), 0) FROM events WHERE session_id = ? AND seq > ?) WHERE id = ?',
  );

  // Saved rules: a rule fired when the event recording its decision commits (a call it
  // allowed starts, a call it denied gets its result, a call it made ask is put to a person).
  // Prepared on first use: migration 4 replays old logs through this writer before the rules table
  // exists (those logs name no rule).
  let fireRule: Database.Statement | null = null;
  // Undo's facts beside each checkpoint (migration 10): a write's result succeeded, an undo put it
  // back. Prepared on first use, and only where the columns exist: migration 4 replays old logs,
  // results and undos among them, through this writer before the checkpoints table exists.
  let undoFacts: { succeeded: Database.Statement; undone: Database.Statement } | null | undefined;
  const loadUndoFactStatements = () => {
    if (undoFacts !== undefined) return undoFacts;
    const columns = db.prepare(
      "SELECT count(*) FROM pragma_table_info('checkpoints') WHERE name IN ('succeeded', 'undone')",
    );
    undoFacts =
      (columns.pluck().get() as number) === 2
        ? {
            succeeded: db.prepare('UPDATE checkpoints SET succeeded = 1 WHERE session_id = ? AND call_id = ?'),
            undone: db.prepare('UPDATE checkpoints SET undone = 1 WHERE session_id = ? AND call_id = ?'),
          }
        : null;
    return undoFacts;
  };

  return {
    applyDerived(event) {
      const firedRules = deriveFiredRules(event);
      for (const id of firedRules)
        (fireRule ??= db.prepare('UPDATE rules SET fired = fired + 1, last_fired_at = ? WHERE id = ?')).run(
          event.at,
          id,
        );
      switch (event.kind) {
        case 'session_renamed':
          setTitle.run(event.data.title, event.sessionId);
          return;
        case 'user_message':
          setRun.run(event.data.runId, event.sessionId);
          insertRun.run(
            event.sessionId,
            event.data.runId,
            event.seq,
            JSON.stringify(event.data.config),
            event.data.config.approvalMode,
          );
          return;
        case 'approval_mode_changed':
          setSessionMode.run(event.data.mode, event.sessionId);
          tightenLatestRun.run({ mode: event.data.mode, session: event.sessionId });
          return;
        case 'run_state':
          setRunState.run(event.data.runId, event.data.state, event.sessionId);
          return;
        case 'approval_requested':
          insertPending.run(
            event.data.approvalId,
            event.sessionId,
            event.data.runId,
            event.seq,
            event.at,
            writePayload(event.sessionId, event.data.calls),
          );
          setPending.run(event.data.approvalId, event.sessionId);
          return;
        case 'decision': {
          const deleted = deletePending.run(event.data.approvalId, event.sessionId);
          if (deleted.changes !== 1) throw new ApprovalNotPendingError(event.data.approvalId);
          clearPending.run(event.sessionId, event.data.approvalId);
          return;
        }
        case 'workspace_changed':
          setWorkspace.run(event.data.workspace, event.sessionId);
          return;
        case 'tool_result':
          if (event.data.outcome === 'success')
            loadUndoFactStatements()?.succeeded.run(event.sessionId, event.data.callId);
          return;
        case 'undo_result': {
          const statements = loadUndoFactStatements();
          for (const callId of event.data.undoneCallIds) statements?.undone.run(event.sessionId, callId);
          return;
        }
        case 'compaction':
          restartHistory.run(
            deriveSummaryChars(event.data.summary),
            event.sessionId,
            event.data.throughSeq,
            event.sessionId,
          );
          return;
        default:
          return;
      }
    },
  };
}
