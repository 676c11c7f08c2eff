import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const NOBODY = 65534;

/**
 * As root, bubblewrap can mount without a user namespace of its own; a person's account cannot, so
 * there every mount goes through an unprivileged user namespace. The same checks run as that kind
 * of user: as `nobody` through setpriv when this test runs as root, else as the current user.
 */
describe('the sandbox as an unprivileged user', () => {
  it('confines read-only and approved commands the same way', () => {
    const script = path.join(import.meta.dirname, 'run-sandbox-checks.ts');
    const node = [process.execPath, '--import', 'tsx', script];
    const asRoot = process.getuid?.() === 0;
    const argv = asRoot ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', ...node] : node;
    const run = spawnSync(argv[0]!, argv.slice(1), {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    if (asRoot) expect(report.uid).toBe(NOBODY);
    expect(report.uid).not.toBe(0);
    expect(report.status).toMatchObject({ available: true });
    expect(report.readOnly).toMatchObject({
      confined: true,
      uidInside: String(report.uid),
      workspaceUnchanged: true,
      outsideUnchanged: true,
      keyRead: false,
      serverHits: 0,
      leftovers: false,
    });
    expect(report.readOnly.blocked.length).toBeGreaterThan(0);
    expect(report.approved).toMatchObject({
      confined: true,
      workspaceWritten: true,
      outsideUnchanged: true,
      hookPlanted: false,
      keyRead: false,
      serverReached: true,
      serverHits: 1,
    });
    expect(report.approved.blocked).toContain(
      'Reaching example.com (port 80) was refused: only 127.0.0.1 was approved. To reach it, ask again with example.com named in the command.',
    );
  });
});
