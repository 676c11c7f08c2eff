import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, draft, openDatabase, type EventStore } from '../../../src/main/store';

let dir: string;
let db: Database.Database;
let store: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-store-'));
  db = openDatabase({ dataDir: dir });
  store = createEventStore(db, () => new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('loadEventsAfter', () => {
  it('returns the events after a seq, oldest first, equal to the tail of a full load', () => {
    store.createSession({ id: 'ses_1', title: 'a', workspace: dir, agentId: 'a' });
    store.createSession({ id: 'ses_2', title: 'b', workspace: dir, agentId: 'a' });
    store.appendEvents('ses_1', [1, 2, 3, 4].map((n) => draft('session_renamed', { title: `t${n}` })));
    store.appendEvents('ses_2', [draft('session_renamed', { title: 'other' })]);

    const all = store.loadEvents('ses_1');
    expect(store.loadEventsAfter('ses_1', 2)).toEqual(all.slice(2));
    expect(store.loadEventsAfter('ses_1', 0)).toEqual(all);
    expect(store.loadEventsAfter('ses_1', all.length)).toEqual([]);
    expect(store.loadEventsAfter('ses_missing', 0)).toEqual([]);
  });
});
