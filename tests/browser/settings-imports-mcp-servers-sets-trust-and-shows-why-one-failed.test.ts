import { describe, expect, it } from 'vitest';
import type { McpServersView } from '../../src/shared/ipc';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { startSessionRun, useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

/** A server that writes a line to stderr and exits at once, as a broken install does. */
const BROKEN = {
  mcpServers: {
    broken: { command: process.execPath, args: ['-e', "console.error('cannot find my config file'); process.exit(1)"] },
  },
};

describe('the MCP servers section of Settings', () => {
  const f = useBrowserFixture([final('Hello.')], async () => {
    await f.harness.open();
  });

  it('imports an mcpServers JSON untrusted, lets the person trust it, and shows why it failed with its stderr', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section.getByText('No MCP servers yet.').waitFor();

    await section
      .getByRole('textbox', { name: 'Import from Claude Desktop, Claude Code or Cursor' })
      .fill(JSON.stringify(BROKEN));
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await section.getByText('Imported 1 server.').waitFor();
    const trust = section.getByRole('checkbox', { name: 'Trust broken' });
    expect(await trust.isChecked()).toBe(false);
    // Checked once the main process has saved it (the box shows what main holds, not a guess).
    await trust.click();
    await expect.poll(() => trust.isChecked()).toBe(true);
    await expect
      .poll(
        async () =>
          ((await f.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView }).value?.servers[0]
            ?.trusted,
      )
      .toBe(true);

    // A conversation in a folder starts that folder's servers; the broken one fails and says why.
    await startSessionRun(f.core, f.workspace, 'Hi', 'Hello');
    await section.getByText('Failed').waitFor({ timeout: 20_000 });
    await section.getByText('What it last wrote').click();
    await section.locator('details pre', { hasText: 'cannot find my config file' }).waitFor();
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await section.getByRole('button', { name: 'Remove broken' }).click();
    await section.getByText('No MCP servers yet.').waitFor();
  });

  it('refuses a server the main process cannot accept, in plain words', async () => {
    const section = f.page.getByTestId('mcp-servers');
    const form = section.getByRole('form', { name: 'Add a server' });
    await form.getByRole('textbox', { name: 'Name' }).fill('two__underscores');
    await form.getByRole('textbox', { name: 'Command' }).fill('some-server');
    await form.getByRole('button', { name: 'Add server' }).click();
    await section
      .getByText(
        'The request was not valid: a server name cannot contain two underscores in a row (in: name). Nothing was changed.',
      )
      .waitFor({ timeout: 10_000 });
  });
});
