import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore, sendUntilApproval } from '../../support/core-harness';
import { MAX_CALLS_PER_REPLY } from '../../../src/main/agent';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('a reply with more tool calls than one sheet can hold', () => {
  it('asks for at most MAX_CALLS_PER_REPLY calls, denies the rest with the reason, and the person can answer', async () => {
    const n = 250;
    const uses = Array.from({ length: n }, (_, i) => toolUse(`u${i}`, 'run_command', { command: `make t${i}` }));
    t = await openTestCore([reply(...uses), final('ok')]);
    const { session: s, pending: p } = await sendUntilApproval(t, 'go');
    expect(p.calls).toHaveLength(MAX_CALLS_PER_REPLY);
    const res = await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: p.calls.map((c) => ({ callId: c.callId, action: 'deny' as const })),
    });
    expect(res).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed');
    const results = t.core.loadSession(s.id).events.filter((e) => e.kind === 'tool_result');
    expect(results).toHaveLength(n);
    const byPolicy = results.filter((e) => e.kind === 'tool_result' && e.data.settledBy?.by === 'policy');
    expect(byPolicy).toHaveLength(n - MAX_CALLS_PER_REPLY);
    expect(byPolicy[0]!.kind === 'tool_result' && byPolicy[0]!.data.content).toMatch(/too many tool calls/i);
    expect(t.effects()).toEqual([]);
  });
});
