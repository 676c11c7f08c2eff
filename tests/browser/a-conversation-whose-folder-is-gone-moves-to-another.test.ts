import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('a conversation whose folder is gone', () => {
  const f = useBrowserFixture(
    [
      reply(text('Writing it.'), toolUse('toolu_1', 'write_file', { path: 'hello.txt', content: 'hello\n' })),
      final('Written in the new folder.'),
    ],
    async () => {
      await f.openSession('Moving');
    },
  );

  it('says the folder is missing, offers another, and the next message runs in the folder chosen', async () => {
    const page = f.page;
    // The conversation is loaded and ready before its folder goes (a slow start could otherwise load
    // it after the removal, and the composer would be locked before the first message).
    // Polled from the test (a DevTools evaluation): waitForFunction's own polling evaluates the string
    // inside the page, which the app's CSP (no eval) refuses whenever the first look comes too early.
    await expect
      .poll(() => page.evaluate<boolean>(`document.querySelector('#composer-input')?.disabled === false`))
      .toBe(true);
    rmSync(f.workspace, { recursive: true, force: true });

    // The first message finds the folder gone: the screen says so and offers to choose another.
    await sendMessage(page, 'Write hello.txt');
    await page
      .getByRole('alert')
      .filter({ hasText: `The folder ${f.workspace} is gone` })
      .waitFor();
    await expect(page.getByRole('textbox', { name: 'Message' }).isDisabled()).resolves.toBe(true);
    expect(f.model.requests).toHaveLength(0);

    const next = join(dirname(f.workspace), 'next-folder');
    mkdirSync(next);
    f.core.setPickedFolder(next);
    await page.getByRole('button', { name: 'Choose another folder…' }).click();

    await page.getByText(`From here on, Gatehouse works in ${next} (before: ${f.workspace}).`).waitFor();
    await expect(page.locator('.workspace-path').textContent()).resolves.toContain(`Folder: ${next}`);
    await expect(page.getByRole('alert').filter({ hasText: 'is gone' }).count()).resolves.toBe(0);

    await sendMessage(page, 'Write hello.txt');
    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Written in the new folder.').waitFor();
    expect(readFileSync(join(next, 'hello.txt'), 'utf8')).toBe('hello\n');
    expect(existsSync(f.workspace)).toBe(false);
    expect(f.model.requests[0]?.body.system?.[0]?.text).toContain(`The workspace is ${next}.`);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
