import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox, type SandboxGrant } from '../../../../src/main/sandbox';
import { buildCommandEnvironment } from '../../../../src/main/tools/command/environment';
import { findProcessesWith, waitFor } from '../../sandbox/sandbox-fixture';

/**
 * A Stop that lands while bubblewrap is still setting up could orphan the sandbox's first process
 * (it had not yet asked to die with its parent), leaving the whole sandbox running; and without a
 * sandbox, `setsid -f` left the process group and outlived its command. Both are found by a marker
 * in their environment and killed.
 */
describe('no child outlives a command stopped at any moment', () => {
  let dir: string;
  let sandbox: CommandSandbox;
  let unconfined: CommandSandbox;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gatehouse-stop-'));
    sandbox = await createCommandSandbox({ dataDir: path.join(dir, 'data') });
    unconfined = await createCommandSandbox({
      dataDir: path.join(dir, 'data'),
      searchPath: path.join(dir, 'no-programs'),
    });
  });
  afterAll(async () => {
    await sandbox.close();
    await unconfined.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = (box: CommandSandbox, grant: SandboxGrant, command: string, signal: AbortSignal) =>
    box.run({
      command,
      cwd: dir,
      workspaceRoot: dir,
      grant,
      outsidePaths: [],
      hosts: [],
      env: buildCommandEnvironment(process.env, 'approved'),
      timeoutMs: 20_000,
      outputCap: 10_000,
      signal,
    });

  it.each<SandboxGrant>(['approved', 'read_only'])(
    'a %s command stopped the moment its sandbox starts leaves nothing running',
    async (grant) => {
      expect(sandbox.status.available).toBe(true);
      for (let round = 0; round < 6; round += 1) {
        const sleep = `sleep 40.${process.pid}${round}${grant.length}`;
        const controller = new AbortController();
        const running = start(sandbox, grant, `bash -c 'trap "" TERM; ${sleep}' & ${sleep}`, controller.signal);
        // Stop as soon as anything of it is visible: often while bubblewrap is still setting up.
        await waitFor(() => findProcessesWith(sleep).length > 0, 5000);
        controller.abort();
        expect((await running).cancelled).toBe(true);
        await waitFor(() => findProcessesWith(sleep).length === 0, 3000);
        expect(findProcessesWith(sleep), `round ${round}`).toEqual([]);
      }
    },
  );

  it('without a sandbox, a child that left the process group with setsid dies with its command', async () => {
    expect(unconfined.status.available).toBe(false);
    const late = path.join(dir, 'late.txt');
    const outcome = await start(
      unconfined,
      'approved',
      `setsid -f bash -c 'sleep 1; touch ${late}'; echo started`,
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ confined: false, exitCode: 0 });
    await new Promise((r) => setTimeout(r, 1800));
    expect(existsSync(late)).toBe(false);
  });
});
