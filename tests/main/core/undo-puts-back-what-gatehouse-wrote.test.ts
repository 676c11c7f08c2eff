import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import { UNDO_NOTE_PREFIX } from '../../../src/main/agent/projections/build-model-history';

/**
 * Undo with the real file tools behind the real core: a checkpoint of what each write
 * replaced is kept, and Undo puts it back byte for byte, deletes a file Gatehouse created, and is
 * refused (naming the file) once the file changed since Gatehouse wrote it.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const ws = (name: string) => join(t.workspace, name);
const bytes = (name: string) => readFileSync(ws(name));

/** One approved write_file in manual mode; returns the session and the call's id. */
async function approvedWrite(
  path: string,
  content: string,
  sid?: string,
): Promise<{ sid: string; callId: string; runId: string }> {
  t.server.push(reply(text(`Writing ${path}.`), toolUse(`tu_${path}`, 'write_file', { path, content })));
  t.server.push(final('Done.'));
  const id = sid ?? t.core.createSession({ workspace: t.workspace }).id;
  const { runId } = await t.core.send({
    sessionId: id,
    text: `write ${path}`,
    workMode: 'agent',
    approvalMode: 'manual',
  });
  await waitForRunState(t.core, id, 'awaiting_approval');
  const pending = t.core.loadSession(id).pending!;
  await t.core.submitDecisions({
    approvalId: pending.approvalId,
    decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
  });
  await waitForRunState(t.core, id, 'completed');
  return { sid: id, callId: pending.calls[0]!.callId, runId };
}

describe('undo of what Gatehouse wrote', () => {
  it('puts an approved write back byte for byte (BOM, CRLF, file mode), after showing its diff; recorded and audited', async () => {
    t = await openTestCore([], { realTools: true });
    // UTF-8 with a BOM and CRLF line endings, and a mode of its own.
    const original = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('first line\r\nsecond — line\r\nthird\r\n', 'utf8'),
    ]);
    writeFileSync(ws('notes.txt'), original);
    chmodSync(ws('notes.txt'), 0o640);
    const { sid, callId } = await approvedWrite('notes.txt', 'first line\r\nSECOND\r\nthird\r\nfourth\r\n');
    expect(bytes('notes.txt').equals(original)).toBe(false);

    expect(t.core.loadUndoStatus(sid).calls).toEqual([{ callId, runId: expect.any(String), state: 'available' }]);
    const preview = await t.core.previewUndo({ sessionId: sid, callId });
    expect(preview).toMatchObject({
      ok: true,
      callIds: [callId],
      files: [{ path: 'notes.txt', action: 'restore', added: 1, removed: 2 }],
    });
    if (!preview.ok) throw new Error(preview.text.id);
    expect(preview.files[0]!.unified).toContain('-SECOND');
    expect(preview.files[0]!.unified).toContain('+second — line');
    expect(bytes('notes.txt').equals(original)).toBe(false); // the preview changed nothing

    const undone = await t.core.undo({ sessionId: sid, callId });
    expect(undone).toEqual({ outcome: 'success', text: { id: 'undo.done', params: { files: 'notes.txt' } } });
    expect(wordInEnglish(undone.text)).toBe('Undone: notes.txt.');
    expect(bytes('notes.txt').equals(original)).toBe(true);
    expect(statSync(ws('notes.txt')).mode & 0o777).toBe(0o640);

    const kinds = t.core.loadSession(sid).events.map((e) => e.kind);
    expect(kinds.slice(-2)).toEqual(['undo_requested', 'undo_result']);
    expect(t.core.loadUndoStatus(sid).calls[0]!.state).toBe('undone');
    const audit = t.core.exportAudit(sid).entries.find((e) => e.callId === callId)!;
    expect(audit).toMatchObject({ outcome: 'success', undo: { by: 'person', scope: 'call', outcome: 'success' } });
    // The undo's events name calls and files, never their content (that stays in the checkpoints table).
    expect(JSON.stringify(t.core.loadSession(sid).events.filter((e) => e.kind.startsWith('undo_')))).not.toContain(
      'second — line',
    );

    // Undone twice is refused: nothing is left to undo.
    await expect(t.core.undo({ sessionId: sid, callId })).rejects.toMatchObject({ code: 'invalid_input' });

    // The model is told before its next turn that its write is gone.
    t.server.push(final('Understood.'));
    await t.core.send({ sessionId: sid, text: 'carry on', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, sid, 'completed');
    expect(JSON.stringify(t.server.requests.at(-1)!.body.messages)).toContain(UNDO_NOTE_PREFIX.slice(0, 40));
  });

  it('deletes a file Gatehouse created', async () => {
    t = await openTestCore([], { realTools: true });
    const { sid, callId } = await approvedWrite('new/created.md', '# made by the model\n');
    expect(existsSync(ws('new/created.md'))).toBe(true);
    const preview = await t.core.previewUndo({ sessionId: sid, callId });
    expect(preview).toMatchObject({ ok: true, files: [{ path: 'new/created.md', action: 'delete', removed: 1 }] });
    expect((await t.core.undo({ sessionId: sid, callId })).outcome).toBe('success');
    expect(existsSync(ws('new/created.md'))).toBe(false);
  });

  it('is refused, naming the file, once the file changed since Gatehouse wrote it; nothing is touched and the refusal is audited', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(ws('plan.txt'), 'one\n');
    const { sid, callId } = await approvedWrite('plan.txt', 'two\n');
    writeFileSync(ws('plan.txt'), 'three, by the person\n');

    const preview = await t.core.previewUndo({ sessionId: sid, callId });
    expect(preview).toEqual({ ok: false, text: { id: 'undo.refusedChanged', params: { file: 'plan.txt' } } });
    expect(wordInEnglish(preview.ok ? undefined : preview.text)).toContain('plan.txt changed since Gatehouse wrote it');
    const outcome = await t.core.undo({ sessionId: sid, callId });
    expect(outcome).toMatchObject({
      outcome: 'refused',
      text: { id: 'undo.refusedChanged', params: { file: 'plan.txt' } },
    });
    expect(wordInEnglish(outcome.text)).toContain('plan.txt changed since Gatehouse wrote it');
    expect(readFileSync(ws('plan.txt'), 'utf8')).toBe('three, by the person\n');
    expect(t.core.exportAudit(sid).entries.find((e) => e.callId === callId)!.undo).toMatchObject({
      outcome: 'refused',
    });
    expect(t.core.loadUndoStatus(sid).calls[0]!.state).toBe('available');
  });

  it('undoes a whole run allowed by yolo: several files, newest write first, all or nothing', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(ws('a.txt'), 'a0\n');
    writeFileSync(ws('b.txt'), 'b0\r\n');
    t.server.push(
      reply(
        text('Three writes.'),
        toolUse('w1', 'write_file', { path: 'a.txt', content: 'a1\n' }),
        toolUse('w2', 'write_file', { path: 'c.txt', content: 'c1\n' }),
      ),
    );
    t.server.push(
      reply(
        text('And more.'),
        toolUse('w3', 'write_file', { path: 'a.txt', content: 'a2\n' }),
        toolUse('w4', 'edit_file', { path: 'b.txt', old_string: 'b0', new_string: 'b1' }),
      ),
    );
    t.server.push(final('Done.'));
    const sid = t.core.createSession({ workspace: t.workspace }).id;
    const { runId } = await t.core.send({
      sessionId: sid,
      text: 'change things',
      workMode: 'agent',
      approvalMode: 'yolo',
    });
    await waitForRunState(t.core, sid, 'completed');
    expect([
      readFileSync(ws('a.txt'), 'utf8'),
      readFileSync(ws('b.txt'), 'utf8'),
      readFileSync(ws('c.txt'), 'utf8'),
    ]).toEqual(['a2\n', 'b1\r\n', 'c1\n']);
    expect(t.core.loadUndoStatus(sid).calls.map((c) => c.state)).toEqual([
      'available',
      'available',
      'available',
      'available',
    ]);

    // One file changed: the whole run is refused, and no file is touched.
    writeFileSync(ws('c.txt'), 'c by the person\n');
    const refused = await t.core.previewUndo({ sessionId: sid, runId });
    expect(refused).toEqual({ ok: false, text: { id: 'undo.refusedChanged', params: { file: 'c.txt' } } });
    expect(wordInEnglish(refused.ok ? undefined : refused.text)).toContain('c.txt changed');
    expect((await t.core.undo({ sessionId: sid, runId })).outcome).toBe('refused');
    expect([readFileSync(ws('a.txt'), 'utf8'), readFileSync(ws('b.txt'), 'utf8')]).toEqual(['a2\n', 'b1\r\n']);

    writeFileSync(ws('c.txt'), 'c1\n');
    const preview = await t.core.previewUndo({ sessionId: sid, runId });
    if (!preview.ok) throw new Error(preview.text.id);
    // Newest write first; a.txt, written twice, goes back to what it held before the first write.
    expect(preview.files.map((f) => [f.path, f.action])).toEqual([
      ['b.txt', 'restore'],
      ['a.txt', 'restore'],
      ['c.txt', 'delete'],
    ]);
    expect(preview.files[1]!.unified).toContain('-a2');
    expect(preview.files[1]!.unified).toContain('+a0');
    const undone = await t.core.undo({ sessionId: sid, runId });
    expect(undone).toEqual({ outcome: 'success', text: { id: 'undo.done', params: { files: 'b.txt, a.txt, c.txt' } } });
    expect(wordInEnglish(undone.text)).toBe('Undone: b.txt, a.txt, c.txt.');
    expect(readFileSync(ws('a.txt'), 'utf8')).toBe('a0\n');
    expect(readFileSync(ws('b.txt'), 'utf8')).toBe('b0\r\n');
    expect(existsSync(ws('c.txt'))).toBe(false);
    expect(t.core.loadUndoStatus(sid).calls.every((c) => c.state === 'undone')).toBe(true);
    expect(t.core.exportAudit(sid).entries.filter((e) => e.undo?.outcome === 'success')).toHaveLength(4);
  });

  it('keeps undo storage within its limit, dropping the oldest first and saying so on its card', async () => {
    t = await openTestCore([], { realTools: true });
    t.core.updateSettings({ checkpointLimitMb: 1 });
    const big = (c: string) => `${c.repeat(69)}\n`.repeat(10_000); // 700 kB
    writeFileSync(ws('old.txt'), big('o'));
    writeFileSync(ws('newer.txt'), big('n'));
    const first = await approvedWrite('old.txt', 'small\n');
    const second = await approvedWrite('newer.txt', 'small too\n', first.sid);
    const states = new Map(t.core.loadUndoStatus(first.sid).calls.map((c) => [c.callId, c.state]));
    expect(states.get(first.callId)).toBe('too_old');
    expect(states.get(second.callId)).toBe('available');
    const tooOld = await t.core.previewUndo({ sessionId: first.sid, callId: first.callId });
    expect(tooOld).toEqual({ ok: false, text: { id: 'undo.tooOld', params: { file: 'old.txt' } } });
    expect(wordInEnglish(tooOld.ok ? undefined : tooOld.text)).toContain('old.txt is too old to undo');
    expect(t.core.listCheckpoints().map((c) => [c.path.endsWith('old.txt'), c.size, c.droppedAt !== null])).toEqual([
      [true, 700_000, true],
      [false, 700_000, false],
    ]);
    expect((await t.core.undo({ sessionId: first.sid, callId: second.callId })).outcome).toBe('success');
    expect(readFileSync(ws('newer.txt'), 'utf8')).toBe(big('n'));
  });

  it('refuses an undo while the conversation is waiting for an answer, and one for a run that has not ended', async () => {
    t = await openTestCore([], { realTools: true });
    const { sid, callId } = await approvedWrite('x.txt', 'x\n');
    t.server.push(reply(text('Another.'), toolUse('w9', 'write_file', { path: 'y.txt', content: 'y\n' })));
    const { runId } = await t.core.send({ sessionId: sid, text: 'more', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, sid, 'awaiting_approval');
    await expect(t.core.undo({ sessionId: sid, callId })).rejects.toMatchObject({ code: 'approval_pending' });
    const notEnded = await t.core.previewUndo({ sessionId: sid, runId });
    expect(notEnded).toEqual({ ok: false, text: { id: 'undo.runNotEnded', params: {} } });
    expect(wordInEnglish(notEnded.ok ? undefined : notEnded.text)).toContain('has not ended');
    expect(existsSync(ws('x.txt'))).toBe(true);
  });

  it('goes with its conversation when it is deleted, and with Delete everything', async () => {
    t = await openTestCore([], { realTools: true });
    writeFileSync(ws('k.txt'), 'kept-content-marker-1234\n');
    const one = await approvedWrite('k.txt', 'changed\n');
    const two = await approvedWrite('l.txt', 'other\n');
    expect(t.core.listCheckpoints()).toHaveLength(2);
    t.core.deleteSession(one.sid);
    expect(t.core.listCheckpoints().map((c) => c.sessionId)).toEqual([two.sid]);
    await t.core.deleteEverything();
    expect(t.core.listCheckpoints()).toEqual([]);
    await t.core.close();
    const files = ['gatehouse.db', 'gatehouse.db-wal'].map((f) => join(t.dataDir, f)).filter(existsSync);
    for (const f of files) expect(readFileSync(f).includes('kept-content-marker-1234')).toBe(false);
  });
});
