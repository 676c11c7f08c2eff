import { afterEach, describe, expect, it } from 'vitest';
import { reply, final, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore, sendUntilApproval } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

async function pendingTwo() {
  t = await openTestCore([
    reply(
      toolUse('a', 'write_file', { path: 'a.txt', content: 'A' }),
      toolUse('b', 'run_command', { command: 'make' }),
    ),
    final('ok'),
  ]);
  const { session: s, pending: p } = await sendUntilApproval(t, 'go');
  return { sid: s.id, approvalId: p.approvalId, a: p.calls[0]!.callId, b: p.calls[1]!.callId };
}

describe('a submission names every pending call exactly once', () => {
  it('refuses missing, duplicate and unknown ids as a whole, changing nothing', async () => {
    const { sid, approvalId, a, b } = await pendingTwo();
    const before = t.core.loadSession(sid).summary.lastSeq;
    expect(await t.core.submitDecisions({ approvalId, decisions: [{ callId: a, action: 'approve' }] })).toEqual({
      ok: false,
      error: { code: 'missing_calls', callIds: [b], text: { id: 'decision.missingCalls', params: { count: 1 } } },
    });
    expect(
      await t.core.submitDecisions({
        approvalId,
        decisions: [
          { callId: a, action: 'approve' },
          { callId: a, action: 'deny' },
          { callId: b, action: 'approve' },
        ],
      }),
    ).toMatchObject({ ok: false, error: { code: 'duplicate_calls', callIds: [a] } });
    expect(
      await t.core.submitDecisions({
        approvalId,
        decisions: [
          { callId: a, action: 'approve' },
          { callId: b, action: 'approve' },
          { callId: 'call_nope', action: 'approve' },
        ],
      }),
    ).toMatchObject({ ok: false, error: { code: 'unknown_calls', callIds: ['call_nope'] } });
    expect(
      await t.core.submitDecisions({ approvalId: 'apr_unknown', decisions: [{ callId: a, action: 'approve' }] }),
    ).toMatchObject({ ok: false, error: { code: 'unknown_approval' } });
    expect(await t.core.submitDecisions({ approvalId, decisions: [] } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(t.core.loadSession(sid).summary.lastSeq).toBe(before);
    expect(t.effects()).toEqual([]);
  });

  it('two racing submissions: exactly one wins and the other is refused as already decided', async () => {
    const { sid, approvalId, a, b } = await pendingTwo();
    const decisions = [
      { callId: a, action: 'deny' as const, reason: 'no' },
      { callId: b, action: 'deny' as const },
    ];
    const results = await Promise.all([
      t.core.submitDecisions({ approvalId, decisions }),
      t.core.submitDecisions({ approvalId, decisions }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: { code: 'already_decided' } });
    await waitForRunState(t.core, sid, 'completed');
    expect(t.core.loadSession(sid).events.filter((e) => e.kind === 'decision')).toHaveLength(1);
    expect(await t.core.submitDecisions({ approvalId, decisions })).toMatchObject({
      ok: false,
      error: { code: 'already_decided' },
    });
  });
});
