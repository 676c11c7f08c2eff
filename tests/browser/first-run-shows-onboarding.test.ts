import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../src/shared';
import { launchBrowserHarness, type BrowserHarness } from '../support/browser-harness';

/**
 * Smoke test of the built renderer in real Chromium under the app's CSP: with nothing set up, the
 * first-run screen appears. The backend here is a fixed stand-in (only `app:bootstrap` is asked);
 * every flow test uses the real core.
 */
const settings: PublicSettings = {
  provider: 'anthropic',
  baseUrl: '',
  model: 'claude-sonnet-4-5',
  hasApiKey: false,
  keyStorage: 'basic_text',
  lastWorkspace: null,
  dataDir: '/tmp/gatehouse-smoke',
  contextWindow: 200_000,
  onboarded: false,
  commandSandbox: { available: true, detail: { id: 'sandbox.bubblewrap', params: { version: 'bubblewrap 0.9.0' } } },
  commandCacheReads: false,
  checkpointLimitMb: 200,
  theme: 'system',
  language: 'system',
  defaultApprovalMode: 'manual',
  reviewerModel: '',
  reviewerTimeoutSeconds: 60,
  reviewerThreshold: 0.8,
  reviewerDenialsToMe: false,
  approvalStaleHours: 24,
  checkForUpdates: true,
};

describe('the built renderer on first run', () => {
  let harness: BrowserHarness;
  const asked: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    harness = await launchBrowserHarness();
    harness.page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    harness.attach({
      invoke: async (channel) => {
        asked.push(channel);
        if (channel === 'app:bootstrap')
          return { ok: true, value: { settings, sessions: [], inbox: [], platform: 'linux', systemLocale: 'en-US' } };
        return { ok: false, error: { code: 'internal', message: 'not in this test' } };
      },
      onPush: () => undefined,
    });
    await harness.open();
  });
  afterAll(async () => harness?.close());

  it('shows the onboarding with the folder, model (and where a key comes from) and approvals steps, and no CSP violations', async () => {
    const page = harness.page;
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    await expect(page.getByRole('button', { name: 'Choose a folder…' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'API key' }).isVisible()).resolves.toBe(true);
    // Where a key comes from, beside the field that asks for it.
    await expect(
      page
        .getByText('To get one: sign in at console.anthropic.com, open “API keys”, and create a key', { exact: false })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('Gatehouse stops before it changes a file').isVisible()).resolves.toBe(true);
    // Start stays disabled, with the reason, until a folder is chosen.
    await expect(page.getByRole('button', { name: 'Start' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Choose a folder first.').isVisible()).resolves.toBe(true);
    expect(asked).toContain('app:bootstrap');
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
