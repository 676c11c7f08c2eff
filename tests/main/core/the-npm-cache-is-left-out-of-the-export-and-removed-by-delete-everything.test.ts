import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIpcHandlers, createIpcRouter, type DesktopServices } from '../../../src/main/ipc';
import { openTestCore, type TestCore } from '../../support/core-harness';

/**
 * What npm downloads for `npx` servers on Gatehouse's runtime lives in the data folder
 * (`<data folder>/npm`, src/main/mcp/npm-home.ts): the export names it as left out and holds none
 * of it; Delete everything removes it.
 */
const MARKER = 'MARKER-IN-THE-NPM-CACHE-3be1c9';
let t: TestCore | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

function createDesktop(exportPath: string): DesktopServices {
  return {
    platform: 'linux',
    pickFolder: async () => null,
    saveJson: async (_name, json) => {
      await writeFile(exportPath, json, 'utf8');
      return exportPath;
    },
  };
}

describe("the data folder's npm cache", () => {
  it('is named as left out of the export, holds nothing in it, and goes with Delete everything', async () => {
    t = await openTestCore();
    const cache = join(t.dataDir, 'npm', 'servers', 'calendar', 'cache');
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, 'index-entry'), MARKER);
    writeFileSync(join(t.dataDir, 'npm', 'fetched.json'), JSON.stringify({ calendar: ['gatehouse-test-calendar'] }));
    const router = createIpcRouter(buildIpcHandlers(t.core, createDesktop(join(t.root, 'export.json'))), () => true);

    expect(await router.dispatch('data:export', {}, { url: 'app' })).toEqual({
      ok: true,
      value: { path: join(t.root, 'export.json') },
    });
    const exported = readFileSync(join(t.root, 'export.json'), 'utf8');
    expect(exported).not.toContain(MARKER);
    expect(exported).not.toContain('gatehouse-test-calendar');
    expect((JSON.parse(exported) as { notExported: { entry: string }[] }).notExported.map((e) => e.entry)).toContain(
      'npm',
    );

    expect(await router.dispatch('data:delete', { confirm: 'DELETE' }, { url: 'app' })).toEqual({
      ok: true,
      value: null,
    });
    expect(existsSync(join(t.dataDir, 'npm'))).toBe(false);
    expect(existsSync(t.dataDir)).toBe(true);
  });
});
