import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { preAnswer, saveHook, writeHookScript } from '../../support/hook-scripts';
import { NO_SANDBOX_FOR_HOOK } from '../../../src/main/hooks';

/** Real hook scripts (bash and node) run by the real core on real tools. */
let t: TestCore;
afterEach(async () => t?.dispose());

const lastToolResult = (requestIndex: number) =>
  JSON.stringify(t.server.requests[requestIndex]!.body.messages.at(-1)!.content);

describe("a person's PreToolUse hooks decide through the pipeline", () => {
  it("a hook's allow lets a write run in manual mode; the audit says the hook decided", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Done.')], {
      realTools: true,
    });
    const script = writeHookScript(
      t,
      'allow-md.sh',
      `#!/bin/bash\ncat > /dev/null\necho '${preAnswer({ permissionDecision: 'allow', permissionDecisionReason: 'markdown is fine' })}'\n`,
    );
    saveHook(t, { event: 'PreToolUse', matcher: 'Write', command: script });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(readFileSync(join(t.workspace, 'a.md'), 'utf8')).toBe('A');
    const [entry] = t.core.exportAudit(s.id).entries;
    expect(entry).toMatchObject({
      settledBy: { by: 'hook' },
      action: 'allow',
      outcome: 'success',
      hook: {
        effect: 'allow',
        reason: 'markdown is fine',
        runs: [{ source: 'user', outcome: 'allow', counted: true }],
      },
    });
  });

  it("a node hook's deny refuses the call and its reason reaches the model", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: '.env', content: 'KEY=1' })), final('Ok.')], {
      realTools: true,
    });
    const script = writeHookScript(
      t,
      'no-env.js',
      `
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', () => {
  const call = JSON.parse(input);
  if (call.tool_input.file_path.endsWith('.env')) {
    console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'Secrets stay out of .env files' } }));
  }
});
`,
    );
    saveHook(t, { event: 'PreToolUse', matcher: 'Write|Edit', command: `node ${script}` });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'save the key', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(existsSync(join(t.workspace, '.env'))).toBe(false);
    expect(lastToolResult(1)).toContain('a hook the person set up refused this call.');
    expect(lastToolResult(1)).toContain(
      '<hook_notes>\\n[{\\"says\\":\\"refuses\\",\\"text\\":\\"Secrets stay out of .env files\\"}]\\n</hook_notes>',
    );
    expect(t.core.exportAudit(s.id).entries[0]).toMatchObject({
      settledBy: { by: 'hook' },
      action: 'deny',
      outcome: 'denied',
    });
  });

  it("a hook's ask holds a write under yolo until the person answers", async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Ok.')], {
      realTools: true,
    });
    const script = writeHookScript(
      t,
      'ask.sh',
      `#!/bin/bash\necho '${preAnswer({ permissionDecision: 'ask', permissionDecisionReason: 'check with me first' })}'\n`,
    );
    saveHook(t, { event: 'PreToolUse', command: script });
    const { session, pending } = await sendUntilApproval(t, 'write', 'yolo');
    expect(pending.calls[0]!.hook).toMatchObject({ effect: 'ask', reason: 'check with me first' });
    expect(existsSync(join(t.workspace, 'a.md'))).toBe(false);
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, session.id, 'completed');
    expect(readFileSync(join(t.workspace, 'a.md'), 'utf8')).toBe('A');
  });

  it('exit code 2 refuses with stderr as the reason', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Ok.')], {
      realTools: true,
    });
    const script = writeHookScript(t, 'exit2.sh', '#!/bin/bash\necho "Writing is paused today" >&2\nexit 2\n');
    saveHook(t, { event: 'PreToolUse', command: script });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(existsSync(join(t.workspace, 'a.md'))).toBe(false);
    expect(lastToolResult(1)).toContain('{\\"says\\":\\"refuses\\",\\"text\\":\\"Writing is paused today\\"}');
  });

  it('a hook past its timeout makes the call ask, and the sheet says why', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Ok.')], {
      realTools: true,
    });
    const script = writeHookScript(t, 'slow.sh', '#!/bin/bash\nsleep 30\n');
    saveHook(t, { event: 'PreToolUse', command: script, timeoutSec: 1 });
    const { pending } = await sendUntilApproval(t, 'write', 'yolo');
    expect(pending.calls[0]!.hook).toMatchObject({ effect: 'ask', runs: [{ outcome: 'error', counted: true }] });
    expect(pending.calls[0]!.hook!.errors[0]).toMatch(
      /slow\.sh" did not answer within 1 seconds and was stopped\. The call waits for you\./,
    );
  });

  it('with no sandbox on this computer a sandboxed hook does not run: the write asks under yolo and the sheet says why', async () => {
    t = await openTestCore([reply(toolUse('w', 'write_file', { path: 'a.md', content: 'A' })), final('Ok.')], {
      realTools: true,
      noSandbox: true,
    });
    const marker = join(t.root, 'hook-ran');
    const script = writeHookScript(
      t,
      'allow.sh',
      `#!/bin/bash\ntouch ${marker}\necho '${preAnswer({ permissionDecision: 'allow' })}'\n`,
    );
    saveHook(t, { event: 'PreToolUse', command: script });
    const { pending } = await sendUntilApproval(t, 'write', 'yolo');
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(join(t.workspace, 'a.md'))).toBe(false);
    expect(pending.calls[0]!.hook).toMatchObject({
      effect: 'ask',
      runs: [{ outcome: 'error', error: NO_SANDBOX_FOR_HOOK }],
    });
    expect(pending.calls[0]!.hook!.errors[0]).toContain(
      'which this computer does not have; the call asks you instead.',
    );
  });

  it('a typical Claude Code Bash guard runs unchanged: rm -rf is refused, ls runs (node and jq-less bash versions)', async () => {
    t = await openTestCore(
      [
        reply(toolUse('a', 'run_command', { command: 'rm -rf build' }), toolUse('b', 'run_command', { command: 'ls' })),
        final('Ok.'),
      ],
      { realTools: true },
    );
    // The shape of Claude Code's documented bash_command_validator example, in node.
    const nodeGuard = writeHookScript(
      t,
      'bash-guard.js',
      `#!/usr/bin/env node
const fs = require('fs');
const input = JSON.parse(fs.readFileSync(0, 'utf8'));
if (input.tool_name !== 'Bash') process.exit(0);
const command = input.tool_input.command || '';
if (/\\brm\\s+-[a-z]*r[a-z]*f|\\brm\\s+-[a-z]*f[a-z]*r/.test(command)) {
  console.error('Blocked: rm -rf is not allowed here');
  process.exit(2);
}
process.exit(0);
`,
    );
    // And a bash one that reads the JSON without jq.
    const bashGuard = writeHookScript(
      t,
      'bash-guard.sh',
      `#!/bin/bash
input=$(cat)
if [[ "$input" =~ \\"command\\":\\"([^\\"]*)\\" ]]; then
  cmd="\${BASH_REMATCH[1]}"
  if [[ "$cmd" == *"rm -rf"* ]]; then
    echo "{\\"decision\\": \\"block\\", \\"reason\\": \\"bash guard: no rm -rf\\"}"
  fi
fi
exit 0
`,
    );
    saveHook(t, { event: 'PreToolUse', matcher: 'Bash', command: nodeGuard });
    saveHook(t, { event: 'PreToolUse', matcher: 'Bash', command: bashGuard });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'clean', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed');
    const audit = t.core.exportAudit(s.id).entries;
    expect(audit.map((e) => [e.args.command, e.action, e.outcome])).toEqual([
      ['rm -rf build', 'deny', 'denied'],
      ['ls', 'allow', 'success'],
    ]);
    expect(audit[0]!.hook!.runs.map((r) => [r.outcome, r.reason])).toEqual([
      ['deny', 'Blocked: rm -rf is not allowed here'],
      ['deny', 'bash guard: no rm -rf'],
    ]);
    expect(lastToolResult(1)).toContain('Blocked: rm -rf is not allowed here');
  });
});
