import type Database from 'better-sqlite3';

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Moves the WAL into the database file and truncates it to zero bytes; throws when a reader blocked it. */
function runTruncateCheckpoint(db: Database.Database): void {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  if (result !== undefined && result.busy !== 0) {
    throw new Error('Another connection is reading the database, so deleted data could not be cleared from its files.');
  }
}

/**
 * Deletes every row of every table — the event log, the derived tables, the notes, the settings
 * (the last folder and the sealed key among them) and any table a later migration adds — in one
 * transaction, then leaves none of it readable in the files: secure_delete (set at open) zeroes
 * what was freed, the first checkpoint moves those pages into the database file and empties the
 * WAL, VACUUM rebuilds the file without free pages, and the second checkpoint empties the WAL
 * that VACUUM wrote. The schema and user_version stay, so the store works on afterwards.
 * Throws on an SQLite error, or when another connection's reader keeps a checkpoint from finishing.
 */
export function runWipeDatabase(db: Database.Database): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  db.transaction(() => {
    // Cascades and SET NULL act per statement; deferring keeps the order of the deletes irrelevant.
    db.pragma('defer_foreign_keys = ON');
    for (const table of tables) db.prepare(`DELETE FROM ${quoteName(table)}`).run();
  }).immediate();
  runTruncateCheckpoint(db);
  db.exec('VACUUM');
  runTruncateCheckpoint(db);
}
