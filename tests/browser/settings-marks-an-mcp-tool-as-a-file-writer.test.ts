import { describe, expect, it } from 'vitest';
import type { McpServersView } from '../../src/shared/ipc';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

describe('the MCP servers section of Settings', () => {
  const f = useBrowserFixture([final('Hello.')], async () => {
    await f.harness.open();
  });
  const servers = async () =>
    ((await f.core.call<McpServersView>('mcp:list', {})) as { value?: McpServersView }).value?.servers ?? [];

  it('marks a tool as a file writer with its path and content arguments (content by default), and unmarks it', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section
      .getByRole('textbox', { name: 'Import from Claude Desktop, Claude Code or Cursor' })
      .fill(JSON.stringify({ mcpServers: { notes: { command: 'notes-mcp' } } }));
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await section.getByText('Imported 1 server.').waitFor();

    await section.getByText('File writers (0 tools)').click();
    const form = section.getByRole('form', { name: 'Mark a file writer of notes' });
    await form.getByRole('textbox', { name: /Tool/ }).fill('save_note');
    await form.getByRole('textbox', { name: 'Argument with the path' }).fill('note');
    await form.getByRole('button', { name: 'Mark a file writer of notes' }).click();
    await expect
      .poll(async () => (await servers())[0]?.fileWriters)
      .toEqual([{ tool: 'save_note', pathArgument: 'note', contentArgument: 'content' }]);
    await section.getByText('File writers (1 tool)').waitFor();
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await section.getByRole('button', { name: 'Unmark save_note' }).click();
    await expect.poll(async () => (await servers())[0]?.fileWriters).toEqual([]);
  });
});
