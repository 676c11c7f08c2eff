import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { resolveSqliteNativeBinding } from '../../../src/main/app/sqlite-native-binding';
// @ts-expect-error -- a plain .mjs script without type declarations
import { buildToolsFor, deriveRebuildEnv, ensureElectronSqlite, electronBindingName, hasAbi } from '../../../scripts/ensure-electron-sqlite.mjs';

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
    if (!r.ok) {
      expect(r.message).toMatch(/Run `npm start` once with an internet connection/);
      expect(r.path).toBe('/home/me/gatehouse/native/better_sqlite3-electron-v150-linux-x64.node');
    }
  });
});

type Files = Record<string, Buffer | string>;
interface Run {
  cmd: string;
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
}

const ROOT = '/proj';
const SCRATCH = '/tmp/scratch';
const PREBUILT = join(SCRATCH, 'build/Release/better_sqlite3.node');
const FROM_SOURCE = join(SCRATCH, 'from-source/node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const REBUILD_CLI = join(ROOT, 'node_modules/@electron/rebuild/lib/cli.js');
const TARGET = join(ROOT, 'native', electronBindingName('150', 'linux', 'x64'));
const RIGHT = '... node_register_module_v150 ...';
const NODE_ABI = '... node_register_module_v115 ...';

/**
 * A stand-in project, file system and child processes for scripts/ensure-electron-sqlite.mjs:
 * `prebuild` and `rebuild` say what each tool leaves behind (a file's content, or nothing).
 */
function project(tools: { prebuild?: string; rebuild?: string; rebuildInstalled?: boolean; platform?: string }, existing: Files = {}) {
  const files: Files = {
    [join(ROOT, 'node_modules/electron/package.json')]: JSON.stringify({ version: '45.5.0' }),
    [join(ROOT, 'node_modules/electron/abi_version')]: '150\n',
    [join(ROOT, 'node_modules/better-sqlite3/package.json')]: '{"name":"better-sqlite3"}',
    ...(tools.rebuildInstalled === false ? {} : { [join(ROOT, 'node_modules/@electron/rebuild/package.json')]: JSON.stringify({ bin: { 'electron-rebuild': 'lib/cli.js' } }) }),
    ...existing,
  };
  const runs: Run[] = [];
  const trees: Array<[string, string]> = [];
  const log: string[] = [];
  let removed: string[] = [];
  const io = {
    root: ROOT,
    platform: tools.platform ?? 'linux',
    arch: 'x64',
    env: { PATH: '/usr/bin', npm_config_nodedir: '/usr', NPM_CONFIG_NODEDIR: '/usr' },
    exists: (p: string) => p in files,
    read: (p: string) => Buffer.from(files[p]!),
    write: (p: string, text: string) => {
      files[p] = text;
    },
    mkdir: () => undefined,
    copy: (from: string, to: string) => {
      files[to] = files[from]!;
    },
    copyTree: (from: string, to: string) => {
      trees.push([from, to]);
    },
    tmp: () => SCRATCH,
    rm: (p: string) => {
      removed = [...removed, p];
    },
    run: async (cmd: string, args: string[], options: { cwd: string; env: Record<string, string | undefined> }) => {
      runs.push({ cmd, args, ...options });
      if (args[0]!.endsWith('prebuild-install/bin.js')) {
        if (tools.prebuild !== undefined) files[PREBUILT] = tools.prebuild;
        return;
      }
      if (tools.rebuild === undefined) throw new Error('node-gyp failed');
      files[FROM_SOURCE] = tools.rebuild;
    },
    log: (line: string) => log.push(line),
  };
  return { io, files, runs, trees, log, removed: () => removed };
}

describe('npm start finds, downloads or builds the Electron build of better-sqlite3', () => {
  it('does nothing when the right build is already there', async () => {
    const t = project({}, { [TARGET]: RIGHT });
    await expect(ensureElectronSqlite(t.io)).resolves.toEqual({ ok: true, path: TARGET, source: 'present' });
    expect(t.runs).toEqual([]);
  });

  it('prebuild found: downloads it into a scratch folder (never over the Node build), checks the ABI, keeps it', async () => {
    const t = project({ prebuild: RIGHT });
    await expect(ensureElectronSqlite(t.io)).resolves.toEqual({ ok: true, path: TARGET, source: 'prebuild' });
    expect(t.runs).toHaveLength(1);
    expect(t.runs[0]!.args).toEqual(expect.arrayContaining(['--runtime', 'electron', '--target', '45.5.0']));
    expect(t.runs[0]!.cwd).toBe(SCRATCH);
    expect(t.files[TARGET]).toBe(RIGHT);
    expect(t.files[join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')]).toBeUndefined();
    expect(t.removed()).toEqual([SCRATCH]);
  });

  it('prebuild missing, rebuild succeeds: builds a copy of the sources against Electron’s headers, without npm’s nodedir', async () => {
    const t = project({ rebuild: RIGHT });
    await expect(ensureElectronSqlite(t.io)).resolves.toEqual({ ok: true, path: TARGET, source: 'rebuild' });
    expect(t.runs).toHaveLength(2);
    const rebuild = t.runs[1]!;
    expect(rebuild.args[0]).toBe(REBUILD_CLI);
    expect(rebuild.args).toEqual(expect.arrayContaining(['--version', '45.5.0', '--force-abi', '150', '--only', 'better-sqlite3', '--build-from-source']));
    expect(rebuild.args).toEqual(expect.arrayContaining(['--module-dir', join(SCRATCH, 'from-source')]));
    // The sources are copied into the scratch project; node_modules/better-sqlite3 is never built over.
    expect(t.trees).toEqual([[join(ROOT, 'node_modules/better-sqlite3'), join(SCRATCH, 'from-source/node_modules/better-sqlite3')]]);
    expect(rebuild.env).toEqual({ PATH: '/usr/bin' });
    expect(t.log.join('\n')).toMatch(/building better-sqlite3 from source/);
    expect(t.files[TARGET]).toBe(RIGHT);
    expect(t.removed()).toEqual([SCRATCH]);
  });

  it('a prebuild for the wrong ABI is not kept: the rebuild is tried', async () => {
    const t = project({ prebuild: NODE_ABI, rebuild: RIGHT });
    await expect(ensureElectronSqlite(t.io)).resolves.toMatchObject({ ok: true, source: 'rebuild' });
  });

  it('both fail: the message names the build tools and says to run npm start again; nothing is kept', async () => {
    const t = project({});
    const result = await ensureElectronSqlite(t.io);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/Electron 45\.5\.0 \(ABI 150\)/);
    expect(result.message).toMatch(/building it from source failed/);
    expect(result.message).toMatch(/sudo apt install build-essential python3/);
    expect(result.message).toMatch(/run `npm start` again with a network connection/);
    expect(t.files[TARGET]).toBeUndefined();
    expect(t.removed()).toEqual([SCRATCH]);
  });

  it('a rebuild that came out for Node’s ABI (the nodedir trap) is refused and said so', async () => {
    const t = project({ rebuild: NODE_ABI });
    const result = await ensureElectronSqlite(t.io);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/came out for another ABI than Electron's \(150\)/);
    expect(t.files[TARGET]).toBeUndefined();
  });

  it('without @electron/rebuild installed, says to run npm install', async () => {
    const t = project({ rebuildInstalled: false });
    const result = await ensureElectronSqlite(t.io);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/@electron\/rebuild, is not installed \(run `npm install`\)/);
    expect(t.runs).toHaveLength(1);
  });

  it.each([
    ['linux', /build-essential/],
    ['darwin', /xcode-select --install/],
    ['win32', /Visual Studio Build Tools .*Desktop development with C\+\+/],
    ['freebsd', /C\+\+ compiler, make and Python 3/],
  ])('names the build tools for %s', async (platform, tools) => {
    expect(buildToolsFor(platform).join('\n')).toMatch(tools);
    const result = await ensureElectronSqlite(project({ platform }).io);
    expect(result.message).toMatch(tools);
  });

  it('the rebuild environment drops npm’s nodedir, whatever its case', () => {
    expect(deriveRebuildEnv({ PATH: '/bin', npm_config_nodedir: '/usr', NPM_CONFIG_NODEDIR: '/usr', npm_config_arch: 'x64' })).toEqual({ PATH: '/bin', npm_config_arch: 'x64' });
  });

  it('hasAbi reads the module registration symbol', () => {
    expect(hasAbi(Buffer.from('a node_register_module_v150 b'), '150')).toBe(true);
    expect(hasAbi(Buffer.from('a node_register_module_v115 b'), '150')).toBe(false);
  });
});
