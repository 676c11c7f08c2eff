import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpServersView } from '../../src/shared/ipc';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { startSessionRun, useBrowserFixture } from '../support/browser-fixture';
import { testServerConfig } from '../support/mcp-harness';
import { loadTestServerState } from '../support/mcp-test-server-state';
import { final } from '../support/model-server';

const SECRET = 'calendar-secret-0c7e52';

describe('the MCP servers section of Settings, with env values kept in main', () => {
  const f = useBrowserFixture([final('Hello.')], async () => {
    await f.harness.open();
  });
  const servers = async () =>
    ((await f.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView }).value?.servers ?? [];

  it('shows a stored value as kept, never in the page, and saves edits of other fields and values without losing it', async () => {
    const state = join(f.dataDir, '..', 'calendar.json');
    // The calendar server records the CALENDAR_TOKEN it is started with.
    const saved = await f.core.call(
      'mcp:save',
      testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
        env: { MCP_TEST_RECORD_ENV: 'CALENDAR_TOKEN', CALENDAR_TOKEN: SECRET },
      }),
    );
    expect(saved.ok).toBe(true);

    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section.getByText('Environment (2 variables)').click();
    const token = section.getByLabel('Value of CALENDAR_TOKEN');
    expect(await token.getAttribute('placeholder')).toBe('••••• kept');
    expect(await token.inputValue()).toBe('');
    expect(await page.content()).not.toContain(SECRET);

    // Another field of the server: marking a file writer saves the server with its values kept.
    await section.getByText('File writers (0 tools)').click();
    const writers = section.getByRole('form', { name: 'Mark a file writer of calendar' });
    await writers.getByRole('textbox', { name: /Tool/ }).fill('create_event');
    await writers.getByRole('button', { name: 'Mark a file writer of calendar' }).click();
    await expect.poll(async () => (await servers())[0]?.fileWriters.map((w) => w.tool)).toEqual(['create_event']);

    // One value replaced (now recording EXTRA too), one added, the token left as kept.
    const values = section.getByRole('form', { name: 'Save the values of calendar' });
    await values.getByLabel('Value of MCP_TEST_RECORD_ENV').fill('CALENDAR_TOKEN,EXTRA');
    await values.getByRole('textbox', { name: 'New name' }).fill('EXTRA');
    await values.getByLabel('Its value').fill('extra-value');
    await values.getByRole('button', { name: 'Save the values of calendar' }).click();
    await section.getByText('Saved the values of calendar.').waitFor();
    await section.getByText('Environment (3 variables)').waitFor();
    expect(await page.content()).not.toContain(SECRET);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    // The server, started by a conversation in the folder, was given the kept token.
    await startSessionRun(f.core, f.workspace, 'Hi', 'Hello');
    await expect
      .poll(() => loadTestServerState(state).env, { timeout: 20_000 })
      .toEqual({ CALENDAR_TOKEN: SECRET, EXTRA: 'extra-value' });

    // Removing a value: it is gone from what main holds.
    await section.getByRole('button', { name: 'Remove EXTRA' }).click();
    await values.getByRole('button', { name: 'Save the values of calendar' }).click();
    const envNames = async () => {
      const transport = (await servers())[0]?.transport;
      return transport?.type === 'stdio' ? Object.keys(transport.env).sort() : [];
    };
    await expect.poll(envNames).toEqual(['CALENDAR_TOKEN', 'MCP_TEST_RECORD_ENV']);
    await section.getByText('Environment (2 variables)').waitFor();
  });
});
