import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

async function pendingWrite() {
  t = await openTestCore([
    reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'from the model' })),
    final('Done.'),
  ]);
  const { session, pending } = await sendUntilApproval(t, 'write');
  return { sid: session.id, approvalId: pending.approvalId, callId: pending.calls[0]!.callId };
}

describe('core.submitDecisions with an edit carrying __proto__', () => {
  it.each([
    ['at the top', '{"path":"a.txt","content":"edited","__proto__":"dropped"}'],
    ['at the top, as an object', '{"path":"a.txt","content":"edited","__proto__":{"content":"other"}}'],
    ['nested', '{"path":"a.txt","content":"edited","more":[{"__proto__":{}}]}'],
  ])(
    '%s: refused whole (invalid_request naming the key); nothing recorded or run; a clean answer still works',
    async (_where, json) => {
      const { sid, approvalId, callId } = await pendingWrite();
      const before = t.core.loadSession(sid).summary.lastSeq;
      const args = JSON.parse(json) as Record<string, unknown>;
      expect(await t.core.submitDecisions({ approvalId, decisions: [{ callId, action: 'edit', args }] })).toEqual({
        ok: false,
        error: { code: 'invalid_request', callIds: [], message: expect.stringContaining('"__proto__"') },
      });
      expect(t.core.loadSession(sid).summary.lastSeq).toBe(before);
      expect(t.core.loadSession(sid).pending?.approvalId).toBe(approvalId);
      expect(t.effects()).toEqual([]);

      expect(
        await t.core.submitDecisions({
          approvalId,
          decisions: [{ callId, action: 'edit', args: { path: 'a.txt', content: 'edited' } }],
        }),
      ).toEqual({ ok: true });
      await waitForRunState(t.core, sid, 'completed');
      expect(t.effects()).toEqual(['write a.txt edited']);
    },
  );

  it('constructor, like any key the tool does not know, is refused too', async () => {
    const { sid, approvalId, callId } = await pendingWrite();
    const args = JSON.parse('{"path":"a.txt","content":"edited","constructor":{"prototype":{}}}') as Record<
      string,
      unknown
    >;
    expect(await t.core.submitDecisions({ approvalId, decisions: [{ callId, action: 'edit', args }] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_args', callIds: [callId], message: expect.stringContaining('constructor') },
    });
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(approvalId);
    expect(t.effects()).toEqual([]);
  });
});
