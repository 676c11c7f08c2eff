import { describe, expect, it } from 'vitest';
import { createEventStore, draft, openDatabase } from '../../../src/main/store';
import { say } from '../../../src/shared/main-messages';
import { useTempStore } from '../../support/temp-store';

const t = useTempStore('gatehouse-store-');

const inspection = {
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeChange', { file: 's', added: 1, removed: 0 }),
  preview: { type: 'args' as const, text: 'x' },
};

describe('the store behind the core', () => {
  it('appends what was derived from the log as read in the same transaction, and writes nothing when the derivation throws', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const seen: number[] = [];
    const stored = t.store.appendAfterReading('ses_1', (events) => {
      seen.push(events.length);
      return [draft('session_renamed', { title: `after ${events.length}` })];
    });
    expect(seen).toEqual([1]);
    expect(stored.map((e) => [e.seq, e.kind])).toEqual([[2, 'session_renamed']]);
    expect(t.store.loadSession('ses_1')!.title).toBe('after 1');

    expect(t.store.appendAfterReading('ses_1', () => [])).toEqual([]);
    expect(() =>
      t.store.appendAfterReading('ses_1', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(t.store.loadSession('ses_1')!.lastSeq).toBe(2);
  });

  it('holds the write lock from the read to the write: another connection waits, it never slips in between', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const otherDb = openDatabase({ dataDir: t.dir });
    otherDb.pragma('busy_timeout = 0');
    const other = createEventStore(otherDb, () => new Date());
    try {
      t.store.appendAfterReading('ses_1', () => {
        expect(() => other.appendEvents('ses_1', [draft('session_renamed', { title: 'between' })])).toThrow(
          /locked|busy/i,
        );
        return [draft('session_renamed', { title: 'mine' })];
      });
      expect(t.store.loadEvents('ses_1').map((e) => (e.kind === 'session_renamed' ? e.data.title : e.kind))).toEqual([
        'session_created',
        'mine',
      ]);
    } finally {
      otherDb.close();
    }
  });

  it('knows an approval that was ever requested, pending or answered, and no other', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: '/w', agentId: 'a' });
    const calls = [{ callId: 'call_1', toolUseId: 'x', tool: 'write_file', args: {}, inspection, rationale: '' }];
    expect(t.store.hasApproval('apr_1')).toBe(false);
    t.store.appendEvents('ses_1', [draft('approval_requested', { runId: 'run_1', approvalId: 'apr_1', calls })]);
    expect(t.store.hasApproval('apr_1')).toBe(true);
    t.store.appendEvents('ses_1', [
      draft('decision', {
        runId: 'run_1',
        approvalId: 'apr_1',
        decisions: [{ callId: 'call_1', action: 'approve', settledBy: { by: 'person' as const }, args: {} }],
      }),
    ]);
    expect(t.store.hasApproval('apr_1')).toBe(true);
    expect(t.store.hasApproval('apr_2')).toBe(false);
  });
});
