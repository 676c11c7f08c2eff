import { describe, expect, it } from 'vitest';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

describe('conversations started in the window', () => {
  const f = useBrowserFixture(
    [
      reply(text('Writing the plan.'), toolUse('toolu_plan', 'write_file', { path: 'plan.md', content: '# Plan\n' })),
      reply(text('Writing the list.'), toolUse('toolu_list', 'write_file', { path: 'list.md', content: '- milk\n' })),
    ],
    () => f.harness.open(),
  );

  it('are named from their first message at once, so the inbox tells them apart', async () => {
    const page = f.page;
    for (const message of ['Write a plan for the garden\nwith beds and paths', 'Start a shopping list for Saturday']) {
      await page.getByRole('button', { name: 'New conversation' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Choose a folder…' }).click();
      await page.getByRole('heading', { name: 'New conversation', level: 1 }).waitFor();
      // The dialog is gone and the message box has the focus: the person can type at once.
      await expect
        .poll(() =>
          page.getByRole('textbox', { name: 'Message' }).evaluate((box) => box === box.ownerDocument.activeElement),
        )
        .toBe(true);
      await sendMessage(page, message);
      await page.locator('.approval-slot.waiting .gh-sheet').waitFor();
    }
    await expect(page.locator('.session-title').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Write a plan for the garden', 'Start a shopping list for Saturday']),
    );
    await page.getByRole('heading', { name: 'Start a shopping list for Saturday', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Waiting for you (2)' }).click();
    await expect
      .poll(() => page.locator('.inbox-item h2').allTextContents())
      .toEqual(
        expect.arrayContaining([
          '1 action in “Write a plan for the garden”',
          '1 action in “Start a shopping list for Saturday”',
        ]),
      );
    // One word for it everywhere the person reads.
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/\bsessions?\b/i);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
