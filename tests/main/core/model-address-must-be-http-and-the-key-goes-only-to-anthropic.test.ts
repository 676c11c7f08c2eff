import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { final } from '../../support/model-server';
import { openTestCore, testSecrets, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import type { MainMessage } from '../../../src/shared/main-messages';
import { createSettingsService } from '../../../src/main/core/settings-service';
import { createSettingsStore, openDatabase } from '../../../src/main/store';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** What `act` threw (failing when it threw nothing). */
function thrownBy(act: () => unknown): { code?: string; text?: MainMessage } {
  try {
    act();
  } catch (err) {
    return err as { code?: string; text?: MainMessage };
  }
  throw new Error('expected a refusal, but nothing was thrown');
}

describe('the model server address', () => {
  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'ftp://example.com', 'not a url', 'http://'])(
    'refuses %s with a clear error and keeps the old one',
    async (bad) => {
      t = await openTestCore();
      const before = t.core.getSettings().baseUrl;
      const refusal = thrownBy(() => t!.core.updateSettings({ baseUrl: bad }));
      // Main names the field and the rule it broke; the window words them.
      expect(refusal).toMatchObject({
        code: 'invalid_input',
        text: { id: 'settings.invalid', params: { fields: 'baseUrl', check: 'check.modelAddress' } },
      });
      expect(wordInEnglish(refusal.text)).toBe(
        'These settings cannot be saved: the server address must start with http:// or https:// and name a server, for example http://127.0.0.1:11434 (in: baseUrl). Nothing was changed.',
      );
      expect(t.core.getSettings().baseUrl).toBe(before);
    },
  );

  it.each(['', 'http://127.0.0.1:11434', 'https://llm.example.com/v1'])('accepts %j', async (good) => {
    t = await openTestCore();
    expect(t.core.updateSettings({ baseUrl: good }).baseUrl).toBe(good);
  });
});

describe('the API key', () => {
  it('is never handed to a local server: it gets the placeholder', async () => {
    t = await openTestCore([final('hi')]);
    t.core.updateSettings({ apiKey: 'sk-ant-real-secret' });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(JSON.stringify(t.server.requests.map((r) => [r.apiKey, r.authorization]))).not.toContain(
      'sk-ant-real-secret',
    );
  });

  it('goes to Anthropic itself: a server address left over from a local setup is not used with it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-settings-'));
    const db = openDatabase({ dataDir: dir });
    try {
      const settings = createSettingsService(createSettingsStore(db), testSecrets, dir);
      settings.update({ provider: 'local', baseUrl: 'http://192.168.1.20:8080', model: 'llama' });
      settings.update({ provider: 'anthropic', apiKey: 'sk-ant-real-secret', model: 'claude-sonnet-4-5' });
      expect(settings.buildModelSettings()).toMatchObject({ baseUrl: '', apiKey: 'sk-ant-real-secret' });
      settings.update({ provider: 'local' });
      expect(settings.buildModelSettings()).toMatchObject({
        baseUrl: 'http://192.168.1.20:8080',
        apiKey: expect.not.stringContaining('sk-ant'),
      });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
