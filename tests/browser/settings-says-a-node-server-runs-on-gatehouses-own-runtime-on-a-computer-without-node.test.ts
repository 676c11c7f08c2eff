import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startSessionRun, useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

/** A computer without Node.js: the core's PATH holds a shell and no `node`. */
const root = mkdtempSync(join(tmpdir(), 'gatehouse-no-node-'));
const bin = join(root, 'bin');
mkdirSync(bin);
symlinkSync('/usr/bin/bash', join(bin, 'bash'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two servers as guides write them: the filesystem server started with `node <its script>`, and one with npx. */
const SERVERS = {
  mcpServers: {
    files: { command: 'node', args: [createRequire(import.meta.url).resolve('@modelcontextprotocol/server-filesystem/dist/index.js')] },
    fetched: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'] },
  },
};

describe('Settings › MCP servers on a computer without Node.js', () => {
  const f = useBrowserFixture([final('Hello.')], () => f.harness.open(), { coreEnv: { PATH: bin } });

  it('shows the node server ready on Gatehouse’s own Node.js, and the npx one failed with what it needs', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section.getByRole('textbox', { name: 'Import from Claude Desktop, Claude Code or Cursor' }).fill(JSON.stringify(SERVERS));
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await section.getByText('Imported 2 servers.').waitFor();

    await startSessionRun(f.core, f.workspace, 'Hi', 'Hello');
    await section.getByText(/^Ready \(\d+ tools\)$/).waitFor({ timeout: 20_000 });
    await section.getByText("Runs on Gatehouse's own Node.js: this computer has none installed.").waitFor();
    await section.getByText('It starts with npx, which needs Node.js, and this computer has none.', { exact: false }).waitFor({ timeout: 20_000 });
  });
});
