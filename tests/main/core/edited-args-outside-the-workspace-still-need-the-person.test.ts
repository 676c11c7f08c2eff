import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore, sendUntilApproval } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('an edit that moves a call outside the workspace', () => {
  it('is refused whole on a sheet that never warned about outside; nothing is written there', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'notes.txt', content: 'hello' })), final('ok')]);
    const { session: s, pending: p } = await sendUntilApproval(t, 'write');
    const callId = p.calls[0]!.callId;
    expect(p.calls[0]!.inspection.outsideWorkspace).toBe(false);
    const smuggled = { path: join(t.root, 'outside.txt'), content: 'hello' };

    const preview = await t.core.previewEdit({ approvalId: p.approvalId, callId, args: smuggled });
    expect(preview).toMatchObject({ ok: false, text: { id: 'edit.reachesOutside' } });
    expect(wordInEnglish(preview.ok ? undefined : preview.text)).toMatch(/outside the workspace/);
    const res = await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: [{ callId, action: 'edit', args: smuggled }],
    });
    expect(res).toMatchObject({
      ok: false,
      error: { code: 'invalid_args', callIds: [callId], text: { id: 'edit.reachesOutside' } },
    });
    expect(wordInEnglish(res.ok ? undefined : res.error.text)).toMatch(/outside the workspace/);
    expect(t.core.loadSession(s.id).pending?.approvalId).toBe(p.approvalId);
    await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(t.root, 'outside.txt'))).toBe(false);
    expect(t.effects()).toEqual([]);
  });

  it('a call the sheet already showed as outside may be edited (the person decides there)', async () => {
    t = await openTestCore([
      reply(toolUse('w', 'write_file', { path: '../outside-a.txt', content: 'x' })),
      final('ok'),
    ]);
    const { session: s, pending: p } = await sendUntilApproval(t, 'write', 'yolo');
    const callId = p.calls[0]!.callId;
    expect(p.calls[0]!.inspection.outsideWorkspace).toBe(true);
    const res = await t.core.submitDecisions({
      approvalId: p.approvalId,
      decisions: [{ callId, action: 'edit', args: { path: '../outside-b.txt', content: 'y' } }],
    });
    expect(res).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write ../outside-b.txt y']);
  });
});
