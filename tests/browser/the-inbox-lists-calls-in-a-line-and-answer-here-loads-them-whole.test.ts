import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSessionRun, useBrowserFixture, waitForPendingApproval } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

// A new file of 20,000 lines (about 600 KB): its text is on the sheet, never in the inbox's list.
const lines = Array.from({ length: 20_000 }, (_, i) => `chapter line ${i} of the long story`);
const content = `${lines.join('\n')}\n`;

describe('the inbox and a large write', () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(text('Saving the story.'), toolUse('toolu_story', 'write_file', { path: 'story.md', content })),
      final('Saved.'),
    ],
    async () => {
      sessionId = await startSessionRun(f.core, f.workspace, 'Story', 'Save the story');
      await waitForPendingApproval(f.core, sessionId);
      await f.harness.open();
    },
  );

  it('lists the call in a line without its text, and Answer here shows the whole call before it can be approved', async () => {
    // What the inbox carries (and what every window is pushed when it changes): the call in a line.
    const listed = await f.core.call('approval:inbox', {});
    const pushed = f.core.pushes.filter((p) => p.type === 'inbox_changed');
    expect(pushed.length).toBeGreaterThan(0);
    for (const inbox of [JSON.stringify(listed), ...pushed.map((p) => JSON.stringify(p))]) {
      expect(inbox).toContain('story.md');
      expect(inbox).not.toContain('chapter line 19999');
      expect(inbox.length).toBeLessThan(2_000);
    }

    const page = f.page;
    await page.getByRole('button', { name: 'Waiting for you (1)' }).click();
    await page.getByRole('heading', { name: 'Waiting for you', level: 1 }).waitFor();
    await expect(page.locator('.inbox-calls li').allTextContents()).resolves.toEqual([
      expect.stringContaining('story.md'),
    ]);
    await page.getByRole('button', { name: 'Answer here: Story' }).click();
    const sheet = page.locator('.inbox-item.answering .gh-sheet');
    await sheet.waitFor();
    // The whole call is there: its diff shows the file's own lines.
    await expect.poll(() => sheet.textContent()).toContain('chapter line 0 of the long story');
    await page.keyboard.press('y');
    await expect.poll(() => existsSync(join(f.workspace, 'story.md')), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Waiting for you', exact: true }).waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});
