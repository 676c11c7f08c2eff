import { homedir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { PublicSettings, SessionSummary } from '../../src/shared';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { findClosedPort } from '../support/closed-port';
import { final } from '../support/model-server';

const RIGHT_KEY = 'sk-ant-right-key';
const WRONG_KEY = 'sk-ant-wrong-key';

/** The key a request carries, however the SDK sends it (x-api-key, or Authorization: Bearer). */
function readKey(apiKey: string | string[] | undefined, authorization: string | undefined): string {
  if (typeof apiKey === 'string') return apiKey;
  return authorization?.replace(/^Bearer /, '') ?? '';
}

describe('a first run on an empty data folder', () => {
  /** The keys the scripted Anthropic was asked about, in order (Models API, no generation). */
  const keyChecks: string[] = [];
  // Fresh: not onboarded, no model; the stand-in folder picker answers with the temp workspace. The
  // cloud provider's requests reach the scripted server, which knows one key and refuses others (401).
  const f = useBrowserFixture([final('Your folder is empty so far.')], () => f.harness.open(), {
    fresh: true,
    coreEnv: { GATEHOUSE_TEST_CLOUD_IS_SCRIPTED: '1' },
    modelServer: {
      route: (method, path, _body, headers) => {
        if (method !== 'GET' || path !== '/v1/models/claude-sonnet-4-5') return undefined;
        const key = readKey(headers['x-api-key'], headers.authorization);
        keyChecks.push(key);
        return key === RIGHT_KEY
          ? {
              status: 200,
              body: {
                type: 'model',
                id: 'claude-sonnet-4-5',
                display_name: 'Claude Sonnet 4.5',
                created_at: '2025-09-29T00:00:00Z',
              },
            }
          : {
              status: 401,
              body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
            };
      },
    },
  });

  const readSettings = async () =>
    ((await f.core.call<PublicSettings>('settings:get', {})) as { ok: true; value: PublicSettings }).value;
  const readSessions = async () =>
    ((await f.core.call<SessionSummary[]>('session:list', {})) as { ok: true; value: SessionSummary[] }).value;

  it('refuses the home folder the moment it is picked, tells a server that is not running and a wrong key before Start creates anything, then answers the first question with its details folded', async () => {
    const page = f.page;
    await page.getByRole('heading', { name: 'Welcome to Gatehouse' }).waitFor();
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start.isDisabled()).resolves.toBe(true);

    // The home folder: main refuses it as it is picked, in one sentence beside the folder; Start waits for another.
    f.core.setPickedFolder(homedir());
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    const folderRefusal = page.getByRole('alert').filter({ hasText: 'is your home folder' });
    await expect
      .poll(() => folderRefusal.textContent(), { timeout: 10_000 })
      .toBe(
        `${homedir()} is your home folder. Choose a folder inside it for one project: Gatehouse asks you before it touches anything outside that folder.`,
      );
    await expect(start.isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Choose another folder first.').isVisible()).resolves.toBe(true);

    f.core.setPickedFolder(f.workspace);
    await page.getByRole('button', { name: 'Choose a folder…' }).click();
    await page.getByText(f.workspace, { exact: true }).waitFor();
    await expect.poll(() => folderRefusal.count(), { timeout: 10_000 }).toBe(0);

    // A local server that is not running: Start tries it first and says so, in Test connection's words.
    const closed = `http://127.0.0.1:${await findClosedPort()}`;
    await page.getByRole('radio', { name: /A local server/ }).check();
    await page.getByRole('textbox', { name: 'Server address' }).fill(closed);
    await page.getByRole('textbox', { name: 'Model name' }).fill('scripted');
    await start.click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Nothing is running at' }).textContent(), {
        timeout: 10_000,
      })
      .toContain(`Nothing is running at ${closed}.`);

    // Anthropic with a wrong key: refused before anything is created.
    await page.getByRole('radio', { name: /Anthropic/ }).check();
    await page.getByRole('textbox', { name: 'API key' }).fill(WRONG_KEY);
    await start.click();
    const keyRefusal = page.getByRole('alert').filter({ hasText: 'did not accept this API key' });
    await expect
      .poll(() => keyRefusal.textContent(), { timeout: 10_000 })
      .toBe(
        'Anthropic did not accept this API key. Check that you pasted the whole key, or create a new one at console.anthropic.com.',
      );
    await expect(page.getByRole('heading', { name: 'Welcome to Gatehouse' }).isVisible()).resolves.toBe(true);
    expect(keyChecks).toEqual([WRONG_KEY]);
    await expect(readSessions()).resolves.toEqual([]);
    expect((await readSettings()).onboarded).toBe(false);
    expect(f.model.requests).toHaveLength(0);

    // The right key: tried, then the first conversation opens and answers.
    await page.getByRole('textbox', { name: 'API key' }).fill(RIGHT_KEY);
    await expect(keyRefusal.count()).resolves.toBe(0);
    await start.click();
    await sendMessage(page, 'What is in my folder?');
    await page.getByText('Your folder is empty so far.').waitFor();
    // The reply carries no technical line; which model answered and its tokens are one click away.
    const reply = page.getByRole('article', { name: 'Gatehouse' }).last();
    const usage = reply.getByText(/Tokens/);
    await expect(usage.isVisible()).resolves.toBe(false);
    await reply.getByText('Details', { exact: true }).click();
    await expect(usage.isVisible()).resolves.toBe(true);
    await expect(usage.textContent()).resolves.toBe(
      'Answered by claude-sonnet-4-5. Tokens (the pieces of text the model reads and writes, which the service counts): 10 read · 5 written',
    );

    expect(keyChecks).toEqual([WRONG_KEY, RIGHT_KEY]);
    expect(await readSettings()).toMatchObject({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      hasApiKey: true,
      onboarded: true,
    });
    expect((await readSessions()).map((s) => s.workspace)).toEqual([f.workspace]);
    expect(f.model.requests).toHaveLength(1);
    expect(readKey(f.model.requests[0]?.apiKey, f.model.requests[0]?.authorization)).toBe(RIGHT_KEY);
    expect(f.harness.pageErrors).toEqual([]);
  });
});
