import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runDataFolderCheck } from '../../../src/main/app/data-folder';
import { detectLinuxMusl } from '../../../src/main/app/linux-musl';
import { runAppStart, type AppStartDeps, type AppWindowHandle } from '../../../src/main/app/run-app-start';
import { createCore, type GatehouseCore } from '../../../src/main/core';
import { createAppPathWithNativeBinding, createFakeApp, SQLITE_PREBUILD } from './fake-electron-app';

/**
 * Each step of the start failing for real (a missing or broken SQLite build, a data folder that is a
 * file, a database another program holds, one from a newer Gatehouse, a window that cannot open)
 * shows exactly one dialog in plain words, closes what it opened, and exits with code 1. The dialog
 * speaks the operating system's language (app.getLocale()), English when the window does not have it.
 */

const require = createRequire(import.meta.url);
const secrets = {
  storage: 'keyring' as const,
  encrypt: (s: string) => Buffer.from(s),
  decrypt: (b: Buffer) => b.toString(),
};
const roots: string[] = [];
const cores: GatehouseCore[] = [];

afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function world(
  options: {
    userData?: string;
    appPath?: string;
    openWindow?: (core: GatehouseCore) => Promise<AppWindowHandle>;
    ready?: () => Promise<unknown>;
    /** The operating system's locale (app.getLocale()); en-US when not given. */
    locale?: string;
  } = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-start-'));
  roots.push(root);
  const appPath = options.appPath ?? createAppPathWithNativeBinding();
  roots.push(appPath);
  const userData = options.userData ?? join(root, 'userData');
  const fake = createFakeApp({
    userData,
    appPath,
    ...(options.ready ? { ready: options.ready } : {}),
    ...(options.locale !== undefined ? { locale: options.locale } : {}),
  });
  const dialogs: Array<{ title: string; message: string }> = [];
  const opened: GatehouseCore[] = [];
  const deps: AppStartDeps<GatehouseCore> = {
    app: fake.app,
    showErrorBox: (title, message) => dialogs.push({ title, message }),
    env: {},
    cwd: root,
    platform: process.platform,
    arch: process.arch,
    musl: detectLinuxMusl(),
    resourcesPath: '/nowhere',
    exists: existsSync,
    checkDataFolder: runDataFolderCheck,
    openCore: async ({ dataDir, nativeBinding }) => {
      const core = await createCore({ dataDir, nativeBinding, secrets });
      opened.push(core);
      return core;
    },
    openWindow: options.openWindow ?? (async () => ({ show: () => undefined })),
  };
  return { root, appPath, userData, deps, dialogs, opened, ...fake };
}

/** Starts a child process that holds an exclusive lock on `file` until killed. */
async function holdDatabase(file: string): Promise<ChildProcess> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)});
    db.exec('CREATE TABLE held (x)');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('INSERT INTO held VALUES (1)');
    process.stdout.write('held');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

/** A failed start: one dialog, an exit with code 1, never a plain quit. */
function expectOneDialogAndExit(w: ReturnType<typeof world>) {
  expect(w.dialogs).toHaveLength(1);
  expect(w.calls.filter((c) => c.startsWith('exit:'))).toEqual(['exit:1']);
  expect(w.calls).not.toContain('quit');
  return w.dialogs[0]!;
}

describe('a failed start shows one dialog and quits', () => {
  it('the SQLite module for this computer is missing: says where, and to run npm install', async () => {
    const w = world({ appPath: mkdtempSync(join(tmpdir(), 'gatehouse-app-empty-')) });
    await expect(runAppStart(w.deps)).resolves.toBe('failed');
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse cannot start: its database module is missing');
    expect(shown.message).toContain(join(w.appPath, SQLITE_PREBUILD));
    expect(shown.message).toContain('Run `npm install` in the Gatehouse project folder');
    // Nothing was opened, not even the data folder.
    expect(existsSync(w.userData)).toBe(false);
  });

  it('the SQLite build does not load: names the file and what to do', async () => {
    const w = world();
    writeFileSync(join(w.appPath, SQLITE_PREBUILD), 'not a shared library');
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse cannot start: its database module does not load');
    expect(shown.message).toContain(join(w.appPath, SQLITE_PREBUILD));
    expect(shown.message).toMatch(/Delete the folder node_modules\/better-sqlite3, then run `npm install`/);
  });

  it('the data folder cannot be written: names the folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gatehouse-start-file-'));
    roots.push(root);
    writeFileSync(join(root, 'a-file'), 'x');
    const w = world({ userData: join(root, 'a-file', 'userData') });
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse cannot write to its data folder');
    expect(shown.message).toContain(join(root, 'a-file', 'userData'));
    expect(shown.message).toMatch(/Details: ENOTDIR/);
    expect(w.opened).toEqual([]);
  });

  it('another program holds the database: says so and to close it', async () => {
    const w = world();
    runDataFolderCheck(w.userData);
    // Another process: locks are per process, so a holder in this one would not block the start.
    const holder = await holdDatabase(join(w.userData, 'gatehouse.db'));
    try {
      await runAppStart(w.deps);
    } finally {
      holder.kill();
    }
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Another program is using Gatehouse’s database');
    expect(shown.message).toContain(join(w.userData, 'gatehouse.db'));
    expect(shown.message).toMatch(/Close that program, then start Gatehouse again/);
  });

  it('the database was written by a newer Gatehouse: says to install that version', async () => {
    const w = world();
    runDataFolderCheck(w.userData);
    const newer = new Database(join(w.userData, 'gatehouse.db'));
    newer.pragma('user_version = 999');
    newer.close();
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('This Gatehouse is older than its data');
    expect(shown.message).toMatch(/Install that newer version again/);
  });

  it('the window cannot open: the core it opened is closed before the exit', async () => {
    const w = world({
      openWindow: async () => {
        throw new Error('preload missing');
      },
    });
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse cannot open its window');
    expect(shown.message).toMatch(/Details: preload missing/);
    expect(w.opened).toHaveLength(1);
    // Closed: a call that needs the database now fails.
    expect(() => w.opened[0]!.listSessions()).toThrow();
  });

  it('Electron itself fails to get ready: one dialog too', async () => {
    const w = world({ ready: () => Promise.reject(new Error('no display')) });
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse cannot open its window');
    expect(w.opened).toEqual([]);
  });

  it('on a Spanish computer, the dialog is in Spanish; the paths and the error’s text are as they are', async () => {
    const w = world({ appPath: mkdtempSync(join(tmpdir(), 'gatehouse-app-empty-')), locale: 'es-ES' });
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    const binding = join(w.appPath, SQLITE_PREBUILD);
    expect(shown).toEqual({
      title: 'Gatehouse no puede iniciarse: falta su módulo de base de datos',
      message: [
        `Gatehouse necesita el módulo SQLite que better-sqlite3 incluye para este equipo, y no está:\n${binding}`,
        'Ejecuta `npm install` en la carpeta del proyecto de Gatehouse y luego vuelve a iniciar Gatehouse.',
        `Detalles: The SQLite module for this computer is missing: ${binding}`,
      ].join('\n\n'),
    });
  });

  it('on a Simplified Chinese computer, the dialog is in Chinese; the folder and the error’s text are as they are', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gatehouse-start-file-'));
    roots.push(root);
    writeFileSync(join(root, 'a-file'), 'x');
    const userData = join(root, 'a-file', 'userData');
    const w = world({ userData, locale: 'zh-CN' });
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse 无法写入它的数据文件夹');
    const [what, todo, details] = shown.message.split('\n\n');
    expect(what).toBe(`Gatehouse 把你的对话和审批保存在\n${userData}\n但无法在那里写入。`);
    expect(todo).toBe(
      '请确认这个文件夹以及其中的 gatehouse.db 文件属于你，并且不在只读或已断开的磁盘上，然后重新启动 Gatehouse。',
    );
    // The label is Chinese; the error's own first line is as Node wrote it.
    expect(details).toMatch(/^详细信息：ENOTDIR: not a directory/);
  });

  it.each([
    ['zh-TW', 'traditional Chinese, which the window does not have'],
    ['fr-FR', 'a language the window does not have'],
    ['', 'no locale (Electron answers none before it is ready)'],
  ])('on a computer whose locale is %j (%s), the dialog is in English', async (locale) => {
    const w = world({ locale, ready: () => Promise.reject(new Error('no display')) });
    await runAppStart(w.deps);
    const shown = expectOneDialogAndExit(w);
    expect(shown.title).toBe('Gatehouse cannot open its window');
    expect(shown.message).toMatch(/\n\nDetails: no display$/);
  });

  it('a locale that cannot be read still shows one dialog, in English', async () => {
    const w = world({ ready: () => Promise.reject(new Error('no display')) });
    w.app.getLocale = () => {
      throw new Error('not ready');
    };
    await runAppStart(w.deps);
    expect(expectOneDialogAndExit(w).title).toBe('Gatehouse cannot open its window');
  });

  it('a good start shows no dialog; quitting closes the core first, then quits', async () => {
    const show = vi.fn();
    const w = world({ openWindow: async () => ({ show }) });
    await expect(runAppStart(w.deps)).resolves.toBe('started');
    cores.push(...w.opened);
    expect(w.dialogs).toEqual([]);
    w.fire('second-instance');
    expect(show).toHaveBeenCalledTimes(1);

    expect(w.fire('before-quit')).toBe(true);
    // A second quit while the core closes waits as well.
    expect(w.fire('before-quit')).toBe(true);
    await vi.waitFor(() => expect(w.calls).toContain('quit'));
    expect(w.calls.filter((c) => c === 'quit')).toHaveLength(1);
    expect(() => w.opened[0]!.listSessions()).toThrow();
    // The second before-quit (from that quit) lets the app go.
    expect(w.fire('before-quit')).toBe(false);
  });
});
