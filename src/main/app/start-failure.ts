import { join } from 'node:path';
import type { AppLanguage } from '../../shared/language';
import { deriveSqliteMissingRemedy } from './sqlite-native-binding';
import { formatStartFailureWords, type StartFailureWordKey } from './start-failure-words';

/** The steps of the app's start, in order; a failure is reported with the step it happened in. */
export type StartStep = 'sqlite-binding' | 'data-folder' | 'database' | 'window';

/** What went wrong, in the few kinds a person can act on. */
export type StartFailureKind =
  | 'sqlite-binding-missing'
  | 'sqlite-binding-unloadable'
  | 'data-folder-unwritable'
  | 'disk-full'
  | 'database-busy'
  | 'database-damaged'
  | 'database-newer'
  | 'database-failed'
  | 'window-failed'
  | 'unknown';

export interface StartFailureContext {
  step: StartStep;
  /** The data folder (app.getPath('userData')). */
  dataDir: string;
  /** better-sqlite3's prebuild the start looked for or loaded; null before it looked. */
  bindingPath: string | null;
  /** app.isPackaged: a packaged app is reinstalled, a development checkout runs `npm install`. */
  isPackaged: boolean;
  /**
   * The language the dialog speaks: the operating system's (deriveAppLocale of app.getLocale()),
   * since the settings may be unreadable when the start fails. English when not given.
   */
  language?: AppLanguage;
}

export interface StartFailureText {
  title: string;
  message: string;
}

/** The store's file name (src/main/store/open-database.ts), for the words only. */
const DATABASE_FILE = 'gatehouse.db';

const FOLDER_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'EISDIR', 'ELOOP', 'ENAMETOOLONG']);
const UNLOADABLE =
  /NODE_MODULE_VERSION|invalid ELF header|wrong ELF class|file too short|not a valid Win32 application|mach-o|dlopen|undefined symbol/i;

function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Node appends "Require stack:" and its lines to a failed require; the first line says it all.
  return text.split('\n')[0]!.trim() || 'no message';
}

/**
 * Which kind of failure `error`, thrown in `step`, is. Pure. Codes first (better-sqlite3's SqliteError
 * code, Node's errno code, ERR_DLOPEN_FAILED), then the few messages that carry no code.
 */
export function deriveStartFailureKind(error: unknown, step: StartStep): StartFailureKind {
  const code = codeOf(error);
  const message = messageOf(error);
  const opening = step === 'sqlite-binding' || step === 'database';
  if (code === 'GATEHOUSE_SQLITE_BINDING_MISSING') return 'sqlite-binding-missing';
  if (opening && code === 'MODULE_NOT_FOUND' && /\.node\b/.test(message)) return 'sqlite-binding-missing';
  if (code === 'ERR_DLOPEN_FAILED' || (opening && UNLOADABLE.test(message))) return 'sqlite-binding-unloadable';
  if (code === 'ENOSPC' || code === 'EDQUOT' || code.startsWith('SQLITE_FULL')) return 'disk-full';
  if (step === 'data-folder') return 'data-folder-unwritable';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || /database is locked/i.test(message))
    return 'database-busy';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'database-damaged';
  if (/newer than this build/.test(message)) return 'database-newer';
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM')
    return 'data-folder-unwritable';
  if (step === 'database') return FOLDER_CODES.has(code) ? 'data-folder-unwritable' : 'database-failed';
  if (step === 'window') return 'window-failed';
  return 'unknown';
}

/**
 * The one dialog a failed start shows, in `context.language` (English when not given): what failed
 * and what to do, with the paths involved and the error's first line as details. Paths, commands and
 * the error's text are data, the same in every language. Pure.
 */
export function deriveStartFailureText(error: unknown, context: StartFailureContext): StartFailureText {
  const kind = deriveStartFailureKind(error, context.step);
  const { dataDir, isPackaged } = context;
  const language = context.language ?? 'en';
  const words = (key: StartFailureWordKey, params?: Record<string, string>) =>
    formatStartFailureWords(language, key, params);
  const database = join(dataDir, DATABASE_FILE);
  const binding = context.bindingPath ?? 'node_modules/better-sqlite3/prebuilds/…';
  const details = words('start.details', { details: messageOf(error) });
  const say = (title: StartFailureWordKey, ...paragraphs: string[]): StartFailureText => ({
    title: words(title),
    message: [...paragraphs, details].join('\n\n'),
  });
  const againOrReport = () => words('start.againOrReport', { dataDir });

  switch (kind) {
    case 'sqlite-binding-missing':
      return say(
        'start.sqliteMissing.title',
        words('start.sqliteMissing.what', { binding }),
        deriveSqliteMissingRemedy(isPackaged, language),
      );
    case 'sqlite-binding-unloadable':
      return say(
        'start.sqliteUnloadable.title',
        words('start.sqliteUnloadable.what', { binding }),
        isPackaged
          ? words('start.sqliteUnloadable.packaged')
          : words('start.sqliteUnloadable.development', {
              folder: 'node_modules/better-sqlite3',
              command: 'npm install',
            }),
      );
    case 'data-folder-unwritable':
      return say(
        'start.dataFolder.title',
        words('start.dataFolder.what', { dataDir }),
        words('start.dataFolder.todo', { file: DATABASE_FILE }),
      );
    case 'disk-full':
      return say('start.diskFull.title', words('start.diskFull.what', { dataDir }), words('start.diskFull.todo'));
    case 'database-busy':
      return say('start.busy.title', words('start.busy.what', { database }), words('start.busy.todo'));
    case 'database-damaged':
      return say(
        'start.damaged.title',
        words('start.damaged.what', { database }),
        words('start.damaged.todo', { wal: `${DATABASE_FILE}-wal`, shm: `${DATABASE_FILE}-shm` }),
      );
    case 'database-newer':
      return say('start.newer.title', words('start.newer.what', { database }), words('start.newer.todo'));
    case 'database-failed':
      return say('start.failed.title', words('start.failed.what', { database }), againOrReport());
    case 'window-failed':
      return say('start.window.title', againOrReport());
    case 'unknown':
      return say('start.unknown.title', againOrReport());
  }
}
