import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, focusedCallId, readSheetIds, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('a sheet of one action', () => {
  const f = useBrowserFixture(
    [
      reply(text('Saving it.'), toolUse('toolu_one', 'write_file', { path: 'one.md', content: 'just one\n' })),
      final('Saved.'),
    ],
    async () => {
      await f.openSession();
    },
  );

  it('is decided and sent with y alone, says truthfully how to undo it, then gives the focus back to the composer', async () => {
    const page = f.page;
    await page.getByRole('textbox', { name: 'Message' }).focus();
    await page.keyboard.type('Save one.md');
    await page.keyboard.press('Control+Enter');

    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
    // No separate send step, and no undo promise beyond the one the conversation keeps.
    await expect(sheet.locator('.gh-submit').count()).resolves.toBe(0);
    await expect(sheet.getByTestId('sheet-undo').textContent()).resolves.toBe(
      'If you approve, you can undo this change afterwards from its card in the conversation.',
    );

    await page.keyboard.press('y');
    await page.getByText('Saved.', { exact: true }).waitFor();
    expect(readFileSync(join(f.workspace, 'one.md'), 'utf8')).toBe('just one\n');
    expect(f.model.requests).toHaveLength(2);
    await expect.poll(() => page.evaluate(`document.activeElement?.id ?? null`)).toBe('composer-input');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
