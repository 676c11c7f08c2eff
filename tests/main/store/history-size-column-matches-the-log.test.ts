import { describe, expect, it } from 'vitest';
import { useTempStore } from '../../support/temp-store';
import { buildHistoryChars, draft, type EventDraft, openDatabase, createEventStore } from '../../../src/main/store';
import { buildContextEstimate, buildModelHistory, loadContextEstimate } from '../../../src/main/agent';
import { createFakeRegistry, createFakeTools } from '../../support/fake-tools';

const t = useTempStore('gatehouse-history-');

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['read_file'],
  model: 'm',
  agentId: 'a',
};
const tools = createFakeRegistry(createFakeTools({ record: () => undefined }));

function turn(i: number): EventDraft[] {
  const runId = `run_${i}`;
  return [
    draft('user_message', { runId, text: `question "${i}"\n`.repeat(5), config }),
    draft('run_state', { runId, state: 'streaming' }),
    draft('assistant_message', {
      runId,
      stopReason: 'tool_use',
      usage: null,
      interrupted: false,
      content: [
        { type: 'text', text: `looking ${i}` },
        { type: 'tool_use', callId: `call_${i}`, toolUseId: 'call_0', name: 'read_file', input: { path: `f${i}.txt` } },
      ],
    }),
    draft('tool_result', {
      runId,
      callId: `call_${i}`,
      toolUseId: 'call_0',
      tool: 'read_file',
      outcome: 'success',
      content: 'line\n'.repeat(20),
    }),
    draft('assistant_message', {
      runId,
      stopReason: 'end_turn',
      usage: null,
      interrupted: false,
      content: [{ type: 'text', text: `done ${i}` }],
    }),
  ];
}

describe('the derived history size', () => {
  it('equals the fold over the log after every append, through compactions, in one batch or many', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: t.dir, agentId: 'a' });
    const check = () =>
      expect(t.store.loadSession('ses_1')!.historyChars).toBe(buildHistoryChars(t.store.loadEvents('ses_1')));
    for (let i = 0; i < 3; i++) {
      t.store.appendEvents('ses_1', turn(i));
      check();
    }
    const through = t.store.loadSession('ses_1')!.lastSeq - 2;
    t.store.appendEvents('ses_1', [
      draft('compaction', { summary: 'S'.repeat(300), throughSeq: through, estimatedTokensBefore: 1 }),
      ...turn(3),
    ]);
    check();
    t.store.appendEvents('ses_1', [
      draft('assistant_message', {
        runId: 'run_3',
        stopReason: null,
        usage: null,
        interrupted: true,
        content: [{ type: 'text', text: 'cut off' }],
      }),
      draft('compaction', {
        summary: 'again',
        throughSeq: t.store.loadSession('ses_1')!.lastSeq,
        estimatedTokensBefore: 1,
      }),
    ]);
    check();
    t.store.appendEvents('ses_1', turn(4));
    check();
  });

  it('keeps the context estimate close to the size of the history actually sent', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: t.dir, agentId: 'a' });
    for (let i = 0; i < 20; i++) t.store.appendEvents('ses_1', turn(i));
    const events = t.store.loadEvents('ses_1');
    const sent = JSON.stringify(buildModelHistory(events)).length;
    const history = t.store.loadSession('ses_1')!.historyChars;
    expect(history).toBeGreaterThan(sent * 0.9);
    expect(history).toBeLessThan(sent * 1.3);
    expect(loadContextEstimate({ store: t.store, tools }, 'ses_1', t.dir, 'agent')).toBe(
      buildContextEstimate(events, t.dir, { tools }),
    );
  });

  it('is filled from the log when a version-1 database is migrated', () => {
    t.store.createSession({ id: 'ses_1', title: 't', workspace: t.dir, agentId: 'a' });
    t.store.appendEvents('ses_1', [...turn(0), ...turn(1)]);
    const expected = t.store.loadSession('ses_1')!.historyChars;
    // Back to the version-1 shape: the columns did not exist (nor the notes' folder of version 3).
    t.db.exec('DROP INDEX memory_notes_by_workspace; ALTER TABLE memory_notes DROP COLUMN workspace;');
    t.db.exec(
      'ALTER TABLE events DROP COLUMN history_chars; ALTER TABLE sessions DROP COLUMN history_chars; PRAGMA user_version = 1;',
    );
    t.db.close();
    t.db = openDatabase({ dataDir: t.dir });
    t.store = createEventStore(t.db, () => new Date());
    expect(t.store.loadSession('ses_1')!.historyChars).toBe(expected);
    t.store.appendEvents('ses_1', turn(2));
    expect(t.store.loadSession('ses_1')!.historyChars).toBe(buildHistoryChars(t.store.loadEvents('ses_1')));
  });
});
