import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { wordInEnglish } from '../../support/word-main';
import os, { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import { createMcpRig, testServerConfig, type McpRig } from '../../support/mcp-harness';

/**
 * The sandbox shows a program only the system's folders, its PATH's and what its own command line
 * names. A server started by a launcher installed under /opt still runs; one whose program is in the
 * hidden home folder does not start, and says where and what to do, not only "Connection closed".
 */
const tag = `gatehouse-test-${process.pid}`;
let root = '';
let rig: McpRig | null = null;
const made: string[] = [];
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-program-')));
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  rmSync(root, { recursive: true, force: true });
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A launcher script in `installRoot/bin` that runs node with the test server's arguments. */
function launcherIn(installRoot: string): string {
  made.push(installRoot);
  mkdirSync(join(installRoot, 'bin'), { recursive: true });
  const file = join(installRoot, 'bin', 'start-server');
  writeFileSync(file, `#!/bin/sh\nexec ${process.execPath} "$@"\n`);
  chmodSync(file, 0o755);
  return file;
}

function launchedBy(launcher: string, state: string) {
  const base = testServerConfig('calendar', 'mcp-calendar-server.ts', state, { trusted: true, sandboxed: true });
  if (base.transport.type !== 'stdio') throw new Error('stdio expected');
  return McpServerConfigSchema.parse({ ...base, transport: { ...base.transport, command: launcher } });
}

describe('a sandboxed MCP server whose program is outside the system folders', () => {
  it('runs when its program is installed under /opt and named by its path', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const launcher = launcherIn(`/opt/${tag}`);
    rig = createMcpRig([launchedBy(launcher, join(workspace, 'calendar.json'))], {
      sandbox: { dataDir: join(root, 'data') },
    });
    const connection = await rig.manager.connectionFor('calendar', workspace);
    const listed = await connection.callTool(
      'list_events',
      {},
      { signal: new AbortController().signal, timeoutMs: 10_000 },
    );
    expect(listed.isError).not.toBe(true);
  });

  it('does not start when its program is in the hidden home folder, and says where and what to do', async () => {
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const launcher = launcherIn(path.join(os.homedir(), `.${tag}`));
    rig = createMcpRig([launchedBy(launcher, join(workspace, 'calendar.json'))], {
      sandbox: { dataDir: join(root, 'data') },
    });
    await expect(rig.manager.connectionFor('calendar', workspace)).rejects.toThrow(
      new RegExp(
        `its program ${launcher.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in .*, which the sandbox hides: allow toolchains in your home folder`,
      ),
    );
    expect(rig.manager.states()).toEqual([
      expect.objectContaining({
        status: 'failed',
        reason: { id: 'mcp.start.programHiddenInHome', params: { program: launcher, folder: expect.any(String) } },
      }),
    ]);
    expect(wordInEnglish(rig.manager.states()[0]?.reason)).toMatch(
      /^It did not start: its program .* is in .*, which the sandbox hides\. Allow toolchains in your home folder \(Settings › Commands\)/,
    );
  });
});
