import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHistoryChars, createEventStore, draft, openDatabase, type EventDraft, type EventStore } from '../../../src/main/store';
import { buildContextEstimate, buildModelHistory, loadContextEstimate } from '../../../src/main/agent';
import { createFakeRegistry, createFakeTools } from '../../support/fake-tools';

let dir: string;
let db: Database.Database;
let store: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-history-'));
  db = openDatabase({ dataDir: dir });
  store = createEventStore(db, () => new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: ['read_file'], model: 'm', agentId: 'a' };
const tools = createFakeRegistry(createFakeTools({ record: () => undefined }));

function turn(i: number): EventDraft[] {
  const runId = `run_${i}`;
  return [
    draft('user_message', { runId, text: `question "${i}"\n`.repeat(5), config }),
    draft('run_state', { runId, state: 'streaming' }),
    draft('assistant_message', {
      runId, stopReason: 'tool_use', usage: null, interrupted: false,
      content: [{ type: 'text', text: `looking ${i}` }, { type: 'tool_use', callId: `call_${i}`, toolUseId: 'call_0', name: 'read_file', input: { path: `f${i}.txt` } }],
    }),
    draft('tool_result', { runId, callId: `call_${i}`, toolUseId: 'call_0', tool: 'read_file', outcome: 'success', content: 'line\n'.repeat(20) }),
    draft('assistant_message', { runId, stopReason: 'end_turn', usage: null, interrupted: false, content: [{ type: 'text', text: `done ${i}` }] }),
  ];
}

describe('the derived history size', () => {
  it('equals the fold over the log after every append, through compactions, in one batch or many', () => {
    store.createSession({ id: 'ses_1', title: 't', workspace: dir, agentId: 'a' });
    const check = () => expect(store.loadSession('ses_1')!.historyChars).toBe(buildHistoryChars(store.loadEvents('ses_1')));
    for (let i = 0; i < 3; i++) {
      store.appendEvents('ses_1', turn(i));
      check();
    }
    const through = store.loadSession('ses_1')!.lastSeq - 2;
    store.appendEvents('ses_1', [draft('compaction', { summary: 'S'.repeat(300), throughSeq: through, estimatedTokensBefore: 1 }), ...turn(3)]);
    check();
    store.appendEvents('ses_1', [
      draft('assistant_message', { runId: 'run_3', stopReason: null, usage: null, interrupted: true, content: [{ type: 'text', text: 'cut off' }] }),
      draft('compaction', { summary: 'again', throughSeq: store.loadSession('ses_1')!.lastSeq, estimatedTokensBefore: 1 }),
    ]);
    check();
    store.appendEvents('ses_1', turn(4));
    check();
  });

  it('keeps the context estimate close to the size of the history actually sent', () => {
    store.createSession({ id: 'ses_1', title: 't', workspace: dir, agentId: 'a' });
    for (let i = 0; i < 20; i++) store.appendEvents('ses_1', turn(i));
    const events = store.loadEvents('ses_1');
    const sent = JSON.stringify(buildModelHistory(events)).length;
    const history = store.loadSession('ses_1')!.historyChars;
    expect(history).toBeGreaterThan(sent * 0.9);
    expect(history).toBeLessThan(sent * 1.3);
    expect(loadContextEstimate({ store, tools }, 'ses_1', dir, 'agent')).toBe(buildContextEstimate(events, dir, { tools }));
  });

  it('is filled from the log when a version-1 database is migrated', () => {
    store.createSession({ id: 'ses_1', title: 't', workspace: dir, agentId: 'a' });
    store.appendEvents('ses_1', [...turn(0), ...turn(1)]);
    const expected = store.loadSession('ses_1')!.historyChars;
    // Back to the version-1 shape: the columns did not exist.
    db.exec('ALTER TABLE events DROP COLUMN history_chars; ALTER TABLE sessions DROP COLUMN history_chars; PRAGMA user_version = 1;');
    db.close();
    db = openDatabase({ dataDir: dir });
    store = createEventStore(db, () => new Date());
    expect(store.loadSession('ses_1')!.historyChars).toBe(expected);
    store.appendEvents('ses_1', turn(2));
    expect(store.loadSession('ses_1')!.historyChars).toBe(buildHistoryChars(store.loadEvents('ses_1')));
  });
});
