import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppLike } from '../../../src/main/app/run-app-start';

/**
 * A stand-in for Electron's `app` (the binary cannot run here): records every call in order, keeps
 * the listeners so a test can fire them, and resolves `whenReady` at once unless told otherwise.
 */
export function createFakeApp(options: { lock?: boolean; userData: string; appPath: string; isPackaged?: boolean; ready?: () => Promise<unknown> }) {
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
  };
  /** Fires an app event; returns whether a listener called preventDefault. */
  const fire = (event: string): boolean => {
    let prevented = false;
    listeners.get(event)?.({ preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { app, calls, fire };
}

/** The name the app looks for under native/, for this process's module ABI. */
export const NATIVE_FILE = `better_sqlite3-electron-v${process.versions.modules}-${process.platform}-${process.arch}.node`;

/**
 * A temp "project" whose native/ holds better-sqlite3's Node build under the Electron file name: in
 * Node the module ABI is Node's, so the Node build stands in for the Electron one.
 */
export function createAppPathWithNativeBinding(): string {
  const appPath = mkdtempSync(join(tmpdir(), 'gatehouse-app-'));
  mkdirSync(join(appPath, 'native'));
  copyFileSync(resolve(import.meta.dirname, '../../../node_modules/better-sqlite3/build/Release/better_sqlite3.node'), join(appPath, 'native', NATIVE_FILE));
  return appPath;
}
