import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');

/**
 * The command that runs the offline session in a network namespace with only loopback: as root,
 * `unshare -n` then `ip link set lo up` (the loopback starts down); otherwise bubblewrap, which
 * brings loopback up itself.
 */
function buildNamespaceCommand(): string[] {
  const session = 'exec node --import tsx tests/support/offline-session.ts';
  if (process.getuid?.() === 0) return ['unshare', '-n', 'sh', '-c', `ip link set lo up && ${session}`];
  return ['bwrap', '--unshare-net', '--dev-bind', '/', '/', 'sh', '-c', session];
}

function runOffline(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, ...args] = buildNamespaceCommand();
  return new Promise((done) => {
    const child = spawn(command!, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('offline means offline', () => {
  it('a whole session — onboarding with Test connection, a conversation, an approved write — completes with only loopback', async () => {
    const { code, stdout, stderr } = await runOffline();
    expect(stderr).not.toMatch(/FAILED/);
    expect(code).toBe(0);
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(result).toEqual({
      completed: true,
      file: 'hello offline\n',
      modelRequests: ['qwen3:8b', 'qwen3:8b'],
      probes: expect.any(Number),
      // Nothing the page loaded came from anywhere but the app and the loopback.
      pageRequestsOutsideLoopback: [],
      pageErrors: [],
      // The namespace really had no way out: the session did not complete by reaching anything.
      outsideReachable: false,
    });
  }, 120_000);
});
