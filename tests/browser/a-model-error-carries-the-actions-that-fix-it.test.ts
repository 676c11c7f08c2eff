import { describe, expect, it } from 'vitest';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { OLLAMA_OUT_OF_MEMORY } from '../support/local-model-servers';
import { final } from '../support/model-server';

describe('a model error against a local Ollama', () => {
  // The core starts pointed at model "scripted", which this Ollama has not pulled.
  const f = useBrowserFixture([], undefined, {
    localServer: { kind: 'ollama', models: ['qwen3:8b'], contextWindow: 8192 },
  });

  it('a model not pulled: the error says so with Test connection (naming the pull command), and Try again works once it is fixed', async () => {
    const page = f.page;
    await f.openSession('Not pulled');
    await sendMessage(page, 'Hello?');

    const error = page.locator('.error-entry').first();
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('The model server does not know this address or this model.');
    await expect(error.textContent()).resolves.toContain("model 'scripted' not found, try pulling it first");
    await expect(error.getByRole('button').allTextContents()).resolves.toEqual([
      'Try again',
      'Test connection',
      'Open settings',
    ]);

    await error.getByRole('button', { name: 'Test connection' }).click();
    await error.getByText('Ollama does not have scripted yet: pull it first. ollama pull scripted').waitFor();

    // The person picks a model the server has; a 429 comes first, asking for two seconds.
    await f.core.call('settings:update', { model: 'qwen3:8b' });
    f.model.push({ kind: 'error', status: 429, headers: { 'retry-after': '2' } }, final('Hello from qwen.'));
    await error.getByRole('button', { name: 'Try again' }).click();

    const limited = page.locator('.error-entry').last();
    await limited.getByText('You can try again in 2 s.', { exact: false }).waitFor();
    await expect(error.getByRole('button').count()).resolves.toBe(0); // only the latest error offers actions
    const clickedAt = Date.now();
    await limited.getByRole('button', { name: 'Try again' }).click();
    await limited.getByRole('button', { name: /Trying again in \d s…/ }).waitFor();
    await page.getByText('Hello from qwen.').waitFor();
    await f.model.waitForRequests(3);
    // Retry waited out the delay the server asked for (counted from when the 429 was recorded).
    expect(Date.now() - clickedAt).toBeGreaterThan(1000);
    expect(f.model.requests.map((r) => r.body.model)).toEqual(['scripted', 'qwen3:8b', 'qwen3:8b']);
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('out of memory: named as such with the server’s words; Open settings goes to Settings', async () => {
    const page = f.page;
    f.model.replace(OLLAMA_OUT_OF_MEMORY);
    await f.openSession('Too big');
    await sendMessage(page, 'Summarise everything.');

    const error = page.locator('.error-entry');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('The model server ran out of memory.');
    await expect(error.textContent()).resolves.toContain(
      'model requires more system memory (12.5 GiB) than is available (7.1 GiB)',
    );
    await expect(error.textContent()).resolves.not.toContain('overloaded');
    await expect(error.getByRole('button').allTextContents()).resolves.toEqual(['Try again', 'Open settings']);
    await error.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});
