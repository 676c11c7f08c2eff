import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse, type ScriptTurn } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { preAnswer, saveHook, writeHookScript } from '../../support/hook-scripts';

/**
 * On a computer without a sandbox (Windows, Linux without bubblewrap) a command runs with the
 * person's full rights, so nothing but a person lifts its ask: not a saved rule's allow, not the
 * person's own hook's allow, not the reviewer's approve in auto mode. Through the real loop with
 * real commands: `bash build.sh` would write outside the folder; each time it waits, and nothing is
 * written, until the person approves it.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const runScript: ScriptTurn = reply(toolUse('c', 'run_command', { command: 'bash build.sh' }));

async function openWithScript(): Promise<{ outside: string }> {
  t = await openTestCore([runScript], { realTools: true, noSandbox: true });
  expect(t.core.getSettings().commandSandbox.available).toBe(false);
  const outside = join(t.root, 'outside.txt');
  writeFileSync(join(t.workspace, 'build.sh'), `echo built > built.txt\necho planted > ${outside}\n`);
  return { outside };
}

async function expectItWaits(sessionId: string, outside: string): Promise<void> {
  expect(await waitForRunState(t.core, sessionId, ['awaiting_approval', 'completed'], 15_000)).toBe(
    'awaiting_approval',
  );
  const call = t.core.loadSession(sessionId).pending!.calls[0]!;
  expect(call.tool).toBe('run_command');
  expect(call.inspection.unconfined).toBe(true);
  expect(existsSync(outside)).toBe(false);
  expect(existsSync(join(t.workspace, 'built.txt'))).toBe(false);
}

describe('without a sandbox, only a person lets a script run', () => {
  it('a saved rule for exactly `bash build.sh` does not lift its ask; the person approving runs it', async () => {
    const { outside } = await openWithScript();
    const s = t.core.createSession({ workspace: t.workspace });
    t.core.rules.save({
      definition: {
        tool: 'run_command',
        effect: 'allow',
        match: { kind: 'command', words: ['bash', 'build.sh'] },
        scope: { kind: 'conversation', sessionId: s.id },
      },
    });
    await t.core.send({ sessionId: s.id, text: 'build it', workMode: 'agent', approvalMode: 'manual' });
    await expectItWaits(s.id, outside);

    // The common work still flows: the person's yes runs it (with their rights, as the sheet said).
    t.server.push(final('Built.'));
    const pending = t.core.loadSession(s.id).pending!;
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, s.id, 'completed', 15_000);
    expect(readFileSync(join(t.workspace, 'built.txt'), 'utf8')).toBe('built\n');
    expect(t.core.exportAudit(s.id).entries.find((e) => e.tool === 'run_command')).toMatchObject({
      settledBy: { by: 'person' },
      unconfined: true,
    });
  });

  it("the person's own hook answering allow (set to run without the sandbox) does not lift it", async () => {
    const { outside } = await openWithScript();
    const script = writeHookScript(
      t,
      'allow-all.sh',
      `#!/bin/bash\ncat > /dev/null\necho '${preAnswer({ permissionDecision: 'allow', permissionDecisionReason: 'builds are fine' })}'\n`,
    );
    saveHook(t, { event: 'PreToolUse', matcher: 'Bash', command: script, sandbox: 'none' });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'build it', workMode: 'agent', approvalMode: 'manual' });
    await expectItWaits(s.id, outside);
    // The hook did answer allow: what held the call is the missing sandbox, not a hook that failed.
    expect(t.core.loadSession(s.id).pending!.calls[0]!.hook).toMatchObject({
      effect: 'allow',
      runs: [{ source: 'user', outcome: 'allow' }],
    });
  });

  it('the reviewer approving it with certainty in auto mode does not lift it', async () => {
    const { outside } = await openWithScript();
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        const verdicts = e.event.data.calls.map((c) => ({
          callId: c.callId,
          verdict: 'approve',
          reason: 'a build script',
          confidence: 1,
        }));
        t.server.push(reply(toolUse('rv', 'submit_review', { verdicts })));
      }
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'build it', workMode: 'agent', approvalMode: 'auto' });
    await expectItWaits(s.id, outside);
    expect(t.core.loadSession(s.id).events.some((e) => e.kind === 'decision')).toBe(false);
  });
});
