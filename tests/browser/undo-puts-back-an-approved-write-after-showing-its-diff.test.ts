import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const BEFORE = 'alpha\r\nbeta\r\ngamma\r\n';
const AFTER = 'alpha\r\nBETA\r\ngamma\r\n';

async function approveTheSheet(page: Page): Promise<void> {
  const sheet = approvalSheet(page);
  await sheet.waitFor();
  // One action: Approve decides and sends.
  await sheet.getByRole('button', { name: /^Approve: / }).click();
}

describe('Undo on a finished write, in the real app against the real core', () => {
  const f = useBrowserFixture(
    [
      reply(text('I will capitalise beta.'), toolUse('toolu_1', 'write_file', { path: 'notes.md', content: AFTER })),
      final('Done: beta is now BETA.'),
      reply(text('And a new file.'), toolUse('toolu_2', 'write_file', { path: 'todo.md', content: '- ship it\n' })),
      final('Created todo.md.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'notes.md'), BEFORE);
      await f.openSession('Notes');
    },
  );

  it('shows the diff of the undo (no serious axe findings), then puts the file back byte for byte; refuses, naming the file, once it changed', async () => {
    const page = f.page;
    await sendMessage(page, 'Capitalise beta in notes.md');
    await approveTheSheet(page);
    await page.getByText('Done: beta is now BETA.').waitFor();
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe(AFTER);

    const card = page.locator('.tool-card.status-success').first();
    await card.getByRole('button', { name: 'Undo this change to notes.md' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this change?' });
    await dialog.waitFor();
    await dialog.getByTestId('undo-file').waitFor();
    await expect(dialog.getByRole('heading', { name: 'Restore notes.md' }).isVisible()).resolves.toBe(true);
    // The change is headed by its lines in words, never git's @@ line.
    await expect(dialog.locator('.gh-hunk-header').allTextContents()).resolves.toEqual(['Lines 1–3']);
    await expect(dialog.textContent()).resolves.not.toContain('@@');
    const rowText = (kind: 'add' | 'del') =>
      dialog
        .locator(`.gh-row-${kind}`)
        .evaluateAll((rows) => rows.map((row) => (row.lastChild?.textContent ?? '').trim()));
    // What the undo does: the model's line goes, the earlier one comes back.
    await expect(rowText('del')).resolves.toEqual(['− BETA']);
    await expect(rowText('add')).resolves.toEqual(['+ beta']);
    // Focus starts on Cancel: a stray Enter changes no file.
    await expect
      .poll(() =>
        dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === el.ownerDocument.activeElement),
      )
      .toBe(true);
    expect(readFileSync(join(f.workspace, 'notes.md'), 'utf8')).toBe(AFTER);
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
    await card.getByText('Undone: this change was put back.').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(readFileSync(join(f.workspace, 'notes.md')).equals(Buffer.from(BEFORE))).toBe(true);

    // A second write, then someone else changes the file: the undo is refused and names it.
    await sendMessage(page, 'Add a todo list');
    await approveTheSheet(page);
    await page.getByText('Created todo.md.').waitFor();
    writeFileSync(join(f.workspace, 'todo.md'), '- ship it\n- and test it\n');
    await page.getByRole('button', { name: 'Undo this change to todo.md' }).click();
    const refused = page.getByRole('dialog', { name: 'This cannot be undone' });
    await refused.waitFor();
    await expect(refused.getByRole('alert').textContent()).resolves.toContain(
      'todo.md changed since Gatehouse wrote it',
    );
    await expect(refused.getByRole('button', { name: 'Undo', exact: true }).count()).resolves.toBe(0);
    await refused.getByRole('button', { name: 'Close' }).click();
    expect(existsSync(join(f.workspace, 'todo.md'))).toBe(true);
    expect(readFileSync(join(f.workspace, 'todo.md'), 'utf8')).toBe('- ship it\n- and test it\n');
  });
});

describe("Undo all of a run's changes, on a run that has ended", () => {
  let sessionId = '';
  const f = useBrowserFixture(
    [
      reply(
        text('Three writes.'),
        toolUse('w1', 'write_file', { path: 'a.txt', content: 'a1\n' }),
        toolUse('w2', 'write_file', { path: 'b.txt', content: 'b1\n' }),
      ),
      reply(text('One more.'), toolUse('w3', 'write_file', { path: 'a.txt', content: 'a2\n' })),
      final('All written.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'a.txt'), 'a0\n');
      sessionId = await f.openSession('Run');
    },
  );

  it('lists every file the run changed, newest first, and puts them all back', async () => {
    const page = f.page;
    // Yolo lets these writes run without a sheet: undo covers them all the same. Yolo is the
    // conversation's mode, set with its confirmation; a send can no longer name it.
    const yolo = await f.core.call('session:set-approval-mode', { sessionId, mode: 'yolo', confirmYolo: true });
    expect(yolo.ok).toBe(true);
    const sent = await f.core.call('run:send', { sessionId, text: 'write things', workMode: 'agent' });
    expect(sent.ok).toBe(true);
    await page.getByText('All written.').waitFor();
    expect(readFileSync(join(f.workspace, 'a.txt'), 'utf8')).toBe('a2\n');

    // Each card has one Undo; the run's other changes are offered inside its dialog.
    const card = page.locator('.tool-card.status-success').last();
    await card.getByRole('button', { name: /^Undo this change to / }).waitFor();
    await expect(card.locator('.tool-undo button').count()).resolves.toBe(1);
    await card.getByRole('button', { name: /^Undo this change to / }).click();
    await page
      .getByRole('dialog', { name: 'Undo this change?' })
      .getByRole('button', { name: 'Undo all 3 changes of this request instead' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Undo this run’s changes?' });
    await dialog.getByTestId('undo-file').first().waitFor();
    await expect(dialog.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Restore a.txt',
      'Delete b.txt (Gatehouse created it)',
    ]);
    await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => page.getByText('Undone: this change was put back.').count()).toBe(3);
    expect(readFileSync(join(f.workspace, 'a.txt'), 'utf8')).toBe('a0\n');
    expect(existsSync(join(f.workspace, 'b.txt'))).toBe(false);
  });
});
