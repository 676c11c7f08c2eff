import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { useBrowserFixture } from '../support/browser-fixture';

async function readSettings(f: { core: { call(c: string, p: unknown): Promise<unknown> } }): Promise<PublicSettings> {
  return ((await f.core.call('settings:get', {})) as { ok: true; value: PublicSettings }).value;
}

describe('Settings › Updates', () => {
  const f = useBrowserFixture([], () => f.harness.open());

  it('says a local model never looks for updates, says when the cloud model does, and turns looking off', async () => {
    const page = f.page;
    await expect(readSettings(f)).resolves.toMatchObject({ provider: 'local', checkForUpdates: true });
    await page.getByRole('button', { name: /Settings/ }).click();
    const updates = page.locator('[data-testid="updates"]');
    await updates.getByRole('heading', { name: 'Updates', level: 2 }).waitFor();
    await updates
      .getByText('With a local model Gatehouse sends nothing anywhere, so it does not look for new versions.', {
        exact: false,
      })
      .waitFor();

    await f.core.call('settings:update', { provider: 'anthropic', apiKey: 'sk-ant-test-key' });
    await f.harness.reload();
    await page.getByRole('button', { name: /Settings/ }).click();
    await updates
      .getByText('It is installed when you next quit Gatehouse, never while something waits for you.', { exact: false })
      .waitFor();
    const box = updates.getByRole('checkbox', { name: 'Check for new versions of Gatehouse' });
    await expect(box.isChecked()).resolves.toBe(true);
    await box.uncheck();
    await updates.getByText('✓ Saved.').waitFor();
    await expect(readSettings(f)).resolves.toMatchObject({ checkForUpdates: false });
    expect(f.harness.pageErrors).toEqual([]);
  });
});
