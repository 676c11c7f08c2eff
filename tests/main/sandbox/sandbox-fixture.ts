import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CommandSandbox, SandboxRunOptions, SandboxRunOutcome } from '../../../src/main/sandbox';

export const SECRET_KEY = 'FAKE-PRIVATE-KEY-7f3a';
export const DATA_SECRET = 'GATEHOUSE-DATA-91c2';

/**
 * Real folders in a temp folder: a workspace (a git repository), a sibling folder outside it, a fake
 * home with an ssh key, a toolchain cache and a .bashrc, and a fake Gatehouse data folder.
 */
export function createSandboxFixture() {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'gatehouse-sandbox-test-')));
  const ws = path.join(base, 'ws');
  const outside = path.join(base, 'outside');
  const home = path.join(base, 'home');
  const dataDir = path.join(base, 'data');
  for (const dir of [
    ws,
    path.join(ws, '.git', 'hooks'),
    outside,
    path.join(home, '.ssh'),
    path.join(home, '.npm'),
    dataDir,
  ])
    mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(ws, 'readme.txt'), 'workspace text\n');
  writeFileSync(path.join(ws, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(path.join(ws, '.git', 'config'), '[core]\n');
  writeFileSync(path.join(outside, 'keep.txt'), 'outside text\n');
  writeFileSync(path.join(home, '.ssh', 'id_rsa'), `${SECRET_KEY}\n`);
  writeFileSync(path.join(home, '.bashrc'), '# rc\n');
  writeFileSync(path.join(home, '.npm', 'cache.txt'), 'cached package\n');
  writeFileSync(path.join(dataDir, 'gatehouse.db'), `${DATA_SECRET}\n`);
  return { base, ws, outside, home, dataDir, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}
export type SandboxFixture = ReturnType<typeof createSandboxFixture>;

export const never = new AbortController().signal;

/** Runs a command in the fixture's workspace with the given grant (read_only unless said). */
export function runIn(
  sandbox: CommandSandbox,
  fx: SandboxFixture,
  command: string,
  extra: Partial<SandboxRunOptions> = {},
): Promise<SandboxRunOutcome> {
  return sandbox.run({
    command,
    cwd: fx.ws,
    workspaceRoot: fx.ws,
    grant: 'read_only',
    outsidePaths: [],
    hosts: [],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: fx.home, LANG: 'C' },
    timeoutMs: 15_000,
    outputCap: 20_000,
    signal: never,
    ...extra,
  });
}

/** An HTTP server on 127.0.0.1 that counts the requests it gets. */
export async function startCountingServer(): Promise<{ port: number; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((_req, res) => {
    hits += 1;
    res.end('hello from the test server\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Process ids whose command line holds `tag` (found by reading /proc, as ps does). */
export function findProcessesWith(tag: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(tag)) found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

export async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
