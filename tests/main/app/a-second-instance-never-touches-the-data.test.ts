import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAppStart, type AppStartDeps, type ClosableCore } from '../../../src/main/app/run-app-start';
import type * as CoreModule from '../../../src/main/core';
import { createFakeApp } from './fake-electron-app';

/**
 * A second Gatehouse on the same data folder must hand over to the first and quit before anything
 * else: no core, no database, no start-up recovery (which would mark the first one's live runs as
 * interrupted). First with runAppStart and a stand-in `app`, then through src/main/index.ts itself.
 */

const h = vi.hoisted(() => ({
  calls: [] as string[],
  userData: '',
  createCore: null as unknown as (...args: unknown[]) => unknown,
}));

vi.mock('electron', () => ({
  app: {
    isPackaged: false,
    requestSingleInstanceLock: () => (h.calls.push('requestSingleInstanceLock'), false),
    whenReady: () => (h.calls.push('whenReady'), Promise.resolve()),
    on: (event: string) => h.calls.push(`on:${event}`),
    quit: () => h.calls.push('quit'),
    exit: (code: number) => h.calls.push(`exit:${code}`),
    getPath: () => h.userData,
    setPath: (_name: string, path: string) => h.calls.push(`setPath:${path}`),
    getAppPath: () => h.userData,
  },
  BrowserWindow: class {},
  Notification: class {},
  dialog: { showErrorBox: () => h.calls.push('showErrorBox') },
  safeStorage: {},
  session: {},
  protocol: {
    registerSchemesAsPrivileged: () => h.calls.push('registerSchemesAsPrivileged'),
    handle: () => h.calls.push('protocol.handle'),
  },
}));

vi.mock('../../../src/main/core', async (importOriginal) => {
  const original = await importOriginal<typeof CoreModule>();
  h.createCore = vi.fn(original.createCore as (...args: unknown[]) => unknown);
  return { ...original, createCore: (...args: unknown[]) => h.createCore(...args) };
});

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-second-'));
  roots.push(root);
  return root;
}

function spyDeps(userData: string, lock: boolean, env: Record<string, string> = {}) {
  const fake = createFakeApp({ lock, userData, appPath: join(userData, '..', 'app') });
  const deps = {
    app: fake.app,
    showErrorBox: vi.fn(),
    env,
    cwd: '/',
    platform: 'linux',
    arch: 'x64',
    musl: false,
    resourcesPath: '/opt/gatehouse/resources',
    exists: vi.fn(() => true),
    checkDataFolder: vi.fn(),
    openCore: vi.fn(async () => ({ close: async () => undefined })),
    openWindow: vi.fn(async () => ({ show: () => undefined })),
  } satisfies AppStartDeps<ClosableCore>;
  return { ...fake, deps };
}

describe('a second instance never touches the data', () => {
  it('hands over and quits: no ready, no listeners, no core, no data folder, no dialog', async () => {
    const userData = join(tempRoot(), 'userData');
    const t = spyDeps(userData, false);
    await expect(runAppStart(t.deps)).resolves.toBe('second-instance');
    expect(t.calls).toEqual(['requestSingleInstanceLock', 'quit']);
    expect(t.deps.openCore).not.toHaveBeenCalled();
    expect(t.deps.openWindow).not.toHaveBeenCalled();
    expect(t.deps.checkDataFolder).not.toHaveBeenCalled();
    expect(t.deps.exists).not.toHaveBeenCalled();
    expect(t.deps.showErrorBox).not.toHaveBeenCalled();
    expect(existsSync(userData)).toBe(false);
  });

  it('the first instance, given the lock, waits for ready and then opens the core', async () => {
    const userData = join(tempRoot(), 'userData');
    const t = spyDeps(userData, true);
    await expect(runAppStart(t.deps)).resolves.toBe('started');
    expect(t.calls.slice(0, 2)).toEqual(['requestSingleInstanceLock', 'on:second-instance']);
    expect(t.deps.openCore).toHaveBeenCalledWith({
      dataDir: userData,
      nativeBinding: join(userData, '..', 'app', 'node_modules', 'better-sqlite3', 'prebuilds', 'linux-x64.node'),
    });
    expect(t.calls).not.toContain('quit');
  });

  it('a development run on its own data folder (GATEHOUSE_DATA_DIR) takes the lock on that folder', async () => {
    const root = tempRoot();
    const t = spyDeps(join(root, 'userData'), false, { GATEHOUSE_DATA_DIR: join(root, 'smoke') });
    await runAppStart(t.deps);
    // The lock is keyed on userData: moving it after the lock would contend with the person's own app.
    expect(t.calls).toEqual([`setPath:${join(root, 'smoke')}`, 'requestSingleInstanceLock', 'quit']);
  });

  it('src/main/index.ts, refused the lock, registers nothing and never creates the core', async () => {
    h.userData = join(tempRoot(), 'userData');
    await import('../../../src/main/index');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The app's scheme is declared as the module loads (Electron wants it before ready); that reads
    // and writes nothing, and no handler serves anything.
    expect(h.calls).toEqual(['registerSchemesAsPrivileged', 'requestSingleInstanceLock', 'quit']);
    expect(h.createCore).not.toHaveBeenCalled();
    expect(existsSync(h.userData)).toBe(false);
  });
});
