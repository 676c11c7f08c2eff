import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const BEFORE = 'alpha\nbeta\ngamma\n';
const AFTER = 'alpha\nBETA\ngamma\n';

describe('a proposed write, approved in the sheet', () => {
  const f = useBrowserFixture(
    [
      reply(text('I will capitalise beta.'), toolUse('toolu_1', 'write_file', { path: 'notes.md', content: AFTER })),
      final('Done: **beta** is now BETA.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'notes.md'), BEFORE);
      await f.openSession('Notes');
    },
  );

  it('shows exactly the change in the diff pane, then writes exactly that to disk', async () => {
    const page = f.page;
    await sendMessage(page, 'Capitalise beta in notes.md');
    const sheet = approvalSheet(page);
    await sheet.waitFor();

    // The diff pane: one line removed, one added, the rest context; nothing written yet.
    await expect(sheet.locator('.gh-counts').textContent()).resolves.toContain('+1 −1');
    // Each row is its line numbers, then the sign and the text (the sign is never colour alone).
    const rowText = (kind: 'add' | 'del') =>
      sheet
        .locator(`.gh-row-${kind}`)
        .evaluateAll((rows) => rows.map((row) => (row.lastChild?.textContent ?? '').trim()));
    await expect(rowText('del')).resolves.toEqual(['− beta']);
    await expect(rowText('add')).resolves.toEqual(['+ BETA']);
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe(BEFORE);
    // Monaco replaces the list once it has loaded (bundled, under the app's CSP).
    await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    const lines = (side: 'original' | 'modified') =>
      sheet
        .locator(`.gh-monaco .editor.${side} .view-lines .view-line`)
        .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\u00a0/g, ' ')));
    await expect(lines('original')).resolves.toEqual(expect.arrayContaining(['alpha', 'beta', 'gamma']));
    await expect(lines('modified')).resolves.toEqual(expect.arrayContaining(['alpha', 'BETA', 'gamma']));
    await expect(lines('original')).resolves.not.toContain('BETA');

    // One action: Approve decides and sends.

    await sheet.getByRole('button', { name: /^Approve: / }).click();

    await page.getByText('Done: beta is now BETA.').waitFor();
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe(AFTER);
    await page.locator('.tool-card.status-success').waitFor();
    await expect(page.locator('.approval-line').textContent()).resolves.toContain('Answered by you');
    await expect(page.getByRole('textbox', { name: 'Message' }).isEnabled()).resolves.toBe(true);
  });
});
