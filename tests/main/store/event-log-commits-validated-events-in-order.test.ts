import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTempStore } from '../../support/temp-store';
import { ApprovalNotPendingError, draft, SCHEMA_VERSION, openDatabase } from '../../../src/main/store';
import { buildPendingApproval } from '../../../src/main/agent';
import { say } from '../../../src/shared/main-messages';

const t = useTempStore('gatehouse-store-');

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'a',
};
const inspection = {
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeChange', { file: 's', added: 1, removed: 0 }),
  preview: { type: 'args' as const, text: 'x' },
};

describe('the store', () => {
  it('opens with WAL, foreign keys, synchronous=FULL and the latest schema; migrating again is a no-op', () => {
    expect(t.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(t.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(t.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(t.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    t.db.close();
    t.db = openDatabase({ dataDir: t.dir });
    expect(t.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('refuses a database from a newer schema', () => {
    t.db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    t.db.close();
    expect(() => (t.db = openDatabase({ dataDir: t.dir }))).toThrow(/newer/);
    t.db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'gatehouse-store-')) });
  });

  it('assigns seqs, validates every payload (an invalid batch writes nothing) and loads in order', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const stored = t.store.appendEvents('ses_1', [
      draft('user_message', { runId: 'run_1', text: 'hi', config }),
      draft('run_state', { runId: 'run_1', state: 'streaming' }),
    ]);
    expect(stored.map((e) => e.seq)).toEqual([2, 3]);
    expect(() =>
      t.store.appendEvents('ses_1', [
        draft('run_state', { runId: 'run_1', state: 'completed' }),
        draft('run_state', { runId: 'nope', state: 'completed' }),
      ]),
    ).toThrow();
    expect(t.store.loadEvents('ses_1').map((e) => e.kind)).toEqual(['session_created', 'user_message', 'run_state']);
    expect(t.store.loadSession('ses_1')).toMatchObject({ lastSeq: 3, runState: 'streaming', runId: 'run_1' });
    expect(() => t.store.appendEvents('ses_missing', [draft('session_renamed', { title: 'x' })])).toThrow(
      /unknown session/,
    );
  });

  it('keeps pending approvals in step with the log, and a decision for a non-pending approval fails whole', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const calls = [{ callId: 'call_1', toolUseId: 'x', tool: 'write_file', args: {}, inspection, rationale: '' }];
    t.store.appendEvents('ses_1', [draft('approval_requested', { runId: 'run_1', approvalId: 'apr_1', calls })]);
    expect(t.store.loadPendingApproval('ses_1')).toEqual(buildPendingApproval(t.store.loadEvents('ses_1')));
    const decision = draft('decision', {
      runId: 'run_1',
      approvalId: 'apr_1',
      decisions: [{ callId: 'call_1', action: 'approve', settledBy: { by: 'person' as const }, args: {} }],
    });
    t.store.appendEvents('ses_1', [decision]);
    expect(t.store.loadPendingApproval('ses_1')).toBeNull();
    const before = t.store.loadSession('ses_1')!.lastSeq;
    expect(() =>
      t.store.appendEvents('ses_1', [draft('run_state', { runId: 'run_1', state: 'executing' }), decision]),
    ).toThrow(ApprovalNotPendingError);
    expect(t.store.loadSession('ses_1')!.lastSeq).toBe(before);
  });

  it('refuses events written by a newer Gatehouse on load', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    t.db.prepare('UPDATE events SET v = 99').run();
    expect(() => t.store.loadEvents('ses_1')).toThrow(/newer/);
  });
});
