import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * With Monaco warm, a write sheet starts its diff in Monaco's worker as it is committed, and the
 * pane that mounts after the hunks have painted takes that editor (primeDiffEditor in
 * src/renderer/src/approval/diff-editor-pool.ts). What the person sees must stay each write's own
 * texts: a diff begun for a sheet whose pane never came is never another sheet's pane.
 */
const file = (name: string, changed: string) =>
  Array.from({ length: 40 }, (_, i) => (i === 20 ? changed : `${name} line ${i + 1}`)).join('\n') + '\n';

const lines = (sheet: Locator, side: 'original' | 'modified') =>
  sheet
    .locator(`.gh-monaco .editor.${side} .view-lines .view-line`)
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\u00a0/g, ' ')));

// Page-side: while window.__holdPanes is true, IntersectionObserver callbacks are dropped.
const HOLD_PANES = `(() => {
  const Real = window.IntersectionObserver;
  window.__holdPanes = true;
  window.IntersectionObserver = class extends Real {
    constructor(callback, options) {
      super((entries, observer) => {
        if (!window.__holdPanes) callback(entries, observer);
      }, options);
    }
  };
})()`;

describe('a diff begun before its pane', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Editing one.'),
        toolUse('toolu_one', 'write_file', { path: 'one.md', content: file('one', 'ONE CHANGED') }),
      ),
      final('One done.'),
      reply(
        text('Editing two.'),
        toolUse('toolu_two', 'write_file', { path: 'two.md', content: file('two', 'TWO CHANGED') }),
      ),
      final('Two done.'),
      reply(
        text('Editing three.'),
        toolUse('toolu_three', 'write_file', { path: 'three.md', content: file('three', 'THREE CHANGED') }),
      ),
      final('Three done.'),
    ],
    async () => {
      for (const name of ['one', 'two', 'three'])
        writeFileSync(join(f.workspace, `${name}.md`), file(name, `${name} line 21`));
      await f.openSession('Three files');
    },
  );

  it("shows each write's own texts, also after a sheet whose pane never came", async () => {
    const page = f.page;
    // Monaco warm, as it is once a window has been open a few seconds.
    await page.locator('[data-warmed-up]').waitFor({ state: 'attached', timeout: 30_000 });

    await sendMessage(page, 'Edit one.md');
    let sheet = approvalSheet(page);
    await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    await expect(lines(sheet, 'modified')).resolves.toContain('ONE CHANGED');
    await expect(lines(sheet, 'original')).resolves.toContain('one line 21');
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('One done.').waitFor();

    // A sheet whose pane never comes near the screen (as one far below would not): its diff was
    // begun as it was committed, and no pane takes it. The window's IntersectionObserver answers
    // are held back while it shows.
    await page.evaluate(HOLD_PANES);
    await sendMessage(page, 'Edit two.md');
    sheet = approvalSheet(page);
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Two done.').waitFor();
    await expect(page.locator('.gh-monaco').count()).resolves.toBe(0);
    await page.evaluate('window.__holdPanes = false');

    await sendMessage(page, 'Edit three.md');
    sheet = approvalSheet(page);
    await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    await expect(lines(sheet, 'modified')).resolves.toContain('THREE CHANGED');
    await expect(lines(sheet, 'original')).resolves.toContain('three line 21');
    const shown = [...(await lines(sheet, 'original')), ...(await lines(sheet, 'modified'))];
    expect(shown.some((line) => line.startsWith('two'))).toBe(false);
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Three done.').waitFor();

    expect(readFileSync(join(f.workspace, 'three.md'), 'utf8')).toBe(file('three', 'THREE CHANGED'));
    expect(f.harness.pageErrors).toEqual([]);
  });
});
