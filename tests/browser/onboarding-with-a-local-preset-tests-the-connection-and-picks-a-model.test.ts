import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

describe('a first run with Ollama', () => {
  const f = useBrowserFixture([final('Hello from qwen.')], () => f.harness.open(), {
    fresh: true,
    localServer: { kind: 'ollama', models: ['qwen3:8b', 'llama3.2:latest'], contextWindow: 40960 },
  });

  it('the Ollama preset fills its address; Test connection says what is wrong, then lists the models, learns the window, and the first answer comes', async () => {
    const page = f.page;
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    await page.getByText(f.workspace, { exact: true }).waitFor();

    await page.getByRole('radio', { name: /A local server/ }).check();
    // Choosing local never leaves the cloud model name behind.
    await expect(page.getByRole('textbox', { name: 'Model name' }).inputValue()).resolves.toBe('');
    await page.getByRole('radio', { name: /LM Studio/ }).check();
    await expect(page.getByRole('textbox', { name: 'Server address' }).inputValue()).resolves.toBe(
      'http://127.0.0.1:1234',
    );
    await page.getByRole('radio', { name: /^Ollama/ }).check();
    const address = page.getByRole('textbox', { name: 'Server address' });
    await expect(address.inputValue()).resolves.toBe('http://127.0.0.1:11434');

    // Nothing runs on Ollama's own port on this machine: the test says so in plain words.
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/Nothing is running at http:\/\/127\.0\.0\.1:11434\. Start Ollama/).waitFor();

    // The scripted Ollama listens elsewhere; an address copied from a guide ends in /v1.
    await address.fill(`${f.model.baseUrl}/v1`);
    await address.blur();
    await expect(address.inputValue()).resolves.toBe(f.model.baseUrl);
    await page.getByText(`the address was shortened to ${f.model.baseUrl}`, { exact: false }).waitFor();
    await expect(page.getByRole('radio', { name: 'Other' }).isChecked()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Test connection' }).click();
    const models = page.getByRole('combobox', { name: 'Models on this server' });
    await models.waitFor();
    await expect(models.locator('option').allTextContents()).resolves.toEqual([
      'Choose a model…',
      'qwen3:8b',
      'llama3.2:latest',
    ]);
    await models.selectOption('qwen3:8b');
    await expect(page.getByRole('textbox', { name: 'Model name' }).inputValue()).resolves.toBe('qwen3:8b');
    await page.getByText('This model remembers up to').waitFor();
    await expect(page.getByRole('textbox', { name: /context window/ }).inputValue()).resolves.toBe('40960');
    await page.getByText('Connected. qwen3:8b is available.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Start' }).click();
    await sendMessage(page, 'Hello?');
    await page.getByText('Hello from qwen.').waitFor();

    const settings = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    expect(settings.value).toMatchObject({
      provider: 'local',
      baseUrl: f.model.baseUrl,
      model: 'qwen3:8b',
      contextWindow: 40960,
      onboarded: true,
    });
    expect(f.model.requests.map((r) => r.body.model)).toEqual(['qwen3:8b']);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
