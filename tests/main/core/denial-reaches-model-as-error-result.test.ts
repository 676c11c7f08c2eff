import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore, sendUntilApproval } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

type Block = { type: string; tool_use_id?: string; is_error?: boolean; content?: string };
const lastBlocks = (i: number) => t.server.requests[i]!.body.messages.at(-1)!.content as Block[];

describe('denials are results, never exceptions', () => {
  it("a person's denial reaches the model with is_error and the reason, and the run goes on", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'A' })), final('Understood.')]);
    const { session: s, pending: p } = await sendUntilApproval(t, 'go');
    await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: [{ callId: p.calls[0]!.callId, action: 'deny', reason: 'wrong file' }],
    });
    await waitForRunState(t.core, s.id, 'completed');
    const [r] = lastBlocks(1);
    expect(r).toMatchObject({ type: 'tool_result', tool_use_id: 'w', is_error: true });
    expect(r!.content).toContain('wrong file');
    expect(r!.content).toContain('Do not retry');
    expect(t.effects()).toEqual([]);
    const audit = t.core.exportAudit(s.id);
    expect(audit.entries).toMatchObject([
      { settledBy: { by: 'person' }, action: 'deny', reason: 'wrong file', outcome: 'denied' },
    ]);
  });

  it('policy denials say what was wrong: unknown tool, invalid, oversized and malformed input, a tool not in this mode', async () => {
    t = await openTestCore([
      reply(
        toolUse('u1', 'launch_rockets', {}),
        toolUse('u2', 'read_file', { path: 42 }),
        toolUse('u3', 'read_file', { path: 'x'.repeat(150_000) }),
        { type: 'tool_use', id: 'u4', name: 'read_file', rawJson: '{"path": "a.t' },
        toolUse('u5', 'write_file', { path: 'a.txt', content: 'A' }),
        toolUse('u6', 'read_file', { path: 'missing.txt' }),
      ),
      final('Sorry.'),
    ]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'go', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    const blocks = lastBlocks(1);
    expect(blocks.map((b) => b.tool_use_id)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5', 'u6']);
    expect(blocks[0]!.content).toContain('no tool called "launch_rockets"');
    expect(blocks[1]!.content).toMatch(/invalid: path/);
    expect(blocks[2]!.content).toContain('too large');
    expect(blocks[3]!.content).toContain('not valid JSON');
    expect(blocks[4]!.content).toContain('not available in Ask mode');
    expect(blocks[4]!.content).toContain('Agent mode');
    // A failure is distinct from a denial: it ran (and the tool said so).
    expect(blocks[5]).toMatchObject({ is_error: true, content: 'No such file: missing.txt' });
    expect(blocks.slice(0, 5).every((b) => b.is_error === true)).toBe(true);
    const events = t.core.loadSession(s.id).events;
    expect(
      events.filter((e) => e.kind === 'tool_result').map((e) => (e.kind === 'tool_result' ? e.data.outcome : '')),
    ).toEqual(['denied', 'denied', 'denied', 'denied', 'denied', 'failure']);
    expect(t.effects()).toEqual(['read missing.txt']);
    // The model still saw the full catalogue, whatever the mode.
    expect(t.server.requests[0]!.body.tools!.map((x) => x.name)).toEqual(['read_file', 'write_file', 'run_command']);
  });
});
