import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach } from 'vitest';
import { createEventStore, openDatabase, type EventStore } from '../../src/main/store';

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
    t.store = createEventStore(t.db, () => new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => {
    t.db.close();
    rmSync(t.dir, { recursive: true, force: true });
  });
  return t;
}
