import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  approvalSheet,
  readSheetIds,
  saveNotesServer,
  sendMessage,
  useBrowserFixture,
} from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * "Allow … in this conversation" saves a rule in one click, so it is offered only where the button's
 * own words say what the rule allows. An MCP tool with nothing to make a condition of (no
 * recipients, no calendar) would draft "every call of the tool": it gets only "Always allow…", whose
 * editor shows the rule before anything is saved. Through the real core and a real MCP server.
 */
describe('the one-click rule on an MCP call with no condition to offer', () => {
  const f = useBrowserFixture([], async (fixture) => {
    await saveNotesServer(fixture);
    fixture.model.push(
      reply(
        text('Saving a note.'),
        toolUse('toolu_note', 'mcp__notes__save_note', { note: join(fixture.workspace, 'n.md'), text: 'hello\n' }),
      ),
      final('Left alone.'),
    );
    await fixture.openSession('Notes');
  });

  it('is not offered: only "Always allow…", and no rule exists until the person saves one', async () => {
    const page = f.page;
    await sendMessage(page, 'Save a note');
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 30_000 });
    const { callIds } = await readSheetIds(page);
    const card = sheet.locator(`[data-call-id="${callIds[0]}"]`);
    await card.getByRole('button', { name: /^Always allow…/ }).waitFor();
    await expect(card.locator('.gh-rule-allow-here').count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: /in this conversation/ }).count()).resolves.toBe(0);
    const rules = await f.core.call<unknown[]>('rules:list', {});
    expect(rules.ok && rules.value).toEqual([]);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
