import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { useBrowserFixture } from '../support/browser-fixture';

/**
 * The language setting in a real window: 'system' follows the operating system's locale main
 * reports (Spanish here), and a language picked in Settings changes every word at once, the
 * remembered sidebar and its conversation rows too, without a reload; `<html lang>` follows, and
 * Simplified Chinese gets a font stack with CJK faces. The choice is saved with the settings.
 */
describe('a language picked in Settings', () => {
  const f = useBrowserFixture([], (fixture) => fixture.openSession('Garden'), {
    coreEnv: { GATEHOUSE_TEST_SYSTEM_LOCALE: 'es-MX' },
  });
  const lang = () => f.page.evaluate<string>('document.documentElement.lang');
  const row = () => f.page.locator('.session-row', { hasText: 'Garden' }).locator('.session-actions');

  it("opens in the system's language when the setting is 'system'", async () => {
    await f.page.getByRole('button', { name: /Configuración$/ }).waitFor();
    expect(await lang()).toBe('es');
    await expect.poll(() => row().getAttribute('aria-label')).toBe('Acciones de Garden');
  });

  it('changes the whole window at once, and is kept', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Configuración$/ }).click();
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();

    await page.getByRole('radio', { name: 'English', exact: true }).check();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await lang()).toBe('en');
    await expect.poll(() => row().getAttribute('aria-label')).toBe('Actions for Garden');
    await page.getByRole('button', { name: /Settings$/ }).waitFor();

    await page.getByRole('radio', { name: '简体中文', exact: true }).check();
    await page.getByRole('heading', { name: '设置', level: 1 }).waitFor();
    expect(await lang()).toBe('zh-CN');
    expect(await page.evaluate<string>('getComputedStyle(document.body).fontFamily')).toMatch(
      /PingFang SC.*Microsoft YaHei.*Noto Sans CJK SC/,
    );
    const saved = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    expect(saved.value.language).toBe('zh-CN');

    await f.harness.reload();
    await page.getByRole('button', { name: /设置$/ }).waitFor();
    expect(await lang()).toBe('zh-CN');

    await page.getByRole('button', { name: /设置$/ }).click();
    await page.locator('section[aria-labelledby="language-heading"] input[value="system"]').check();
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();
    expect(await lang()).toBe('es');
  });
});
