import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { say } from '../../../src/shared/main-messages';
import type { PendingApproval } from '../../../src/shared/views';
import { wordInEnglish } from '../../support/word-main';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * The real write_file (src/main/tools) and the real previews (src/main/preview) behind the real
 * core and the scripted model: real files in a temp workspace, a real SQLite file in a temp folder.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const ORIGINAL = 'alpha\r\nbeta\r\ngamma\r\n';
const PROPOSED = 'alpha\r\nBETA — changed\r\ngamma\r\ndelta';

async function proposeWrite(content: string): Promise<{ sid: string; pending: PendingApproval }> {
  t.server.push(
    reply(text('I will update notes.txt.'), toolUse('call_0', 'write_file', { path: 'notes.txt', content })),
  );
  const s = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: s.id, text: 'update the notes', workMode: 'agent', approvalMode: 'manual' });
  await waitForRunState(t.core, s.id, 'awaiting_approval');
  return { sid: s.id, pending: t.core.loadSession(s.id).pending! };
}

const onDisk = () => readFileSync(join(t.workspace, 'notes.txt'), 'utf8');
const writeOf = (p: PendingApproval) => {
  const preview = p.calls[0]!.inspection.preview;
  if (preview.type !== 'write') throw new Error(`expected a write preview, got ${preview.type}`);
  return preview.write;
};

describe('write_file with the real tools', () => {
  it('waits with a write diff, and after approval the file holds exactly the proposed content', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.txt'), ORIGINAL);
    const { sid, pending } = await proposeWrite(PROPOSED);
    const write = writeOf(pending);
    expect(write).toMatchObject({ kind: 'change', original: ORIGINAL, proposed: PROPOSED, added: 2, removed: 1 });
    expect(write.unified).toContain('-beta');
    expect(write.unified).toContain('+BETA — changed');
    expect(pending.calls[0]!.inspection).toMatchObject({
      defaultEffect: 'ask',
      outsideWorkspace: false,
      summary: say('call.writeChange', { file: 'notes.txt', added: 2, removed: 1 }),
    });
    expect(wordInEnglish(pending.calls[0]!.inspection.summary)).toBe('Change notes.txt (+2 −1)');
    expect(onDisk()).toBe(ORIGINAL);

    t.server.push(final('Updated.'));
    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'completed');
    expect(onDisk()).toBe(PROPOSED);
    const result = JSON.stringify(t.server.requests[1]!.body.messages.at(-1)!.content);
    expect(result).toContain('Wrote notes.txt');
    expect(result).not.toContain('is_error');
  });

  it('asks again with a fresh diff when the file changed before approval; the audit shows both rounds', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.txt'), ORIGINAL);
    const { sid, pending: first } = await proposeWrite(PROPOSED);
    // CRLF like the original: a write keeps the file's line endings, so the proposed text stays as it is.
    writeFileSync(join(t.workspace, 'notes.txt'), 'edited in another program\r\n');

    expect(
      await t.core.submitDecisions({
        approvalId: first.approvalId,
        decisions: [{ callId: first.calls[0]!.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'awaiting_approval');
    expect(onDisk()).toBe('edited in another program\r\n');
    const snapshot = t.core.loadSession(sid);
    const superseded = snapshot.events.find((e) => e.kind === 'decision_superseded');
    expect(superseded).toMatchObject({
      data: {
        approvalId: first.approvalId,
        callId: first.calls[0]!.callId,
        reason: { id: 'stale.fileChanged', params: { file: expect.stringMatching(/notes\.txt$/) } },
      },
    });
    expect(superseded?.kind === 'decision_superseded' && wordInEnglish(superseded.data.reason)).toContain(
      'notes.txt changed',
    );
    const second = snapshot.pending!;
    expect(second.approvalId).not.toBe(first.approvalId);
    expect(second.calls[0]).toMatchObject({
      callId: first.calls[0]!.callId,
      supersedes: { approvalId: first.approvalId },
    });
    expect(wordInEnglish(second.calls[0]!.supersedes?.reason)).toContain('changed');
    expect(writeOf(second)).toMatchObject({ original: 'edited in another program\r\n', proposed: PROPOSED });
    expect(writeOf(second).baseHash).not.toBe(writeOf(first).baseHash);
    expect(t.server.requests).toHaveLength(1);

    t.server.push(final('Updated after all.'));
    await t.core.submitDecisions({
      approvalId: second.approvalId,
      decisions: [{ callId: second.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, sid, 'completed');
    expect(onDisk()).toBe(PROPOSED);
    expect(t.core.exportAudit(sid).entries.map((e) => [e.settledBy.by, e.action, e.approvalId, e.outcome])).toEqual([
      ['person', 'approve', first.approvalId, undefined],
      ['policy', 'superseded', first.approvalId, 'not run: asked again'],
      ['person', 'approve', second.approvalId, 'success'],
    ]);
  });

  it('an edited content is what lands on disk, what the model sees as its tool_use, and the result says so', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(join(t.workspace, 'notes.txt'), ORIGINAL);
    const { sid, pending } = await proposeWrite(PROPOSED);
    const edited = 'alpha\r\nbeta, kept by the person\r\ngamma\r\n';
    const check = await t.core.previewEdit({
      approvalId: pending.approvalId,
      callId: pending.calls[0]!.callId,
      args: { path: 'notes.txt', content: edited },
    });
    expect(check.ok && check.inspection.preview.type === 'write' && check.inspection.preview.write.proposed).toBe(
      edited,
    );

    t.server.push(final('Noted your version.'));
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'edit', args: { path: 'notes.txt', content: edited } }],
    });
    await waitForRunState(t.core, sid, 'completed');
    expect(onDisk()).toBe(edited);

    const messages = t.server.requests[1]!.body.messages;
    const toolUseBlock = messages
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .find((b) => b.type === 'tool_use');
    expect(toolUseBlock).toMatchObject({
      id: 'call_0',
      name: 'write_file',
      input: { path: 'notes.txt', content: edited },
    });
    const result = messages.at(-1)!.content as { type: string; content: string; is_error?: boolean }[];
    expect(result[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'call_0' });
    expect(result[0]!.is_error).toBeUndefined();
    expect(result[0]!.content).toMatch(/^The person changed the arguments before approving\./);
    expect(result[0]!.content).toContain(JSON.stringify(PROPOSED).slice(1, -1));
    expect(t.core.exportAudit(sid).entries[0]).toMatchObject({
      action: 'edit',
      args: { content: edited },
      originalArgs: { content: PROPOSED },
      outcome: 'success',
    });
  });
});
