import { describe, expect, it } from 'vitest';
import { deriveDataDirOverride } from '../../../src/main/app/data-folder';
import { deriveRendererEntry } from '../../../src/main/app/renderer-entry';
import { buildWebPreferences } from '../../../src/main/app/window-security';

const FILE = '/opt/gatehouse/out/renderer/index.html';
// The built page, served on the app's own scheme from the folder of the built file (src/main/app/app-scheme.ts).
const BUILT = { kind: 'built', dir: '/opt/gatehouse/out/renderer', url: 'gatehouse://app/index.html' };

describe('a packaged app ignores what only a development build honours', () => {
  it.each([
    ['packaged, with a dev server address set', true, 'http://localhost:5173', BUILT],
    ['packaged, with a hostile address set', true, 'https://evil.example/', BUILT],
    [
      'unpackaged, from `npm run dev`',
      false,
      'http://localhost:5173',
      { kind: 'dev-server', url: 'http://localhost:5173/' },
    ],
    ['unpackaged, no dev server', false, undefined, BUILT],
    ['unpackaged, an address that is not http(s)', false, 'file:///tmp/other.html', BUILT],
    ['unpackaged, not an address at all', false, 'localhost:5173', BUILT],
  ] as const)('the page: %s', (_name, isPackaged, devServerUrl, expected) => {
    expect(deriveRendererEntry({ isPackaged, devServerUrl, rendererFile: FILE })).toEqual(expected);
  });

  it.each([
    ['packaged: GATEHOUSE_DATA_DIR is ignored', true, { GATEHOUSE_DATA_DIR: '/tmp/smoke-data' }, null],
    [
      'unpackaged: an absolute folder is used as is',
      false,
      { GATEHOUSE_DATA_DIR: '/tmp/smoke-data' },
      '/tmp/smoke-data',
    ],
    [
      'unpackaged: a relative folder is resolved against the working folder',
      false,
      { GATEHOUSE_DATA_DIR: 'smoke-data' },
      '/home/me/gatehouse/smoke-data',
    ],
    ['unpackaged: empty means unset', false, { GATEHOUSE_DATA_DIR: '  ' }, null],
    ['unpackaged: unset', false, {}, null],
  ] as const)('the data folder: %s', (_name, isPackaged, env, expected) => {
    expect(deriveDataDirOverride({ isPackaged, env, cwd: '/home/me/gatehouse' })).toBe(expected);
  });

  it('DevTools: off when packaged', () => {
    expect(buildWebPreferences('/p.cjs', true).devTools).toBe(false);
    expect(buildWebPreferences('/p.cjs', false).devTools).toBe(true);
  });
});
