import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

async function pendingWrite() {
  const s = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'manual' });
  await waitForRunState(t.core, s.id, 'awaiting_approval');
  return { sid: s.id, p: t.core.loadSession(s.id).pending! };
}

describe('edited arguments', () => {
  it('run as edited; history, audit and the result all show what ran and what was proposed', async () => {
    t = await openTestCore([
      reply(text('Saving.'), toolUse('w', 'write_file', { path: 'a.txt', content: '60 EUR' })),
      final('Saved.'),
    ]);
    const { sid, p } = await pendingWrite();
    const preview = await t.core.previewEdit({
      approvalId: p.approvalId,
      callId: p.calls[0]!.callId,
      args: { path: 'a.txt', content: '40 EUR' },
    });
    expect(preview).toMatchObject({ ok: true, args: { path: 'a.txt', content: '40 EUR' } });
    const res = await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: [{ callId: p.calls[0]!.callId, action: 'edit', args: { path: 'a.txt', content: '40 EUR' } }],
    });
    expect(res).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'completed');
    expect(readFileSync(join(t.workspace, 'a.txt'), 'utf8')).toBe('40 EUR');
    const msgs = t.server.requests[1]!.body.messages;
    const toolUseBlock = (msgs.at(-2)!.content as { type: string; input?: unknown }[]).find(
      (b) => b.type === 'tool_use',
    );
    expect(toolUseBlock?.input).toEqual({ path: 'a.txt', content: '40 EUR' });
    const result = (msgs.at(-1)!.content as { content: string }[])[0]!.content;
    expect(result).toContain('changed the arguments');
    expect(result).toContain('60 EUR');
    const call = t.core.loadSession(sid).events.find((e) => e.kind === 'tool_call');
    expect(call?.kind === 'tool_call' && call.data).toMatchObject({
      args: { content: '40 EUR' },
      originalArgs: { content: '60 EUR' },
      settledBy: { by: 'person' },
    });
    expect(t.core.exportAudit(sid).entries).toMatchObject([
      {
        action: 'edit',
        settledBy: { by: 'person' },
        args: { content: '40 EUR' },
        originalArgs: { content: '60 EUR' },
        outcome: 'success',
        workMode: 'agent',
        approvalMode: 'manual',
      },
    ]);
  });

  it('an invalid edit refuses the whole submission with invalid_args and nothing changes', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'A' })), final('ok')]);
    const { sid, p } = await pendingWrite();
    const callId = p.calls[0]!.callId;
    expect(await t.core.previewEdit({ approvalId: p.approvalId, callId, args: { path: 3 } })).toMatchObject({
      ok: false,
    });
    expect(
      await t.core.submitDecisions({
        approvalId: p.approvalId,
        decisions: [{ callId, action: 'edit', args: { path: 'a.txt', content: 1 } }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_args', callIds: [callId] } });
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(p.approvalId);
  });
});

describe('a stale call is asked again', () => {
  it('records the superseded decision and a new approval with a fresh preview; the audit shows both rounds', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'new' })), final('Done.')]);
    writeFileSync(join(t.workspace, 'a.txt'), 'v1');
    const { sid, p } = await pendingWrite();
    writeFileSync(join(t.workspace, 'a.txt'), 'v2 changed meanwhile');
    await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: [{ callId: p.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, sid, 'awaiting_approval');
    const second = t.core.loadSession(sid).pending!;
    expect(second.approvalId).not.toBe(p.approvalId);
    expect(second.calls[0]).toMatchObject({ callId: p.calls[0]!.callId, supersedes: { approvalId: p.approvalId } });
    const fresh = second.calls[0]!.inspection.preview;
    expect(fresh.type === 'write' && fresh.write.original).toBe('v2 changed meanwhile');
    expect(t.effects()).toEqual([]);
    await t.core.submitDecisions({
      approvalId: second.approvalId,
      decisions: [{ callId: second.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, sid, 'completed');
    expect(t.effects()).toEqual(['write a.txt new']);
    expect(t.core.exportAudit(sid).entries.map((e) => [e.action, e.approvalId])).toEqual([
      ['approve', p.approvalId],
      ['superseded', p.approvalId],
      ['approve', second.approvalId],
    ]);
    expect(t.server.requests).toHaveLength(2);
  });
});
