import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { everythingServerConfig } from '../support/mcp-harness';
import { reply, text, toolUse } from '../support/model-server';

/** @modelcontextprotocol/server-everything through the real core: a long call's progress on its card, and Stop. */
describe("the reference server's long call", () => {
  const f = useBrowserFixture(
    [
      reply(
        text('This takes a while.'),
        toolUse('toolu_long', 'mcp__everything__trigger-long-running-operation', { duration: 30, steps: 30 }),
      ),
    ],
    async (fixture) => {
      const saved = await fixture.core.call('mcp:save', everythingServerConfig('everything'));
      if (!saved.ok) throw new Error(saved.error.text.id);
      await fixture.openSession('Everything');
    },
  );

  it("shows the server's progress on the card while it runs, and Stop cancels it within seconds", async () => {
    const page = f.page;
    await sendMessage(page, 'Run the long operation');
    // Not trusted: the call waits for the person first.
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 30_000 });
    await sheet.getByRole('button', { name: /^Approve: / }).click();

    const card = page.locator('.tool-card.status-running[data-call-id]');
    const live = card.locator('.tool-live');
    await expect.poll(() => live.textContent(), { timeout: 15_000 }).toMatch(/Live output1\/30/);

    const pressed = Date.now();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.tool-card.status-cancelled').waitFor({ timeout: 5_000 });
    expect(Date.now() - pressed).toBeLessThan(5_000);
    await expect(page.locator('.run-status').textContent()).resolves.toBe('Stopped.');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
