import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PublicSettings } from '../../src/shared';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

/** The error the field shows, read through its aria-describedby (as a screen reader would). */
async function readFieldError(page: Page, field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

async function readSettings(f: { core: { call(c: string, p: unknown): Promise<unknown> } }): Promise<PublicSettings> {
  return ((await f.core.call('settings:get', {})) as { ok: true; value: PublicSettings }).value;
}

describe('every form in onboarding and settings', () => {
  // Fresh: a first run, and a restart keeps the settings as the page saved them.
  const f = useBrowserFixture([final('Hello from the scripted model.')], () => f.harness.open(), { fresh: true });

  it('says what is wrong on the field as it is edited, never in a browser bubble, and saves', async () => {
    const page = f.page;
    // A native validation bubble comes with an `invalid` event; noValidate forms never fire one on submit.
    await page.evaluate(
      `document.addEventListener('invalid', (e) => window.__invalid = (window.__invalid ?? 0) + 1, true)`,
    );

    // Onboarding: a folder, a local server typed wrong then right, a model name.
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    await page.getByRole('radio', { name: /A local server/ }).check();
    const address = page.getByRole('textbox', { name: 'Server address' });
    await expect(readFieldError(page, address)).resolves.toBeNull();
    await address.fill('localhost:11434');
    await expect(readFieldError(page, address)).resolves.toContain('must start with http:// or https://');
    await expect(page.getByRole('button', { name: 'Start' }).isDisabled()).resolves.toBe(true);
    await address.fill(f.model.baseUrl);
    await expect(readFieldError(page, address)).resolves.toBeNull();
    const model = page.getByRole('textbox', { name: 'Model name' });
    await model.fill('');
    await expect(readFieldError(page, model)).resolves.toBe('Enter the model’s name.');
    await model.fill('scripted');
    // A local server's memory is asked here too, a local-sized default, held to the same rules as in Settings.
    const window = page.getByRole('textbox', { name: /Model memory/ });
    await expect(window.inputValue()).resolves.toBe('8192');
    await window.fill('12x');
    await expect(readFieldError(page, window)).resolves.toBe('Use digits only, for example 200000.');
    await expect(page.getByRole('button', { name: 'Start' }).isDisabled()).resolves.toBe(true);
    await window.fill('8192');
    await expect(readFieldError(page, window)).resolves.toBeNull();
    await page.getByRole('button', { name: 'Start' }).click();
    await sendMessage(page, 'Hello?');
    await page.getByText('Hello from the scripted model.').waitFor();

    // Settings, model form: what onboarding saved (a local server's default memory, 8192 tokens, among it) saves as it is.
    await page.getByRole('button', { name: /Settings/ }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Model', level: 2 }) });
    const memory = form.getByRole('textbox', { name: /Model memory/ });
    await expect(memory.inputValue()).resolves.toBe('8192');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('✓ Saved.').waitFor();

    // A wrong value is named on its field at once; Save refuses, says so, and takes the focus there.
    await memory.fill('12x');
    await expect(readFieldError(page, memory)).resolves.toBe('Use digits only, for example 200000.');
    await memory.fill('512');
    await expect(readFieldError(page, memory)).resolves.toBe('Enter a number from 1,024 to 10,000,000.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('Not saved: correct the marked fields.').waitFor();
    await expect(page.evaluate<string | null>(`document.activeElement?.id ?? null`)).resolves.toBe('context-window');
    await expect(readSettings(f)).resolves.toMatchObject({ contextWindow: 8192 });
    await memory.fill('32,768');
    await expect(readFieldError(page, memory)).resolves.toBeNull();

    // A half-typed server address, then a switch to the cloud: hidden, so it neither blocks Save nor is saved.
    const serverAddress = form.getByRole('textbox', { name: 'Server address' });
    await serverAddress.fill('not an address');
    await expect(readFieldError(page, serverAddress)).resolves.toContain('must start with http:// or https://');

    // The cloud key: one with a space in it is refused on the field; a clean one saves (write-only).
    await form.getByRole('radio', { name: /Anthropic/ }).check();
    const key = form.getByRole('textbox', { name: 'API key' });
    await key.fill('sk-ant test');
    await expect(readFieldError(page, key)).resolves.toBe(
      'An API key has no spaces: check that only the key was pasted.',
    );
    await key.fill('sk-ant-test-key');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('A key is saved. Type a new one to replace it.').waitFor();
    await expect(key.inputValue()).resolves.toBe('');

    await expect(readSettings(f)).resolves.toMatchObject({
      provider: 'anthropic',
      baseUrl: f.model.baseUrl,
      hasApiKey: true,
    });

    // Back to the local server, its address corrected, with another model name and the new memory size
    // (the memory typed for the local server comes back with it, not the cloud's).
    await form.getByRole('radio', { name: /A local server/ }).check();
    await expect(memory.inputValue()).resolves.toBe('32768');
    await serverAddress.fill(f.model.baseUrl);
    await form.getByRole('textbox', { name: 'Model name' }).fill('scripted-2');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    // The form's own save status (Test connection has its status in the form too).
    await expect(form.locator(':scope > .row').getByRole('status').textContent()).resolves.toBe('✓ Saved.');
    await expect(readSettings(f)).resolves.toMatchObject({
      provider: 'local',
      baseUrl: f.model.baseUrl,
      model: 'scripted-2',
      contextWindow: 32_768,
      hasApiKey: true,
    });

    // Choices that save when picked: who approves by default, commands, theme; and the text size.
    const approvals = page.locator('section', { has: page.getByRole('heading', { name: 'Approvals', level: 2 }) });
    await approvals.getByRole('radio', { name: /^Reviewer/ }).check();
    await approvals.getByText('✓ Saved.').waitFor();
    await expect(approvals.getByRole('radio', { name: /yolo/i }).count()).resolves.toBe(0);
    const cacheReads = page.getByRole('checkbox', { name: /Let sandboxed commands use my toolchains/ });
    const sandboxed = (await readSettings(f)).commandSandbox.available;
    await expect(cacheReads.isDisabled()).resolves.toBe(!sandboxed);
    if (sandboxed) {
      await cacheReads.check();
      await page.locator('[data-testid="command-sandbox"]').getByText('✓ Saved.').waitFor();
    }
    const appearance = page.locator('section', { has: page.getByRole('heading', { name: 'Appearance', level: 2 }) });
    await appearance.getByRole('radio', { name: 'Dark' }).check();
    await appearance.getByText('✓ Saved.').waitFor();
    await appearance.getByRole('button', { name: /Larger text/ }).click();
    await appearance.getByRole('button', { name: /Larger text/ }).click();
    await appearance.getByText('Text size 125%', { exact: false }).waitFor();

    await expect(readSettings(f)).resolves.toMatchObject({
      theme: 'dark',
      defaultApprovalMode: 'auto',
      commandCacheReads: sandboxed,
    });
    await expect(page.evaluate(`window.__invalid ?? 0`)).resolves.toBe(0);
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('reads every saved value back after the core restarts and the window reloads', async () => {
    await f.restartCore();
    await f.harness.reload();
    const page = f.page;
    await page.getByRole('button', { name: /Settings/ }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Model', level: 2 }) });
    await expect(form.getByRole('radio', { name: /A local server/ }).isChecked()).resolves.toBe(true);
    await expect(form.getByRole('textbox', { name: 'Server address' }).inputValue()).resolves.toBe(f.model.baseUrl);
    await expect(form.getByRole('textbox', { name: 'Model name' }).inputValue()).resolves.toBe('scripted-2');
    await expect(form.getByRole('textbox', { name: /Model memory/ }).inputValue()).resolves.toBe('32768');
    await form.getByRole('radio', { name: /Anthropic/ }).check();
    await form.getByText('A key is saved. Type a new one to replace it.').waitFor();
    await expect(page.getByRole('radio', { name: /^Reviewer/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true);
    const sandboxed = (await readSettings(f)).commandSandbox.available;
    await expect(
      page.getByRole('checkbox', { name: /Let sandboxed commands use my toolchains/ }).isChecked(),
    ).resolves.toBe(sandboxed);
    await page.getByText('Text size 125%', { exact: false }).waitFor();
    expect(f.harness.pageErrors).toEqual([]);
  });
});
