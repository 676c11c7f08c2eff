import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { say } from '../../../src/shared/main-messages';
import { final, reply, text, toolUse } from '../../support/model-server';
import { wordInEnglish } from '../../support/word-main';
import { openTestCore, waitForRunState, type TestCore, sendUntilApproval } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('a call yolo let through that is stale when it runs', () => {
  it('is put to the person with a fresh preview and a note; the audit shows yolo, then the person', async () => {
    let changes = 0;
    // Another program edits the file between the check and the write, once.
    const hooks = {
      beforeWrite: (path: string) => void (changes++ === 0 && writeFileSync(path, 'edited elsewhere\n')),
    };
    t = await openTestCore(
      [reply(text('Updating a.txt.'), toolUse('w', 'write_file', { path: 'a.txt', content: 'new\n' })), final('Done.')],
      { hooks },
    );
    writeFileSync(join(t.workspace, 'a.txt'), 'v1\n');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'update it', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'awaiting_approval');

    // Nothing was written and the model was not told anything yet: the person decides first.
    expect(readFileSync(join(t.workspace, 'a.txt'), 'utf8')).toBe('edited elsewhere\n');
    expect(t.effects()).toEqual([]);
    expect(t.server.requests).toHaveLength(1);
    const snapshot = t.core.loadSession(s.id);
    expect(snapshot.events.some((e) => e.kind === 'tool_result')).toBe(false);
    const call = snapshot.pending!.calls[0]!;
    expect(call).toMatchObject({
      tool: 'write_file',
      args: { path: 'a.txt', content: 'new\n' },
      rationale: 'Updating a.txt.',
    });
    expect(call.supersedes).toBeUndefined();
    const preview = call.inspection.preview;
    expect(preview.type === 'write' && preview.write.original).toBe('edited elsewhere\n');
    expect(preview.type === 'write' && preview.write.notes[0]).toEqual(say('stale.autoWrite'));
    expect(wordInEnglish(preview.type === 'write' ? preview.write.notes[0] : undefined)).toMatch(
      /^Asked again: .*the file changed after Gatehouse checked it, so nothing was written/,
    );

    const r = await t.core.submitDecisions({
      approvalId: snapshot.pending!.approvalId,
      decisions: [{ callId: call.callId, action: 'approve' }],
    });
    expect(r).toEqual({ ok: true });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt new']);
    expect(readFileSync(join(t.workspace, 'a.txt'), 'utf8')).toBe('new\n');

    expect(t.core.exportAudit(s.id).entries).toMatchObject([
      {
        callId: call.callId,
        settledBy: { by: 'yolo' },
        action: 'allow',
        approvalId: null,
        outcome: 'not run: asked again',
        reason: expect.stringMatching(/put to the person/),
      },
      {
        callId: call.callId,
        settledBy: { by: 'person' },
        action: 'approve',
        approvalId: snapshot.pending!.approvalId,
        outcome: 'success',
      },
    ]);
    // The model sees exactly one result for its one tool_use.
    const results = JSON.stringify(t.server.requests[1]!.body.messages).match(/"type":"tool_result"/g);
    expect(results).toHaveLength(1);
  });

  it('a person who denies it on the second look stops it for good', async () => {
    let changes = 0;
    const hooks = {
      beforeWrite: (path: string) => void (changes++ === 0 && writeFileSync(path, 'edited elsewhere\n')),
    };
    t = await openTestCore(
      [reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'new\n' })), final('Understood.')],
      { hooks },
    );
    writeFileSync(join(t.workspace, 'a.txt'), 'v1\n');
    const { session: s, pending: pending } = await sendUntilApproval(t, 'update it', 'yolo');
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'deny', reason: 'keep their edit' }],
    });
    await waitForRunState(t.core, s.id, 'completed');
    expect(readFileSync(join(t.workspace, 'a.txt'), 'utf8')).toBe('edited elsewhere\n');
    expect(t.core.exportAudit(s.id).entries.map((e) => [e.settledBy.by, e.action, e.outcome])).toEqual([
      ['yolo', 'allow', 'not run: asked again'],
      ['person', 'deny', 'denied'],
    ]);
    expect(JSON.stringify(t.server.requests[1]!.body.messages)).toContain('keep their edit');
  });
});
