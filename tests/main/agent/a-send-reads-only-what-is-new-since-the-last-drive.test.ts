import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { createSessionLog, createWholeLogCache } from '../../../src/main/agent/session-log';
import { buildModelHistory } from '../../../src/main/agent/projections';
import { createEventStore, draft, openDatabase, type EventDraft, type EventStore } from '../../../src/main/store';

const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: [], model: 'm', agentId: 'a' };

let root: string;
let db: Database.Database;
let store: EventStore;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-whole-log-'));
  db = openDatabase({ dataDir: root });
  store = createEventStore(db, () => new Date());
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

/** `rounds` question-and-answer runs appended to a session (created when new). */
function appendRounds(sessionId: string, rounds: number, from = 0): void {
  if (store.loadSession(sessionId) === null)
    store.createSession({ id: sessionId, title: 't', workspace: '/w', agentId: 'a' });
  const batch: EventDraft[] = [];
  for (let i = from; i < from + rounds; i += 1) {
    batch.push(draft('user_message', { runId: `run_${i}`, text: `question ${i}`, config }));
    batch.push(draft('run_state', { runId: `run_${i}`, state: 'completed' }));
  }
  store.appendEvents(sessionId, batch);
}

/** The store, counting every event it parses for a reader. */
function counting(): { store: EventStore; parsed: () => number; reset(): void } {
  let parsed = 0;
  return {
    store: {
      ...store,
      loadCompactedThrough: (id) => store.loadCompactedThrough(id),
      loadEvents: (id) => {
        const events = store.loadEvents(id);
        parsed += events.length;
        return events;
      },
      loadEventsAfter: (id, seq) => {
        const events = store.loadEventsAfter(id, seq);
        parsed += events.length;
        return events;
      },
    },
    parsed: () => parsed,
    reset: () => void (parsed = 0),
  };
}

describe('the whole log, from one drive to the next', () => {
  it('a later drive parses only what was appended since the one before, and reads the same log', () => {
    appendRounds('ses_a', 1_000);
    const cache = createWholeLogCache();
    const reads = counting();
    // The first drive of this process reads the whole log once, for its model turn.
    createSessionLog(reads.store, 'ses_a', 1_990, cache).loadWhole();
    expect(reads.parsed()).toBe(2_001);

    appendRounds('ses_a', 5, 1_000);
    reads.reset();
    const next = createSessionLog(reads.store, 'ses_a', store.loadLatestRun('ses_a')!.userSeq - 1, cache);
    next.loadLatest();
    const whole = next.loadWhole();
    // Its own run (2 events), then only the 10 events appended since: never the 2,001 again.
    expect(reads.parsed()).toBe(2 + 10);
    expect(whole).toEqual(store.loadEvents('ses_a'));
  });

  it('forgets a deleted session, keeps only the sessions driven last, and a wipe forgets them all', () => {
    const cache = createWholeLogCache(2);
    for (const id of ['ses_1', 'ses_2', 'ses_3']) {
      appendRounds(id, 10);
      createSessionLog(store, id, 0, cache).loadWhole();
    }
    expect(['ses_1', 'ses_2', 'ses_3'].map((id) => cache.get(id)?.length ?? 0)).toEqual([0, 21, 21]);
    cache.forget('ses_3');
    expect(cache.get('ses_3')).toBeUndefined();
    cache.forget();
    expect(cache.get('ses_2')).toBeUndefined();

    const reads = counting();
    createSessionLog(reads.store, 'ses_2', 0, cache).loadWhole();
    expect(reads.parsed()).toBe(21);
  });

  it('a compacted conversation’s model history is read from what the summary covered on, even at the first send', () => {
    appendRounds('ses_c', 1_000);
    const through = store.loadSession('ses_c')!.lastSeq;
    store.appendEvents('ses_c', [
      draft('compaction', {
        summary: 'Everything so far, in short.',
        throughSeq: through,
        estimatedTokensBefore: 90_000,
      }),
    ]);
    appendRounds('ses_c', 3, 1_000);
    expect(store.loadCompactedThrough('ses_c')).toBe(through);
    const reads = counting();
    // A drive as the supervisor starts one: at the latest run, with no whole log remembered.
    const log = createSessionLog(
      reads.store,
      'ses_c',
      store.loadLatestRun('ses_c')!.userSeq - 1,
      createWholeLogCache(),
    );
    log.loadLatest();
    const history = log.loadHistory();
    // The compaction and the three rounds after it (1 + 6 events), not the 2,001 it summarised.
    expect(history[0]).toMatchObject({ kind: 'compaction' });
    expect(reads.parsed()).toBeLessThanOrEqual(2 + 7);
    // What the model is sent is what the whole log gives.
    expect(buildModelHistory(history)).toEqual(buildModelHistory(store.loadEvents('ses_c')));
  });

  it('a conversation never compacted is still read whole for its history', () => {
    appendRounds('ses_n', 50);
    const log = createSessionLog(store, 'ses_n', store.loadLatestRun('ses_n')!.userSeq - 1);
    expect(store.loadCompactedThrough('ses_n')).toBe(0);
    expect(log.loadHistory()).toEqual(store.loadEvents('ses_n'));
  });
});
