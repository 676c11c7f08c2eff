import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, focusedCallId, readSheetIds, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('an approval answered with the keyboard alone', () => {
  const f = useBrowserFixture([
    reply(
      text('Two files.'),
      toolUse('toolu_keep', 'write_file', { path: 'keep.txt', content: 'kept\n' }),
      toolUse('toolu_skip', 'write_file', { path: 'skip.txt', content: 'skipped\n' }),
    ),
    final('One written, one left alone.'),
  ], async () => {
    await f.openSession();
  });

  it('takes the focus, y approves the first call, n and a typed reason deny the second, Enter sends both', async () => {
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
    await expect(sheet.getByRole('button', { name: 'Approve 1, deny 1' }).isEnabled()).resolves.toBe(true);
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
