import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('modes', () => {
  it('sends the unchanged base prompt first and the mode rules as a second system block', async () => {
    t = await openTestCore([final('a'), final('b')]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'q', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    await t.core.send({ sessionId: s.id, text: 'q2', workMode: 'plan', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    const [agent, plan] = t.server.requests.map((r) => r.body.system!.map((b) => b.text));
    expect(agent).toHaveLength(1);
    expect(plan).toHaveLength(2);
    expect(plan![0]).toBe(agent![0]);
    expect(plan![1]).toContain('Plan mode');
    expect(t.server.requests[0]!.authorization).toBe('Bearer local-no-key');
  });

  it('yolo lets an asking call inside the workspace run and the audit says yolo', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'A' })), final('ok')]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'q', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A']);
    expect(t.core.exportAudit(s.id).entries).toMatchObject([
      { settledBy: { by: 'yolo' }, action: 'allow', approvalMode: 'yolo', outcome: 'success' },
    ]);
  });

  it('yolo still asks outside the workspace; auto behaves as manual and says so once', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: '/tmp/outside-gatehouse.txt', content: 'A' }))]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'q', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    const notes = t.core
      .loadSession(s.id)
      .events.filter((e) => e.kind === 'run_state' && e.data.detail?.id === 'run.autoWaits');
    expect(notes).toHaveLength(1);
    expect(t.core.loadSession(s.id).pending!.calls[0]!.inspection.outsideWorkspace).toBe(true);
  });
});

describe('model errors', () => {
  it('become a failed run state with a retry path that continues the same run', async () => {
    t = await openTestCore([{ kind: 'error', status: 429, headers: { 'retry-after': '3' } }, final('Recovered.')]);
    const s = t.core.createSession({ workspace: t.workspace });
    const { runId } = await t.core.send({ sessionId: s.id, text: 'q', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'failed');
    const err = t.core.loadSession(s.id).events.find((e) => e.kind === 'error');
    expect(err?.kind === 'error' && err.data).toMatchObject({
      code: 'rate_limited',
      retryable: true,
      retryAfterMs: 3000,
    });
    expect(await t.core.retry(s.id)).toEqual({ runId });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.server.requests[1]!.body.messages).toEqual(t.server.requests[0]!.body.messages);
    await expect(t.core.retry(s.id)).rejects.toMatchObject({ code: 'nothing_to_retry' });
  });
});
