import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '../../src/shared/language';
import { findSeriousAxeViolations } from './browser-axe';
import {
  approvalSheet,
  startSessionRun,
  useBrowserFixture,
  waitForPendingApproval,
  type BrowserFixtureOptions,
} from './browser-fixture';
import { tr, trPattern } from './browser-language';
import { final, reply, text, toolUse } from './model-server';

/** What the person and the model say in a language's run (their words are data: axe judges the window). */
export interface AxeRunWords {
  noting: string;
  asked: string;
  adding: string;
  done: string;
}

/**
 * axe-core (WCAG 2.2 AA and best practice, colour contrast included) on every main screen, in the
 * light and the dark theme, with the window in `language`: the operating system's locale is
 * `systemLocale` (none given: the test machine's, English) and the setting left as it is, and
 * `<html lang>` is checked on every screen (axe reads it too). The screens are visited in order on one
 * core: the first run, a conversation with a diff waiting, the inbox, settings, the conversation after
 * the answer, its audit. Each name the test looks for is the language's catalogue's.
 */
export function describeMainScreensAxe(language: AppLanguage, systemLocale: string | null, words: AxeRunWords): void {
  const options: BrowserFixtureOptions =
    systemLocale === null ? {} : { coreEnv: { GATEHOUSE_TEST_SYSTEM_LOCALE: systemLocale } };
  describe(`the main screens checked with axe-core, in ${language}`, () => {
    const f = useBrowserFixture(
      [
        reply(
          text(words.noting),
          toolUse('toolu_cal', 'write_file', { path: 'calendar.md', content: '- Dentist, Tuesday\n' }),
        ),
        reply(
          text(words.adding),
          toolUse('toolu_readme', 'write_file', { path: 'README.md', content: '# Garden\n\nRun `npm start`.\n' }),
        ),
        final(words.done),
      ],
      async () => {
        writeFileSync(join(f.workspace, 'README.md'), '# Garden\n\nRun it.\n');
      },
      options,
    );

    /** Both themes, as the system would switch them; returns the findings keyed by theme. */
    async function checkBothThemes(): Promise<Record<'light' | 'dark', string[]>> {
      expect(await f.page.evaluate<string>('document.documentElement.lang')).toBe(language);
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
      await f.page.getByRole('heading', { name: tr(language, 'onboarding.title') }).waitFor();
      await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
      await f.core.call('settings:update', { onboarded: true });
    });

    it('finds none on a conversation with an approval sheet showing a diff', async () => {
      const calendar = await startSessionRun(f.core, f.workspace, 'Calendar', words.noting);
      await waitForPendingApproval(f.core, calendar);
      await f.openSession('Garden README');
      await f.page.getByRole('textbox', { name: tr(language, 'composer.label') }).fill(words.asked);
      await f.page.getByRole('button', { name: tr(language, 'composer.send'), exact: true }).click();
      await approvalSheet(f.page).locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
      await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
    });

    it('finds none in the inbox', async () => {
      await f.page.getByRole('button', { name: tr(language, 'nav.inboxCount', { count: 2 }) }).click();
      await f.page.getByRole('heading', { name: tr(language, 'inbox.title') }).waitFor();
      await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
    });

    it('finds none in settings', async () => {
      await f.page.getByRole('button', { name: tr(language, 'nav.settings') }).click();
      await f.page.getByRole('heading', { name: tr(language, 'settings.title'), level: 1 }).waitFor();
      await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
    });

    it('finds none on the answered conversation and its approval record', async () => {
      const page = f.page;
      await page.locator('.session-row', { hasText: 'Garden README' }).locator('.session-open').click();
      const sheet = approvalSheet(page);
      // One action: Approve decides and sends.
      await sheet.getByRole('button', { name: trPattern(language, 'approval.call.approveName') }).click();
      await page.getByText(words.done).waitFor();
      await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });

      await page.getByRole('button', { name: tr(language, 'conversation.audit') }).click();
      await page.locator('.audit-table').waitFor();
      // Checked once its diff is in Monaco, as the conversation's sheet above is: not while the editor
      // is still being built (its input areas get their names as it mounts).
      await page.locator('.audit-table [data-diff-view="monaco"]').first().waitFor({ timeout: 20_000 });
      await expect(checkBothThemes()).resolves.toEqual({ light: [], dark: [] });
    });
  });
}
