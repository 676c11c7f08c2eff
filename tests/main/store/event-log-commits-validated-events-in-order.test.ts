import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApprovalNotPendingError, createEventStore, draft, openDatabase, SCHEMA_VERSION, type EventStore } from '../../../src/main/store';
import { buildPendingApproval } from '../../../src/main/agent';

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

const config = { workMode: 'agent' as const, approvalMode: 'manual' as const, tools: ['write_file'], model: 'm', agentId: 'a' };
const inspection = { paths: [], outsideWorkspace: false, outsideReasons: [], defaultEffect: 'ask' as const, undoable: 'yes' as const, summary: 's', preview: { type: 'args' as const, text: 'x' } };

describe('the store', () => {
  it('opens with WAL, foreign keys, synchronous=FULL and the latest schema; migrating again is a no-op', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
    db = openDatabase({ dataDir: dir });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('refuses a database from a newer schema', () => {
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => (db = openDatabase({ dataDir: dir }))).toThrow(/newer/);
    db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'gatehouse-store-')) });
  });

  it('assigns seqs, validates every payload (an invalid batch writes nothing) and loads in order', () => {
    store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const stored = store.appendEvents('ses_1', [draft('user_message', { runId: 'run_1', text: 'hi', config }), draft('run_state', { runId: 'run_1', state: 'streaming' })]);
    expect(stored.map((e) => e.seq)).toEqual([2, 3]);
    expect(() => store.appendEvents('ses_1', [draft('run_state', { runId: 'run_1', state: 'completed' }), draft('run_state', { runId: 'nope', state: 'completed' })])).toThrow();
    expect(store.loadEvents('ses_1').map((e) => e.kind)).toEqual(['session_created', 'user_message', 'run_state']);
    expect(store.loadSession('ses_1')).toMatchObject({ lastSeq: 3, runState: 'streaming', runId: 'run_1' });
    expect(() => store.appendEvents('ses_missing', [draft('session_renamed', { title: 'x' })])).toThrow(/unknown session/);
  });

  it('keeps pending approvals in step with the log, and a decision for a non-pending approval fails whole', () => {
    store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const calls = [{ callId: 'call_1', toolUseId: 'x', tool: 'write_file', args: {}, inspection, rationale: '' }];
    store.appendEvents('ses_1', [draft('approval_requested', { runId: 'run_1', approvalId: 'apr_1', calls })]);
    expect(store.loadPendingApproval('ses_1')).toEqual(buildPendingApproval(store.loadEvents('ses_1')));
    const decision = draft('decision', { runId: 'run_1', approvalId: 'apr_1', decidedBy: 'person', decisions: [{ callId: 'call_1', action: 'approve', args: {} }] });
    store.appendEvents('ses_1', [decision]);
    expect(store.loadPendingApproval('ses_1')).toBeNull();
    const before = store.loadSession('ses_1')!.lastSeq;
    expect(() => store.appendEvents('ses_1', [draft('run_state', { runId: 'run_1', state: 'executing' }), decision])).toThrow(ApprovalNotPendingError);
    expect(store.loadSession('ses_1')!.lastSeq).toBe(before);
  });

  it('refuses events written by a newer Gatehouse on load', () => {
    store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    db.prepare('UPDATE events SET v = 99').run();
    expect(() => store.loadEvents('ses_1')).toThrow(/newer/);
  });
});
