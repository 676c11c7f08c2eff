import { afterEach, describe, expect, it } from 'vitest';
import { createEventStore, draft, openDatabase, type EventDraft } from '../../../src/main/store';
import { say } from '../../../src/shared/main-messages';
import { SESSION_WINDOW_EVENTS } from '../../../src/shared/views';
import { buildSessionView } from '../../../src/renderer/src/state/apply-event';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'gatehouse',
};
const inspection = {
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask' as const,
  undoable: 'yes' as const,
  summary: say('call.writeNew', { file: 'a file', added: 1 }),
  preview: { type: 'args' as const, text: 'x' },
};

/** `rounds` runs, each a question, a reply asking one write, the person's approval, the call and its result. */
function seed(dataDir: string, workspace: string, rounds: number): string {
  const db = openDatabase({ dataDir });
  const store = createEventStore(db, () => new Date());
  store.createSession({ id: 'ses_w', title: 'Writes', workspace, agentId: 'gatehouse' });
  const batch: EventDraft[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const runId = `run_${i}`;
    const callId = `call_${i}`;
    const args = { path: `f${i}.md`, content: `${i}` };
    batch.push(draft('user_message', { runId, text: `Write file ${i}`, config }));
    batch.push(draft('run_state', { runId, state: 'streaming' }));
    batch.push(
      draft('assistant_message', {
        runId,
        content: [{ type: 'tool_use', callId, toolUseId: `tu_${i}`, name: 'write_file', input: args }],
        stopReason: 'tool_use',
        usage: null,
        interrupted: false,
      }),
    );
    batch.push(
      draft('approval_requested', {
        runId,
        approvalId: `apr_${i}`,
        calls: [{ callId, toolUseId: `tu_${i}`, tool: 'write_file', args, inspection, rationale: '' }],
      }),
    );
    batch.push(
      draft('decision', {
        runId,
        approvalId: `apr_${i}`,
        decisions: [{ callId, action: 'approve', args, settledBy: { by: 'person' } }],
      }),
    );
    batch.push(
      draft('tool_call', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        args,
        settledBy: { by: 'person' },
      }),
    );
    batch.push(
      draft('tool_result', {
        runId,
        callId,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        outcome: 'success',
        content: 'written',
        settledBy: { by: 'person' },
      }),
    );
    batch.push(draft('run_state', { runId, state: 'completed' }));
  }
  store.appendEvents('ses_w', batch);
  db.close();
  return 'ses_w';
}

describe('a conversation opened in a window', () => {
  it('comes as its latest events from a run’s start, and folds to what the whole log shows for them', async () => {
    t = await openTestCore();
    const id = seed(t.dataDir, t.workspace, 500);
    const whole = t.core.loadSession(id);
    const latest = t.core.loadSession(id, { latest: true });
    expect(whole.events).toHaveLength(4_001);
    expect(latest.events.length).toBeLessThanOrEqual(SESSION_WINDOW_EVENTS);
    expect(latest.events.length).toBeGreaterThan(SESSION_WINDOW_EVENTS - 8);
    expect(latest.events[0]).toMatchObject({ kind: 'user_message', seq: latest.firstSeq });
    expect(latest.events.at(-1)).toEqual(whole.events.at(-1));

    // The same rows, cards and sheets as the whole log gives for those runs.
    const all = buildSessionView(whole);
    const tail = buildSessionView(latest);
    expect(tail.entries).toEqual(all.entries.filter((e) => e.seq >= latest.firstSeq!));
    for (const entry of tail.entries) {
      if (entry.kind === 'tool') expect(tail.tools[entry.callId]).toEqual(all.tools[entry.callId]);
      if (entry.kind === 'approval') expect(tail.approvals[entry.approvalId]).toEqual(all.approvals[entry.approvalId]);
    }
    expect({ ...tail, entries: [], tools: {}, approvals: {}, firstSeq: 1 }).toEqual({
      ...all,
      entries: [],
      tools: {},
      approvals: {},
    });

    // A page further back reaches to the latest too, and the first page of all is the whole log.
    const back = t.core.loadSession(id, { from: latest.firstSeq! - SESSION_WINDOW_EVENTS });
    expect(back.events[0]?.kind).toBe('user_message');
    expect(back.firstSeq).toBeLessThan(latest.firstSeq!);
    expect(back.events.at(-1)).toEqual(whole.events.at(-1));
    expect(t.core.loadSession(id, { from: 1 }).events).toEqual(whole.events);
  });

  it('a short conversation comes whole', async () => {
    t = await openTestCore();
    const id = seed(t.dataDir, t.workspace, 10);
    const latest = t.core.loadSession(id, { latest: true });
    expect(latest.firstSeq).toBe(1);
    expect(latest.events).toEqual(t.core.loadSession(id).events);
  });
});
