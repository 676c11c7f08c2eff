import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import type { SettingsPatch } from '../../../src/shared/views';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

describe('the "Check for updates" setting', () => {
  it('starts on, stays off once turned off (a restart too), is in the export, and is on again after Delete everything', async () => {
    t = await openTestCore();
    expect(t.core.getSettings().checkForUpdates).toBe(true);
    expect(t.core.updateSettings({ checkForUpdates: false }).checkForUpdates).toBe(false);
    const exportPath = join(t.root, 'export.json');
    const router = createIpcRouter(
      buildIpcHandlers(t.core, {
        platform: 'linux',
        pickFolder: async () => null,
        saveJson: async (_name, json) => (writeFileSync(exportPath, json), exportPath),
      }),
      () => true,
    );
    expect(await router.dispatch('data:export', {}, { url: 'app' })).toEqual({ ok: true, value: { path: exportPath } });
    expect((JSON.parse(readFileSync(exportPath, 'utf8')) as { settings: unknown }).settings).toMatchObject({
      checkForUpdates: false,
    });
    await t.core.close();
    const core = await t.reopen();
    expect(core.getSettings().checkForUpdates).toBe(false);
    await core.deleteEverything();
    expect(core.getSettings().checkForUpdates).toBe(true);
  });

  it('refuses anything but yes or no', () => {
    return openTestCore().then((core) => {
      t = core;
      // What a window could send over IPC: the core checks it against the same schema.
      expect(() => core.core.updateSettings({ checkForUpdates: 'sometimes' } as unknown as SettingsPatch)).toThrow(
        expect.objectContaining({
          code: 'invalid_input',
          text: { id: 'settings.invalid', params: { fields: 'checkForUpdates', check: 'check.notExpected' } },
        }),
      );
    });
  });
});
