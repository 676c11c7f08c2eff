import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { reply, text, toolUse } from '../support/model-server';

const NOTES = `${Array.from({ length: 40 }, (_, i) => `note ${i}`).join('\n')}\n`;

/**
 * A new file is its lines, all added: no "removed" empty line (a diff editor shows one, an empty
 * original having one line), headed by its lines in words, in a box as small as it is. A one-line
 * change in a longer file gets a diff box sized to the change, not a fixed tall pane.
 */
describe('the diff of a new file and of a small change', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Two writes.'),
        toolUse('toolu_new', 'write_file', { path: 'todo.md', content: '- water the plants\n- call Ann\n' }),
        toolUse('toolu_small', 'write_file', { path: 'notes.md', content: NOTES.replace('note 20', 'note twenty') }),
      ),
    ],
    async (fixture) => {
      writeFileSync(join(fixture.workspace, 'notes.md'), NOTES);
      await fixture.page.setViewportSize({ width: 1280, height: 860 });
      await fixture.openSession('Todo');
    },
  );

  it("shows the new file's two lines added and nothing removed, small; the small change in a box sized to it", async () => {
    const page = f.page;
    await sendMessage(page, 'Write the todo list and fix the note');
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    const created = sheet.locator(`[data-call-id="${callIds[0]}"]`);
    await expect(created.locator('[data-diff-view]').getAttribute('data-diff-view')).resolves.toBe('hunks');
    await expect(created.locator('.gh-row-del').count()).resolves.toBe(0);
    await expect(
      created.locator('.gh-row-add').evaluateAll((rows) => rows.map((r) => (r.textContent ?? '').trim())),
    ).resolves.toEqual(['1 + - water the plants', '2 + - call Ann']);
    await expect(created.locator('.gh-hunk-header').allTextContents()).resolves.toEqual(['Lines 1–2']);
    const box = await created.locator('.gh-hunks').boundingBox();
    expect(box?.height ?? 0).toBeLessThan(120);

    const changed = sheet.locator(`[data-call-id="${callIds[1]}"]`);
    await changed.locator('.gh-monaco').waitFor({ timeout: 15_000 });
    const pane = await changed.locator('.gh-monaco').boundingBox();
    expect(pane?.height ?? 0).toBeLessThan(220);
    expect(pane?.height ?? 0).toBeGreaterThan(100);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
