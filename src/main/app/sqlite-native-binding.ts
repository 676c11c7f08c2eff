import { join } from 'node:path';
import type { AppLanguage } from '../../shared/language';
import { formatStartFailureWords } from './start-failure-words';

export interface NativeBindingContext {
  isPackaged: boolean;
  /** process.resourcesPath when packaged (the addon sits in app.asar.unpacked beside app.asar). */
  resourcesPath: string;
  /** The project folder in development (app.getAppPath()). */
  appPath: string;
  platform: string;
  arch: string;
  /** Linux on musl libc (detectLinuxMusl): better-sqlite3 ships a separate build for it. */
  musl: boolean;
  exists(path: string): boolean;
}

/** better-sqlite3's name for the prebuild that fits this computer: `linux-x64`, `linuxmusl-arm64`, `win32-x64`… */
export function deriveSqlitePrebuildTarget(platform: string, arch: string, musl: boolean): string {
  return `${platform === 'linux' && musl ? 'linuxmusl' : platform}-${arch}`;
}

/**
 * What a person does when the SQLite module is missing: a development checkout installs its
 * packages again, a packaged app is reinstalled. The one wording for the resolver (English, a
 * developer's error) and the dialog (in the person's language).
 */
export function deriveSqliteMissingRemedy(isPackaged: boolean, language: AppLanguage = 'en'): string {
  return isPackaged
    ? formatStartFailureWords(language, 'start.sqliteMissing.packaged')
    : formatStartFailureWords(language, 'start.sqliteMissing.development', { command: 'npm install' });
}

/**
 * Where better-sqlite3's Node-API prebuild for this computer lives: one file serves Node (the tests)
 * and Electron's main process alike. In development it is the installed package's own file; packaged,
 * the copy electron-builder unpacks out of app.asar. The app hands this path to better-sqlite3's
 * `nativeBinding` option, so it loads exactly the file checked here. Returns a plain-words error
 * when the file is not there.
 */
export function resolveSqliteNativeBinding(
  ctx: NativeBindingContext,
): { ok: true; path: string } | { ok: false; path: string; message: string } {
  const file = `${deriveSqlitePrebuildTarget(ctx.platform, ctx.arch, ctx.musl)}.node`;
  const root = ctx.isPackaged ? join(ctx.resourcesPath, 'app.asar.unpacked') : ctx.appPath;
  const path = join(root, 'node_modules', 'better-sqlite3', 'prebuilds', file);
  if (ctx.exists(path)) return { ok: true, path };
  return {
    ok: false,
    path,
    message: `Gatehouse cannot open its database: the SQLite module for this computer (${file}) is missing. ${deriveSqliteMissingRemedy(ctx.isPackaged)}`,
  };
}

/** What the start throws when resolveSqliteNativeBinding finds nothing; `path` is where it looked. */
export class SqliteBindingMissingError extends Error {
  readonly code = 'GATEHOUSE_SQLITE_BINDING_MISSING';
  constructor(readonly path: string) {
    super(`The SQLite module for this computer is missing: ${path}`);
    this.name = 'SqliteBindingMissingError';
  }
}
