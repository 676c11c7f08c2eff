import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  focusedSheetApprovalId,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
} from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('answering from the inbox', () => {
  const ids = { garden: '', letters: '' };
  let gardenApproval = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Saving the garden plan.'),
        toolUse('toolu_garden', 'write_file', { path: 'garden.md', content: 'tomatoes\n' }),
      ),
      reply(
        text('Drafting the letter.'),
        toolUse('toolu_letter', 'write_file', { path: 'letter.md', content: 'Dear Sam,\n' }),
      ),
      final('The letter is drafted.'),
    ],
    async () => {
      ids.garden = await startSessionRun(f.core, f.workspace, 'Garden', 'Plan the garden');
      gardenApproval = await waitForPendingApproval(f.core, ids.garden);
      ids.letters = await startSessionRun(f.core, f.workspace, 'Letters', 'Draft a letter to Sam');
      await waitForPendingApproval(f.core, ids.letters);
      await f.harness.open();
    },
  );

  it('answers a sheet in place with the keyboard, moves on to the next one, and a shortcut jumps to the last one waiting', async () => {
    const page = f.page;
    await page.getByRole('button', { name: 'Waiting for you (2)' }).click();
    await page.getByRole('heading', { name: 'Waiting for you', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Answer here: Letters' }).click();
    const sheet = page.locator('.inbox-item.answering .gh-sheet');
    await sheet.waitFor();
    // The sheet takes the focus: y answers it at once (one action: decided and sent).
    await expect.poll(() => page.evaluate(`document.activeElement?.closest('[data-call-id]') !== null`)).toBe(true);
    await page.keyboard.press('y');

    await expect
      .poll(() => readFileSync(join(f.workspace, 'letter.md'), 'utf8').toString(), { timeout: 10_000 })
      .toBe('Dear Sam,\n');
    await page.getByRole('button', { name: 'Waiting for you (1)' }).waitFor();
    await expect(page.locator('.inbox-item h2').allTextContents()).resolves.toEqual(['1 action in “Garden”']);
    // Still in the inbox: the conversation was never opened.
    await expect(page.getByRole('heading', { name: 'Waiting for you', level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Letters', level: 1 }).count()).resolves.toBe(0);
    // The focus moved on to the next approval waiting here.
    await expect
      .poll(() => page.evaluate(`document.activeElement?.getAttribute('aria-label') ?? null`))
      .toBe('Answer here: Garden');

    // From anywhere, Ctrl+Shift+A jumps to the next approval waiting, in its conversation, focused.
    await page.getByRole('button', { name: /Settings/ }).click();
    await page.keyboard.press('Control+Shift+A');
    await page.getByRole('heading', { name: 'Garden', level: 1 }).waitFor();
    await expect.poll(() => focusedSheetApprovalId(page)).toBe(gardenApproval);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
