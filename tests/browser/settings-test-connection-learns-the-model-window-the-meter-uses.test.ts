import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { findSeriousAxeViolations } from '../support/browser-axe';
import { useBrowserFixture } from '../support/browser-fixture';

describe('Settings with a local Ollama', () => {
  // The core starts pointed at model "scripted", which this Ollama has not pulled.
  const f = useBrowserFixture(
    [],
    async () => {
      await f.openSession('Meter');
    },
    { localServer: { kind: 'ollama', models: ['qwen3:8b', 'llama3.2:latest'], contextWindow: 40960, numCtx: 12288 } },
  );

  it('Test connection names the missing model and its pull command; picking one learns its window, which Save keeps and the meter uses', async () => {
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect(page.getByRole('radio', { name: 'Other', exact: true }).isChecked()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Ollama does not have scripted yet: pull it first.').waitFor();
    await expect(page.locator('.connection-command code').textContent()).resolves.toBe('ollama pull scripted');
    await expect(findSeriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByRole('combobox', { name: 'Models on this server' }).selectOption('llama3.2:latest');
    // The Modelfile's num_ctx is what Ollama runs the model with.
    await page.getByText('This model remembers up to 12k tokens', { exact: false }).waitFor();
    // The memory field is a text field that takes digits (no browser bubbles): it shows what was learned.
    await expect(page.getByRole('textbox', { name: /context window/ }).inputValue()).resolves.toBe('12288');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('✓ Saved.').waitFor();

    const settings = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    expect(settings.value).toMatchObject({ model: 'llama3.2:latest', contextWindow: 12288 });
    await page.reload();
    await page.locator('.context-meter meter[aria-label*="of 12k tokens"]').waitFor();

    // A key saved from an earlier cloud setup: a local server takes none, so its removal is offered with the cloud's fields.
    const keyed = await f.core.call('settings:update', { apiKey: 'sk-ant-earlier-key' });
    if (!keyed.ok) throw new Error(keyed.error.text.id);
    await page.reload();
    await page.getByRole('button', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect(page.getByRole('button', { name: 'Remove saved key' }).count()).resolves.toBe(0);
    await page.getByRole('radio', { name: 'Anthropic (cloud, needs an API key)' }).check();
    await page.getByRole('button', { name: 'Remove saved key' }).waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});

describe('Settings with a local LM Studio that has one model', () => {
  const f = useBrowserFixture(
    [],
    async () => {
      await f.openSession('Only model');
    },
    { localServer: { kind: 'lmstudio', models: ['google/gemma-3-4b'], contextWindow: 8192 } },
  );

  it('Test connection with no model named fills in the only one and learns its window, not the one kept from before', async () => {
    const page = f.page;
    // An earlier server's window is still in the settings.
    const earlier = await f.core.call('settings:update', { contextWindow: 32768 });
    if (!earlier.ok) throw new Error(earlier.error.text.id);
    await page.reload();
    await page.getByRole('button', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect(page.getByRole('textbox', { name: /context window/ }).inputValue()).resolves.toBe('32768');

    await page.getByRole('textbox', { name: 'Model name', exact: true }).fill('');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('This model remembers up to 8k tokens', { exact: false }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Model name', exact: true }).inputValue()).resolves.toBe(
      'google/gemma-3-4b',
    );
    await expect(page.getByRole('textbox', { name: /context window/ }).inputValue()).resolves.toBe('8192');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('✓ Saved.').waitFor();
    const settings = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    expect(settings.value).toMatchObject({ model: 'google/gemma-3-4b', contextWindow: 8192 });
    expect(f.harness.pageErrors).toEqual([]);
  });
});
