import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { delimiter } from 'node:path';
import {
  deriveNodeShimFolder,
  deriveNpmHome,
  runPrepareNpmHome,
  runRecordFetched,
} from '../../../src/main/mcp/npm-home';
import { runNpxPreparation } from '../../../src/main/mcp/prepare-npx-launch';
import type { McpServerConfig } from '../../../src/shared/mcp';

/**
 * An npx server's package runs its program as `node` (npm's `.cmd` shims on Windows, `#!/usr/bin/env
 * node` elsewhere). On a computer without Node.js that `node` must be Gatehouse's own program. Windows
 * cannot run here, so the text cmd.exe would run is read as written.
 */
describe("an npx server's node on a computer without Node.js", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const newHome = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-npm-home-'));
    made.push(dir);
    return deriveNpmHome(dir);
  };

  it('on Windows is a node.cmd first on PATH that runs Gatehouse as Node.js with every argument and its exit code', async () => {
    const home = newHome();
    const program = 'C:\\Program Files\\Gatehouse\\Gatehouse.exe';
    await runPrepareNpmHome(home, 'files', program, 'win32');
    const bin = deriveNodeShimFolder(home);
    const text = readFileSync(join(bin, 'node.cmd'), 'utf8');
    expect(text.split('\r\n')).toEqual([
      '@echo off',
      'setlocal',
      'set "ELECTRON_RUN_AS_NODE=1"',
      `"${program}" %*`,
      'exit /b %ERRORLEVEL%',
      '',
    ]);
    // No link is attempted there (it needs a privilege people rarely have).
    expect(existsSync(join(bin, 'node'))).toBe(false);
  });

  it("on Windows keeps a % in the program's path as itself, not a variable cmd.exe would expand", async () => {
    const home = newHome();
    await runPrepareNpmHome(home, 'files', 'C:\\Users\\50%PATH%off\\Gatehouse.exe', 'win32');
    const text = readFileSync(join(deriveNodeShimFolder(home), 'node.cmd'), 'utf8');
    expect(text).toContain('"C:\\Users\\50%%PATH%%off\\Gatehouse.exe" %*');
  });

  it('elsewhere is a link to Gatehouse, replaced when the program moves (an update)', async () => {
    const home = newHome();
    await runPrepareNpmHome(home, 'files', '/opt/Gatehouse/gatehouse', 'linux');
    const link = join(deriveNodeShimFolder(home), 'node');
    expect(readlinkSync(link)).toBe('/opt/Gatehouse/gatehouse');
    await runPrepareNpmHome(home, 'files', '/opt/Gatehouse-2/gatehouse', 'linux');
    expect(readlinkSync(link)).toBe('/opt/Gatehouse-2/gatehouse');
    expect(existsSync(join(deriveNodeShimFolder(home), 'node.cmd'))).toBe(false);
  });

  it("finds the computer's PATH however it is spelt (Windows' Path) and passes one PATH on, with node's folder first", async () => {
    const home = newHome();
    mkdirSync(home.folder, { recursive: true });
    await runRecordFetched(home, 'files', ['@modelcontextprotocol/server-filesystem']);
    const start = await runNpxPreparation({
      config: { name: 'files' } as unknown as McpServerConfig,
      runtime: {
        command: process.execPath,
        args: [],
        env: {},
        runtime: 'gatehouse',
        programFolder: null,
        program: 'npx',
        hasOwn: false,
        npx: { packages: ['@modelcontextprotocol/server-filesystem'], npmFolder: '/nowhere/npm' },
      },
      home,
      baseEnv: { Path: 'C:\\Windows\\system32', KEEP: 'kept' },
      cwd: tmpdir(),
      workspace: null,
    });
    expect(Object.keys(start.env).filter((key) => key.toUpperCase() === 'PATH')).toEqual(['PATH']);
    expect(start.env.PATH).toBe([deriveNodeShimFolder(home), 'C:\\Windows\\system32'].join(delimiter));
    expect(start.env.KEEP).toBe('kept');
  });
});
