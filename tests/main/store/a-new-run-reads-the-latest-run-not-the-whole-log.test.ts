import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { SessionEvent } from '../../../src/shared/events';
import { createEventStore, draft, openDatabase, type EventDraft, type EventStore } from '../../../src/main/store';

const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: [], model: 'm', agentId: 'a' };

let root: string;
let db: Database.Database;
let store: EventStore;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-latest-run-'));
  db = openDatabase({ dataDir: root });
  store = createEventStore(db, () => new Date());
  store.createSession({ id: 'ses_a', title: 'New conversation', workspace: '/w', agentId: 'a' });
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

function appendRounds(rounds: number): void {
  const batch: EventDraft[] = [];
  for (let i = 0; i < rounds; i += 1) {
    batch.push(draft('user_message', { runId: `run_${i}`, text: `question ${i}`, config }));
    batch.push(draft('run_state', { runId: `run_${i}`, state: 'completed' }));
  }
  store.appendEvents('ses_a', batch);
}

describe('starting a run in a long conversation', () => {
  it('reads the latest run’s own events, not the thousands before it, and appends after them in one go', () => {
    appendRounds(1_000);
    store.appendEvents('ses_a', [
      draft('user_message', { runId: 'run_last', text: 'the last question', config }),
      draft('run_state', { runId: 'run_last', state: 'failed' }),
    ]);
    let seen: readonly SessionEvent[] = [];
    const stored = store.appendAfterReadingLatestRun('ses_a', (events) => {
      seen = events;
      return [draft('user_message', { runId: 'run_next', text: 'again', config })];
    });
    // The failed run alone (its user_message and its state), of 2,003 events.
    expect(seen.map((e) => e.kind)).toEqual(['user_message', 'run_state']);
    expect(seen[0]).toMatchObject({ data: { runId: 'run_last' } });
    expect(stored.map((e) => e.seq)).toEqual([2_004]);
    expect(store.loadEvents('ses_a').at(-1)).toMatchObject({ kind: 'user_message', data: { runId: 'run_next' } });
  });

  it('reads the naming events only when asked: the title as it is now, and who named it', () => {
    appendRounds(500);
    let title = '';
    let naming: SessionEvent[] = [];
    store.appendAfterReadingLatestRun('ses_a', (_events, read) => {
      title = read.title();
      naming = read.titleEvents();
      return [];
    });
    expect(title).toBe('New conversation');
    expect(naming.map((e) => e.kind)).toEqual(['session_created']);

    store.appendEvents('ses_a', [draft('session_renamed', { title: 'Garden plan', by: 'person' })]);
    store.appendAfterReadingLatestRun('ses_a', (_events, read) => {
      title = read.title();
      naming = read.titleEvents();
      return [];
    });
    expect(title).toBe('Garden plan');
    expect(naming.map((e) => [e.kind, 'title' in e.data ? e.data.title : null])).toEqual([
      ['session_created', 'New conversation'],
      ['session_renamed', 'Garden plan'],
    ]);
  });

  it('reads the whole log of a conversation that has no run yet (its few events)', () => {
    let seen: readonly SessionEvent[] = [];
    store.appendAfterReadingLatestRun('ses_a', (events) => {
      seen = events;
      return [];
    });
    expect(seen.map((e) => e.kind)).toEqual(['session_created']);
  });
});
