import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PendingApproval } from '../../../src/shared/views';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

/**
 * Rule: a file that changed since its diff was shown is asked again. The sheet shows the main
 * process's preview of edited arguments; the edit decision carries that preview's token, and the
 * submission is checked against a fresh look. Real tools, real files, real SQLite.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const EDITED = { path: 'notes.md', content: 'edited by the person\n' };
const onDisk = () => readFileSync(join(t.workspace, 'notes.md'), 'utf8');

async function proposeTwoWrites(): Promise<{ sid: string; pending: PendingApproval }> {
  t.server.push(
    reply(
      text('I will update both files.'),
      toolUse('call_0', 'write_file', { path: 'notes.md', content: 'from the model\n' }),
      toolUse('call_1', 'write_file', { path: 'other.md', content: 'other\n' }),
    ),
    final('Done.'),
  );
  const s = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: s.id, text: 'update the notes', workMode: 'agent', approvalMode: 'manual' });
  await waitForRunState(t.core, s.id, 'awaiting_approval');
  return { sid: s.id, pending: t.core.loadSession(s.id).pending! };
}

async function previewToken(pending: PendingApproval): Promise<string> {
  const preview = await t.core.previewEdit({
    approvalId: pending.approvalId,
    callId: pending.calls[0]!.callId,
    args: EDITED,
  });
  if (!preview.ok) throw new Error(preview.text.id);
  return preview.previewToken;
}

describe('an edit whose file changed between its preview and the submission', () => {
  it('is refused whole, naming the file in plain words: nothing is written and the approval still waits', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.md'), 'v1\n');
    const { sid, pending } = await proposeTwoWrites();
    const token = await previewToken(pending);
    writeFileSync(join(t.workspace, 'notes.md'), 'v2 saved by someone else\n');
    const before = t.core.loadSession(sid).events.length;

    const [edit, other] = pending.calls;
    const result = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: edit!.callId, action: 'edit', args: EDITED, previewToken: token },
        { callId: other!.callId, action: 'approve' },
      ],
    });

    expect(result).toEqual({
      ok: false,
      error: {
        code: 'preview_changed',
        callIds: [edit!.callId],
        text: { id: 'decision.previewChanged', params: { count: 1, files: 'notes.md' } },
      },
    });
    expect(wordInEnglish(result.ok ? undefined : result.error.text)).toBe(
      'notes.md changed while you were editing. Nothing was done: look at the new preview, then send again.',
    );
    expect(onDisk()).toBe('v2 saved by someone else\n');
    expect(() => readFileSync(join(t.workspace, 'other.md'))).toThrow();
    expect(t.core.loadSession(sid).events.length).toBe(before);
    expect(t.core.loadSession(sid).pending?.approvalId).toBe(pending.approvalId);
    expect(t.core.listSessions()[0]!.runState).toBe('awaiting_approval');
  });

  it('runs once the person submits against the new preview, which shows the file as it is now', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.md'), 'v1\n');
    const { sid, pending } = await proposeTwoWrites();
    const stale = await previewToken(pending);
    writeFileSync(join(t.workspace, 'notes.md'), 'v2\n');

    const fresh = await t.core.previewEdit({
      approvalId: pending.approvalId,
      callId: pending.calls[0]!.callId,
      args: EDITED,
    });
    expect(fresh.ok && fresh.previewToken).not.toBe(stale);
    const write = fresh.ok && fresh.inspection.preview.type === 'write' ? fresh.inspection.preview.write : null;
    expect(write?.original).toBe('v2\n');
    const result = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        {
          callId: pending.calls[0]!.callId,
          action: 'edit',
          args: EDITED,
          previewToken: fresh.ok ? fresh.previewToken : '',
        },
        { callId: pending.calls[1]!.callId, action: 'deny' },
      ],
    });
    expect(result).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'completed');
    expect(onDisk()).toBe(EDITED.content);
  });

  it('is accepted when the file is as the preview showed it, and the same look gives the same token', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.md'), 'v1\n');
    const { sid, pending } = await proposeTwoWrites();
    const token = await previewToken(pending);
    expect(await previewToken(pending)).toBe(token);

    const result = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: pending.calls[0]!.callId, action: 'edit', args: EDITED, previewToken: token },
        { callId: pending.calls[1]!.callId, action: 'approve' },
      ],
    });
    expect(result).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'completed');
    expect(onDisk()).toBe(EDITED.content);
    expect(readFileSync(join(t.workspace, 'other.md'), 'utf8')).toBe('other\n');
  });

  it('is refused as malformed when a token rides on an approve', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.md'), 'v1\n');
    const { pending } = await proposeTwoWrites();
    const token = await previewToken(pending);
    const result = await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: pending.calls[0]!.callId, action: 'approve', previewToken: token },
        { callId: pending.calls[1]!.callId, action: 'approve' },
      ],
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        text: { id: 'decision.malformed', params: { fields: 'decisions.0.previewToken' } },
      },
    });
    expect(onDisk()).toBe('v1\n');
  });
});
