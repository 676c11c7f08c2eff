import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * In Chromium against the real core and tools: a 100,000-line rewrite (about 5 MB, its diff about
 * 10 MB) reaches the window as the diff's first page and the arguments by reference. The list pages
 * on into what main had not sent yet, the edit form opens with the whole text, and approving writes
 * exactly the model's text.
 */
const BEFORE = `${Array.from({ length: 100_000 }, (_, i) => `old line ${i + 1} of the long file`).join('\n')}\n`;
// Every line new and no change made twice: nothing groups, so the list is the sheet's preview.
const AFTER = `${Array.from({ length: 100_000 }, (_, i) => `entry ${(i * 7919) % 100_003} moved here`).join('\n')}\n`;

describe('a long rewrite on the sheet', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Rewriting every line of long.txt.'),
        toolUse('toolu_long', 'write_file', { path: 'long.txt', content: AFTER }),
      ),
      final('Every line is new now.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'long.txt'), BEFORE);
      await f.openSession('Long');
    },
  );

  it('pages the diff from main as the person reads on, edits from the whole text, and writes it', async () => {
    const page = f.page;
    await sendMessage(page, 'Make every line of long.txt new');
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 60_000 });
    const pager = sheet.locator('.gh-hunks .gh-pager [aria-live]');
    await expect(pager.textContent({ timeout: 30_000 })).resolves.toMatch(/^Page 1 · lines 1–2,000 · more follow/);

    // The first page main sent holds some 5,000 lines; paging on reads the next ones from main.
    const next = sheet.locator('.gh-hunks').getByRole('button', { name: 'Next page' });
    for (let i = 0; i < 5; i++) await next.click();
    // Page 5 is where the first page main sent ends; Next there reads the next one, then shows it.
    await sheet
      .locator('.gh-hunks .gh-pager')
      .getByText(/^Page 6 · lines 10,001–12,000 · more follow/)
      .waitFor();
    await expect(sheet.locator('.gh-hunks .gh-row').first().textContent()).resolves.toContain(
      'old line 10001 of the long file',
    );

    // Edit opens on the whole arguments (read from main first), never on a placeholder. A text this
    // long starts folded in both editors, with its size, and shows when the person asks.
    await sheet.getByRole('button', { name: /^Edit arguments: / }).click();
    const showJson = sheet.getByRole('button', { name: 'Show “Arguments as JSON” to edit' });
    await showJson.waitFor({ timeout: 30_000 });
    await expect(sheet.locator('.gh-folded-text').allTextContents()).resolves.toEqual([
      // The form's field: the file's text (its 100,000 lines and the last line's end).
      expect.stringMatching(
        /^100,001 lines, 2\.2 MB\. Hidden until you ask: .* Show “The text to write \(the whole file\)” to edit$/,
      ),
      // The JSON below it: the same text, escaped, on one line of four.
      expect.stringMatching(/^4 lines, 2\.3 MB\. Hidden until you ask: .* Show “Arguments as JSON” to edit$/),
    ]);
    await expect(sheet.locator('.gh-edit textarea').count()).resolves.toBe(0);
    await showJson.click();
    const editor = sheet.getByLabel('Arguments as JSON');
    await editor.waitFor({ timeout: 30_000 });
    const value = await editor.inputValue();
    expect(JSON.parse(value)).toEqual({ path: 'long.txt', content: AFTER });
    // The form's text stays folded while the JSON is open: one long text laid out, not two.
    await expect(sheet.locator('.gh-edit textarea').count()).resolves.toBe(1);
    await sheet.getByRole('button', { name: 'Discard my changes' }).click();

    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Every line is new now.').waitFor({ timeout: 60_000 });
    expect(readFileSync(join(f.workspace, 'long.txt'), 'utf8')).toBe(AFTER);
  }, 180_000);
});
