import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';

let t: TestCore;
afterEach(async () => t?.dispose());

async function pending() {
  const s = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
  await waitForRunState(t.core, s.id, 'awaiting_approval');
  return { sid: s.id, p: t.core.loadSession(s.id).pending! };
}

describe('a submission whose approve or deny carries arguments, or carries unknown fields', () => {
  it.each([
    ['approve with args', { action: 'approve', args: { command: 'rm -rf ~' } }],
    ['deny with args', { action: 'deny', args: { command: 'rm -rf ~' } }],
    ['an unknown field on a decision', { action: 'approve', argz: { command: 'rm -rf ~' } }],
  ])('%s is refused whole, names the problem, and nothing runs', async (_name, extra) => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make' })), final('ok')]);
    const { sid, p } = await pending();
    const callId = p.calls[0]!.callId;
    const res = await t.core.submitDecisions({ approvalId: p.approvalId, decisions: [{ callId, ...extra }] } as never);
    expect(res).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const router = createIpcRouter(
      buildIpcHandlers(t.core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }),
      () => true,
    );
    // A window holds no decision at all: its draft of the answer is only what the person chose.
    const draft = {
      action: extra.action,
      reason: '',
      editText: null,
      passEnv: [],
      ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'action')),
    };
    const viaIpc = await router.dispatch(
      'approval:save-draft',
      { approvalId: p.approvalId, callId, client: 'window-one', draft },
      { url: 'app' },
    );
    expect(viaIpc).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(p.approvalId);
    expect(t.effects()).toEqual([]);
  });

  it('an unknown top-level field is refused too', async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make' })), final('ok')]);
    const { p } = await pending();
    const res = await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: [{ callId: p.calls[0]!.callId, action: 'approve' }],
      settledBy: { by: 'reviewer' },
    } as never);
    expect(res).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});
