import type Database from 'better-sqlite3';

/**
 * Adds undo's facts beside each checkpoint (succeeded, undone) and fills them from the log, for a
 * database written before they existed: a checkpoint's call succeeded when the log holds a
 * successful result for it, and is undone when an undo_result names it (the fields read are the
 * same in every event version). In SQL over the result and undo rows alone, through indexed temporary
 * tables, inside the migration's transaction.
 */
export function fillUndoFacts(db: Database.Database): void {
  // As the other steps' IF NOT EXISTS: a database already holding the columns gets them filled again.
  const has = (column: string) =>
    db.prepare("SELECT count(*) FROM pragma_table_info('checkpoints') WHERE name = ?").pluck().get(column) === 1;
  if (!has('succeeded')) db.exec('ALTER TABLE checkpoints ADD COLUMN succeeded INTEGER NOT NULL DEFAULT 0');
  if (!has('undone')) db.exec('ALTER TABLE checkpoints ADD COLUMN undone INTEGER NOT NULL DEFAULT 0');
  db.exec(`
    CREATE TEMP TABLE fill_succeeded AS
      SELECT session_id, json_extract(data, '$.callId') AS call_id FROM events
      WHERE kind = 'tool_result' AND json_extract(data, '$.outcome') = 'success';
    CREATE INDEX temp.fill_succeeded_by_call ON fill_succeeded(session_id, call_id);
    CREATE TEMP TABLE fill_undone AS
      SELECT events.session_id AS session_id, j.value AS call_id
      FROM events, json_each(events.data, '$.undoneCallIds') AS j WHERE events.kind = 'undo_result';
    CREATE INDEX temp.fill_undone_by_call ON fill_undone(session_id, call_id);
    UPDATE checkpoints SET succeeded = 1 WHERE EXISTS (
      SELECT 1 FROM fill_succeeded f WHERE f.session_id = checkpoints.session_id AND f.call_id = checkpoints.call_id);
    UPDATE checkpoints SET undone = 1 WHERE EXISTS (
      SELECT 1 FROM fill_undone f WHERE f.session_id = checkpoints.session_id AND f.call_id = checkpoints.call_id);
    DROP TABLE temp.fill_succeeded;
    DROP TABLE temp.fill_undone;
  `);
}
