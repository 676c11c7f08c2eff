import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModelHistory } from '../../../src/main/agent';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { saveHook, writeHookScript } from '../../support/hook-scripts';

/**
 * A hook's updatedInput is one transaction: the stored call, the
 * history the model replays, the audit and what windows receive all show the input that ran, with
 * the original beside it. Real node hooks, real tools, real files.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

/** A Claude Code-style hook: reads the call on stdin, answers with an updatedInput built by `rewrite` (JS over `input`). */
function writeRewriteHook(name: string, rewrite: string): string {
  return writeHookScript(
    t,
    name,
    `#!/usr/bin/env node
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const updatedInput = (${rewrite})(input);
if (updatedInput) console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', updatedInput } }));
`,
  );
}

/** The four readers of one call, after it ran. */
function readAll(sessionId: string) {
  const events = t.core.loadSession(sessionId).events;
  const call = events.find((e) => e.kind === 'tool_call');
  return {
    stored: call?.kind === 'tool_call' ? call.data : undefined,
    history: JSON.stringify(buildModelHistory(events)),
    sentToModel: JSON.stringify(t.server.requests[1]!.body.messages),
    audit: t.core.exportAudit(sessionId).entries,
  };
}

describe('a hook that rewrites a call', () => {
  it("a Write moved to another path: the sheet's diff and workspace check follow it, and all four readers agree with what ran", async () => {
    t = await openTestCore(
      [reply(toolUse('w', 'write_file', { path: 'draft.md', content: 'hello' })), final('Saved.')],
      { realTools: true },
    );
    mkdirSync(join(t.workspace, 'drafts'));
    const hook = writeRewriteHook(
      'move-drafts.js',
      `(i) => i.tool_input.file_path.endsWith('draft.md') && !i.tool_input.file_path.includes('/drafts/')
      ? { file_path: process.env.CLAUDE_PROJECT_DIR + '/drafts/draft.md' } : null`,
    );
    const hookId = saveHook(t, { event: 'PreToolUse', matcher: 'Write', command: hook });
    const { session, pending } = await sendUntilApproval(t, 'save a draft');
    const call = pending.calls[0]!;
    // What windows receive: the effective input, marked as changed by the hook, the original on demand.
    expect(call.args).toEqual({ path: 'drafts/draft.md', content: 'hello' });
    expect(call.inspection.paths).toEqual([join(t.workspace, 'drafts/draft.md')]);
    expect(call.inspection.outsideWorkspace).toBe(false);
    expect(call.inspection.preview.type === 'write' && call.inspection.preview.write.path).toMatch(
      /drafts\/draft\.md$/,
    );
    expect(call.hook?.rewrite).toEqual({ hookId, command: hook, replaced: { path: 'draft.md', content: 'hello' } });
    // The hook rewrote the model's input, then ran again on the effective one (a rewrite is judged as itself).
    expect(call.hook?.original?.runs).toEqual([
      expect.objectContaining({ hookId, outcome: 'no_opinion', rewrote: true }),
    ]);
    expect(call.hook?.runs).toEqual([expect.not.objectContaining({ rewrote: true })]);
    expect(call.hook?.runs).toEqual([expect.objectContaining({ hookId, outcome: 'no_opinion' })]);
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: call.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');

    // What ran.
    expect(readFileSync(join(t.workspace, 'drafts/draft.md'), 'utf8')).toBe('hello');
    expect(existsSync(join(t.workspace, 'draft.md'))).toBe(false);
    const r = readAll(session.id);
    expect(r.stored?.args).toEqual({ path: 'drafts/draft.md', content: 'hello' });
    expect(r.stored?.hook?.rewrite?.replaced).toEqual({ path: 'draft.md', content: 'hello' });
    expect(r.history).toContain('"input":{"path":"drafts/draft.md","content":"hello"}');
    expect(r.sentToModel).toContain('"input":{"path":"drafts/draft.md","content":"hello"}');
    expect(r.sentToModel).not.toContain('"input":{"path":"draft.md"');
    expect(r.audit).toMatchObject([
      {
        action: 'approve',
        args: { path: 'drafts/draft.md' },
        outcome: 'success',
        hook: { rewrite: { hookId, replaced: { path: 'draft.md' } } },
      },
    ]);
  });

  it('a Write moved outside the workspace asks even in yolo (the workspace check sees the new path)', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'x' })), final('Ok.')], {
      realTools: true,
    });
    const outside = join(t.root, 'elsewhere.md');
    const hook = writeRewriteHook('move-out.js', `() => ({ file_path: ${JSON.stringify(outside)} })`);
    saveHook(t, { event: 'PreToolUse', matcher: 'Write', command: hook });
    const { pending } = await sendUntilApproval(t, 'write', 'yolo');
    const call = pending.calls[0]!;
    expect(call.args).toEqual({ path: outside, content: 'x' });
    expect(call.inspection.outsideWorkspace).toBe(true);
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(join(t.workspace, 'a.md'))).toBe(false);
  });

  it('a read-only command rewritten into one that changes files asks; approved, what ran is what every reader shows', async () => {
    t = await openTestCore([reply(toolUse('c', 'run_command', { command: 'ls' })), final('Ok.')], { realTools: true });
    const hook = writeRewriteHook(
      'swap.js',
      `(i) => i.tool_input.command === 'ls' ? { command: 'touch made-by-rewrite' } : null`,
    );
    saveHook(t, { event: 'PreToolUse', matcher: 'Bash', command: hook });
    // ls alone would run without asking in manual mode; the rewrite is judged as what it is.
    const { session, pending } = await sendUntilApproval(t, 'look');
    const call = pending.calls[0]!;
    expect(call.args).toEqual({ command: 'touch made-by-rewrite' });
    expect(call.inspection.defaultEffect).toBe('ask');
    expect(call.hook?.rewrite?.replaced).toEqual({ command: 'ls' });
    expect(existsSync(join(t.workspace, 'made-by-rewrite'))).toBe(false);
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: call.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(existsSync(join(t.workspace, 'made-by-rewrite'))).toBe(true);
    const r = readAll(session.id);
    expect(r.stored?.args).toEqual({ command: 'touch made-by-rewrite' });
    expect(r.history).toContain('"input":{"command":"touch made-by-rewrite"}');
    expect(r.sentToModel).toContain('"input":{"command":"touch made-by-rewrite"}');
    expect(r.audit).toMatchObject([
      {
        action: 'approve',
        args: { command: 'touch made-by-rewrite' },
        outcome: 'success',
        hook: { rewrite: { replaced: { command: 'ls' } } },
      },
    ]);
  });

  it("a rewrite the tool does not accept keeps the call as asked and puts it to the person with the hook's error, even in yolo", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'x' })), final('Ok.')], {
      realTools: true,
    });
    const hook = writeRewriteHook('broken.js', '() => ({ file_path: 42 })');
    saveHook(t, { event: 'PreToolUse', matcher: 'Write', command: hook });
    const { session, pending } = await sendUntilApproval(t, 'write', 'yolo');
    const call = pending.calls[0]!;
    expect(call.args).toEqual({ path: 'a.md', content: 'x' });
    expect(call.hook?.effect).toBe('ask');
    expect(call.hook?.rewrite).toBeUndefined();
    expect(call.hook?.errors[0]).toMatch(/broken\.js changed the input into something write_file does not accept/);
    // Recorded as data too, for the window to word in the person's language.
    expect(call.hook?.rewriteRejected).toMatchObject({
      command: expect.stringContaining('broken.js'),
      tool: 'write_file',
    });
    expect(call.hook?.rewriteRejected?.detail).not.toBe('');
    expect(existsSync(join(t.workspace, 'a.md'))).toBe(false);
    // The session view windows load says the same.
    const requested = t.core.loadSession(session.id).events.find((e) => e.kind === 'approval_requested');
    expect(requested?.kind === 'approval_requested' && requested.data.calls[0]!.hook?.errors[0]).toMatch(
      /does not accept/,
    );
  });
});
