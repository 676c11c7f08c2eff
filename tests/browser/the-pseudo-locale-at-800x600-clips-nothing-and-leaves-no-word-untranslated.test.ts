import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { findClippedControls, findUntranslatedText, showPseudoLocale } from '../support/browser-pseudo-locale';
import { reply, text, toolUse } from '../support/model-server';

const BEFORE = `${Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n')}\n`;
const AFTER = BEFORE.replace('line 20', 'line twenty');
// The person's own words and the model's are data: written here without a plain ASCII word.
const TITLE = 'Ĝåŕðéñ ñöţéš';
const ASKED = 'Ŕéñåɱé ļîñé 20';
const SAID = 'Ŕéñåɱîñĝ öñé ļîñé.';

/**
 * The en-XA pseudo-locale (every catalogue letter accented, a third longer) at 800×600: the main
 * screen with an approval sheet, then Settings. No control is cut or reaches past the window's
 * sides, and no visible text holds a plain English word (which could only come from outside the
 * catalogue), apart from the data the test put there.
 */
describe('the window in the pseudo-locale at 800×600', () => {
  /** What the scan found in English, before the switch: it reads the window's words. */
  let english: string[] = [];
  const f = useBrowserFixture(
    [reply(text(SAID), toolUse('toolu_w', 'write_file', { path: 'ñöţéš.ɱð', content: AFTER }))],
    async (fixture) => {
      writeFileSync(join(fixture.workspace, 'ñöţéš.ɱð'), BEFORE);
      await fixture.openSession(TITLE);
      await sendMessage(fixture.page, ASKED);
      await approvalSheet(fixture.page).waitFor({ timeout: 15_000 });
      await fixture.page.setViewportSize({ width: 800, height: 600 });
      english = await findUntranslatedText(fixture.page, []);
      await showPseudoLocale(fixture.page);
    },
  );

  /** What the test and the core put on screen that is not the window's own words. */
  async function shownData(): Promise<string[]> {
    const settings = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    return [
      f.workspace,
      ...f.workspace.split('/'),
      f.dataDir,
      // The sandbox's own words (bubblewrap's version line); the sentence around them is the window's.
      ...Object.values(settings.value.commandSandbox.detail.params).map(String),
      settings.value.model,
      // The tool's id (a title names it), and main's own summary of the call: main's sentences are
      // English until they become message ids.
      'write_file',
      'Change ñöţéš.ɱð (+1 −1)',
    ];
  }

  it('shows the conversation and its approval sheet with every word translated and nothing cut', async () => {
    const page = f.page;
    await approvalSheet(page).waitFor({ timeout: 15_000 });
    await approvalSheet(page).locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    expect(english.length).toBeGreaterThan(10);
    await expect.poll(() => page.locator('h1, h2').first().textContent()).toMatch(/^\[/);
    expect(await findUntranslatedText(page, await shownData())).toEqual([]);
    expect(await findClippedControls(page)).toEqual([]);
  });

  it('shows the inbox with every word translated and nothing cut', async () => {
    const page = f.page;
    // The inbox's button names its count: "(1)" whatever the words around it.
    await page.getByRole('button', { name: /\(1\)/ }).first().click();
    await page.locator('.inbox-item').waitFor();
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/^\[/);
    // The time a request was asked at is the platform's Intl's, which writes en-XA's day period as English's (AM/PM).
    expect(await findUntranslatedText(page, [...(await shownData()), TITLE], ['am', 'pm'])).toEqual([]);
    expect(await findClippedControls(page)).toEqual([]);
  });

  it('shows Settings with every word translated and nothing cut', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /^\[Šééţţîîñĝš\]/ }).click();
    await page.getByRole('heading', { name: '[Šééţţîîñĝš]', level: 1 }).waitFor();
    expect(await findUntranslatedText(page, await shownData())).toEqual([]);
    expect(await findClippedControls(page)).toEqual([]);
  });

  it('shows the first run with every word translated and nothing cut', async () => {
    const page = f.page;
    await f.core.call('settings:update', { onboarded: false });
    await f.harness.open();
    await page.locator('main.onboarding h1').waitFor();
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/^\[/);
    expect(await findUntranslatedText(page, await shownData())).toEqual([]);
    expect(await findClippedControls(page)).toEqual([]);
    await f.core.call('settings:update', { onboarded: true });
  });
});
