import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

const COUNT = 100;
const calls = Array.from({ length: COUNT }, (_, i) =>
  toolUse(`toolu_${i}`, 'write_file', { path: `notes/n${i}.md`, content: `note ${i}\n` }),
);

describe('one sheet with a hundred writes, after a reply that is a single 1 MB line', () => {
  const f = useBrowserFixture(
    [reply(text(`I will write a hundred notes. ${'x'.repeat(1_000_000)}`), ...calls), final('All written.')],
    async () => {
      // Notes that exist: each write is a change with a diff editor (a new file is shown as its lines).
      mkdirSync(join(f.workspace, 'notes'));
      for (let i = 0; i < COUNT; i += 1) writeFileSync(join(f.workspace, `notes/n${i}.md`), `old note ${i}\n`);
      await f.openSession('Many');
    },
  );

  it('shows every call without widening the page or showing the whole line, and writes them all', async () => {
    const page = f.page;
    await sendMessage(page, 'Write the notes');
    const sheet = approvalSheet(page);
    await sheet.waitFor();
    await expect(sheet.locator('.gh-call').count()).resolves.toBe(COUNT);
    // Diff editors are made for the calls on or near the screen, not for all hundred at once.
    await sheet.locator('[data-diff-view="monaco"]').first().waitFor({ timeout: 20_000 });
    const editors = await sheet.locator('.gh-monaco').count();
    expect(editors).toBeGreaterThan(0);
    expect(editors).toBeLessThan(20);
    // The 1 MB line widens neither the conversation nor the sheet, and the sheet shows only its start.
    const overflow = await page.evaluate(
      `[document.querySelector('.conversation-scroll'), document.querySelector('.gh-sheet')].map((el) => el.scrollWidth - el.clientWidth)`,
    );
    expect(overflow).toEqual([0, 0]);
    await expect(sheet.locator('.gh-rationale').first().textContent()).resolves.toHaveLength(
      'I will write a hundred notes. '.length + 570 + 1,
    );
    const started = Date.now();
    await sheet.getByRole('button', { name: 'Approve all and send' }).click();
    await page.getByText('All written.').waitFor({ timeout: 60_000 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(readFileSync(join(f.workspace, 'notes/n99.md'), 'utf8')).toBe('note 99\n');
    expect(f.harness.pageErrors.filter((message) => /LEAK/.test(message))).toEqual([]);
  });
});
