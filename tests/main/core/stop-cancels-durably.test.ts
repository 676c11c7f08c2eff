import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

const outcomes = (sid: string) =>
  t.core.loadSession(sid).events.flatMap((e) => (e.kind === 'tool_result' ? [e.data.outcome] : []));

describe('Stop', () => {
  it('kills a running tool, gives it a cancelled result, and a new message can follow', async () => {
    t = await openTestCore([
      reply(toolUse('c', 'run_command', { command: 'sleepy', ms: 20_000 })),
      final('Next answer.'),
    ]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'yolo' });
    const deadline = Date.now() + 5000;
    while (!t.effects().includes('start sleepy') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await t.core.stop(s.id);
    expect(t.core.loadSession(s.id).summary.runState).toBe('cancelled');
    expect(outcomes(s.id)).toEqual(['cancelled']);
    expect(t.effects()).toEqual(['start sleepy']);
    expect(t.core.exportAudit(s.id).entries[0]).toMatchObject({
      settledBy: { by: 'yolo' },
      action: 'allow',
      outcome: 'cancelled',
    });
    await t.core.send({ sessionId: s.id, text: 'again', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
  });

  it('aborts a slow stream and keeps the text received so far as interrupted', async () => {
    t = await openTestCore([{ kind: 'stall', text: 'Partial thought' }]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
    await t.server.waitForRequests(1);
    await new Promise((r) => setTimeout(r, 100));
    await t.core.stop(s.id);
    const events = t.core.loadSession(s.id).events;
    const msg = events.find((e) => e.kind === 'assistant_message');
    expect(msg?.kind === 'assistant_message' && msg.data).toMatchObject({
      interrupted: true,
      content: [{ type: 'text', text: 'Partial thought' }],
    });
    expect(t.core.loadSession(s.id).summary.runState).toBe('cancelled');
  });

  it('while awaiting approval: records a plain denial, cancelled results, and clears the approval', async () => {
    t = await openTestCore([
      reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'A' }), toolUse('r', 'read_file', { path: 'a.txt' })),
      final('ok'),
    ]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    await t.core.stop(s.id);
    const snap = t.core.loadSession(s.id);
    expect(snap.pending).toBeNull();
    expect(t.core.listInbox()).toEqual([]);
    expect(snap.summary.runState).toBe('cancelled');
    expect(outcomes(s.id)).toEqual(['failure', 'cancelled']);
    expect(t.core.exportAudit(s.id).entries.find((e) => e.settledBy.by === 'person')).toMatchObject({
      action: 'deny',
      reason: expect.stringContaining('Stop'),
    });
  });
});
