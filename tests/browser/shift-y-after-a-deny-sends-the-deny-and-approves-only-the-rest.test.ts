import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, focusedCallId, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('Shift+Y after the person denied one of three actions', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Three notes.'),
        toolUse('toolu_quit', 'write_file', { path: 'i-quit.md', content: 'I quit.\n' }),
        toolUse('toolu_plan', 'write_file', { path: 'plan.md', content: '# Plan\n' }),
        toolUse('toolu_list', 'write_file', { path: 'list.md', content: '- milk\n' }),
      ),
      final('Two written; i-quit.md left alone.'),
    ],
    async () => {
      await f.openSession();
    },
  );

  it('keeps the denial and its reason, approves only the other two, and the record says so', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the three notes');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
    await page.keyboard.press('n');
    await sheet.getByRole('textbox', { name: /Why not\?/ }).fill('Do NOT write this');

    // The bulk controls now say they answer the other two; Shift+Y from the next card sends.
    await sheet.getByRole('button', { name: /^Approve the other 2 and send/ }).waitFor();
    await expect(sheet.getByRole('button', { name: 'Mark the other 2 denied' }).isVisible()).resolves.toBe(true);
    await sheet.locator(`[data-call-id="${callIds[1]}"]`).focus();
    await page.keyboard.press('Shift+Y');

    await page.getByText('Two written; i-quit.md left alone.').waitFor();
    expect(existsSync(join(f.workspace, 'i-quit.md'))).toBe(false);
    expect(readFileSync(join(f.workspace, 'plan.md'), 'utf8')).toBe('# Plan\n');
    expect(readFileSync(join(f.workspace, 'list.md'), 'utf8')).toBe('- milk\n');
    const results = (f.model.requests[1]?.body.messages.at(-1)?.content ?? []) as Array<Record<string, unknown>>;
    expect(results.find((b) => b.tool_use_id === 'toolu_quit')).toMatchObject({ is_error: true });
    expect(JSON.stringify(results.find((b) => b.tool_use_id === 'toolu_quit'))).toContain('Do NOT write this');
    expect(results.find((b) => b.tool_use_id === 'toolu_plan')?.is_error).toBeFalsy();

    await page.getByRole('button', { name: 'Approval record' }).click();
    const notRun = page.locator('section.audit-run table').nth(1);
    await notRun.waitFor();
    await expect(notRun.textContent()).resolves.toContain('i-quit.md');
    await expect(notRun.textContent()).resolves.toContain('You said no');
    await expect(notRun.textContent()).resolves.toContain('Your reason: Do NOT write this');
    await expect(page.locator('section.audit-run table').nth(0).textContent()).resolves.not.toContain('i-quit.md');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
