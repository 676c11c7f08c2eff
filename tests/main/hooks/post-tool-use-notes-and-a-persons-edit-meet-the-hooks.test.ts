import { deriveLayer } from '../../../src/shared/decisions';
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { preAnswer, saveHook, writeHookScript } from '../../support/hook-scripts';
import { wordInEnglish } from '../../support/word-main';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('PostToolUse hooks', () => {
  it("a block is appended to the call's result in the same event, attributed, its outcome unchanged; context too", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.ts', content: 'let x = 1' })), final('Ok.')], {
      realTools: true,
    });
    const lint = writeHookScript(
      t,
      'lint.sh',
      '#!/bin/bash\necho \'{"decision":"block","reason":"lint: use const"}\'\n',
    );
    const fmt = writeHookScript(
      t,
      'fmt.js',
      `const i = JSON.parse(require('fs').readFileSync(0, 'utf8'));
console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'formatted ' + i.tool_input.file_path.split('/').pop() + ' after ' + i.tool_response.outcome } }));`,
    );
    const lintId = saveHook(t, { event: 'PostToolUse', matcher: 'Write|Edit', command: lint });
    const fmtId = saveHook(t, { event: 'PostToolUse', matcher: 'Write', command: `node ${fmt}` });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(readFileSync(join(t.workspace, 'a.ts'), 'utf8')).toBe('let x = 1');
    const result = t.core.loadSession(s.id).events.find((e) => e.kind === 'tool_result');
    expect(result?.kind === 'tool_result' && result.data.outcome).toBe('success');
    expect(result?.kind === 'tool_result' && result.data.content).toMatch(
      /\n<hook_notes>\n\[\{"says":"objects","text":"lint: use const"\},\{"says":"adds","text":"formatted a\.ts after success"\}\]\n<\/hook_notes>$/,
    );
    expect(JSON.stringify(t.server.requests[1]!.body.messages.at(-1)!.content)).toContain(
      '\\"says\\":\\"objects\\",\\"text\\":\\"lint: use const\\"',
    );
    expect(t.core.exportAudit(s.id).entries[0]!.postHook).toMatchObject({
      notes: [
        { hookId: lintId, kind: 'block', text: 'lint: use const' },
        { hookId: fmtId, kind: 'context' },
      ],
      runs: [
        { hookId: lintId, outcome: 'block' },
        { hookId: fmtId, outcome: 'context' },
      ],
    });
  });
});

describe("a person's edit goes through the hooks again", () => {
  it("a hook's deny of the edited input stands over the approval; the other call runs", async () => {
    t = await openTestCore(
      [
        reply(
          toolUse('a', 'write_file', { path: 'a.md', content: 'A' }),
          toolUse('b', 'write_file', { path: 'b.md', content: 'B' }),
        ),
        final('Ok.'),
      ],
      { realTools: true },
    );
    const guard = writeHookScript(
      t,
      'no-secrets.js',
      `const i = JSON.parse(require('fs').readFileSync(0, 'utf8'));
if (i.tool_input.file_path.includes('/secret/')) console.log(${JSON.stringify(preAnswer({ permissionDecision: 'deny', permissionDecisionReason: 'secrets stay put' }))});`,
    );
    saveHook(t, { event: 'PreToolUse', matcher: 'Write', command: `node ${guard}` });
    const { session, pending } = await sendUntilApproval(t, 'two');
    const [a, b] = pending.calls;
    expect(a!.hook?.effect).toBeUndefined();
    const edited = { path: 'secret/a.md', content: 'A' };
    const preview = await t.core.previewEdit({ approvalId: pending.approvalId, callId: a!.callId, args: edited });
    expect(preview).toMatchObject({
      ok: true,
      refusedByHook: { text: { id: 'edit.hookRefusesWhy', params: { reason: 'secrets stay put' } } },
    });
    expect(wordInEnglish(preview.ok ? preview.refusedByHook?.text : undefined)).toMatch(/secrets stay put/);
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: a!.callId, action: 'edit', args: edited },
        { callId: b!.callId, action: 'approve' },
      ],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(existsSync(join(t.workspace, 'secret/a.md'))).toBe(false);
    expect(existsSync(join(t.workspace, 'a.md'))).toBe(false);
    expect(readFileSync(join(t.workspace, 'b.md'), 'utf8')).toBe('B');
    // The hook decided the edited call, not the person who sent it.
    expect(
      t.core
        .exportAudit(session.id)
        .entries.map((e) => [e.callId, e.settledBy.by, deriveLayer(e.settledBy), e.action, e.outcome]),
    ).toEqual([
      [a!.callId, 'hook', 'hook', 'deny', 'denied'],
      [b!.callId, 'person', 'person', 'approve', 'success'],
    ]);
    expect(JSON.stringify(t.server.requests[1]!.body.messages)).toContain('secrets stay put');
  });
});
