import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('the gate', () => {
  it('runs allowed calls, gathers asking calls into one approval and stops with nothing waiting in memory', async () => {
    t = await openTestCore([
      reply(
        text('Let me look and change things.'),
        toolUse('tu_1', 'read_file', { path: 'a.txt' }),
        toolUse('tu_2', 'write_file', { path: 'b.txt', content: 'B' }),
        toolUse('tu_3', 'run_command', { command: 'make' }),
      ),
      final('All done.'),
    ]);
    writeFileSync(join(t.workspace, 'a.txt'), 'hello');
    const s = t.core.createSession({ workspace: t.workspace });
    const { runId } = await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
    expect(runId).toMatch(/^run_/);
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    expect(t.effects()).toEqual(['read a.txt']);
    const snap = t.core.loadSession(s.id);
    expect(snap.pending?.calls.map((c) => c.tool)).toEqual(['write_file', 'run_command']);
    expect(snap.pending?.calls[0]?.rationale).toBe('Let me look and change things.');
    expect(t.core.listInbox()).toHaveLength(1);
    expect(t.server.requests).toHaveLength(1);

    const approvalId = snap.pending!.approvalId;
    const [w, c] = snap.pending!.calls;
    expect(
      await t.core.submitDecisions({
        approvalId,
        decisions: [
          { callId: c!.callId, action: 'approve' },
          { callId: w!.callId, action: 'approve' },
        ],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['read a.txt', 'write b.txt B', 'start make', 'end make']);

    // The model got exactly one tool_result per tool_use, in its own order, in one user message.
    const second = t.server.requests[1]!.body;
    const last = second.messages[second.messages.length - 1]!;
    expect(last.role).toBe('user');
    expect((last.content as { type: string; tool_use_id: string }[]).map((b) => [b.type, b.tool_use_id])).toEqual([
      ['tool_result', 'tu_1'],
      ['tool_result', 'tu_2'],
      ['tool_result', 'tu_3'],
    ]);
    // The same run continued: no new user message was added.
    expect(
      second.messages.filter((m) => m.role === 'user' && JSON.stringify(m.content).includes('"text":"go"')),
    ).toHaveLength(1);
    expect(t.core.listInbox()).toHaveLength(0);
  });
});
