import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * The rule editor is a chunk of its own (src/renderer/src/screens/lazy-screens.ts). A window that
 * cannot load it (a damaged install) says so on the call's card when "Always allow…" is clicked,
 * and the sheet stays whole: the person can still answer, and a later click asks for the chunk again.
 */
describe('a rule editor that cannot be loaded', () => {
  let blocked = true;
  const f = useBrowserFixture(
    [
      reply(text('Saving your list.'), toolUse('toolu_w', 'write_file', { path: 'list.md', content: 'eggs\n' })),
      final('Saved.'),
    ],
    async (fixture) => {
      // From the first load on: the idle preload fails too, as it would in such an install.
      await fixture.page.route('**/assets/RuleEditorDialog-*.js', (route) =>
        blocked ? route.abort('failed') : route.continue(),
      );
      await fixture.openSession('Shopping');
    },
  );

  it('says why on the card, leaves the sheet answering, and opens once the chunk can be read', async () => {
    const page = f.page;
    await sendMessage(page, 'Save my shopping list');
    const sheet = approvalSheet(page);
    await sheet.waitFor();
    const always = sheet.getByRole('button', { name: /^Always allow…/ });

    await always.click();
    const alert = sheet.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^The rule editor could not be opened: \S/);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(f.harness.pageErrors).toEqual([]);

    // A later click asks again: with the chunk readable, the editor opens and the failure is gone.
    blocked = false;
    await always.click();
    const dialog = page.getByRole('dialog', { name: 'A rule for calls like this' });
    await dialog.waitFor();
    await expect(alert.count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The sheet answers as ever: the write is approved and lands as shown.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Saved.').waitFor();
    expect(readFileSync(join(f.workspace, 'list.md'), 'utf8')).toBe('eggs\n');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
