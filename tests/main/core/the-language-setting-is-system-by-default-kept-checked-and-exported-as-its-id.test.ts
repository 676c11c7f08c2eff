import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

describe('the language setting', () => {
  it("starts as the system's, keeps a choice across a restart, goes into the export as its id, and is the system's again after Delete everything", async () => {
    t = await openTestCore();
    expect(t.core.getSettings().language).toBe('system');
    expect(t.core.updateSettings({ language: 'zh-CN' }).language).toBe('zh-CN');
    const exportPath = join(t.root, 'export.json');
    const router = createIpcRouter(
      buildIpcHandlers(t.core, {
        platform: 'linux',
        systemLocale: 'es-MX',
        pickFolder: async () => null,
        saveJson: async (_name, json) => (writeFileSync(exportPath, json), exportPath),
      }),
      () => true,
    );
    expect(await router.dispatch('data:export', {}, { url: 'app' })).toEqual({ ok: true, value: { path: exportPath } });
    expect((JSON.parse(readFileSync(exportPath, 'utf8')) as { settings: unknown }).settings).toMatchObject({
      language: 'zh-CN',
    });
    await t.core.close();
    const core = await t.reopen();
    expect(core.getSettings().language).toBe('zh-CN');
    await core.deleteEverything();
    expect(core.getSettings().language).toBe('system');
  });

  it('is refused over IPC when it is not one of the languages, and the saved one stays', async () => {
    t = await openTestCore();
    const router = createIpcRouter(
      buildIpcHandlers(t.core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }),
      () => true,
    );
    await router.dispatch('settings:update', { language: 'es' }, { url: 'app' });
    for (const language of ['fr', 'ES', 'zh-TW', '', 3]) {
      const answer = await router.dispatch('settings:update', { language }, { url: 'app' });
      expect(answer, String(language)).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    }
    expect(() => t?.core.updateSettings({ language: 'fr' } as never)).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'settings.invalid', params: { fields: 'language', check: 'check.notExpected' } },
      }),
    );
    expect(t.core.getSettings().language).toBe('es');
  });

  it("reaches the window with the operating system's locale in the bootstrap (null when main does not say)", async () => {
    t = await openTestCore();
    const withLocale = createIpcRouter(
      buildIpcHandlers(t.core, {
        platform: 'linux',
        systemLocale: 'es-MX',
        pickFolder: async () => null,
        saveJson: async () => null,
      }),
      () => true,
    );
    expect(await withLocale.dispatch('app:bootstrap', {}, { url: 'app' })).toMatchObject({
      ok: true,
      value: { systemLocale: 'es-MX', settings: { language: 'system' } },
    });
    const without = createIpcRouter(
      buildIpcHandlers(t.core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }),
      () => true,
    );
    expect(await without.dispatch('app:bootstrap', {}, { url: 'app' })).toMatchObject({
      ok: true,
      value: { systemLocale: null },
    });
  });
});
