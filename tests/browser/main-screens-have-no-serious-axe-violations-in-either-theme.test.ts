import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSeriousAxeViolations } from '../support/browser-axe';
import {
  approvalSheet,
  sendMessage,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
} from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

/**
 * axe-core (WCAG 2.2 AA and best practice, colour contrast included) on every main screen, in the
 * light and the dark theme. The screens are visited in order on one core: the first run, a
 * conversation with a diff waiting, the inbox, settings, the conversation after the answer, its audit.
 */
describe('the main screens checked with axe-core', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Noting the dentist.'),
        toolUse('toolu_cal', 'write_file', { path: 'calendar.md', content: '- Dentist, Tuesday\n' }),
      ),
      reply(
        text('Adding the start command.'),
        toolUse('toolu_readme', 'write_file', { path: 'README.md', content: '# Garden\n\nRun `npm start`.\n' }),
      ),
      final('The README now says how to start.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'README.md'), '# Garden\n\nRun it.\n');
    },
  );

  /** Both themes, as the system would switch them; returns the findings keyed by theme. */
  async function checkBothThemes(): Promise<Record<'light' | 'dark', string[]>> {
    const found = { light: [] as string[], dark: [] as string[] };
    for (const colorScheme of ['light', 'dark'] as const) {
      await f.page.emulateMedia({ colorScheme });
      const violations = await findSeriousAxeViolations(f.page);
      found[colorScheme] = violations.flatMap((v) =>
        v.targets.map((target) => `${v.impact} ${v.rule} (${v.help}): ${target}`),
      );
    }
    await f.page.emulateMedia({ colorScheme: 'light' });
    return found;
  }

  it('finds none on the first-run screen', async () => {
    await f.core.call('settings:update', { onboarded: false });
    await f.harness.open();
    await f.page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
    await f.core.call('settings:update', { onboarded: true });
  });

  it('finds none on a conversation with an approval sheet showing a diff', async () => {
    const calendar = await startSessionRun(f.core, f.workspace, 'Calendar', 'Note my appointment');
    await waitForPendingApproval(f.core, calendar);
    await f.openSession('Garden README');
    await sendMessage(f.page, 'Say how to start the app');
    await approvalSheet(f.page).locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
  });

  it('finds none in the inbox', async () => {
    await f.page.getByRole('button', { name: 'Waiting for you (2)' }).click();
    await f.page.getByRole('heading', { name: 'Waiting for you' }).waitFor();
    await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
  });

  it('finds none in settings', async () => {
    await f.page.getByRole('button', { name: /Settings/ }).click();
    await f.page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
  });

  it('finds none on the answered conversation and its approval record', async () => {
    const page = f.page;
    await page.locator('.session-row', { hasText: 'Garden README' }).locator('.session-open').click();
    const sheet = approvalSheet(page);
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.getByText('The README now says how to start.').waitFor();
    await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });

    await page.getByRole('button', { name: 'Approval record' }).click();
    await page.locator('.audit-table').waitFor();
    // Checked once its diff is in Monaco, as the conversation's sheet above is: not while the editor
    // is still being built (its input areas get their names as it mounts).
    await page.locator('.audit-table [data-diff-view="monaco"]').first().waitFor({ timeout: 20_000 });
    await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
  });
});
