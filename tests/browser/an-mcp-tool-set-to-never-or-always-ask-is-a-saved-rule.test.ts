import { describe, expect, it } from 'vitest';
import type { RuleView } from '../../src/shared/rules';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

describe('an MCP tool\'s "never" and "always ask"', () => {
  const f = useBrowserFixture([final('Hello.')], async () => {
    await f.harness.open();
  });
  const rules = async () => ((await f.core.call<RuleView[]>('rules:list', {})) as { value?: RuleView[] }).value ?? [];

  it('are saved as rules on every call of that tool, listed with the server and on the rules page, and removed again', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const section = page.getByTestId('mcp-servers');
    await section
      .getByRole('textbox', { name: 'Import from Claude Desktop, Claude Code or Cursor' })
      .fill(JSON.stringify({ mcpServers: { mail: { command: 'mail-mcp' } } }));
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await section.getByText('Imported 1 server.').waitFor();

    await section.getByText('Never or always ask (0 tools)').click();
    const form = section.getByRole('form', { name: 'Save the choice for a tool of mail' });
    await form.getByRole('textbox', { name: /Tool/ }).fill('send');
    await form.getByRole('combobox', { name: 'What happens' }).selectOption('deny');
    await form.getByRole('button', { name: 'Save the choice for a tool of mail' }).click();
    await section.getByText('Never or always ask (1 tool)').waitFor();
    await expect
      .poll(async () => (await rules()).map((r) => [r.tool, r.effect, r.definition?.match, r.definition?.scope]))
      .toEqual([['mcp__mail__send', 'deny', { kind: 'any' }, { kind: 'everywhere' }]]);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await section.getByRole('button', { name: 'Remove the choice for mcp__mail__send' }).click();
    await section.getByText('Never or always ask (0 tools)').waitFor();
    expect(await rules()).toEqual([]);
  });
});
