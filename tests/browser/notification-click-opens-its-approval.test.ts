import { describe, expect, it } from 'vitest';
import {
  focusedSheetApprovalId,
  readSheetIds,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
} from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

describe("a push on 'push:open-approval' (a notification click)", () => {
  let waiting = { sessionId: '', approvalId: '' };
  const f = useBrowserFixture(
    [
      reply(
        text('Filing the receipt.'),
        toolUse('toolu_receipt', 'write_file', { path: 'receipt.txt', content: '12.50\n' }),
      ),
    ],
    async () => {
      const sessionId = await startSessionRun(f.core, f.workspace, 'Receipts', 'File the receipt');
      waiting = { sessionId, approvalId: await waitForPendingApproval(f.core, sessionId) };
      // The person is elsewhere: another conversation, on the Settings screen.
      await f.openSession('Holiday plans');
      await f.page.getByRole('button', { name: /Settings/ }).click();
      await f.page.getByRole('heading', { name: 'Settings' }).waitFor();
    },
  );

  it("opens that conversation at that approval's sheet, with the focus in it", async () => {
    const page = f.page;
    await f.harness.openApproval(waiting);

    await page.getByRole('heading', { name: 'Receipts', level: 1 }).waitFor();
    await expect(readSheetIds(page).then((s) => s.approvalId)).resolves.toBe(waiting.approvalId);
    await expect.poll(() => focusedSheetApprovalId(page)).toBe(waiting.approvalId);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
