import { describe, expect, it } from 'vitest';
import { useBrowserFixture } from '../support/browser-fixture';

/**
 * The window's first script fetches the app's code (src/renderer/src/main.tsx). When that code cannot
 * be read (a damaged install), the window says so in the person's language, with the error's text
 * and a button that loads the window again, instead of staying blank; nothing the person has is touched.
 */
describe('a window whose code cannot be read', () => {
  let blocked = true;
  const f = useBrowserFixture([], async (fixture) => {
    await fixture.page.route('**/assets/start-app-*.js', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await fixture.openSession('Letters');
  });

  it('says why and what to do in the person’s language, and opens the app once the code can be read', async () => {
    const page = f.page;
    const failure = page.getByRole('alert');
    await expect(failure.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Gatehouse could not open its window',
    );
    await expect(failure.textContent()).resolves.toContain('nothing was lost');
    await expect(failure.locator('.start-failure-details').textContent()).resolves.toMatch(/^Details: \S/);
    // The one thing to do is where the keyboard is.
    await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Try again');
    expect(f.harness.pageErrors).toEqual([]);

    // In the language the person chose, read from main's answer (the window's catalogues are in the code that failed).
    const saved = await f.core.call('settings:update', { language: 'es' });
    expect(saved.ok).toBe(true);
    await f.harness.reload();
    await expect(failure.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Gatehouse no pudo abrir su ventana',
    );
    await expect(page.evaluate('document.documentElement.lang')).resolves.toBe('es');

    // Once the code can be read, "Try again" opens the app on the same conversation.
    blocked = false;
    await failure.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.getByRole('heading', { name: 'Letters' }).waitFor();
    await expect(page.locator('.start-failure').count()).resolves.toBe(0);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
