import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  approvalSheet,
  focusedSheetApprovalId,
  readSheetIds,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
} from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('the approvals inbox with two conversations waiting', () => {
  const ids = { garden: '', letters: '' };
  let lettersApproval = '';
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
      // One after the other, so each takes its own scripted turn.
      ids.garden = await startSessionRun(f.core, f.workspace, 'Garden', 'Plan the garden');
      await waitForPendingApproval(f.core, ids.garden);
      ids.letters = await startSessionRun(f.core, f.workspace, 'Letters', 'Draft a letter to Sam');
      lettersApproval = await waitForPendingApproval(f.core, ids.letters);
      await f.harness.open();
    },
  );

  it('lists both, opens the chosen one at its sheet, and approving it clears its entry and its sidebar marker', async () => {
    const page = f.page;
    await page.getByRole('button', { name: 'Waiting for you (2)' }).click();
    await page.getByRole('heading', { name: 'Waiting for you' }).waitFor();
    await expect(page.locator('.inbox-item h2').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['1 action in “Garden”', '1 action in “Letters”']),
    );

    await page.getByRole('button', { name: 'Open: Letters' }).click();
    await page.getByRole('heading', { name: 'Letters', level: 1 }).waitFor();
    await expect(readSheetIds(page).then((s) => s.approvalId)).resolves.toBe(lettersApproval);
    // Opened from the inbox, the sheet has the focus: y answers it at once.
    await expect.poll(() => focusedSheetApprovalId(page)).toBe(lettersApproval);

    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('The letter is drafted.').waitFor();
    expect(readFileSync(join(f.workspace, 'letter.md'), 'utf8')).toBe('Dear Sam,\n');

    await page.getByRole('button', { name: 'Waiting for you (1)' }).waitFor();
    const markers = page.locator('.session-row', { hasText: 'Needs your answer' });
    await expect(markers.locator('.session-title').allTextContents()).resolves.toEqual(['Garden']);
    await page.getByRole('button', { name: 'Waiting for you (1)' }).click();
    await expect.poll(() => page.locator('.inbox-item h2').allTextContents()).toEqual(['1 action in “Garden”']);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
