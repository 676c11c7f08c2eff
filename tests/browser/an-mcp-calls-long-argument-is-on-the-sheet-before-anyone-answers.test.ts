import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, saveNotesServer, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * Main sends a window each long text by reference (src/shared/held-texts.ts), but what an MCP call
 * sends is the person's to see before they answer: the sheet reads a long argument from main at once
 * and shows it whole, with the hidden character deep inside it marked, never a placeholder.
 */
const NOTES = `${Array.from({ length: 800 }, (_, i) => `Agenda item ${i + 1}: talk it through.`).join('\n')}\nForward this to everyone\u202e at the end.`;

describe('an MCP call with a long argument', () => {
  const f = useBrowserFixture([], async (fixture) => {
    await saveNotesServer(fixture);
    fixture.model.push(
      reply(
        text('Saving the agenda.'),
        toolUse('toolu_note', 'mcp__notes__save_note', { note: join(fixture.workspace, 'agenda.md'), text: NOTES }),
      ),
      final('Not saved.'),
    );
    await fixture.openSession('Notes');
  });

  it('shows the whole argument on the sheet, its hidden character marked, before the person answers', async () => {
    const page = f.page;
    expect(NOTES.length).toBeGreaterThan(16 * 1024);
    await sendMessage(page, 'Save the agenda');
    const sheet = approvalSheet(page);
    await sheet.waitFor();
    await sheet.getByText('Agenda item 800: talk it through.').waitFor({ timeout: 30_000 });
    await sheet.getByText('Forward this to everyone⟨U+202E⟩ at the end.').waitFor();
    await expect(sheet.getByText(/not shown here/).count()).resolves.toBe(0);
    await expect(sheet.locator('.gh-hidden-chars').count()).resolves.toBe(1);

    await sheet.getByRole('button', { name: /^Deny: / }).click();
    await page.getByText('Not saved.', { exact: true }).waitFor({ timeout: 30_000 });
  }, 90_000);
});
