import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach } from 'vitest';
import { createEventStore, DATABASE_FILE, openDatabase, type EventStore } from '../../src/main/store';

const clock = () => new Date('2030-01-01T00:00:00Z');

export interface TempStore {
  dir: string;
  db: Database.Database;
  store: EventStore;
}

/**
 * A real SQLite event store in a fresh temp folder for each test (fixed clock), closed and removed
 * after it. Read the fields inside a test, not at module level: they change per test.
 */
export function useTempStore(prefix = 'gatehouse-store-'): TempStore {
  const t = {} as TempStore;
  beforeEach(() => {
    t.dir = mkdtempSync(join(tmpdir(), prefix));
    t.db = openDatabase({ dataDir: t.dir });
    t.store = createEventStore(t.db, clock);
  });
  afterEach(() => {
    t.db.close();
    rmSync(t.dir, { recursive: true, force: true });
  });
  return t;
}

/**
 * Turns the temp store's database back into what an older Gatehouse left: closes it, runs `undo`
 * (SQL taking away what later migrations added) and sets its schema version to `version`; then
 * opens it again, as the app does, so the migrations from `version` on run.
 */
export function reopenFromSchema(t: TempStore, version: number, undo: string): void {
  t.db.close();
  const raw = new Database(join(t.dir, DATABASE_FILE));
  raw.exec(undo);
  raw.pragma(`user_version = ${version}`);
  raw.close();
  t.db = openDatabase({ dataDir: t.dir });
  t.store = createEventStore(t.db, clock);
}
