import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox, type SandboxGrant } from '../../../src/main/sandbox';
import { createSandboxFixture, findProcessesWith, runIn, waitFor, type SandboxFixture } from './sandbox-fixture';

/** Three ways to leave something running: a new session, nohup in the background, a double fork. Each touches a marker after `delay` s. */
function escapes(markerDir: string, tag: string, delay: number): string {
  const marker = (n: number) => path.join(markerDir, `${tag}-${n}`);
  return [
    `setsid -f sh -c 'sleep ${delay}; touch ${marker(1)}'`,
    `nohup sh -c 'sleep ${delay}; touch ${marker(2)}' >/dev/null 2>&1 &`,
    `( ( sh -c 'sleep ${delay}; touch ${marker(3)}' & ) & )`,
  ].join('\n');
}

describe.each<SandboxGrant>(['read_only', 'approved'])('no child outlives a %s command', (grant) => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  beforeAll(async () => {
    fx = createSandboxFixture();
    sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home });
    // The sandbox library opens at the first approved command; the times below are the command's own.
    await runIn(sandbox, fx, 'true', { grant });
  });
  afterAll(async () => {
    await sandbox.close();
    fx.cleanup();
  });
  // Markers go where the command may write and this test can look: its temp folder is gone
  // afterwards, so an approved command writes into the workspace, a read-only one cannot write
  // outside its temp folder at all: there, no process left is the proof.
  const markerDirOf = (fx: SandboxFixture) => (grant === 'approved' ? fx.ws : '"$TMPDIR"');

  it('when it ends, everything it left behind is gone at once', async () => {
    const tag = `left-${randomUUID()}`;
    const started = Date.now();
    const outcome = await runIn(sandbox, fx, `${escapes(markerDirOf(fx), tag, 1)}\necho started`, { grant });
    expect(outcome).toMatchObject({ confined: true, exitCode: 0 });
    expect(outcome.output).toContain('started');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await waitFor(() => findProcessesWith(tag).length === 0, 1000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1300));
    expect([1, 2, 3].filter((n) => existsSync(path.join(fx.ws, `${tag}-${n}`)))).toEqual([]);
  });

  it('on Stop, the command and everything it started die, even a child ignoring SIGTERM', async () => {
    const tag = `stop-${randomUUID()}`;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 400);
    const started = Date.now();
    const outcome = await runIn(
      sandbox,
      fx,
      `${escapes(markerDirOf(fx), tag, 30)}\nsh -c 'trap "" TERM; sleep 30; echo ${tag}'; sleep 30`,
      {
        grant,
        signal: controller.signal,
      },
    );
    expect(outcome).toMatchObject({ cancelled: true, confined: true });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await waitFor(() => findProcessesWith(tag).length === 0, 3000)).toBe(true);
  });

  it('on timeout, the command and everything it started die', async () => {
    const tag = `timeout-${randomUUID()}`;
    const started = Date.now();
    const outcome = await runIn(sandbox, fx, `${escapes(markerDirOf(fx), tag, 30)}\nsleep 30`, {
      grant,
      timeoutMs: 500,
    });
    expect(outcome).toMatchObject({ timedOut: true, confined: true });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await waitFor(() => findProcessesWith(tag).length === 0, 3000)).toBe(true);
  });
});
