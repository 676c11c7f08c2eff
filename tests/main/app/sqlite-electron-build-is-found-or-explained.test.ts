import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { resolveSqliteNativeBinding } from '../../../src/main/app/sqlite-native-binding';
// @ts-expect-error -- a plain .mjs script without type declarations
import { ensureElectronSqlite, electronBindingName, hasAbi } from '../../../scripts/ensure-electron-sqlite.mjs';

const ctx = {
  isPackaged: false,
  resourcesPath: '/opt/Gatehouse/resources',
  appPath: '/home/me/gatehouse',
  modules: '150',
  platform: 'linux',
  arch: 'x64',
};

describe('the app finds its Electron build of better-sqlite3', () => {
  it('in development, under native/ in the project', () => {
    const r = resolveSqliteNativeBinding({ ...ctx, exists: () => true });
    expect(r).toEqual({ ok: true, path: '/home/me/gatehouse/native/better_sqlite3-electron-v150-linux-x64.node' });
  });

  it('when packaged, beside app.asar in resources/native', () => {
    const r = resolveSqliteNativeBinding({ ...ctx, isPackaged: true, exists: () => true });
    expect(r).toEqual({ ok: true, path: '/opt/Gatehouse/resources/native/better_sqlite3-electron-v150-linux-x64.node' });
  });

  it('explains what to do when it is missing', () => {
    const r = resolveSqliteNativeBinding({ ...ctx, exists: () => false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/Run `npm start` once with an internet connection/);
  });
});

/** A stand-in file system and prebuild-install for scripts/ensure-electron-sqlite.mjs. */
function io(files: Record<string, Buffer | string>, onRun: (files: Record<string, Buffer | string>, cwd: string) => void) {
  const root = '/proj';
  const all: Record<string, Buffer | string> = {
    [join(root, 'node_modules/electron/package.json')]: JSON.stringify({ version: '45.5.0' }),
    [join(root, 'node_modules/electron/abi_version')]: '150\n',
    [join(root, 'node_modules/better-sqlite3/package.json')]: '{"name":"better-sqlite3"}',
    ...files,
  };
  const log: string[] = [];
  const runs: string[][] = [];
  return {
    files: all,
    log,
    runs,
    io: {
      root,
      platform: 'linux',
      arch: 'x64',
      exists: (p: string) => p in all,
      read: (p: string) => Buffer.from(all[p]!),
      mkdir: () => undefined,
      copy: (from: string, to: string) => {
        all[to] = all[from]!;
      },
      tmp: () => '/tmp/scratch',
      rm: () => undefined,
      run: (_cmd: string, args: string[], cwd: string) => {
        runs.push(args);
        onRun(all, cwd);
      },
      log: (line: string) => log.push(line),
    },
  };
}

describe('npm start fetches the Electron build when it is missing', () => {
  const target = `/proj/native/${electronBindingName('150', 'linux', 'x64')}`;

  it('does nothing when the right build is already there', () => {
    const t = io({ [target]: 'xx node_register_module_v150 xx' }, () => undefined);
    expect(ensureElectronSqlite(t.io)).toEqual({ ok: true, path: target, fetched: false });
    expect(t.runs).toEqual([]);
  });

  it('fetches into a scratch folder (never over the Node build the tests use) and checks the ABI', () => {
    const t = io({}, (files, cwd) => {
      files[join(cwd, 'build/Release/better_sqlite3.node')] = '... node_register_module_v150 ...';
    });
    expect(ensureElectronSqlite(t.io)).toEqual({ ok: true, path: target, fetched: true });
    expect(t.runs[0]).toEqual(expect.arrayContaining(['--runtime', 'electron', '--target', '45.5.0']));
    expect(t.files['/proj/node_modules/better-sqlite3/build/Release/better_sqlite3.node']).toBeUndefined();
  });

  it('refuses a build made for the wrong ABI (the nodedir trap) with a clear message', () => {
    const t = io({}, (files, cwd) => {
      files[join(cwd, 'build/Release/better_sqlite3.node')] = '... node_register_module_v115 ...';
    });
    const result = ensureElectronSqlite(t.io);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/could not download it/);
    expect(result.message).toMatch(/@electron\/rebuild/);
    expect(t.files[target]).toBeUndefined();
  });

  it('reports a failed download that exited 0', () => {
    const t = io({}, () => undefined);
    expect(ensureElectronSqlite(t.io).ok).toBe(false);
  });

  it('hasAbi reads the module registration symbol', () => {
    expect(hasAbi(Buffer.from('a node_register_module_v150 b'), '150')).toBe(true);
    expect(hasAbi(Buffer.from('a node_register_module_v115 b'), '150')).toBe(false);
  });
});
