import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox } from '../../../src/main/sandbox';
import { createSandboxFixture, runIn, type SandboxFixture } from './sandbox-fixture';

/** A folder to search for programs, holding links to the real ones named (where `which` finds them). */
function createSearchPath(fx: SandboxFixture, name: string, programs: readonly string[]): string {
  const dir = path.join(fx.base, name);
  mkdirSync(dir);
  for (const program of programs) {
    const real = (process.env.PATH ?? '')
      .split(':')
      .map((d) => path.join(d, program))
      .find((p) => {
        try {
          readFileSync(p);
          return true;
        } catch {
          return false;
        }
      });
    if (!real) throw new Error(`${program} is needed for this test`);
    symlinkSync(real, path.join(dir, program));
  }
  return dir;
}

describe('when commands cannot be sandboxed', () => {
  let fx: SandboxFixture;
  beforeAll(() => {
    fx = createSandboxFixture();
  });
  afterAll(() => fx.cleanup());

  it('without bubblewrap it says so plainly, with what to install, and runs commands unconfined', async () => {
    const searchPath = createSearchPath(fx, 'no-bwrap', ['socat', 'rg', 'bash']);
    const sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home, searchPath });
    try {
      expect(sandbox.status).toEqual({
        available: false,
        reason:
          'Commands cannot be put in a sandbox on this computer: bubblewrap is not installed. On Debian or Ubuntu: sudo apt install bubblewrap socat ripgrep',
        message: {
          id: 'sandbox.missing',
          params: { programs: 'bubblewrap', count: 1, command: 'sudo apt install bubblewrap socat ripgrep' },
        },
      });
      const outcome = await runIn(
        sandbox,
        fx,
        `echo unconfined > ${fx.outside}/written.txt; cat ${fx.home}/.ssh/id_rsa`,
        { grant: 'approved' },
      );
      expect(outcome).toMatchObject({ confined: false, blocked: [], exitCode: 0 });
      expect(readFileSync(path.join(fx.outside, 'written.txt'), 'utf8')).toBe('unconfined\n');
    } finally {
      await sandbox.close();
    }
  });

  it('names every missing program at once', async () => {
    const sandbox = await createCommandSandbox({
      dataDir: fx.dataDir,
      home: fx.home,
      searchPath: createSearchPath(fx, 'only-bash', ['bash']),
    });
    expect(sandbox.status).toEqual({
      available: false,
      reason:
        'Commands cannot be put in a sandbox on this computer: bubblewrap, socat and ripgrep are not installed. On Debian or Ubuntu: sudo apt install bubblewrap socat ripgrep',
      message: {
        id: 'sandbox.missing',
        params: {
          programs: 'bubblewrap, socat, ripgrep',
          count: 3,
          command: 'sudo apt install bubblewrap socat ripgrep',
        },
      },
    });
    await sandbox.close();
  });

  it('when the system refuses to start a sandbox (user namespaces blocked), the probe says so and commands run unconfined', async () => {
    // Stands in for a kernel or AppArmor that refuses user namespaces, which cannot be arranged here.
    const searchPath = createSearchPath(fx, 'refusing-bwrap', ['socat', 'rg', 'bash']);
    const fake = path.join(searchPath, 'bwrap');
    writeFileSync(
      fake,
      '#!/bin/sh\n[ "$1" = --version ] && { echo "bubblewrap 0.8.0"; exit 0; }\necho "bwrap: setting up uid map: Permission denied" >&2\nexit 1\n',
    );
    chmodSync(fake, 0o755);
    const sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home, searchPath });
    try {
      expect(sandbox.status.available).toBe(false);
      expect(!sandbox.status.available && sandbox.status.reason).toBe(
        'Commands cannot be put in a sandbox on this computer: the system refused to start one (bwrap: setting up uid map: Permission denied). ' +
          'This usually means user namespaces are switched off or blocked (by AppArmor on Ubuntu 23.10 and later, or inside a container); whoever looks after this computer can allow them for bubblewrap.',
      );
      expect(sandbox.status.message).toEqual({
        id: 'sandbox.systemRefused',
        params: { detail: 'bwrap: setting up uid map: Permission denied' },
      });
      const outcome = await runIn(sandbox, fx, 'echo ran', { grant: 'read_only' });
      expect(outcome).toMatchObject({ confined: false, exitCode: 0, output: 'ran\n' });
    } finally {
      await sandbox.close();
    }
    // A refused trial leaves nothing behind: a sandbox on this computer's own programs, opened next
    // in the same process, confines an approved command with its own bubblewrap, not the refusing one.
    const real = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home });
    try {
      expect(real.status.available).toBe(true);
      expect(real.status.message).toMatchObject({
        id: 'sandbox.bubblewrap',
        params: { version: expect.stringMatching(/^bubblewrap/) },
      });
      const approved = await runIn(real, fx, 'echo confined', { grant: 'approved' });
      expect(approved).toMatchObject({ confined: true, exitCode: 0, output: 'confined\n' });
    } finally {
      await real.close();
    }
  });
});
