import { homedir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { PublicSettings, SessionSummary } from '../../src/shared';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final } from '../support/model-server';

describe('a first run on an empty data folder', () => {
  // Fresh: not onboarded, no model; the stand-in folder picker answers with the temp workspace.
  const f = useBrowserFixture([final('Your folder is empty so far.')], () => f.harness.open(), { fresh: true });

  it('refuses the home folder without leaving onboarding, then picks a folder and a local model, starts, and answers the first question', async () => {
    const page = f.page;
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    await expect(page.getByRole('button', { name: 'Start' }).isDisabled()).resolves.toBe(true);

    // The home folder first: main refuses it, and the person stays on this screen with why, not in an empty app.
    f.core.setPickedFolder(homedir());
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    await page.getByText(homedir(), { exact: true }).waitFor();
    await page.getByRole('radio', { name: /A local server/ }).check();
    await page.getByRole('textbox', { name: 'Server address' }).fill(f.model.baseUrl);
    await page.getByRole('textbox', { name: 'Model name' }).fill('scripted');
    await page.getByRole('button', { name: 'Start' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Gatehouse cannot work in this folder:' });
    await expect(refusal.textContent()).resolves.toMatch(/is your home folder.*Choose another folder, then Start again\.$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Gatehouse' }).isVisible()).resolves.toBe(true);
    const before = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    expect(before.value.onboarded).toBe(false);

    f.core.setPickedFolder(f.workspace);
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    await page.getByText(f.workspace, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();

    await sendMessage(page, 'What is in my folder?');
    await page.getByText('Your folder is empty so far.').waitFor();

    const settings = (await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings };
    expect(settings.value).toMatchObject({ provider: 'local', baseUrl: f.model.baseUrl, model: 'scripted', onboarded: true });
    const sessions = (await f.core.call<SessionSummary[]>('session:list', {})) as { ok: true; value: SessionSummary[] };
    expect(sessions.value.map((s) => s.workspace)).toEqual([f.workspace]);
    expect(f.model.requests).toHaveLength(1);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
