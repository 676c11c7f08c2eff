import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookCallInput, HookJudge, PreToolUseAnswer } from '../../../src/main/agent';
import { buildModelHistory } from '../../../src/main/agent';
import type { PostToolUseRecord } from '../../../src/shared/hook-records';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';

let t: TestCore;
afterEach(async () => t?.dispose());

/** A scripted hook: answers by the input it sees, and counts how often it was asked about each input. */
function createScriptedHooks(
  answer: (input: HookCallInput) => PreToolUseAnswer | undefined,
  post?: (input: HookCallInput) => PostToolUseRecord | undefined,
) {
  const seen: string[] = [];
  const judge: HookJudge = {
    preToolUse: async (input) => {
      seen.push(JSON.stringify({ tool: input.tool, args: input.args }));
      return answer(input);
    },
    postToolUse: async (input) => post?.(input),
  };
  return { judge, seen };
}

const record = (
  effect: 'allow' | 'deny' | 'ask' | undefined,
  extra: Partial<PreToolUseAnswer['record']> = {},
): PreToolUseAnswer['record'] => ({
  ...(effect !== undefined ? { effect } : {}),
  runs: [{ hookId: 'hook_1', source: 'user', command: 'guard.sh', outcome: effect ?? 'no_opinion', counted: true }],
  inputHash: 'h',
  errors: [],
  ...extra,
});

describe('a hook that rewrites a call', () => {
  it('the stored call, the model history, the audit and what windows receive all show what ran, with the original beside it', async () => {
    const hooks = createScriptedHooks((input) =>
      input.tool === 'write_file' && input.args.path === 'draft.md'
        ? {
            record: record(undefined),
            rewrite: {
              hookId: 'hook_1',
              command: 'move-drafts.sh',
              args: { path: 'drafts/draft.md', content: input.args.content },
            },
          }
        : undefined,
    );
    t = await openTestCore(
      [reply(text('Saving.'), toolUse('w', 'write_file', { path: 'draft.md', content: 'hello' })), final('Saved.')],
      { hookJudge: hooks.judge },
    );
    mkdirSync(join(t.workspace, 'drafts'));
    const { session, pending } = await sendUntilApproval(t, 'save a draft');
    const call = pending.calls[0]!;
    // What windows receive: the effective input on the sheet, the diff and workspace check follow it.
    expect(call.args).toEqual({ path: 'drafts/draft.md', content: 'hello' });
    expect(call.inspection.paths).toEqual([join(t.workspace, 'drafts/draft.md')]);
    expect(call.hook?.rewrite).toEqual({
      hookId: 'hook_1',
      command: 'move-drafts.sh',
      replaced: { path: 'draft.md', content: 'hello' },
    });
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: call.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');

    // What executed.
    expect(t.effects()).toEqual(['write drafts/draft.md hello']);
    expect(existsSync(join(t.workspace, 'draft.md'))).toBe(false);
    const events = t.core.loadSession(session.id).events;
    // The stored call.
    const started = events.find((e) => e.kind === 'tool_call');
    expect(started?.kind === 'tool_call' && started.data.args).toEqual({ path: 'drafts/draft.md', content: 'hello' });
    expect(started?.kind === 'tool_call' && started.data.hook?.rewrite?.replaced).toEqual({
      path: 'draft.md',
      content: 'hello',
    });
    // The history the model replays: its tool_use shows what ran.
    const history = JSON.stringify(buildModelHistory(events));
    expect(history).toContain('"input":{"path":"drafts/draft.md","content":"hello"}');
    expect(JSON.stringify(t.server.requests[1]!.body.messages)).toContain('"input":{"path":"drafts/draft.md"');
    // The audit: what ran, and the input the hook replaced.
    const audit = t.core.exportAudit(session.id).entries;
    expect(audit).toMatchObject([
      {
        action: 'approve',
        args: { path: 'drafts/draft.md' },
        hook: { rewrite: { hookId: 'hook_1', replaced: { path: 'draft.md' } } },
        outcome: 'success',
      },
    ]);
    // Hooks ran once for this input: a decision reuses the verdict committed with the sheet.
    expect(hooks.seen).toHaveLength(1);
  });

  it("a rewrite the tool does not accept keeps the call as asked and puts it to the person with the hook's error", async () => {
    const hooks = createScriptedHooks(() => ({
      record: record('allow'),
      rewrite: { hookId: 'hook_1', command: 'broken.sh', args: { file: 42 } },
    }));
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'x' })), final('Ok.')], {
      hookJudge: hooks.judge,
    });
    const { pending } = await sendUntilApproval(t, 'go', 'yolo');
    const call = pending.calls[0]!;
    expect(call.args).toEqual({ path: 'a.md', content: 'x' });
    expect(call.hook?.effect).toBe('ask');
    expect(call.hook?.errors[0]).toMatch(/broken\.sh changed the input into something write_file does not accept/);
    expect(t.effects()).toEqual([]);
  });
});

describe("a hook's verdict enters decide()", () => {
  it("a saved rule's allow never lifts a hook's ask: the call waits for the person, the rule named beside the hook", async () => {
    const hooks = createScriptedHooks(() => ({ record: record('ask', { reason: 'check drafts by hand' }) }));
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Ok.')], {
      hookJudge: hooks.judge,
    });
    const session = t.core.createSession({ workspace: t.workspace });
    const rule = t.core.rules.save({
      definition: { tool: 'write_file', effect: 'allow', match: { kind: 'any' }, scope: { kind: 'everywhere' } },
    });
    await t.core.send({ sessionId: session.id, text: 'go', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'awaiting_approval');
    const call = t.core.loadSession(session.id).pending!.calls[0]!;
    expect([call.hook?.effect, call.rule]).toEqual(['ask', { effect: 'allow', ruleId: rule.id }]);
    expect(t.effects()).toEqual([]);
  });

  it("a hook's ask holds a call under yolo; its deny refuses it; its allow lets a write run in manual mode", async () => {
    const hooks = createScriptedHooks((input) => {
      const path = String(input.args.path);
      if (path.startsWith('ask')) return { record: record('ask') };
      if (path.startsWith('deny')) return { record: record('deny', { reason: 'no deny files' }) };
      return { record: record('allow') };
    });
    t = await openTestCore(
      [
        reply(
          toolUse('a', 'write_file', { path: 'allow.md', content: 'A' }),
          toolUse('d', 'write_file', { path: 'deny.md', content: 'D' }),
          toolUse('q', 'write_file', { path: 'ask.md', content: 'Q' }),
        ),
        final('Ok.'),
      ],
      { hookJudge: hooks.judge },
    );
    const { session, pending } = await sendUntilApproval(t, 'three', 'yolo');
    expect(pending.calls.map((c) => c.args.path)).toEqual(['ask.md']);
    expect(t.effects()).toEqual(['write allow.md A']);
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write allow.md A', 'write ask.md Q']);
    const audit = t.core.exportAudit(session.id).entries;
    expect(audit.map((e) => [e.args.path, e.settledBy.by, e.action, e.outcome])).toEqual([
      ['allow.md', 'hook', 'allow', 'success'],
      ['deny.md', 'hook', 'deny', 'denied'],
      ['ask.md', 'person', 'approve', 'success'],
    ]);
    expect(JSON.stringify(t.server.requests[1]!.body.messages)).toContain(
      'a hook the person set up refused this call. Do not retry it unchanged.',
    );
    expect(JSON.stringify(t.server.requests[1]!.body.messages)).toContain(
      '\\"says\\":\\"refuses\\",\\"text\\":\\"no deny files\\"',
    );
  });

  it("a person's edit goes through the hooks again; a hook's deny of it stands over the approval, the rest runs", async () => {
    const hooks = createScriptedHooks((input) =>
      String(input.args.path).startsWith('secret') ? { record: record('deny', { reason: 'secrets stay' }) } : undefined,
    );
    t = await openTestCore(
      [
        reply(
          toolUse('a', 'write_file', { path: 'a.md', content: 'A' }),
          toolUse('b', 'write_file', { path: 'b.md', content: 'B' }),
        ),
        final('Ok.'),
      ],
      { hookJudge: hooks.judge },
    );
    const { session, pending } = await sendUntilApproval(t, 'two');
    const [a, b] = pending.calls;
    const preview = await t.core.previewEdit({
      approvalId: pending.approvalId,
      callId: a!.callId,
      args: { path: 'secret/a.md', content: 'A' },
    });
    expect(preview).toMatchObject({
      ok: true,
      refusedByHook: { text: { id: 'edit.hookRefusesWhy', params: { reason: 'secrets stay' } } },
    });
    expect(wordInEnglish(preview.ok ? preview.refusedByHook?.text : undefined)).toMatch(/secrets stay/);
    const judged = hooks.seen.length;
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [
        { callId: a!.callId, action: 'edit', args: { path: 'secret/a.md', content: 'A' } },
        { callId: b!.callId, action: 'approve' },
      ],
    });
    await waitForRunState(t.core, session.id, 'completed');
    // Previewed, then sent: the edit was judged by the hooks once.
    expect(hooks.seen.length).toBe(judged);
    expect(t.effects()).toEqual(['write b.md B']);
    expect(t.core.exportAudit(session.id).entries.map((e) => [e.callId, e.action, e.outcome])).toEqual([
      [a!.callId, 'deny', 'denied'],
      [b!.callId, 'approve', 'success'],
    ]);
    const denied = t.core
      .loadSession(session.id)
      .events.find((e) => e.kind === 'tool_result' && e.data.callId === a!.callId);
    expect(denied?.kind === 'tool_result' && denied.data.settledBy).toEqual({ by: 'hook' });
  });

  it('PostToolUse notes are appended to the result in the same event, attributed, with the outcome unchanged', async () => {
    const hooks = createScriptedHooks(
      () => undefined,
      (input) => ({
        runs: [{ hookId: 'hook_post', source: 'user', command: 'lint.sh', outcome: 'block', counted: true }],
        notes: [{ hookId: 'hook_post', kind: 'block', text: `lint failed on ${String(input.args.path)}` }],
      }),
    );
    t = await openTestCore([reply(toolUse('r', 'read_file', { path: 'a.md' })), final('Ok.')], {
      hookJudge: hooks.judge,
    });
    const session = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: session.id, text: 'read', workMode: 'agent' });
    await waitForRunState(t.core, session.id, 'completed');
    const result = t.core.loadSession(session.id).events.find((e) => e.kind === 'tool_result');
    expect(result?.kind === 'tool_result' && result.data.outcome).toBe('failure');
    expect(result?.kind === 'tool_result' && result.data.content).toMatch(
      /No such file: a\.md\n.*\n<hook_notes>\n\[\{"says":"objects","text":"lint failed on a\.md"\}\]\n<\/hook_notes>$/,
    );
    expect(t.core.exportAudit(session.id).entries[0]!.postHook?.notes[0]?.hookId).toBe('hook_post');
    expect(readFileSync(t.effectsPath, 'utf8')).toBe('read a.md\n');
  });
});
