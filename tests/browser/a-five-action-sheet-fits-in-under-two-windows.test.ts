import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, readSheetIds, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { testServerConfig } from '../support/mcp-harness';
import { saveTestServerState } from '../support/mcp-test-server-state';
import { reply, text, toolUse } from '../support/model-server';

const NOTES = `${Array.from({ length: 40 }, (_, i) => `note ${i}`).join('\n')}\n`;

/**
 * A power user's everyday sheet: a write, an edit, a folder tidied by one command, a mail and a
 * calendar move, through the real core and the real mail and calendar servers. At 1280×860 it must
 * be readable in under two windows of scrolling, with each action's sentence of what it does and
 * the first lines of each diff still on the sheet (not folded away to make it short).
 */
describe('a sheet of five everyday actions', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Five changes.'),
        toolUse('toolu_write', 'write_file', { path: 'notes.md', content: NOTES.replace('note 20', 'note twenty') }),
        toolUse('toolu_edit', 'edit_file', { path: 'plan.md', old_string: 'spring', new_string: 'summer' }),
        toolUse('toolu_tidy', 'run_command', { command: 'mkdir -p archive && mv old-notes.txt archive/' }),
        toolUse('toolu_mail', 'mcp__mail__send_mail', {
          to: ['ann@example.com'],
          cc: [],
          subject: 'Garden plan',
          body: 'Hello Ann,\nthe plan moved to summer.',
          attachments: [],
        }),
        toolUse('toolu_move', 'mcp__calendar__move_event', {
          id: 'evt_1',
          start: '2030-01-02T14:00:00Z',
          end: '2030-01-02T15:00:00Z',
        }),
      ),
    ],
    async (fixture) => {
      writeFileSync(join(fixture.workspace, 'notes.md'), NOTES);
      writeFileSync(join(fixture.workspace, 'plan.md'), 'Plant in spring.\n');
      writeFileSync(join(fixture.workspace, 'old-notes.txt'), 'old\n');
      const calendarState = join(fixture.dataDir, '..', 'calendar.json');
      saveTestServerState(calendarState, {
        events: [
          {
            id: 'evt_1',
            title: 'Garden day',
            start: '2030-01-02T10:00:00Z',
            end: '2030-01-02T11:00:00Z',
            guests: ['ann@example.com'],
          },
        ],
        mails: [],
        received: [],
        starts: 0,
      });
      const saved = await Promise.all([
        fixture.core.call(
          'mcp:save',
          testServerConfig('mail', 'mcp-mail-server.ts', join(fixture.dataDir, '..', 'mail.json'), {
            ownDomains: ['example.com'],
          }),
        ),
        fixture.core.call(
          'mcp:save',
          testServerConfig('calendar', 'mcp-calendar-server.ts', calendarState, { ownDomains: ['example.com'] }),
        ),
      ]);
      if (saved.some((r) => !r.ok)) throw new Error(JSON.stringify(saved));
      await fixture.page.setViewportSize({ width: 1280, height: 860 });
      await fixture.openSession('Garden');
      await sendMessage(fixture.page, 'Tidy up and tell Ann');
      await approvalSheet(fixture.page).waitFor({ timeout: 30_000 });
    },
  );

  it('at 1280×860 is under two windows tall, each action saying what it does and each diff showing its first lines', async () => {
    const page = f.page;
    const sheet = approvalSheet(page);
    const { callIds } = await readSheetIds(page);
    expect(callIds).toHaveLength(5);
    // Everything the sheet draws later (diffs, the mail and event layouts) has arrived.
    await sheet.locator('.gh-mcp-mail').waitFor();
    await expect
      .poll(() => sheet.locator('.monaco-diff-editor, .gh-diff').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    const height = await sheet.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(2 * 860);
    // Nothing was folded away to get there: each action's heading says what it does, the command
    // its steps, each file its changed lines, the mail its recipient and the event its new time.
    const cards = sheet.locator('article.gh-call');
    for (const [i, words] of [
      'Change notes.md',
      'Edit plan.md',
      'Run mkdir -p archive',
      'Send a mail',
      'Move an event',
    ].entries()) {
      await expect(cards.nth(i).locator('.gh-call-summary').innerText()).resolves.toContain(words);
    }
    await expect(cards.nth(2).locator('.gh-command-does li').allInnerTexts()).resolves.toEqual([
      'Creates the folder archive',
      'Moves old-notes.txt to archive/',
    ]);
    await expect.poll(() => cards.nth(0).innerText()).toMatch(/note\s+twenty/);
    await expect.poll(() => cards.nth(1).innerText()).toMatch(/Plant\s+in\s+summer\./);
    await expect(cards.nth(3).locator('.gh-mcp-mail').innerText()).resolves.toContain('ann@example.com');
    await expect(cards.nth(4).locator('.gh-mcp-calendar').innerText()).resolves.toContain('2030');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
