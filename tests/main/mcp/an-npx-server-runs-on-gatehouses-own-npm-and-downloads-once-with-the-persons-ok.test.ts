import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRuntimeContext, deriveNpmHome, type RuntimeContext } from '../../../src/main/mcp';
import { McpServerConfigSchema, type McpServerConfig } from '../../../src/shared/mcp';
import { createMcpRig, type McpRig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import {
  buildTestServerPackage,
  loadTestNpmFolder,
  startNpmRegistryStandIn,
  type NpmRegistryStandIn,
  type PackedPackage,
} from '../../support/npm-registry-stand-in';

/**
 * The test package loads tsx and the test server from this repository (a real package carries its
 * own code): the repository is the server's working folder, which the sandbox shows it read-only,
 * as everything else outside the system's folders stays hidden.
 */
const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/**
 * A computer without Node.js: the PATH the server's command is looked up on, and the server's own
 * PATH, hold a shell and no `node`, `npm` or `npx` (this machine's /usr/bin has all three). Gatehouse's own runtime is the Node.js running
 * the tests (in the app, Electron's program as Node), with the npm package it carries. The registry
 * is a stand-in on 127.0.0.1 serving one package built here with `npm pack`: a bin that starts the
 * calendar test server.
 */
const PACKAGE = 'gatehouse-test-calendar';
const NOTES = 'gatehouse-test-notes';
let packed: PackedPackage;
let notesPacked: PackedPackage;
let packFolder = '';
let root = '';
let bin = '';
let registry: NpmRegistryStandIn | null = null;
let rig: McpRig | null = null;

beforeAll(() => {
  packFolder = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-npm-pack-')));
  packed = buildTestServerPackage(packFolder, PACKAGE, 'mcp-calendar-server.ts');
  notesPacked = buildTestServerPackage(packFolder, NOTES, 'mcp-notes-server.ts');
}, 60_000);
afterAll(() => rmSync(packFolder, { recursive: true, force: true }));
beforeEach(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-npx-')));
  // Inside the folder: the sandbox hides the shared temp folders, and the server's PATH must be seen there.
  bin = join(root, 'ws', 'bin');
  mkdirSync(bin, { recursive: true });
  for (const program of ['bash', 'sh', 'ls']) symlinkSync(`/usr/bin/${program}`, join(bin, program));
  registry = await startNpmRegistryStandIn(packed, notesPacked);
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  await registry?.close();
  rmSync(root, { recursive: true, force: true });
});

const withoutNode = (): RuntimeContext => ({
  ...createRuntimeContext(),
  searchPath: bin,
  npmFolder: loadTestNpmFolder(),
});

/** The calendar server as a guide writes an npm server: `npx -y <package> <state>`, sandboxed, with no network of its own. */
function calendarWithNpx(extra: Partial<McpServerConfig> = {}): McpServerConfig {
  return McpServerConfigSchema.parse({
    name: 'calendar',
    // MCP_TEST_WRITE_OUTSIDE: the server tries to write outside its folder at each start (the sandbox refuses).
    transport: {
      type: 'stdio',
      command: 'npx',
      args: ['-y', PACKAGE, join(root, 'ws', 'calendar.json')],
      env: { PATH: bin, MCP_TEST_WRITE_OUTSIDE: join(root, 'outside.txt') },
      cwd: repo,
    },
    trusted: true,
    sandboxed: true,
    ...extra,
  });
}

const callListEvents = async (rig: McpRig) => {
  const connection = await rig.manager.connectionFor('calendar', join(root, 'ws'));
  return connection.callTool('list_events', {}, { signal: new AbortController().signal, timeoutMs: 20_000 });
};

describe('an MCP server started with `npx` or `npm exec` on a computer without Node.js', () => {
  it("runs on Gatehouse's own npm in the sandbox: nothing is fetched without the person's OK, one download with it, and a later start asks the registry for nothing", async () => {
    const dataDir = join(root, 'data');
    const home = deriveNpmHome(dataDir, registry!.url);
    rig = createMcpRig([calendarWithNpx()], { sandbox: { dataDir }, runtime: withoutNode(), npm: home });

    // No OK yet: the start stops before anything runs, and Settings asks.
    await expect(rig.manager.connectionFor('calendar', join(root, 'ws'))).rejects.toThrow(
      `needs to download ${PACKAGE} from the npm registry once`,
    );
    expect(registry!.requests).toEqual([]);
    expect(rig.manager.states()).toEqual([
      expect.objectContaining({ name: 'calendar', status: 'needs_download', runtime: 'gatehouse' }),
    ]);
    expect(rig.manager.runtimes()).toEqual([
      {
        server: 'calendar',
        runtime: 'gatehouse',
        program: 'npx',
        hasOwn: false,
        download: { packages: [PACKAGE], registry: new URL(registry!.url).host, state: 'ask' },
      },
    ]);

    // The person allows it (Settings saves the package in the server's npmDownloads).
    rig.servers[0] = calendarWithNpx({ npmDownloads: [PACKAGE] });
    await rig.manager.stopServer('calendar');
    expect(rig.manager.runtimes()[0]?.download?.state).toBe('allowed');
    const first = await callListEvents(rig);
    expect(first.isError).not.toBe(true);
    expect(registry!.requests.filter((p) => p === `/${PACKAGE}`).length).toBeGreaterThanOrEqual(1);
    expect(registry!.requests.filter((p) => p.endsWith('.tgz'))).toEqual([`/${PACKAGE}/-/${PACKAGE}-1.0.0.tgz`]);
    expect(registry!.requests.every((p) => p === `/${PACKAGE}` || p.endsWith('.tgz'))).toBe(true);
    expect(existsSync(join(dataDir, 'npm', 'servers', 'calendar', 'cache'))).toBe(true);
    expect(rig.manager.runtimes()[0]?.download?.state).toBe('done');
    expect(loadTestServerState(join(root, 'ws', 'calendar.json')).outsideWrite).toMatch(/^refused/);

    // A later start runs offline from the data folder's cache.
    const seen = registry!.requests.length;
    await rig.manager.stopServer('calendar');
    const second = await callListEvents(rig);
    expect(second.isError).not.toBe(true);
    expect(registry!.requests.length).toBe(seen);
    expect(rig.manager.states()).toEqual([
      expect.objectContaining({ name: 'calendar', status: 'ready', runtime: 'gatehouse' }),
    ]);
    expect(loadTestServerState(join(root, 'ws', 'calendar.json'))).toMatchObject({
      starts: 2,
      outsideWrite: expect.stringMatching(/^refused/),
    });
    expect(existsSync(join(root, 'outside.txt'))).toBe(false);
  }, 120_000);

  it('started with `npm exec`, the registry is reachable for its download only: the running server reaches nothing', async () => {
    const dataDir = join(root, 'data');
    const notes = McpServerConfigSchema.parse({
      name: 'notes',
      transport: {
        type: 'stdio',
        command: 'npm',
        args: ['exec', '--yes', `--package=${NOTES}`, '--', NOTES, join(root, 'ws', 'notes.json')],
        env: { PATH: bin },
        cwd: repo,
      },
      sandboxed: true,
      npmDownloads: [NOTES],
    });
    rig = createMcpRig([notes], {
      sandbox: { dataDir },
      runtime: withoutNode(),
      npm: deriveNpmHome(dataDir, registry!.url),
    });
    const connection = await rig.manager.connectionFor('notes', join(root, 'ws'));
    expect(registry!.requests.filter((p) => p.endsWith('.tgz'))).toEqual([`/${NOTES}/-/${NOTES}-1.0.0.tgz`]);
    const seen = registry!.requests.length;
    const fetched = await connection.callTool(
      'fetch_url',
      { url: `${registry!.url}${NOTES}` },
      { signal: new AbortController().signal, timeoutMs: 20_000 },
    );
    const first = fetched.content[0];
    expect(fetched.isError).toBe(true);
    expect(first?.type === 'text' ? first.text : '').toMatch(/^unreachable/);
    expect(registry!.requests.length).toBe(seen);
    expect(rig.manager.runtimes()).toEqual([
      expect.objectContaining({
        server: 'notes',
        runtime: 'gatehouse',
        program: 'npm',
        download: expect.objectContaining({ state: 'done' }),
      }),
    ]);
  }, 120_000);
});
