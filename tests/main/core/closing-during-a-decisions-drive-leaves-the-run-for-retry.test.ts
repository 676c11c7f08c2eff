import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../src/shared/events';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

type Result = Extract<SessionEvent, { kind: 'tool_result' }>;

describe('closing Gatehouse while a decision is being carried out', () => {
  it('right after the decision: close resolves, nothing ran, and Retry after a restart runs what was approved', async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make' })), final('Built.')]);
    const { session, pending } = await sendUntilApproval(t, 'build');

    const submitted = t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await t.core.close();
    expect(await submitted).toEqual({ ok: true });
    expect(t.effects()).toEqual([]);

    const core = await t.reopen();
    const snap = core.loadSession(session.id);
    expect(snap.summary.runState).toBe('interrupted');
    expect(snap.events.some((e) => e.kind === 'tool_result')).toBe(false);
    await core.retry(session.id);
    await waitForRunState(core, session.id, 'completed');
    expect(t.effects()).toEqual(['start make', 'end make']);
    expect(t.server.requests).toHaveLength(2);
  });

  it('while the approved call runs: close stops it as Gatehouse closing, the rest is not run, and nothing runs again by itself', async () => {
    t = await openTestCore([
      reply(
        toolUse('a', 'run_command', { command: 'slow', ms: 20_000 }),
        toolUse('b', 'run_command', { command: 'after' }),
      ),
      final('Seen.'),
    ]);
    const { session, pending } = await sendUntilApproval(t, 'slow then after');
    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: pending.calls.map((c) => ({ callId: c.callId, action: 'approve' as const })),
      }),
    ).toEqual({ ok: true });
    const deadline = Date.now() + 5000;
    while (!t.effects().includes('start slow') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));

    const started = Date.now();
    await t.core.close();
    expect(Date.now() - started).toBeLessThan(5000);

    const core = await t.reopen();
    const events = core.loadSession(session.id).events;
    const results = events.filter((e): e is Result => e.kind === 'tool_result').map((e) => e.data);
    expect(results).toMatchObject([{ outcome: 'cancelled', content: expect.stringMatching(/^Gatehouse was closing/) }]);
    expect(core.loadSession(session.id).summary.runState).toBe('interrupted');
    await new Promise((r) => setTimeout(r, 200));
    expect(t.effects()).toEqual(['start slow']);
    expect(t.server.requests).toHaveLength(1);
  });
});
