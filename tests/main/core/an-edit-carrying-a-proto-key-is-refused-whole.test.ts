import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

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
    '%s: refused whole (invalid_request naming the edited arguments); nothing recorded or run; a clean answer still works',
    async (_where, json) => {
      const { sid, approvalId, callId } = await pendingWrite();
      const before = t.core.loadSession(sid).summary.lastSeq;
      const args = JSON.parse(json) as Record<string, unknown>;
      const refused = await t.core.submitDecisions({ approvalId, decisions: [{ callId, action: 'edit', args }] });
      expect(refused).toEqual({
        ok: false,
        error: {
          code: 'invalid_request',
          callIds: [],
          text: { id: 'decision.malformed', params: { fields: 'decisions.0.args' } },
        },
      });
      expect(wordInEnglish(refused.ok ? undefined : refused.error.text)).toBe(
        'The answer was not valid (in: decisions.0.args). Nothing was done.',
      );
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
    const refused = await t.core.submitDecisions({ approvalId, decisions: [{ callId, action: 'edit', args }] });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_args',
        callIds: [callId],
        text: { id: 'edit.invalidArgs', params: { tool: 'write_file' } },
      },
    });
    expect(wordInEnglish(refused.ok ? undefined : refused.error.text)).toContain('constructor');
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(approvalId);
    expect(t.effects()).toEqual([]);
  });
});
