import { describe, expect, it } from 'vitest';
import type { GatehouseApi } from '../../src/shared/ipc';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

describe('the composer while an approval waits', () => {
  let sessionId: string;
  const f = useBrowserFixture(
    [reply(text('Writing it.'), toolUse('toolu_wait', 'write_file', { path: 'a.txt', content: 'a\n' }))],
    async () => {
      sessionId = await f.openSession();
    },
  );

  it('is disabled with the reason shown, and the core refuses a message sent anyway', async () => {
    const page = f.page;
    await sendMessage(page, 'Write a.txt');
    await approvalSheet(page).waitFor();

    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box.isDisabled()).resolves.toBe(true);
    await page.getByText('Answer the approval above first.').waitFor();
    // The reason is tied to the box for screen readers.
    const describedBy = await box.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain(
      'Answer the approval above first.',
    );
    await expect(page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).resolves.toBe(true);

    // A message that bypasses the UI is refused by the main process too; nothing reaches the model.
    const forced = await page.evaluate(
      (id) =>
        (globalThis as unknown as { gatehouse: GatehouseApi }).gatehouse.runSend({
          sessionId: id,
          text: 'sneaking in',
          workMode: 'agent',
          approvalMode: 'manual',
        }),
      sessionId,
    );
    expect(forced).toMatchObject({ ok: false, error: { code: 'approval_pending' } });
    expect(f.model.requests).toHaveLength(1);
    await expect(page.getByText('sneaking in').count()).resolves.toBe(0);
  });
});
