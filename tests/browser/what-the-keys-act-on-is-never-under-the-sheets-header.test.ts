import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { approvalSheet, focusedCallId, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

const NOTES = `${Array.from({ length: 40 }, (_, i) => `note ${i}`).join('\n')}\n`;

/**
 * What is at the centre of `target`: 'itself' when it is `target` (or inside it), so nothing covers
 * it; otherwise what is there, to name in the failure. Read once the layout has settled (polled):
 * a diff pane swapping in above moves the call, and the sheet brings it back before the next frame.
 */
async function whatIsAtCentre(page: Page, target: Locator): Promise<string> {
  await target.waitFor();
  const box = await target.boundingBox();
  if (!box) return 'not laid out';
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await target.evaluate((el) => el.setAttribute('data-hit-target', ''));
  const hit = await page.evaluate<string>(`(() => {
    const el = document.elementFromPoint(${x}, ${y});
    if (el === null) return 'nothing at ${Math.round(x)}, ${Math.round(y)}';
    if (el.closest('[data-hit-target]') !== null) return 'itself';
    return (el.className || el.tagName) + ' ' + (el.textContent ?? '').slice(0, 40);
  })()`);
  await target.evaluate((el) => el.removeAttribute('data-hit-target'));
  return hit;
}

describe('a sheet of five actions, in any window and at any text size', () => {
  /** After the first size, every call has the answer main kept: the sheet is read once it is back. */
  let answered = false;
  const f = useBrowserFixture(
    [
      reply(
        text('Five changes.'),
        toolUse('toolu_write', 'write_file', { path: 'notes.md', content: NOTES.replace('note 20', 'note twenty') }),
        toolUse('toolu_edit', 'edit_file', { path: 'plan.md', old_string: 'spring', new_string: 'summer' }),
        toolUse('toolu_move', 'run_command', { command: 'mkdir -p archive && mv old-notes.txt archive/' }),
        toolUse('toolu_rm', 'run_command', { command: 'rm old-draft.txt' }),
        toolUse('toolu_new', 'write_file', { path: 'todo.md', content: '- water the plants\n' }),
      ),
    ],
    async (fixture) => {
      writeFileSync(join(fixture.workspace, 'notes.md'), NOTES);
      writeFileSync(join(fixture.workspace, 'plan.md'), 'Plant in spring.\n');
      writeFileSync(join(fixture.workspace, 'old-notes.txt'), 'old\n');
      writeFileSync(join(fixture.workspace, 'old-draft.txt'), 'draft\n');
      await fixture.openSession('Garden');
      await sendMessage(fixture.page, 'Tidy the garden notes');
      await approvalSheet(fixture.page).waitFor({ timeout: 15_000 });
    },
  );

  for (const [width, height] of [
    [800, 600],
    [1280, 860],
  ] as const) {
    for (const zoom of [1, 1.5, 2]) {
      it(`at ${width}×${height} and ${zoom * 100} % text, what y, n and Enter act on is the element at its own centre`, async () => {
        const page = f.page;
        await page.setViewportSize({ width, height });
        await page.evaluate(`localStorage.setItem('gatehouse.zoom', '${zoom}')`);
        await page.reload();
        const sheet = approvalSheet(page);
        await sheet.waitFor();
        const { callIds } = await readSheetIds(page);
        expect(callIds).toHaveLength(5);
        if (answered)
          await sheet.locator(`[data-call-id="${callIds[4]}"] .gh-choice-badge`).getByText('Will not run').waitFor();
        await expect.poll(() => focusedCallId(page)).toBe(callIds[0]);
        for (const [i, callId] of callIds.entries()) {
          if (i > 0) await page.keyboard.press('j');
          await expect.poll(() => focusedCallId(page)).toBe(callId);
          const card = sheet.locator(`[data-call-id="${callId}"]`);
          // y and n answer the focused call: its Approve and Deny must be what the person sees there.
          await expect
            .poll(() => whatIsAtCentre(page, card.getByRole('button', { name: /^Approve: / })), {
              message: `Approve of call ${i + 1}`,
            })
            .toBe('itself');
          await expect
            .poll(() => whatIsAtCentre(page, card.getByRole('button', { name: /^Deny: / })), {
              message: `Deny of call ${i + 1}`,
            })
            .toBe('itself');
        }
        // Enter sends from the send control: once answered and focused, it too is in plain sight.
        // (Kept by main from the size before: a reload brings the answers back.)
        const bulk = sheet.getByRole('button', { name: 'Mark all denied' });
        if ((await bulk.count()) > 0) await bulk.click();
        answered = true;
        const send = sheet.locator('.gh-submit');
        await send.focus();
        await expect.poll(() => whatIsAtCentre(page, send), { message: 'the send control' }).toBe('itself');
        expect(f.harness.pageErrors).toEqual([]);
      });
    }
  }
});
