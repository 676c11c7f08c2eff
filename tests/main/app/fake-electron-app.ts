import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { detectLinuxMusl } from '../../../src/main/app/linux-musl';
import type { AppLike } from '../../../src/main/app/run-app-start';
import { deriveSqlitePrebuildTarget } from '../../../src/main/app/sqlite-native-binding';

/**
 * A stand-in for Electron's `app` (the binary cannot run here): records every call in order, keeps
 * the listeners so a test can fire them, and resolves `whenReady` at once unless told otherwise.
 */
export function createFakeApp(options: {
  lock?: boolean;
  userData: string;
  appPath: string;
  isPackaged?: boolean;
  ready?: () => Promise<unknown>;
  /** What app.getLocale() answers: the operating system's locale. */
  locale?: string;
}) {
  const calls: string[] = [];
  const listeners = new Map<string, (event: { preventDefault(): void }) => void>();
  let userData = options.userData;
  const app: AppLike = {
    isPackaged: options.isPackaged ?? false,
    requestSingleInstanceLock: () => {
      calls.push('requestSingleInstanceLock');
      return options.lock ?? true;
    },
    whenReady: () => {
      calls.push('whenReady');
      return options.ready ? options.ready() : Promise.resolve();
    },
    on: (event: string, listener: (event: { preventDefault(): void }) => void) => {
      calls.push(`on:${event}`);
      listeners.set(event, listener);
    },
    quit: () => calls.push('quit'),
    exit: (code?: number) => calls.push(`exit:${code ?? 0}`),
    getPath: () => userData,
    setPath: (_name: 'userData', path: string) => {
      calls.push(`setPath:${path}`);
      userData = path;
    },
    getAppPath: () => options.appPath,
    getLocale: () => options.locale ?? 'en-US',
  };
  /** Fires an app event; returns whether a listener called preventDefault. */
  const fire = (event: string): boolean => {
    let prevented = false;
    listeners.get(event)?.({ preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { app, calls, fire };
}

/** Where the app looks for better-sqlite3's prebuild, relative to the project folder, on this computer. */
export const SQLITE_PREBUILD = join(
  'node_modules',
  'better-sqlite3',
  'prebuilds',
  `${deriveSqlitePrebuildTarget(process.platform, process.arch, detectLinuxMusl())}.node`,
);

/**
 * A temp "project" holding a copy of the installed package's prebuild where the app looks for it
 * (a copy, not a link: a test that damages it must never reach the real package).
 */
export function createAppPathWithNativeBinding(): string {
  const appPath = mkdtempSync(join(tmpdir(), 'gatehouse-app-'));
  mkdirSync(dirname(join(appPath, SQLITE_PREBUILD)), { recursive: true });
  copyFileSync(resolve(import.meta.dirname, '../../..', SQLITE_PREBUILD), join(appPath, SQLITE_PREBUILD));
  return appPath;
}
