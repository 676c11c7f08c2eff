import { describe, expect, it } from 'vitest';
import type { SessionSnapshot, SessionSummary } from '../../src/shared';
import { findClosedPort } from '../support/closed-port';
import { sendMessage, useBrowserFixture } from '../support/browser-fixture';
import { final, type ScriptTurn } from '../support/model-server';

/** Both failures in one Chromium and one core: each test opens its own conversation. */
describe('a model request that fails', () => {
  const f = useBrowserFixture([]);

  async function failThenRetry(
    failure: ScriptTurn,
    expected: { plain: string; status: string; cutOff: boolean },
    answer: string,
  ): Promise<void> {
    const page = f.page;
    f.model.push(failure, final(answer));
    const sessionId = await f.openSession(`Fails with ${failure.kind}`);
    await sendMessage(page, 'What is in this folder?');

    const error = page.locator('.error-entry');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain(expected.plain);
    await expect(page.locator('.run-status').textContent()).resolves.toBe(expected.status);
    await expect(page.getByText('This reply was cut off.').count()).resolves.toBe(expected.cutOff ? 1 : 0);
    // The action sits on the error itself.
    const retry = error.getByRole('button', { name: 'Try again' });
    await retry.click();

    await page.getByText(answer).waitFor();
    await expect(retry.count()).resolves.toBe(0);
    // The same run went on: one message from the person, one run, now completed.
    const loaded = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
      ok: true;
      value: SessionSnapshot;
    };
    const events = loaded.value.events;
    expect(events.filter((e) => e.kind === 'user_message')).toHaveLength(1);
    expect(new Set(events.flatMap((e) => ('runId' in e.data && e.data.runId ? [e.data.runId] : []))).size).toBe(1);
    expect(loaded.value.summary.runState).toBe('completed');
    expect(f.harness.pageErrors).toEqual([]);
  }

  it('answers 500: a plain error with Try again, which continues the same run to its answer', async () => {
    await failThenRetry(
      { kind: 'error', status: 500, message: 'internal trouble' },
      {
        plain: 'The model server reported a problem. Its own words are below.',
        status: 'Stopped because of a problem.',
        cutOff: false,
      },
      'Two files and a folder.',
    );
  });

  it('drops the connection mid-reply: the same, and the cut-off text is marked', async () => {
    await failThenRetry(
      { kind: 'drop', text: 'There are ' },
      {
        plain: 'The connection to the model dropped in the middle of the reply.',
        status:
          'The reply was cut off (the connection dropped or Gatehouse closed). Nothing ran that isn’t shown here.',
        cutOff: true,
      },
      'Three notes and a list.',
    );
  });

  it('too long for the model: Summarise the conversation and go on asks main for a summary, then the same run answers', async () => {
    const page = f.page;
    f.model.push(
      { kind: 'error', status: 413, message: 'prompt is too long: 250000 tokens > 200000 maximum' },
      final('Earlier: the person asked about the folder.'),
      final('It holds two notes.'),
    );
    const sessionId = await f.openSession('Long');
    await sendMessage(page, 'What is in this folder?');
    const error = page.locator('.error-entry').last();
    await error.waitFor();
    await expect(error.locator('strong').textContent()).resolves.toBe(
      'The conversation is too long for the model. Start a new one or let Gatehouse summarise.',
    );
    await error.getByRole('button', { name: 'Summarise the conversation and go on' }).click();
    await page.getByText('It holds two notes.').waitFor();
    const loaded = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
      ok: true;
      value: SessionSnapshot;
    };
    expect(loaded.value.events.some((e) => e.kind === 'compaction')).toBe(true);
    expect(loaded.value.summary.runState).toBe('completed');
    expect(f.harness.pageErrors).toEqual([]);
  });

  it('too long for the model: Start a new conversation opens a new, empty one in the same folder and leaves the long one as it was', async () => {
    const page = f.page;
    f.model.push({ kind: 'error', status: 413, message: 'prompt is too long: 250000 tokens > 200000 maximum' });
    const sessionId = await f.openSession('Long, then fresh');
    await sendMessage(page, 'What is in this folder?');
    const error = page.locator('.error-entry').last();
    await error.waitFor();
    const readSessions = async () =>
      ((await f.core.call<SessionSummary[]>('session:list', {})) as { ok: true; value: SessionSummary[] }).value;
    const before = await readSessions();
    const long = before.find((s) => s.id === sessionId);
    await error.getByRole('button', { name: 'Start a new conversation' }).click();
    await expect.poll(async () => (await readSessions()).length, { timeout: 10_000 }).toBe(before.length + 1);
    const fresh = (await readSessions()).find((s) => !before.some((b) => b.id === s.id));
    expect(fresh?.workspace).toBe(long?.workspace);
    // The new one is open and empty: the composer waits, no error and no message of the long one.
    await expect.poll(() => page.locator('.error-entry').count(), { timeout: 10_000 }).toBe(0);
    await expect(page.getByText('What is in this folder?').count()).resolves.toBe(0);
    const kept = (await f.core.call<SessionSnapshot>('session:load', { sessionId })) as {
      ok: true;
      value: SessionSnapshot;
    };
    expect(kept.value.events.filter((e) => e.kind === 'user_message')).toHaveLength(1);
    expect(f.harness.pageErrors).toEqual([]);
  });

  it("with Anthropic's cloud and no connection: says to check this computer is online, offers no address to fix, and folds the raw error", async () => {
    const page = f.page;
    // Nothing listens where the cloud is said to be: the request fails as it does offline.
    const updated = await f.core.call('settings:update', {
      provider: 'anthropic',
      apiKey: 'sk-ant-test-key',
      model: 'claude-sonnet-4-5',
      baseUrl: `http://127.0.0.1:${await findClosedPort()}`,
    });
    if (!updated.ok) throw new Error(updated.error.text.id);
    await f.openSession('Offline');
    await sendMessage(page, 'Hello?');
    const error = page.locator('.error-entry').last();
    await error.waitFor({ timeout: 30_000 });
    await expect(error.locator('strong').textContent()).resolves.toBe(
      'Gatehouse could not reach Anthropic. Check that this computer is online, then try again.',
    );
    await expect(error.getByRole('button', { name: 'Open settings' }).count()).resolves.toBe(0);
    await expect(error.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1);
    const details = error.locator('details');
    await expect(details.getAttribute('open')).resolves.toBeNull();
    await expect(details.locator('summary').textContent()).resolves.toBe('Technical details');
    expect(f.harness.pageErrors).toEqual([]);
  });
});
