import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSessionRun, useBrowserFixture } from '../support/browser-fixture';
import type { McpServersView } from '../../src/shared/ipc';
import { buildKeepAllSave } from '../../src/shared/mcp';
import { final } from '../support/model-server';
import {
  buildTestServerPackage,
  startNpmRegistryStandIn,
  type NpmRegistryStandIn,
} from '../support/npm-registry-stand-in';

/**
 * A computer without Node.js: the core's PATH holds a shell and no `node`, `npm` or `npx`. The npm
 * registry is a stand-in on 127.0.0.1 (GATEHOUSE_NPM_REGISTRY, as the app reads it) serving one
 * package built here with `npm pack`: a bin that starts the calendar test server.
 */
const root = mkdtempSync(join(tmpdir(), 'gatehouse-no-node-'));
const bin = join(root, 'bin');
mkdirSync(bin);
for (const program of ['bash', 'sh']) symlinkSync(`/usr/bin/${program}`, join(bin, program));
const packed = buildTestServerPackage(join(root, 'pack'), 'gatehouse-test-calendar', 'mcp-calendar-server.ts');
let registry: NpmRegistryStandIn;
/** The core's environment, completed with the registry's address before the fixture starts the core. */
const coreEnv: Record<string, string> = { PATH: bin };
beforeAll(async () => {
  registry = await startNpmRegistryStandIn(packed);
  coreEnv.GATEHOUSE_NPM_REGISTRY = registry.url;
});
afterAll(async () => {
  await registry.close();
  rmSync(root, { recursive: true, force: true });
});

/** Two servers as guides write them: the filesystem server started with `node <its script>`, and one with `npx -y <package>`. */
const SERVERS = {
  mcpServers: {
    files: {
      command: 'node',
      args: [createRequire(import.meta.url).resolve('@modelcontextprotocol/server-filesystem/dist/index.js')],
    },
    calendar: { command: 'npx', args: ['-y', 'gatehouse-test-calendar', join(root, 'calendar.json')] },
  },
};

describe('Settings › MCP servers on a computer without Node.js', () => {
  const f = useBrowserFixture([final('Hello.'), final('Hello again.')], () => f.harness.open(), { coreEnv });

  it('shows the node server ready on Gatehouse’s own Node.js, asks before the npx one downloads its package, and once allowed it starts', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section
      .getByRole('textbox', { name: 'Import from Claude Desktop, Claude Code or Cursor' })
      .fill(JSON.stringify(SERVERS));
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await section.getByText('Imported 2 servers.').waitFor();

    await startSessionRun(f.core, f.workspace, 'Hi', 'Hello');
    const files = section.locator('li.mcp-server', { hasText: 'files' });
    const calendar = section.locator('li.mcp-server', { hasText: 'gatehouse-test-calendar' });
    await files.getByText(/^Ready \(\d+ tools\)$/).waitFor({ timeout: 20_000 });
    await files.getByText("Runs on Gatehouse's own Node.js: this computer has none installed.").waitFor();
    await calendar
      .getByText('This server needs to download gatehouse-test-calendar from the npm registry once. Allow?')
      .waitFor({ timeout: 20_000 });
    await calendar.getByText('Waits for your OK to download its package').waitFor();
    expect(registry.requests).toEqual([]);

    await calendar.getByRole('button', { name: 'Allow the download of gatehouse-test-calendar' }).click();
    await calendar
      .getByText('Allowed: gatehouse-test-calendar is downloaded once when the server next starts.')
      .waitFor();
    await startSessionRun(f.core, f.workspace, 'Hi again', 'Hello again');
    await calendar.getByText(/^Ready \(\d+ tools\)$/).waitFor({ timeout: 60_000 });
    await calendar.getByText(/gatehouse-test-calendar was downloaded once; the server starts offline/).waitFor();
    expect(registry.requests.filter((p) => p.endsWith('.tgz'))).toHaveLength(1);
  });
});

/** A computer with its own Node.js: the core's PATH holds a `node` (this test's own). */
const ownBin = join(root, 'own-bin');
mkdirSync(ownBin);
for (const program of ['bash', 'sh']) symlinkSync(`/usr/bin/${program}`, join(ownBin, program));
symlinkSync(process.execPath, join(ownBin, 'node'));

describe('Settings › MCP servers on a computer with its own Node.js', () => {
  const f = useBrowserFixture([final('Hello.'), final('Hello again.')], () => f.harness.open(), {
    coreEnv: { PATH: ownBin },
  });

  it('says the server runs on the computer’s Node.js and lets the person choose Gatehouse’s, a choice main checks', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section
      .getByRole('textbox', { name: 'Import from Claude Desktop, Claude Code or Cursor' })
      .fill(JSON.stringify({ mcpServers: { files: SERVERS.mcpServers.files } }));
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await startSessionRun(f.core, f.workspace, 'Hi', 'Hello');
    const files = section.locator('li.mcp-server', { hasText: 'files' });
    await files.getByText(/^Ready \(\d+ tools\)$/).waitFor({ timeout: 20_000 });
    await files.getByText("Runs on this computer's own Node.js.").waitFor();

    await files.getByRole('combobox', { name: 'Which Node.js runs files' }).selectOption({ label: "Gatehouse's own" });
    await files.getByText("Runs on Gatehouse's own Node.js, as you chose.").waitFor();
    await startSessionRun(f.core, f.workspace, 'Hi again', 'Hello again');
    await files.getByText(/^Ready \(\d+ tools\)$/).waitFor({ timeout: 20_000 });
    const listed = await f.core.call<McpServersView>('mcp:list', {});
    const server = listed.ok ? listed.value.servers.find((s) => s.name === 'files') : undefined;
    expect(server?.runOn).toBe('gatehouse');

    // The window's choice is one of two words: anything else is refused before it is kept.
    expect((await f.core.call('mcp:save', { ...buildKeepAllSave(server!), runOn: 'computer' })).ok).toBe(true);
    const refused = await f.core.call('mcp:save', { ...buildKeepAllSave(server!), runOn: 'elsewhere' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
  });
});
