import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

const BEFORE = `${Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n')}\n`;
const AFTER = BEFORE.replace('line 30', 'line thirty');

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** Fully inside, with half a pixel for rounding. */
function inside(inner: Box, outer: Box): boolean {
  return (
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5 &&
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5
  );
}

/** Sets the window size and the text size the person chose (Settings, or Ctrl + / −), then reloads. */
async function showAt(page: Page, width: number, height: number, zoom: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(`localStorage.setItem('gatehouse.zoom', '${zoom}')`);
  await page.reload();
  await approvalSheet(page).waitFor();
  // Monaco swaps in when it has drawn the diff; the layout is final after that.
  await approvalSheet(page).locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
}

/**
 * The sheet's focused action: the control holding the focus when it is one, otherwise the first
 * approve control of the call holding it (the sheet focuses a call so y / n answer it).
 */
async function focusedAction(page: Page): Promise<Locator> {
  const tag = await page.evaluate<string>(
    `document.activeElement?.closest('.gh-sheet') ? document.activeElement.tagName : 'NONE'`,
  );
  expect(tag, 'the sheet holds the focus').not.toBe('NONE');
  const focused = page.locator('*:focus');
  if (tag === 'BUTTON') return focused;
  return focused.getByRole('button', { name: /^Approve\b/ }).first();
}

describe('in a small window and with large text, the composer and the approval sheet stay usable', () => {
  const f = useBrowserFixture(
    [reply(text('I will rename one line.'), toolUse('toolu_w', 'write_file', { path: 'notes.md', content: AFTER }))],
    async (fixture) => {
      writeFileSync(join(fixture.workspace, 'notes.md'), BEFORE);
      await fixture.openSession('Notes for the garden planner, spring and summer');
      await sendMessage(fixture.page, 'Rename line 30 of notes.md');
      await approvalSheet(fixture.page).waitFor({ timeout: 15_000 });
    },
  );

  for (const [width, height, zoom] of [
    [800, 600, 1],
    [1280, 860, 2],
    [800, 600, 2],
  ] as const) {
    it(`at ${width}×${height} and ${zoom * 100} % text, the composer, the focused action and the send control are all on screen`, async () => {
      const page = f.page;
      await showAt(page, width, height, zoom);
      const viewport: Box = { top: 0, left: 0, bottom: height, right: width };
      // What the transcript shows of its content: the pane, as far as it is inside the window.
      const pane = await boxOf(page.locator('.conversation-scroll'));
      const visible: Box = {
        top: Math.max(0, pane.top),
        left: Math.max(0, pane.left),
        bottom: Math.min(height, pane.bottom),
        right: Math.min(width, pane.right),
      };

      const composer = page.getByRole('form', { name: 'Message' });
      expect(inside(await boxOf(composer), viewport), 'the composer').toBe(true);

      const action = await focusedAction(page);
      expect(inside(await boxOf(action), visible), 'the focused action').toBe(true);

      // The control that sends: on a sheet of one action its Approve decides and sends (the sheet of
      // several has its send buttons in the sticky header, which come first).
      const send = approvalSheet(page)
        .getByRole('button', { name: /send|^approve \d|^deny \d|^run \d|^approve: /i })
        .first();
      expect(inside(await boxOf(send), visible), 'the send control').toBe(true);

      // The diff follows the text size: Monaco's lines are drawn at 14 px × the zoom.
      const fontSize = await approvalSheet(page)
        .locator('.monaco-editor .view-lines')
        .first()
        .evaluate((el) => (el as unknown as { style: { fontSize: string } }).style.fontSize);
      expect(fontSize).toBe(`${Math.round(14 * zoom)}px`);
      expect(f.harness.pageErrors).toEqual([]);
    });
  }

  it('the conversations fold into a rail of labelled buttons in a narrow window, and open again from the keyboard', async () => {
    const page = f.page;
    await showAt(page, 800, 600, 1);
    const show = page.getByRole('button', { name: 'Show the list of conversations' });
    await expect(show.getAttribute('aria-expanded')).resolves.toBe('false');
    // Every place stays reachable from the rail, by name.
    await expect(page.getByRole('button', { name: 'New conversation' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Waiting for you (1)' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Settings' }).isVisible()).resolves.toBe(true);

    await show.focus();
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: /^Notes for the garden planner/ });
    await open.waitFor();
    await expect(
      page.getByRole('button', { name: 'Hide the list of conversations' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    // Escape folds it back over the conversation.
    await open.focus();
    await page.keyboard.press('Escape');
    await show.waitFor();
    await expect(open.count()).resolves.toBe(0);
  });

  it('the folder path is shortened in the middle, and the whole path is its title and its name', async () => {
    const page = f.page;
    await showAt(page, 800, 600, 2);
    const path = page.getByRole('note', { name: `Folder: ${f.workspace}` });
    await expect(path.getAttribute('title')).resolves.toBe(f.workspace);
    const shown = await path.locator('.short-path-short').textContent();
    expect(shown).toContain('…');
    expect((shown ?? '').length).toBeLessThan(f.workspace.length);
    // Keyboard focus shows the whole path in place of the short one.
    await path.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(path.locator('.short-path-full').isVisible()).resolves.toBe(true);
    // The header's parts never overlap: the memory meter sits clear of the folder line.
    const meter = await boxOf(page.locator('.context-meter'));
    const line = await boxOf(page.locator('.workspace-path'));
    const overlap =
      meter.left < line.right && line.left < meter.right && meter.top < line.bottom && line.top < meter.bottom;
    expect(overlap).toBe(false);
  });
});
