import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvalSheet, focusedCallId, readSheetIds, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/** Page-side geometry of the focused call, the visible pane, and the sheet's sticky header with its send button. */
interface Sight {
  callId: string | null;
  focused: { top: number; bottom: number } | null;
  pane: { top: number; bottom: number };
  viewport: { height: number };
  header: { top: number; bottom: number };
  send: { top: number; bottom: number } | null;
}

function readSight(page: Page): Promise<Sight> {
  return page.evaluate<Sight>(`(() => {
    const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
    const active = document.activeElement;
    const card = active?.closest('[data-call-id]') ?? null;
    const sheet = document.querySelector('.approval-slot.waiting .gh-sheet');
    return {
      callId: card?.getAttribute('data-call-id') ?? null,
      focused: box(card),
      pane: box(document.querySelector('.conversation-scroll')),
      viewport: { height: window.innerHeight },
      header: box(sheet?.querySelector('.gh-sheet-header')),
      send: box(sheet?.querySelector('.gh-sheet-header .gh-submit')),
    };
  })()`);
}

/** Whether the focused call is `callId` and lies wholly inside the pane, below the header (for polling while layout settles). */
async function isInSight(page: Page, callId: string): Promise<boolean> {
  const sight = await readSight(page);
  const focused = sight.focused;
  return (
    sight.callId === callId &&
    focused !== null &&
    focused.top >= sight.header.bottom &&
    focused.bottom <= Math.min(sight.pane.bottom, sight.viewport.height)
  );
}

/** The focused call lies wholly inside the viewport and the pane, below the sticky header; the send button is in sight too. */
function expectInSight(sight: Sight, callId: string): void {
  const said = JSON.stringify(sight);
  expect(sight.callId, said).toBe(callId);
  const focused = sight.focused as { top: number; bottom: number };
  expect(focused.top, said).toBeGreaterThanOrEqual(0);
  expect(focused.bottom, said).toBeLessThanOrEqual(sight.viewport.height);
  expect(focused.top, said).toBeGreaterThanOrEqual(sight.pane.top);
  expect(focused.bottom, said).toBeLessThanOrEqual(sight.pane.bottom);
  expect(focused.top, said).toBeGreaterThanOrEqual(sight.header.bottom);
  const send = sight.send as { top: number; bottom: number };
  expect(send.top, said).toBeGreaterThanOrEqual(sight.pane.top);
  expect(send.bottom, said).toBeLessThanOrEqual(Math.min(sight.pane.bottom, sight.viewport.height));
}

/** After a key: the focus lands on `callId`, which comes into sight within a moment (its layout may still settle) and stays there. */
async function expectStepInSight(page: Page, callId: string): Promise<void> {
  await expect.poll(() => focusedCallId(page)).toBe(callId);
  await expect
    .poll(() => isInSight(page, callId), { timeout: 3_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      console.error(`the focused action was not in sight: ${JSON.stringify(await readSight(page))}`);
      throw error;
    });
  expectInSight(await readSight(page), callId);
}

const FILES = ['one.txt', 'two.txt', 'three.txt'];

describe('a sheet of five actions answered with the keyboard alone', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Three notes and two commands.'),
        ...FILES.map((name, i) => toolUse(`toolu_w${i}`, 'write_file', { path: name, content: `${name}\n` })),
        toolUse('toolu_c0', 'run_command', { command: 'touch made-by-command-a.txt' }),
        toolUse('toolu_c1', 'run_command', { command: 'touch made-by-command-b.txt' }),
      ),
      final('Four done, one left alone.'),
    ],
    async () => {
      await f.openSession();
    },
  );

  it('keeps each focused action and the send control in sight at every step, says once what all share, and sends', async () => {
    const page = f.page;
    await page.getByRole('textbox', { name: 'Message' }).focus();
    await page.keyboard.type('Make the notes and run the commands');
    await page.keyboard.press('Control+Enter');

    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    expect(callIds).toHaveLength(5);
    // The sheet takes the focus on its first action, and that action is on screen (not 1,000 px above it).
    await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
    // Give late layout (Monaco swapping in) a moment: the pane must not be yanked away afterwards.
    await page.waitForTimeout(500);
    expectInSight(await readSight(page), callIds[0] as string);

    // Said once for the sheet, not on each card: the model's words are unchecked.
    await expect(sheet.getByText(/Gatehouse has not checked them/).count()).resolves.toBe(1);
    // Writes and commands differ in what can be undone: each card says its own, truthfully.
    const undo = await sheet.locator('.gh-call .gh-undo').allTextContents();
    expect(undo.slice(0, 3).every((line) => /Yes, afterwards, from its card/.test(line))).toBe(true);
    expect(undo.slice(3).every((line) => /No, not once it has run/.test(line))).toBe(true);
    await expect(sheet.textContent()).resolves.not.toMatch(/partly undo/);

    // y, y, y, j (skip a command for now), y on the last: the focus goes back to the one left unanswered.
    await page.keyboard.press('y');
    await expectStepInSight(page, callIds[1] as string);
    await page.keyboard.press('y');
    await expectStepInSight(page, callIds[2] as string);
    await page.keyboard.press('y');
    await expectStepInSight(page, callIds[3] as string);
    await page.keyboard.press('j');
    await expectStepInSight(page, callIds[4] as string);
    await page.keyboard.press('y');
    await expectStepInSight(page, callIds[3] as string);
    // Going back up to the first keeps it in sight as well.
    for (let i = 0; i < 3; i++) await page.keyboard.press('k');
    await expectStepInSight(page, callIds[0] as string);
    for (let i = 0; i < 3; i++) await page.keyboard.press('j');
    await expectStepInSight(page, callIds[3] as string);

    await page.keyboard.press('n');
    await page.keyboard.type('not this one');
    await expect(sheet.getByRole('button', { name: 'Approve 4, deny 1' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');

    await page.getByText('Four done, one left alone.').waitFor();
    for (const name of FILES) expect(readFileSync(join(f.workspace, name), 'utf8')).toBe(`${name}\n`);
    expect(existsSync(join(f.workspace, 'made-by-command-a.txt'))).toBe(false);
    expect(existsSync(join(f.workspace, 'made-by-command-b.txt'))).toBe(true);
    // The last answer given, the focus is back in the composer once it takes text again.
    await expect
      .poll(() =>
        page.evaluate(
          `document.activeElement?.id || (document.activeElement?.tagName + '.' + document.activeElement?.className)`,
        ),
      )
      .toBe('composer-input');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
