import { describe, expect, it } from 'vitest';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

describe('a pending approval and a page reload', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Two files.'),
        toolUse('toolu_a', 'write_file', { path: 'a.txt', content: 'a\n' }),
        toolUse('toolu_b', 'write_file', { path: 'b.txt', content: 'b\n' }),
      ),
    ],
    async () => {
      await f.openSession();
    },
  );

  it('shows the same approval with the same call ids after the window reloads', async () => {
    const page = f.page;
    await sendMessage(page, 'Write a.txt and b.txt');
    const before = await readSheetIds(page);
    expect(before.approvalId).toMatch(/^apr_/);
    expect(before.callIds).toHaveLength(2);

    await f.harness.reload();
    const after = await readSheetIds(page);
    expect(after).toEqual(before);
    // Rebuilt from the main process, not from anything the page kept: the composer is still held.
    await page.getByText('Answer the approval above first.').waitFor();
    await expect(
      approvalSheet(page)
        .getByRole('button', { name: /^Approve: / })
        .count(),
    ).resolves.toBe(2);
  });
});
