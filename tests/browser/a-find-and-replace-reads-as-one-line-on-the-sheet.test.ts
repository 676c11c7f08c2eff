import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * In Chromium against the real core and tools: an edit_file find-and-replace over a
 * 6,020-line file reaches the sheet as "`tomato` → `TOMATO` in 1,204 places", not pages of
 * deletions and additions; "Show all" lists every place, and the full diff is one click away.
 */
const BEFORE = `${Array.from({ length: 6_020 }, (_, i) => (i % 5 === 0 ? `row ${i}: tomato soup` : `row ${i}: bread`)).join('\n')}\n`;

describe('a find-and-replace on the sheet', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Upper-casing every tomato.'),
        toolUse('toolu_1', 'edit_file', {
          path: 'menu.txt',
          old_string: 'tomato',
          new_string: 'TOMATO',
          replace_all: true,
        }),
      ),
      final('Every tomato is upper-case now.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'menu.txt'), BEFORE);
      await f.openSession('Menu');
    },
  );

  it('shows the one-line meaning, lists every place on "Show all", and the diff on request', async () => {
    const page = f.page;
    await sendMessage(page, 'Shout every tomato in menu.txt');
    const sheet = approvalSheet(page);
    await sheet.waitFor();

    const group = sheet.locator('.gh-same-group');
    await expect(group.count()).resolves.toBe(1);
    await expect(group.locator('.gh-same-line').textContent()).resolves.toBe('tomato → TOMATO in 1,204 places');
    await expect(sheet.locator('.gh-same-rest').textContent()).resolves.toContain(
      'Every changed line is one of the changes above',
    );
    // No page of deletions then additions: every changed line is explained, so the list waits for a click.
    await expect(sheet.locator('.gh-hunks').count()).resolves.toBe(0);

    const showAll = group.getByRole('button', { name: 'Show all' });
    await expect(showAll.getAttribute('aria-expanded')).resolves.toBe('false');
    await showAll.click();
    await expect(group.getByRole('button', { name: 'Hide the places' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    const places = group.locator('.gh-same-place');
    await expect(places.count()).resolves.toBe(100);
    await expect(places.first().locator('.gh-row-del').textContent()).resolves.toMatch(/^\s*1\s+− row 0: tomato soup$/);
    await expect(places.first().locator('.gh-row-add').textContent()).resolves.toMatch(/^\s*1 \+ row 0: TOMATO soup$/);
    await expect(group.locator('.gh-pager').textContent()).resolves.toContain('Places 1–100 of 1,204');
    await group.getByRole('button', { name: 'Next page' }).click();
    await expect(places.first().locator('.gh-row-del').textContent()).resolves.toContain('row 500: tomato soup');

    // The full diff is still there, unchanged, one click away.
    await sheet.getByRole('button', { name: 'Show all 2,408 changed lines' }).click();
    await expect(sheet.locator('.gh-hunks .gh-row-del').first().textContent()).resolves.toContain('row 0: tomato soup');

    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('Every tomato is upper-case now.').waitFor();
    expect(readFileSync(join(f.workspace, 'menu.txt'), 'utf8')).toBe(BEFORE.replaceAll('tomato', 'TOMATO'));
  }, 60_000);
});

/** A real 100,000-line write_file (~4.5 MB through the model stream, the core and IPC) reaches the sheet and reads as one line. */
const BIG_BEFORE = `${Array.from({ length: 100_000 }, (_, i) => `const row${i} = make("tomato", ${i}); // line ${i + 1}`).join('\n')}\n`;

describe('a several-megabyte write on the sheet', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Rewriting big.ts.'),
        toolUse('toolu_big', 'write_file', { path: 'big.ts', content: BIG_BEFORE.replaceAll('tomato', 'TOMATO') }),
      ),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'big.ts'), BIG_BEFORE);
      await f.openSession('Big');
    },
  );

  it('shows its size, the rewrite summary and its one-line meaning', async () => {
    const page = f.page;
    await sendMessage(page, 'Shout every tomato in big.ts');
    const sheet = approvalSheet(page);
    await sheet.waitFor({ timeout: 60_000 });
    await expect(sheet.locator('.gh-same-line').textContent({ timeout: 30_000 })).resolves.toBe(
      'tomato → TOMATO in 100,000 places',
    );
    await expect(sheet.getByTestId('rewrite-summary').textContent()).resolves.toMatch(
      /^Rewrite: 100,000 of 100,000 lines removed and 100,000 added .*One change is made in many places:$/,
    );
    await expect(sheet.locator('.gh-hunks').count()).resolves.toBe(0);
  }, 120_000);
});
