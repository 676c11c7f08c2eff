import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalSheet, sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, reply, text, toolUse } from '../support/model-server';

describe('the Monaco diff pane', () => {
  const f = useBrowserFixture(
    [
      reply(
        text('Renaming the second step.'),
        toolUse('toolu_steps', 'write_file', { path: 'steps.md', content: 'one\nTWO\nthree\nfour\n' }),
      ),
      final('Renamed.'),
    ],
    async () => {
      writeFileSync(join(f.workspace, 'steps.md'), 'one\ntwo\nthree\n');
      await f.openSession();
    },
  );

  it('draws its +/− markers with the bundled icon font under the CSP, and comes and goes without page errors or a second worker', async () => {
    const page = f.page;
    // Counts the workers the page starts: Monaco's diff worker is one for the page's life.
    await page.evaluate(`(() => {
      const Base = window.Worker;
      window.__workersStarted = 0;
      window.Worker = class extends Base {
        constructor(...args) {
          super(...args);
          window.__workersStarted += 1;
        }
      };
    })()`);
    await sendMessage(page, 'Rename step two');
    const sheet = approvalSheet(page);
    await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });

    // The gutter markers are codicon glyphs: the font must come from out/renderer and load.
    const markers = sheet.locator('.gh-monaco [class*="codicon-diff-"]');
    await markers.first().waitFor();
    const fontFamily = await markers
      .first()
      .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el, '::before').fontFamily ?? '');
    expect(fontFamily).toContain('codicon');
    const faces = await page.evaluate<string[]>(
      `document.fonts.ready.then(() => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'codicon').map((face) => face.status))`,
    );
    expect(faces).toContain('loaded');

    // Unmount and mount again (another screen and back), expand and close, then answer (unmount).
    await page.getByRole('button', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.locator('.session-row .session-open').first().click();
    await sheet.locator('[data-diff-view="monaco"]').waitFor({ timeout: 20_000 });
    await sheet.getByRole('button', { name: 'Expand the diff' }).click();
    await page.keyboard.press('Escape');
    // One action: Approve decides and sends.
    await sheet.getByRole('button', { name: /^Approve: / }).click();
    await page.locator('.tool-card.status-success').waitFor();
    // Monaco reports disposal-order mistakes from a timer: give it one.
    await page.waitForTimeout(100);

    expect(f.harness.pageErrors).toEqual([]);
    // The pane went (to Settings) and came back: the worker its first diff started stayed up.
    await expect(page.evaluate('window.__workersStarted')).resolves.toBe(1);
    expect(f.harness.consoleErrors.filter((e) => /Content Security Policy|Failed to load/i.test(e))).toEqual([]);
  });
});
