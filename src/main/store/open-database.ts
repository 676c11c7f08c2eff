import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runMigrations } from './migrations';

export interface OpenDatabaseOptions {
  dataDir: string;
  /** Path of an Electron-ABI addon; undefined in Node. */
  nativeBinding?: string;
}

/**
 * Opens (creating if needed) `<dataDir>/gatehouse.db` and migrates it.
 * Throws when the file cannot be opened or was written by a newer schema.
 */
export function openDatabase(options: OpenDatabaseOptions): Database.Database {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(
    join(options.dataDir, 'gatehouse.db'),
    options.nativeBinding !== undefined ? { nativeBinding: options.nativeBinding } : {},
  );
  // WAL lets readers run beside the writer; synchronous=FULL makes every commit durable before
  // anyone is told (a pending approval or a tool call about to run must survive a power cut).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (a second instance, a test child) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  runMigrations(db);
  return db;
}
