import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../src/shared/events';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

type Result = Extract<SessionEvent, { kind: 'tool_result' }>;
const results = (sid: string) =>
  t.core
    .loadSession(sid)
    .events.filter((e): e is Result => e.kind === 'tool_result')
    .map((e) => e.data);

describe('Stop pressed right after a decision, before its promise settles', () => {
  it('runs nothing the decision approved: each approved call gets a cancelled result and the model is not asked again', async () => {
    t = await openTestCore([
      reply(toolUse('a', 'run_command', { command: 'make' }), toolUse('b', 'run_command', { command: 'deploy' })),
      final('Done.'),
    ]);
    const { session, pending } = await sendUntilApproval(t, 'build and deploy');

    const submitted = t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: pending.calls.map((c) => ({ callId: c.callId, action: 'approve' as const })),
    });
    const stopped = t.core.stop(session.id);
    expect(await submitted).toEqual({ ok: true });
    await stopped;

    expect(t.effects()).toEqual([]);
    expect(results(session.id)).toMatchObject([
      { outcome: 'cancelled', settledBy: { by: 'person' }, content: expect.stringContaining('pressed Stop') },
      { outcome: 'cancelled', settledBy: { by: 'person' }, content: expect.stringContaining('pressed Stop') },
    ]);
    expect(t.core.loadSession(session.id).events.some((e) => e.kind === 'tool_call')).toBe(false);
    expect(t.core.loadSession(session.id).summary.runState).toBe('cancelled');
    // Give a stray drive time to show itself: nothing runs and the model is not asked again.
    await new Promise((r) => setTimeout(r, 200));
    expect(t.effects()).toEqual([]);
    expect(t.server.requests).toHaveLength(1);
  });

  it('with the real tools: the approved command never touches the disk', async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'echo made > made.txt' })), final('Done.')], {
      realTools: true,
    });
    const { session, pending } = await sendUntilApproval(t, 'make a file');

    const submitted = t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    const stopped = t.core.stop(session.id);
    expect(await submitted).toEqual({ ok: true });
    await stopped;

    await new Promise((r) => setTimeout(r, 300));
    expect(existsSync(join(t.workspace, 'made.txt'))).toBe(false);
    expect(results(session.id)).toMatchObject([{ outcome: 'cancelled' }]);
    expect(t.core.loadSession(session.id).summary.runState).toBe('cancelled');
    expect(t.server.requests).toHaveLength(1);
  });

  it('while an edit is still being checked: nothing runs, whichever of the two lands first', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'notes.md', content: 'model' })), final('Done.')]);
    writeFileSync(join(t.workspace, 'notes.md'), 'before');
    const { session, pending } = await sendUntilApproval(t, 'write it');

    const submitted = t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'edit', args: { path: 'notes.md', content: 'edited' } }],
    });
    const stopped = t.core.stop(session.id);
    const result = await submitted;
    await stopped;

    // Stop answered the approval first (the edit is refused as already decided), or the edit
    // committed first and Stop cancelled it before it ran: either way nothing was written.
    expect([true, 'already_decided']).toContain(result.ok ? true : result.error.code);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.effects()).toEqual([]);
    expect(results(session.id)).toHaveLength(1);
    expect(results(session.id)[0]!.outcome === 'cancelled' || results(session.id)[0]!.outcome === 'denied').toBe(true);
    expect(t.core.loadSession(session.id).summary.runState).toBe('cancelled');
    expect(t.server.requests).toHaveLength(1);
  });

  it('a moment later, while the approved call runs: it is killed and cancelled, and what follows it never runs', async () => {
    t = await openTestCore([
      reply(
        toolUse('a', 'run_command', { command: 'slow', ms: 20_000 }),
        toolUse('b', 'run_command', { command: 'after' }),
      ),
      final('Done.'),
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
    await t.core.stop(session.id);

    expect(t.effects()).toEqual(['start slow']);
    expect(results(session.id).map((r) => r.outcome)).toEqual(['cancelled', 'cancelled']);
    expect(t.core.loadSession(session.id).summary.runState).toBe('cancelled');
    expect(t.server.requests).toHaveLength(1);
  });
});
