import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { runMigrations } from './migrations';

export interface OpenDatabaseOptions {
  dataDir: string;
  /** Path of the better-sqlite3 addon the app resolved (resolveSqliteNativeBinding); undefined: the package's own choice. */
  nativeBinding?: string;
}

export const DATABASE_FILE = 'gatehouse.db';
/** SQLite's companions of the database file in WAL mode. */
const COMPANION_SUFFIXES = ['-wal', '-shm'] as const;
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

/**
 * Makes the data folder and the database files readable by their owner only, creating the
 * database file empty (SQLite takes a zero-byte file as a new database) when it is missing.
 * Why: the log holds every conversation, what the model read from the person's files, the notes
 * and the sealed key; another account on the computer must not read them. SQLite creates the
 * -wal and -shm files with the database file's mode, so the database file is made 0600 before
 * SQLite first opens it; files left looser by an older build are tightened too.
 */
function runRestrictDataFiles(dataDir: string, databasePath: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  chmodSync(dataDir, OWNER_ONLY_DIR);
  closeSync(openSync(databasePath, 'a', OWNER_ONLY_FILE));
  for (const path of [databasePath, ...COMPANION_SUFFIXES.map((s) => databasePath + s)]) {
    if (existsSync(path)) chmodSync(path, OWNER_ONLY_FILE);
  }
}

/**
 * Opens (creating if needed) `<dataDir>/gatehouse.db` and migrates it. The folder ends up 0700
 * and the files 0600. Throws when the folder or file cannot be made or opened, or the file was
 * written by a newer schema.
 */
export function openDatabase(options: OpenDatabaseOptions): Database.Database {
  const path = join(options.dataDir, DATABASE_FILE);
  runRestrictDataFiles(options.dataDir, path);
  const db = new Database(path, options.nativeBinding !== undefined ? { nativeBinding: options.nativeBinding } : {});
  // Deleted rows are overwritten with zeros rather than left in free space, so a deleted
  // conversation, note or key cannot be read back from the file (see wipe-database.ts).
  db.pragma('secure_delete = ON');
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
