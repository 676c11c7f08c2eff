import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('a command on the sheet', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Tidying up.'),
        toolUse('toolu_rm', 'run_command', { command: 'rm old-draft.txt' }),
        toolUse('toolu_mv', 'run_command', { command: 'mkdir -p archive && mv old-notes.txt archive/' }),
      ),
      final('Tidied.'),
    ],
    async () => {
      await f.openSession();
    },
  );

  it('leads with what it does to which files, and folds the parser’s details until asked', async () => {
    const page = f.page;
    await sendMessage(page, 'Tidy the folder');
    const sheet = approvalSheet(page);
    const first = sheet.locator('[data-call-id]').nth(0);
    const second = sheet.locator('[data-call-id]').nth(1);
    await first.getByText('Deletes old-draft.txt for good').waitFor();
    await expect(second.locator('.gh-command-does li').allTextContents()).resolves.toEqual([
      'Creates the folder archive',
      'Moves old-notes.txt to archive/',
    ]);
    // The sentence comes before the command's text.
    const does = await first.locator('.gh-command-does').boundingBox();
    const code = await first.locator('.gh-command pre').boundingBox();
    expect(does !== null && code !== null && does.y < code.y).toBe(true);
    const syntax = first.getByText('Syntax check (bash -n): no problems found.');
    await expect(syntax.isVisible()).resolves.toBe(false);
    await first.getByText(/^Details: /).click();
    await expect(syntax.isVisible()).resolves.toBe(true);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
