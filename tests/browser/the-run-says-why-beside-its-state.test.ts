import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const AUTO_NOTE = 'Auto review is not available yet, so every request waits for you, as in Manual.';

/** Both cases in one Chromium and one core: each test opens its own conversation. */
describe('the run’s explanation, shown with its state', () => {
  const f = useBrowserFixture([]);

  it('an auto send says it waits for you as in Manual while the sheet waits, and the note goes when the run is done', async () => {
    const page = f.page;
    writeFileSync(join(f.workspace, 'notes.md'), 'beta\n');
    f.model.push(
      reply(text('I will capitalise it.'), toolUse('toolu_1', 'write_file', { path: 'notes.md', content: 'BETA\n' })),
      final('Capitalised.'),
    );
    await f.openSession('Auto');
    await page.getByRole('radio', { name: 'Reviewer' }).check();
    await sendMessage(page, 'Capitalise notes.md');

    await approvalSheet(page).waitFor();
    const area = page.getByRole('status').filter({ has: page.locator('.run-status') });
    await expect(area.locator('.run-status').textContent()).resolves.toBe('Waiting for your approval.');
    await expect(area.locator('.run-detail').textContent()).resolves.toBe(AUTO_NOTE);

    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Capitalised.').waitFor();
    await expect(area.locator('.run-status').textContent()).resolves.toBe('Done.');
    await expect(area.locator('.run-detail').count()).resolves.toBe(0);
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe('BETA\n');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('a run the model failed says what to do, and the advice goes once Try again continues it', async () => {
    const page = f.page;
    f.model.push(
      { kind: 'error', status: 529, errorType: 'overloaded_error', message: 'Overloaded' },
      final('Here it is.'),
    );
    await f.openSession('Fails');
    await page.getByRole('radio', { name: 'You' }).check();
    await sendMessage(page, 'What is here?');

    const detail = page.locator('.run-status-area .run-detail');
    await detail.waitFor();
    // The run's detail is main's message for the failure, worded as the conversation words it.
    await expect(detail.textContent()).resolves.toBe('The model service is overloaded. Try again in a moment.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Here it is.').waitFor();
    await expect(page.locator('.run-status').textContent()).resolves.toBe('Done.');
    await expect(detail.count()).resolves.toBe(0);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
