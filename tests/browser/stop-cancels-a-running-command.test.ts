import { describe, expect, it } from 'vitest';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('Stop while a command runs', () => {
  const f = useBrowserFixture(
    [reply(text('This takes a while.'), toolUse('toolu_sleep', 'run_command', { command: 'sleep 30' }))],
    async () => {
      await f.openSession();
    },
  );

  it('cancels the command within seconds, says so on its card, and gives the composer back', async () => {
    const page = f.page;
    // Nobody approves (yolo): the command starts without a sheet.
    await page.getByText('Nobody', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Let changes run without asking' }).click();
    await page.locator('.yolo-banner').waitFor();
    await sendMessage(page, 'Wait half a minute');
    const card = page.locator('.tool-card[data-call-id]').filter({ hasText: 'sleep 30' });
    await card.locator('.tool-elapsed').waitFor();
    await expect(page.getByRole('textbox', { name: 'Message' }).isDisabled()).resolves.toBe(true);

    const pressed = Date.now();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.tool-card.status-cancelled').filter({ hasText: 'sleep 30' }).waitFor({ timeout: 5_000 });
    expect(Date.now() - pressed).toBeLessThan(5_000);
    await expect(card.textContent()).resolves.toContain('Cancelled');

    const box = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => box.isEnabled()).toBe(true);
    await expect(page.getByRole('button', { name: 'Send', exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('.run-status').textContent()).resolves.toBe('Stopped.');
    expect(f.model.requests).toHaveLength(1);

    // The next message goes through as usual.
    f.model.push(final('Ready when you are.'));
    await sendMessage(page, 'Never mind');
    await page.getByText('Ready when you are.').waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});
