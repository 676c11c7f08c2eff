import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, focusedCallId, readSheetIds, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('an approval answered with the keyboard alone', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Two files.'),
        toolUse('toolu_keep', 'write_file', { path: 'keep.txt', content: 'kept\n' }),
        toolUse('toolu_skip', 'write_file', { path: 'skip.txt', content: 'skipped\n' }),
      ),
      final('One written, one left alone.'),
    ],
    async () => {
      await f.openSession();
    },
  );

  it('takes the focus, y approves the first call, n and a typed reason deny the second, Tab stays in the sheet, Enter sends both', async () => {
    const page = f.page;
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.focus();
    await page.keyboard.type('Write keep.txt and skip.txt');
    await page.keyboard.press('Control+Enter');

    // The focus moves into the sheet, onto the first call.
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    const focusedCall = () => focusedCallId(page);
    await expect.poll(focusedCall).toBe(callIds[0]);

    await page.keyboard.press('y');
    await expect.poll(focusedCall).toBe(callIds[1]);
    await page.keyboard.press('n');
    const reason = sheet.getByRole('textbox', { name: /Why not\?/ });
    await expect.poll(() => reason.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('not this one, thanks');
    const send = sheet.getByRole('button', { name: 'Approve 1, deny 1' });
    await expect(send.isEnabled()).resolves.toBe(true);

    // Tab from the last call's reason never leaves the sheet (it comes round), so its keys keep working.
    const inSheet = () => page.evaluate(`document.activeElement?.closest('.gh-sheet') !== null`);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      await expect(inSheet()).resolves.toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(inSheet()).resolves.toBe(true);
    }
    // From Send, where answering the last call leads, k goes back to that last call.
    await send.focus();
    await page.keyboard.press('k');
    await expect.poll(focusedCall).toBe(callIds[1]);
    await expect(reason.inputValue()).resolves.toBe('not this one, thanks');
    await reason.focus();
    await page.keyboard.press('Enter');

    await page.getByText('One written, one left alone.').waitFor();
    expect(readFileSync(join(f.workspace, 'keep.txt'), 'utf8')).toBe('kept\n');
    expect(existsSync(join(f.workspace, 'skip.txt'))).toBe(false);
    const results = (f.model.requests[1]?.body.messages.at(-1)?.content ?? []) as Array<Record<string, unknown>>;
    expect(results.find((b) => b.tool_use_id === 'toolu_keep')?.is_error).toBeFalsy();
    expect(results.find((b) => b.tool_use_id === 'toolu_skip')).toMatchObject({ is_error: true });
    expect(JSON.stringify(results.find((b) => b.tool_use_id === 'toolu_skip'))).toContain('not this one, thanks');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
