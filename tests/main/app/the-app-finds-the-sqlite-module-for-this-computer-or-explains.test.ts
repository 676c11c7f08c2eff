import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveLinuxMusl, detectLinuxMusl } from '../../../src/main/app/linux-musl';
import { resolveSqliteNativeBinding, type NativeBindingContext } from '../../../src/main/app/sqlite-native-binding';

/**
 * The app picks better-sqlite3's Node-API prebuild for this computer out of the installed package
 * (or, packaged, out of app.asar.unpacked), and says what to do in plain words when it is not there.
 */

const ctx: NativeBindingContext = {
  isPackaged: false,
  resourcesPath: '/opt/Gatehouse/resources',
  appPath: '/home/me/gatehouse',
  platform: 'linux',
  arch: 'x64',
  musl: false,
  exists: () => true,
};

describe('the app finds the SQLite module for this computer', () => {
  it('in development, in the installed package under the project', () => {
    expect(resolveSqliteNativeBinding(ctx)).toEqual({
      ok: true,
      path: '/home/me/gatehouse/node_modules/better-sqlite3/prebuilds/linux-x64.node',
    });
  });

  it('when packaged, in app.asar.unpacked beside app.asar', () => {
    expect(resolveSqliteNativeBinding({ ...ctx, isPackaged: true })).toEqual({
      ok: true,
      path: '/opt/Gatehouse/resources/app.asar.unpacked/node_modules/better-sqlite3/prebuilds/linux-x64.node',
    });
  });

  it('on Linux with musl libc, the musl build', () => {
    expect(resolveSqliteNativeBinding({ ...ctx, arch: 'arm64', musl: true })).toMatchObject({
      path: '/home/me/gatehouse/node_modules/better-sqlite3/prebuilds/linuxmusl-arm64.node',
    });
  });

  it.each([
    ['darwin', 'arm64', 'darwin-arm64.node'],
    ['darwin', 'x64', 'darwin-x64.node'],
    ['win32', 'x64', 'win32-x64.node'],
    ['win32', 'arm64', 'win32-arm64.node'],
  ])('on %s-%s, %s (musl is a Linux matter only)', (platform, arch, file) => {
    expect(resolveSqliteNativeBinding({ ...ctx, platform, arch, musl: true })).toMatchObject({
      ok: true,
      path: `/home/me/gatehouse/node_modules/better-sqlite3/prebuilds/${file}`,
    });
  });

  it('missing in development: says where it looked and to run npm install', () => {
    const r = resolveSqliteNativeBinding({ ...ctx, exists: () => false });
    expect(r).toMatchObject({
      ok: false,
      path: '/home/me/gatehouse/node_modules/better-sqlite3/prebuilds/linux-x64.node',
    });
    if (!r.ok)
      expect(r.message).toMatch(/\(linux-x64\.node\) is missing\. Run `npm install` in the Gatehouse project folder/);
  });

  it('missing when packaged: says to reinstall Gatehouse', () => {
    const r = resolveSqliteNativeBinding({ ...ctx, isPackaged: true, exists: () => false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/incomplete\. Reinstall Gatehouse\./);
  });

  it('the file it picks here is a working SQLite: loaded through nativeBinding, it runs a query', () => {
    const r = resolveSqliteNativeBinding({
      isPackaged: false,
      resourcesPath: '/nowhere',
      appPath: resolve(import.meta.dirname, '../../..'),
      platform: process.platform,
      arch: process.arch,
      musl: detectLinuxMusl(),
      exists: existsSync,
    });
    expect(r.ok).toBe(true);
    const db = new Database(':memory:', { nativeBinding: r.path });
    try {
      expect(db.prepare('SELECT 6 * 7 AS answer, sqlite_version() AS version').get()).toEqual({
        answer: 42,
        version: expect.stringMatching(/^3\.\d+/),
      });
    } finally {
      db.close();
    }
  });
});

describe('musl is told as better-sqlite3 tells it', () => {
  const probe = (maps: string | null, glibc: string | null = null) => ({
    platform: 'linux',
    readMaps: () => maps,
    glibcVersionRuntime: () => glibc,
  });

  it.each([
    ['the musl loader is mapped', probe('7f00-7f01 r-xp 0 08:01 1 /lib/ld-musl-x86_64.so.1'), true],
    ['the glibc loader is mapped', probe('7f00-7f01 r-xp 0 08:01 1 /lib64/ld-linux-x86-64.so.2'), false],
    ['glibc itself is mapped', probe('7f00-7f01 r-xp 0 08:01 1 /usr/lib/x86_64-linux-gnu/libc.so.6'), false],
    ['no maps, the report names glibc', probe(null, '2.36'), false],
    ['no maps, the report names no glibc', probe(null), true],
    ['not Linux', { ...probe('/lib/ld-musl-x86_64.so.1'), platform: 'darwin' }, false],
  ])('%s → %s', (_name, p, musl) => {
    expect(deriveLinuxMusl(p)).toBe(musl);
  });
});
