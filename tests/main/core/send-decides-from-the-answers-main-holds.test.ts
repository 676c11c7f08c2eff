import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import { derivePreviewTokenText, MAX_APPROVAL_DRAFT_CHARS, type CallDraft } from '../../../src/shared/approval-drafts';
import { TOOL_ARGS_INPUT_LIMITS } from '../../../src/shared/decisions';
import type { PendingCall } from '../../../src/shared/events';

let t: TestCore;
afterEach(async () => t?.dispose());

const tokenOf = (c: PendingCall) =>
  createHash('sha256')
    .update(derivePreviewTokenText(c.tool, c.args, c.inspection))
    .digest('hex');
const draft = (over: Partial<CallDraft>): CallDraft => ({
  action: null,
  reason: '',
  editText: null,
  passEnv: [],
  ...over,
});
const TWO_COMMANDS = [
  reply(toolUse('a', 'run_command', { command: 'make mail' }), toolUse('b', 'run_command', { command: 'make notes' })),
  final('done'),
];

async function pending() {
  const s = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
  await waitForRunState(t.core, s.id, 'awaiting_approval');
  const p = t.core.loadSession(s.id).pending!;
  return { sid: s.id, p, a: p.calls[0]!, b: p.calls[1]! };
}

describe('Send decides from the answers main holds, not from a list a window sends', () => {
  it('a denial with its reason, kept by main, stays a denial: what ran and what the record says follow the drafts', async () => {
    t = await openTestCore(TWO_COMMANDS);
    const { sid, p, a, b } = await pending();
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-one',
      draft: draft({ action: 'deny', reason: 'Do NOT send this' }),
    });
    const saved = t.core.drafts.save({
      approvalId: p.approvalId,
      callId: b.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    expect(saved).toEqual({ ok: true, version: 2 });
    expect(
      await t.core.drafts.send({ approvalId: p.approvalId, version: 2, previewTokens: { [b.callId]: tokenOf(b) } }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'completed');
    expect(t.effects()).toEqual(['start make notes', 'end make notes']);
    const decision = t.core.loadSession(sid).events.find((e) => e.kind === 'decision');
    expect(decision?.kind === 'decision' && decision.data.decisions.map((d) => [d.action, d.reason])).toEqual([
      ['deny', 'Do NOT send this'],
      ['approve', undefined],
    ]);
  });

  it('a half-answered sheet survives a restart exactly as it was, and every window hears each answer', async () => {
    t = await openTestCore(TWO_COMMANDS);
    const { p, a } = await pending();
    const typed = draft({ action: 'deny', reason: 'Not this one — half way through' });
    t.core.drafts.save({ approvalId: p.approvalId, callId: a.callId, client: 'window-one', draft: typed });
    expect(t.events.filter((e) => e.type === 'approval_draft')).toEqual([
      {
        type: 'approval_draft',
        approvalId: p.approvalId,
        callId: a.callId,
        version: 1,
        client: 'window-one',
        draft: typed,
      },
    ]);
    // Never an event of the log.
    expect(t.core.loadSession(p.sessionId).events.map((e) => e.kind)).not.toContain('approval_draft');
    await t.core.close();
    await t.reopen();
    expect(t.core.drafts.load(p.approvalId)).toEqual({
      approvalId: p.approvalId,
      version: 1,
      calls: { [a.callId]: { draft: typed, client: 'window-one' } },
    });
  });

  it('refuses a send that names an older version (the answers changed in another window), deciding nothing', async () => {
    t = await openTestCore(TWO_COMMANDS);
    const { sid, p, a, b } = await pending();
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: b.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    // The inbox, in another window, turns the first into a no.
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-two',
      draft: draft({ action: 'deny' }),
    });
    const tokens = { [a.callId]: tokenOf(a), [b.callId]: tokenOf(b) };
    expect(await t.core.drafts.send({ approvalId: p.approvalId, version: 2, previewTokens: tokens })).toMatchObject({
      ok: false,
      error: { code: 'drafts_changed' },
    });
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(p.approvalId);
    expect(t.effects()).toEqual([]);
  });

  it('refuses the whole send when an approved call was not shown as it is (a wrong or missing token)', async () => {
    t = await openTestCore(TWO_COMMANDS);
    const { sid, p, a, b } = await pending();
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: b.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    const missing = await t.core.drafts.send({
      approvalId: p.approvalId,
      version: 2,
      previewTokens: { [a.callId]: tokenOf(a) },
    });
    expect(missing).toMatchObject({ ok: false, error: { code: 'preview_changed', callIds: [b.callId] } });
    const other = await t.core.drafts.send({
      approvalId: p.approvalId,
      version: 2,
      previewTokens: { [a.callId]: tokenOf(a), [b.callId]: tokenOf(a) },
    });
    expect(other).toMatchObject({ ok: false, error: { code: 'preview_changed', callIds: [b.callId] } });
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(p.approvalId);
    expect(t.effects()).toEqual([]);
  });

  it('refuses while a call has no answer, and a draft for a call the approval does not hold', async () => {
    t = await openTestCore(TWO_COMMANDS);
    const { p, a } = await pending();
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    expect(
      await t.core.drafts.send({ approvalId: p.approvalId, version: 1, previewTokens: { [a.callId]: tokenOf(a) } }),
    ).toMatchObject({ ok: false, error: { code: 'missing_calls', callIds: [p.calls[1]!.callId] } });
    expect(
      t.core.drafts.save({
        approvalId: p.approvalId,
        callId: 'call_someone_else',
        client: 'window-one',
        draft: draft({ action: 'approve' }),
      }),
    ).toMatchObject({ ok: false });
    expect(
      t.core.drafts.save({
        approvalId: 'apr_gone',
        callId: a.callId,
        client: 'window-one',
        draft: draft({ action: 'approve' }),
      }),
    ).toMatchObject({ ok: false });
  });

  it('a draft for a call of another waiting approval is refused, and neither approval holds it', async () => {
    t = await openTestCore([TWO_COMMANDS[0]!, reply(toolUse('c', 'run_command', { command: 'make c' }))]);
    const first = await pending();
    const other = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: other.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, other.id, 'awaiting_approval');
    const second = t.core.loadSession(other.id).pending!;
    expect(second.approvalId).not.toBe(first.p.approvalId);
    const crossed = t.core.drafts.save({
      approvalId: first.p.approvalId,
      callId: second.calls[0]!.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    expect(crossed).toMatchObject({ ok: false });
    expect(t.core.drafts.load(first.p.approvalId)).toEqual({ approvalId: first.p.approvalId, version: 0, calls: {} });
    expect(t.core.drafts.load(second.approvalId)).toEqual({ approvalId: second.approvalId, version: 0, calls: {} });
  });

  const THREE_COMMANDS = [
    reply(
      toolUse('a', 'run_command', { command: 'make a' }),
      toolUse('b', 'run_command', { command: 'make b' }),
      toolUse('c', 'run_command', { command: 'make c' }),
    ),
    final('done'),
  ];
  /** Two edits as long as a window may send (the largest call, and the rest of the room), leaving 10 characters. */
  const fill = (p: { approvalId: string }, first: string, second: string) => {
    expect(
      t.core.drafts.save({
        approvalId: p.approvalId,
        callId: first,
        client: 'window-one',
        draft: draft({ action: 'edit', editText: 'x'.repeat(TOOL_ARGS_INPUT_LIMITS.chars) }),
      }),
    ).toMatchObject({ ok: true });
    expect(
      t.core.drafts.save({
        approvalId: p.approvalId,
        callId: second,
        client: 'window-one',
        draft: draft({
          action: 'edit',
          editText: 'y'.repeat(MAX_APPROVAL_DRAFT_CHARS - TOOL_ARGS_INPUT_LIMITS.chars - 10),
        }),
      }),
    ).toMatchObject({ ok: true });
  };

  it('refuses a draft that would take the sheet past what its drafts may hold together, keeping every earlier answer', async () => {
    t = await openTestCore(THREE_COMMANDS);
    const { p, a, b } = await pending();
    const c = p.calls[2]!;
    fill(p, a.callId, b.callId);
    const over = t.core.drafts.save({
      approvalId: p.approvalId,
      callId: c.callId,
      client: 'window-one',
      draft: draft({ action: 'deny', reason: 'this reason is longer than ten characters' }),
    });
    expect(over).toMatchObject({
      ok: false,
      text: { id: 'drafts.tooLong', params: { max: MAX_APPROVAL_DRAFT_CHARS } },
    });
    expect(wordInEnglish(over.ok ? undefined : over.text)).toContain('too long to keep together');
    const held = t.core.drafts.load(p.approvalId);
    expect(held.calls[a.callId]?.draft.editText).toHaveLength(TOOL_ARGS_INPUT_LIMITS.chars);
    expect(held.calls[c.callId]?.draft).toEqual(draft({}));
    // Replacing a long edit with a short answer frees the room: the same reason is kept then.
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    expect(
      t.core.drafts.save({
        approvalId: p.approvalId,
        callId: c.callId,
        client: 'window-one',
        draft: draft({ action: 'deny', reason: 'this reason is longer than ten characters' }),
      }),
    ).toMatchObject({ ok: true });
  });

  it('a refused answer never lets an older one be sent in its place: the call is emptied, every window is told, and Send waits for an answer', async () => {
    t = await openTestCore(THREE_COMMANDS);
    const { p, a, b } = await pending();
    const c = p.calls[2]!;
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: c.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    fill(p, a.callId, b.callId);
    // The person turns the approved call into a no with a reason the cap cannot keep.
    expect(
      t.core.drafts.save({
        approvalId: p.approvalId,
        callId: c.callId,
        client: 'window-one',
        draft: draft({ action: 'deny', reason: 'no, not this mail, never' }),
      }),
    ).toMatchObject({ ok: false });
    const held = t.core.drafts.load(p.approvalId);
    expect(held.calls[c.callId]?.draft.action).toBeNull();
    expect(t.events.filter((e) => e.type === 'approval_draft').at(-1)).toMatchObject({
      callId: c.callId,
      client: 'gatehouse-main',
      draft: draft({}),
    });
    const sent = await t.core.drafts.send({
      approvalId: p.approvalId,
      version: held.version,
      previewTokens: { [c.callId]: tokenOf(c) },
    });
    expect(sent).toMatchObject({ ok: false, error: { code: 'missing_calls' } });
    expect(t.effects()).toEqual([]);
  });

  it('an edit runs as the text the person typed, with the preview main showed for it', async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make mail' })), final('done')]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');
    const p = t.core.loadSession(s.id).pending!;
    const call = p.calls[0]!;
    const look = await t.core.previewEdit({
      approvalId: p.approvalId,
      callId: call.callId,
      args: { command: 'make notes' },
    });
    if (!look.ok) throw new Error(look.text.id);
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: call.callId,
      client: 'window-one',
      draft: draft({ action: 'edit', editText: '{ "command": "make notes" }' }),
    });
    expect(
      await t.core.drafts.send({
        approvalId: p.approvalId,
        version: 1,
        previewTokens: { [call.callId]: look.previewToken },
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['start make notes', 'end make notes']);
  });

  it('a decision takes its drafts with it, and Delete everything leaves none', async () => {
    t = await openTestCore([...TWO_COMMANDS, reply(toolUse('c', 'run_command', { command: 'make c' })), final('ok')]);
    const { sid, p, a, b } = await pending();
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: a.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    t.core.drafts.save({
      approvalId: p.approvalId,
      callId: b.callId,
      client: 'window-one',
      draft: draft({ action: 'approve' }),
    });
    await t.core.drafts.send({
      approvalId: p.approvalId,
      version: 2,
      previewTokens: { [a.callId]: tokenOf(a), [b.callId]: tokenOf(b) },
    });
    await waitForRunState(t.core, sid, 'completed');
    expect(t.core.drafts.load(p.approvalId)).toEqual({ approvalId: p.approvalId, version: 0, calls: {} });
    await t.core.send({ sessionId: sid, text: 'again', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, sid, 'awaiting_approval');
    const next = t.core.loadSession(sid).pending!;
    t.core.drafts.save({
      approvalId: next.approvalId,
      callId: next.calls[0]!.callId,
      client: 'window-one',
      draft: draft({ action: 'deny', reason: 'secret reason' }),
    });
    await t.core.deleteEverything();
    expect(t.core.drafts.load(next.approvalId).calls).toEqual({});
  });
});
