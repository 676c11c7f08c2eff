import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

/** decide() says which layer of docs/policy.md settled a call; the log and the audit keep that answer. */
let t: TestCore;
afterEach(async () => t?.dispose());

describe('the audit says which layer settled each call', () => {
  it('yolo, the tool’s own allow, validation and binding each name themselves', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'a.txt'), 'hello\n');
    t.server.push(
      reply(
        toolUse('call_0', 'write_file', { path: 'new.txt', content: 'x\n' }),
        toolUse('call_1', 'read_file', { path: 'a.txt' }),
        toolUse('call_2', 'write_file', { path: 'b.txt' }),
        toolUse('call_3', 'no_such_tool', {}),
      ),
      final('Done.'),
    );
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed', 20_000);
    const audit = t.core.exportAudit(s.id).entries;
    const byTool = (tool: string, action: string) => audit.find((e) => e.tool === tool && e.action === action);
    expect(byTool('write_file', 'allow')).toMatchObject({ settledBy: { by: 'yolo' }, outcome: 'success' });
    expect(byTool('read_file', 'allow')).toMatchObject({ settledBy: { by: 'policy', layer: 'policy' } });
    expect(byTool('write_file', 'deny')).toMatchObject({
      settledBy: { by: 'policy', layer: 'validation' },
      outcome: 'denied',
    });
    expect(byTool('no_such_tool', 'deny')).toMatchObject({
      settledBy: { by: 'policy', layer: 'binding' },
      outcome: 'denied',
    });
  });

  it("a person's approval is recorded as the person's layer", async () => {
    t = await openTestCore(
      [reply(toolUse('call_0', 'write_file', { path: 'n.txt', content: 'x\n' })), final('Done.')],
      { realTools: true },
    );
    const { session, pending } = await sendUntilApproval(t, 'write it');
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed', 20_000);
    expect(t.core.exportAudit(session.id).entries.find((e) => e.tool === 'write_file')).toMatchObject({
      settledBy: { by: 'person' },
      action: 'approve',
      outcome: 'success',
    });
  });
});
