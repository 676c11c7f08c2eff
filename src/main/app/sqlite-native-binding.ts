import { join } from 'node:path';

export interface NativeBindingContext {
  isPackaged: boolean;
  /** process.resourcesPath when packaged (the addon sits outside app.asar). */
  resourcesPath: string;
  /** The project folder in development (app.getAppPath()). */
  appPath: string;
  /** process.versions.modules inside Electron: its module ABI. */
  modules: string;
  platform: string;
  arch: string;
  exists(path: string): boolean;
}

/**
 * Where the Electron-ABI better-sqlite3 addon lives. The Node build in node_modules stays for the
 * tests; the app hands this path to better-sqlite3's `nativeBinding` option. Returns a plain-words
 * error when it is missing (scripts/ensure-electron-sqlite.mjs fetches it on `npm start`).
 */
export function resolveSqliteNativeBinding(
  ctx: NativeBindingContext,
): { ok: true; path: string } | { ok: false; path: string; message: string } {
  const file = `better_sqlite3-electron-v${ctx.modules}-${ctx.platform}-${ctx.arch}.node`;
  const path = ctx.isPackaged ? join(ctx.resourcesPath, 'native', file) : join(ctx.appPath, 'native', file);
  if (ctx.exists(path)) return { ok: true, path };
  return {
    ok: false,
    path,
    message: `Gatehouse cannot open its database: the SQLite module built for this Electron (${file}) is missing. Run \`npm start\` once with an internet connection to fetch it.`,
  };
}

/** What the start throws when resolveSqliteNativeBinding finds nothing; `path` is where it looked. */
export class SqliteBindingMissingError extends Error {
  readonly code = 'GATEHOUSE_SQLITE_BINDING_MISSING';
  constructor(readonly path: string) {
    super(`The SQLite module built for this Electron is missing: ${path}`);
    this.name = 'SqliteBindingMissingError';
  }
}
