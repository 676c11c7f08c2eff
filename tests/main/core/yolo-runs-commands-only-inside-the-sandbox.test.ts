import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { wordInEnglish } from '../../support/word-main';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * Yolo ran `bash x.sh`, `node x.js`, `make`… with the person's full rights, and a command that
 * builds an outside path at run time (`echo <base64> | base64 -d | xargs rm -rf`) deleted folders
 * outside the workspace; `setsid -f` escaped Stop. Through the real loop, the real tools and the
 * core's own sandbox: yolo changes only the workspace, reads nothing of Gatehouse's data, and
 * nothing it starts outlives it. Without a sandbox, yolo asks for every command that is not read-only.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const b64 = (s: string) => Buffer.from(s).toString('base64');

function resultsOf(sessionId: string): string[] {
  return t.core
    .loadSession(sessionId)
    .events.flatMap((e) =>
      e.kind === 'tool_result' ? [`${e.data.outcome}|${e.data.confinement ?? ''}|${e.data.content}`] : [],
    );
}

describe('yolo runs commands only inside the sandbox', () => {
  it('a planted script and a run-time outside path change nothing outside, and Gatehouse data stays hidden', async () => {
    t = await openTestCore([], { realTools: true });
    const victim = join(t.root, 'victim');
    mkdirSync(victim);
    writeFileSync(join(victim, 'keep.txt'), 'keep\n');
    // The repository the model reads was written by the attacker: a script that reaches outside.
    writeFileSync(
      join(t.workspace, 'x.sh'),
      [
        `rm -rf ${victim}`,
        `echo pwned > ${join(t.root, 'planted.txt')}`,
        `ls -a ${t.dataDir} > seen-data.txt 2>&1`,
        'echo inside > inside.txt',
        '',
      ].join('\n'),
    );
    writeFileSync(join(t.workspace, 'late.sh'), 'sleep 1; echo late > late.txt\n');
    t.server.push(
      reply(
        toolUse('call_0', 'run_command', { command: 'bash x.sh' }),
        toolUse('call_1', 'run_command', { command: `echo ${b64(victim)} | base64 -d | xargs rm -rf` }),
        toolUse('call_2', 'run_command', { command: 'setsid -f bash late.sh; echo started' }),
      ),
      final('Done.'),
    );
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'tidy up', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed', 20_000);

    const results = resultsOf(s.id);
    expect(results).toHaveLength(3);
    for (const r of results) expect(r.split('|')[1]).toBe('sandboxed');
    // Outside: untouched.
    expect(readFileSync(join(victim, 'keep.txt'), 'utf8')).toBe('keep\n');
    expect(existsSync(join(t.root, 'planted.txt'))).toBe(false);
    // Inside: the script did run.
    expect(readFileSync(join(t.workspace, 'inside.txt'), 'utf8')).toBe('inside\n');
    // Gatehouse's own data folder looked empty from inside.
    const seen = readFileSync(join(t.workspace, 'seen-data.txt'), 'utf8');
    expect(seen).not.toContain('gatehouse.db');
    expect(readdirSync(t.dataDir)).toContain('gatehouse.db');
    // The detached child died with its command: nothing is written a second later.
    await new Promise((r) => setTimeout(r, 1800));
    expect(existsSync(join(t.workspace, 'late.txt'))).toBe(false);
  });

  it('without a sandbox, yolo asks for a command that may change things, and the sheet says why', async () => {
    t = await openTestCore([], { realTools: true, noSandbox: true });
    expect(t.core.getSettings().commandSandbox.available).toBe(false);
    t.server.push(reply(toolUse('call_0', 'run_command', { command: 'bash x.sh' })), final('Done.'));
    writeFileSync(join(t.workspace, 'x.sh'), 'echo hi > hi.txt\n');
    const { pending } = await sendUntilApproval(t, 'run the script', 'yolo');
    const call = pending.calls[0]!;
    expect(call.inspection.unconfined).toBe(true);
    const preview = call.inspection.preview;
    expect(preview.type === 'command' && preview.command.sandbox?.confined).toBe(false);
    expect(wordInEnglish(preview.type === 'command' ? preview.command.sandbox?.unavailableReason : undefined)).toMatch(
      /cannot be put in a sandbox/,
    );
    expect(existsSync(join(t.workspace, 'hi.txt'))).toBe(false);
  });

  it('without a sandbox, a read-only command still runs unasked and is marked as run without one', async () => {
    t = await openTestCore([], { realTools: true, noSandbox: true });
    writeFileSync(join(t.workspace, 'a.txt'), 'hello\n');
    t.server.push(reply(toolUse('call_0', 'run_command', { command: 'cat a.txt' })), final('Done.'));
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'read it', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed', 20_000);
    const [result] = resultsOf(s.id);
    expect(result).toMatch(/^success\|unconfined\|/);
    expect(result).toContain('Ran without a sandbox');
    expect(t.core.exportAudit(s.id).entries.find((e) => e.tool === 'run_command')?.unconfined).toBe(true);
  });
});
