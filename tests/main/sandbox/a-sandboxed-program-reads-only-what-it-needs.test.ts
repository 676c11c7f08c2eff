import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandSandbox, type CommandSandbox, type SandboxGrant } from '../../../src/main/sandbox';
import { createSandboxFixture, runIn, type SandboxFixture } from './sandbox-fixture';

/**
 * Folders outside any home that a program let run without a person used to read: another checkout
 * under /srv, a program's data under /opt, a disk under /mnt, a service's files under /var. Named for
 * this run, removed afterwards.
 */
const tag = `gatehouse-test-${process.pid}`;
const planted = {
  otherProject: `/srv/${tag}/other-project`,
  optData: `/opt/${tag}/data`,
  disk: `/mnt/${tag}`,
  service: `/var/${tag}`,
};
/** A tool installed under /opt and put on PATH: it reads its own install root (share/), as node reads its lib/. */
const toolRoot = `/opt/${tag}/tool`;
/** A tool whose PATH entry is a link into another install root (/srv/…/pkg/bin/greet). */
const linkedRoot = `/srv/${tag}/pkg`;
const linkFolder = `/opt/${tag}/links/bin`;

describe('a sandboxed program reads only the system, its PATH programs and its workspace', () => {
  let fx: SandboxFixture;
  let sandbox: CommandSandbox;
  let PATH: string;
  beforeAll(async () => {
    fx = createSandboxFixture();
    writeFileSync(path.join(fx.ws, 'notes.txt'), 'workspace notes\n');
    for (const [name, folder] of Object.entries(planted)) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, '.env'), `SECRET_${name}=leaked\n`);
    }
    mkdirSync(path.join(toolRoot, 'bin'), { recursive: true });
    mkdirSync(path.join(toolRoot, 'share'), { recursive: true });
    writeFileSync(path.join(toolRoot, 'share', 'greeting.txt'), 'hello from the tool\n');
    writeFileSync(path.join(toolRoot, 'bin', 'hello'), `#!/bin/bash\ncat "$(dirname "$0")/../share/greeting.txt"\n`);
    chmodSync(path.join(toolRoot, 'bin', 'hello'), 0o755);
    mkdirSync(path.join(linkedRoot, 'bin'), { recursive: true });
    mkdirSync(path.join(linkedRoot, 'lib'), { recursive: true });
    writeFileSync(path.join(linkedRoot, 'lib', 'words.txt'), 'hello through a link\n');
    writeFileSync(
      path.join(linkedRoot, 'bin', 'greet'),
      `#!/bin/bash\ncat "$(dirname "$(readlink -f "$0")")/../lib/words.txt"\n`,
    );
    chmodSync(path.join(linkedRoot, 'bin', 'greet'), 0o755);
    mkdirSync(linkFolder, { recursive: true });
    symlinkSync(path.join(linkedRoot, 'bin', 'greet'), path.join(linkFolder, 'greet'));
    PATH = `${path.join(toolRoot, 'bin')}:${linkFolder}:${process.env.PATH ?? '/usr/bin:/bin'}`;
    sandbox = await createCommandSandbox({
      dataDir: fx.dataDir,
      home: fx.home,
      cacheReads: [path.join(fx.home, '.npm')],
    });
  });
  afterAll(async () => {
    await sandbox.close();
    fx.cleanup();
    for (const root of ['/srv', '/opt', '/mnt', '/var']) rmSync(path.join(root, tag), { recursive: true, force: true });
  });

  const env = () => ({ PATH, HOME: fx.home, LANG: 'C' });

  it.each<SandboxGrant>(['read_only', 'yolo', 'approved'])(
    '%s: a folder outside the homes is absent, not only unreadable',
    async (grant) => {
      expect(sandbox.status).toMatchObject({ available: true });
      const reads = Object.values(planted).map(
        (folder) => `cat ${folder}/.env 2>/dev/null; ls -A ${folder} 2>/dev/null`,
      );
      const outcome = await runIn(sandbox, fx, [...reads, 'cat notes.txt'].join('; '), { grant, env: env() });
      expect(outcome.confined).toBe(true);
      expect(outcome.output).not.toContain('leaked');
      expect(outcome.output).not.toContain('.env');
      // The workspace still reads.
      expect(outcome.output).toContain('workspace notes');
      // Nothing planted was changed by looking.
      expect(readFileSync(path.join(planted.otherProject, '.env'), 'utf8')).toBe('SECRET_otherProject=leaked\n');
    },
  );

  it.each<SandboxGrant>(['read_only', 'yolo'])(
    '%s: the system passwords and host keys are empty, the rest of /etc still reads',
    async (grant) => {
      const outcome = await runIn(
        sandbox,
        fx,
        'cat /etc/shadow 2>&1; echo "--"; head -c 5 /etc/passwd; echo; ls /etc/ssh 2>/dev/null | grep -c _key$ || true; cat /etc/ssh/ssh_host_*_key 2>/dev/null | head -c 40',
        { grant, env: env() },
      );
      const [shadow, rest] = outcome.output.split('--\n');
      expect(shadow).not.toMatch(/root:/);
      expect(rest).toMatch(/^root:/);
      expect(outcome.output).not.toContain('PRIVATE KEY');
    },
  );

  it.each<SandboxGrant>(['read_only', 'yolo', 'approved'])(
    '%s: a tool installed under /opt on PATH runs and reads its own install root, also through a link into another',
    async (grant) => {
      const outcome = await runIn(
        sandbox,
        fx,
        'hello && greet && node -e "console.log(process.version)" && git --version',
        { grant, env: env() },
      );
      expect(outcome.exitCode, outcome.output).toBe(0);
      expect(outcome.output).toContain('hello from the tool');
      expect(outcome.output).toContain('hello through a link');
      expect(outcome.output).toMatch(/v\d+\.\d+\.\d+/);
      expect(outcome.output).toMatch(/git version/);
    },
  );

  it('the same folder a PATH entry names is all that comes back: its neighbours under /opt stay absent', async () => {
    const outcome = await runIn(sandbox, fx, `ls /opt/${tag}; cat ${planted.optData}/.env 2>&1 || true`, {
      grant: 'yolo',
      env: env(),
    });
    expect(outcome.output).toContain('tool');
    expect(outcome.output).not.toContain('leaked');
  });

  it.each<SandboxGrant>(['read_only', 'yolo', 'approved'])(
    '%s: the top of the disk holds the system and the ways to what is shown, and nothing can be made there',
    async (grant) => {
      const outcome = await runIn(
        sandbox,
        fx,
        `ls -A /; echo "--"; touch /planted 2>&1; mkdir /mnt 2>&1; ls -ld /bin /usr/bin/git | cut -c1`,
        { grant, env: env() },
      );
      const [top, rest] = outcome.output.split('--\n');
      const names = top!.trim().split('\n');
      // The system's own folders are there; /mnt and /var, where planted folders are, are not (/srv is
      // there only as the way to the PATH's program under it, with nothing else in it: see above).
      expect(names).toEqual(expect.arrayContaining(['usr', 'etc', 'dev', 'proc']));
      for (const absent of ['mnt', 'var', 'root']) expect(names).not.toContain(absent);
      expect(rest).toMatch(/touch: cannot touch '\/planted': Read-only file system/);
      expect(rest).toMatch(/mkdir: cannot create directory '\/mnt': Read-only file system/);
      // /bin is the same link it is outside (or the same folder), and what it leads to runs.
      expect(outcome.output).not.toMatch(/No such file/);
    },
  );
});
