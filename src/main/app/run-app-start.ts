import { deriveAppLocale, type AppLanguage } from '../../shared/language';
import { deriveDataDirOverride } from './data-folder';
import { resolveSqliteNativeBinding, SqliteBindingMissingError } from './sqlite-native-binding';
import { deriveStartFailureText, type StartStep } from './start-failure';

/** The members of Electron's `app` the start uses. */
export interface AppLike {
  readonly isPackaged: boolean;
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<unknown>;
  on(event: 'second-instance' | 'activate' | 'window-all-closed', listener: () => void): unknown;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
  exit(exitCode?: number): void;
  getPath(name: 'userData'): string;
  setPath(name: 'userData', path: string): void;
  getAppPath(): string;
  /** The operating system's locale ("es-ES"); the failed start's dialog speaks its language. */
  getLocale(): string;
}

/** What the start holds open and closes when the app quits. */
export interface ClosableCore {
  close(): Promise<void>;
}

/** The window side, once it is up: `show` brings the window back (creating it again if closed). */
export interface AppWindowHandle {
  show(): void;
}

export interface AppStartDeps<Core extends ClosableCore> {
  app: AppLike;
  /** dialog.showErrorBox: one plain, blocking dialog. */
  showErrorBox(title: string, content: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** process.platform, process.arch, process.resourcesPath. */
  platform: string;
  arch: string;
  /** Linux on musl libc (detectLinuxMusl), which picks better-sqlite3's musl prebuild. */
  musl: boolean;
  resourcesPath: string;
  exists(path: string): boolean;
  /** Creates the data folder when missing; throws when it cannot be written (runDataFolderCheck). */
  checkDataFolder(dataDir: string): void;
  /** Opens the database (migrating it, recovering interrupted runs) and the core on it. */
  openCore(options: { dataDir: string; nativeBinding: string }): Promise<Core>;
  /** The IPC router, the CSP header, the window and its alerts, on an open core. */
  openWindow(core: Core): Promise<AppWindowHandle>;
}

export type AppStartOutcome = 'started' | 'second-instance' | 'failed';

/**
 * The language of the failed start's dialog: the operating system's, as the window maps it (the
 * settings may be what failed). English when the locale cannot be read (Electron may answer '' before
 * it is ready).
 */
function systemLanguage(app: AppLike): AppLanguage {
  try {
    return deriveAppLocale(app.getLocale());
  } catch {
    return 'en';
  }
}

/** How long quitting waits for the core to settle its runs and close the database. */
const CLOSE_TIMEOUT_MS = 5_000;

function closeWithin(core: ClosableCore, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    core.close().then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });
}

/**
 * The app's start and its life. A second instance hands over to the first (Electron tells the first
 * through 'second-instance', which shows its window) and quits before anything else is registered:
 * it never opens the database, so it can never run start-up recovery over the first one's live runs.
 * The first instance waits for `ready`, then takes the steps in order (find better-sqlite3's SQLite
 * module for this computer, check the data folder, open the core, open the window); any failure
 * shows ONE dialog in plain words (deriveStartFailureText) in the operating system's language,
 * closes what was opened, and exits with code 1.
 * Resolves with what happened; never rejects.
 */
export async function runAppStart<Core extends ClosableCore>(deps: AppStartDeps<Core>): Promise<AppStartOutcome> {
  const { app } = deps;
  // Before the lock: Electron keys the single-instance lock on userData, so a smoke run on its own
  // data folder does not hand over to (or block) the person's own Gatehouse.
  const dataDirOverride = deriveDataDirOverride({ isPackaged: app.isPackaged, env: deps.env, cwd: deps.cwd });
  if (dataDirOverride !== null) app.setPath('userData', dataDirOverride);

  // One Gatehouse at a time on one data folder: two processes would fight over approvals, and the
  // second one's start-up recovery would mark the first one's live runs as interrupted.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return 'second-instance';
  }

  let core: Core | null = null;
  let window: AppWindowHandle | null = null;
  let closing: Promise<void> | null = null;
  let closed = false;

  app.on('second-instance', () => window?.show());
  app.on('activate', () => window?.show());
  app.on('window-all-closed', () => {
    if (deps.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', (event) => {
    if (closed || (core === null && closing === null)) return;
    // Runs are aborted and the database closed before the process goes (a second quit meanwhile
    // waits too); then quit for real.
    event.preventDefault();
    if (closing !== null || core === null) return;
    const open: Core = core;
    core = null;
    closing = closeWithin(open, CLOSE_TIMEOUT_MS).then(() => {
      closed = true;
      app.quit();
    });
  });

  let step: StartStep = 'window';
  let bindingPath: string | null = null;
  const dataDir = app.getPath('userData');
  try {
    await app.whenReady();

    step = 'sqlite-binding';
    const binding = resolveSqliteNativeBinding({
      isPackaged: app.isPackaged,
      resourcesPath: deps.resourcesPath,
      appPath: app.getAppPath(),
      platform: deps.platform,
      arch: deps.arch,
      musl: deps.musl,
      exists: deps.exists,
    });
    bindingPath = binding.path;
    if (!binding.ok) throw new SqliteBindingMissingError(binding.path);

    step = 'data-folder';
    deps.checkDataFolder(dataDir);

    step = 'database';
    core = await deps.openCore({ dataDir, nativeBinding: binding.path });

    step = 'window';
    window = await deps.openWindow(core);
    return 'started';
  } catch (error) {
    try {
      const language = systemLanguage(app);
      const text = deriveStartFailureText(error, { step, dataDir, bindingPath, isPackaged: app.isPackaged, language });
      deps.showErrorBox(text.title, text.message);
    } catch {
      // No dialog could be shown: the exit code below still says the start failed.
    }
    const open = core as Core | null;
    core = null;
    window = null;
    if (open !== null) await closeWithin(open, CLOSE_TIMEOUT_MS);
    // exit, not quit: the core is already closed, and a non-zero code tells whoever started the
    // app (a terminal, `npm start`, the smoke run) that the start failed.
    app.exit(1);
    return 'failed';
  }
}
