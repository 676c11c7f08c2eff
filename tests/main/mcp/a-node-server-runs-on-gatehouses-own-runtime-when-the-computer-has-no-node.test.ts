import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRuntimeContext,
  deriveNpxPackages,
  resolveServerRuntime,
  type RuntimeContext,
} from '../../../src/main/mcp';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import { createMcpRig, type McpRig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';

/**
 * A computer without Node.js: the PATH the server's command is looked up on, and the server's own
 * PATH, hold a shell and no `node`. In the tests Gatehouse's own
 * runtime is the Node.js running them (in the app it is Electron's program as Node).
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let root = '';
let bin = '';
let rig: McpRig | null = null;

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-runtime-')));
  bin = join(root, 'bin');
  mkdirSync(bin);
  for (const program of ['bash', 'ls']) symlinkSync(`/usr/bin/${program}`, join(bin, program));
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  rmSync(root, { recursive: true, force: true });
});

const withoutNode = (): RuntimeContext => ({ ...createRuntimeContext(), searchPath: bin });

/** The test calendar server as a guide writes it: `node --import tsx <file> <state>`. */
function calendarWithNode(state: string) {
  return McpServerConfigSchema.parse({
    name: 'calendar',
    transport: {
      type: 'stdio',
      command: 'node',
      args: ['--import', 'tsx', join(repo, 'tests/support/mcp-calendar-server.ts'), state],
      env: { PATH: bin },
      cwd: repo,
    },
    trusted: true,
    sandboxed: true,
  });
}

describe('an MCP server started with `node` on a computer without Node.js', () => {
  it("runs on Gatehouse's own runtime inside the sandbox, answers a tool call, and Settings is told so", async () => {
    const workspace = join(root, 'ws');
    mkdirSync(workspace);
    const state = join(workspace, 'calendar.json');
    // The sandbox's own programs are found as the app finds them; only `node` is missing.
    rig = createMcpRig([calendarWithNode(state)], { sandbox: { dataDir: join(root, 'data') }, runtime: withoutNode() });
    const connection = await rig.manager.connectionFor('calendar', workspace);
    const listed = await connection.callTool(
      'list_events',
      {},
      { signal: new AbortController().signal, timeoutMs: 10_000 },
    );
    expect(listed.isError).not.toBe(true);
    expect(existsSync(state)).toBe(true);
    expect(loadTestServerState(state).outsideWrite).toBeUndefined();
    expect(rig.manager.states()).toEqual([
      expect.objectContaining({ name: 'calendar', status: 'ready', runtime: 'gatehouse' }),
    ]);
  });

  it('runs on the computer’s own node when there is one, unless the person chose Gatehouse’s; npx without a carried npm is marked as needing Node.js', () => {
    const own = join(root, 'own');
    mkdirSync(own);
    for (const program of ['node', 'npx']) {
      writeFileSync(join(own, program), '#!/bin/sh\n');
      chmodSync(join(own, program), 0o755);
    }
    const ctx = { ...withoutNode(), searchPath: `${bin}:${own}` };
    expect(resolveServerRuntime('node', ['server.js'], ctx)).toMatchObject({
      command: 'node',
      runtime: 'configured',
      hasOwn: true,
    });
    expect(resolveServerRuntime('node', ['server.js'], ctx, 'gatehouse')).toMatchObject({
      command: process.execPath,
      args: ['server.js'],
      runtime: 'gatehouse',
      hasOwn: true,
    });
    const carried = { ...ctx, npmFolder: '/opt/Gatehouse/resources/app.asar.unpacked/node_modules/npm' };
    expect(resolveServerRuntime('npx', ['-y', 'some-server'], carried)).toMatchObject({
      command: 'npx',
      runtime: 'configured',
      hasOwn: true,
    });
    expect(resolveServerRuntime('npx', ['-y', 'some-server'], carried, 'gatehouse')).toMatchObject({
      command: process.execPath,
      args: [`${carried.npmFolder}/bin/npx-cli.js`, '-y', 'some-server'],
      runtime: 'gatehouse',
      npx: { packages: ['some-server'] },
    });
    const noNpm = { ...withoutNode(), npmFolder: null };
    expect(resolveServerRuntime('npx', ['-y', '@modelcontextprotocol/server-filesystem'], noNpm)).toMatchObject({
      command: 'npx',
      runtime: 'needs_node',
    });
    expect(resolveServerRuntime('npm', ['exec', 'some-server'], noNpm)).toMatchObject({ runtime: 'needs_node' });
    expect(resolveServerRuntime('/usr/local/bin/node', ['server.js'], withoutNode())).toMatchObject({
      command: '/usr/local/bin/node',
      runtime: 'configured',
    });
  });

  it('reads the packages an npx or npm exec line runs as npm does', () => {
    expect(deriveNpxPackages('npx', ['-y', '@modelcontextprotocol/server-filesystem', '/data'])).toEqual([
      '@modelcontextprotocol/server-filesystem',
    ]);
    expect(deriveNpxPackages('npx', ['--yes', 'server@1.2.3', '--port', '3'])).toEqual(['server@1.2.3']);
    expect(deriveNpxPackages('npx', ['-p', 'a', '--package=b,c', 'run-it'])).toEqual(['a', 'b', 'c']);
    expect(deriveNpxPackages('npx', ['-c', 'echo hi'])).toEqual([]);
    expect(deriveNpxPackages('npm', ['exec', '--yes', '--', 'server', '--flag'])).toEqual(['server']);
    expect(deriveNpxPackages('npm', ['exec', '--package', 'server', '--', 'server-bin'])).toEqual(['server']);
  });

  it('the choice of runtime is one of two words, checked where settings are read', () => {
    const parse = (runOn: unknown) =>
      McpServerConfigSchema.safeParse({ name: 'x', transport: { type: 'stdio', command: 'node' }, runOn }).success;
    expect([parse('computer'), parse('gatehouse'), parse(undefined)]).toEqual([true, true, true]);
    expect([parse('own'), parse(''), parse(1)]).toEqual([false, false, false]);
  });

  it("in the app, Gatehouse's program is told to run as Node", () => {
    const app = resolveServerRuntime('node', ['server.js'], {
      ...withoutNode(),
      execPath: '/opt/Gatehouse/gatehouse',
      isElectron: true,
    });
    expect(app).toEqual({
      command: '/opt/Gatehouse/gatehouse',
      args: ['server.js'],
      env: { ELECTRON_RUN_AS_NODE: '1' },
      runtime: 'gatehouse',
      programFolder: '/opt/Gatehouse',
      npx: null,
      program: 'node',
      hasOwn: false,
    });
  });
});
