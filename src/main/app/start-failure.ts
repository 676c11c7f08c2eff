import { join } from 'node:path';
import { deriveSqliteMissingRemedy } from './sqlite-native-binding';

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
 * The one dialog a failed start shows: what failed and what to do, with the paths involved and the
 * error's first line as details. Pure.
 */
export function deriveStartFailureText(error: unknown, context: StartFailureContext): StartFailureText {
  const kind = deriveStartFailureKind(error, context.step);
  const { dataDir, isPackaged } = context;
  const database = join(dataDir, DATABASE_FILE);
  const binding = context.bindingPath ?? 'node_modules/better-sqlite3/prebuilds/…';
  const details = `Details: ${messageOf(error)}`;
  const say = (title: string, ...paragraphs: string[]): StartFailureText => ({
    title,
    message: [...paragraphs, details].join('\n\n'),
  });
  const report = `If this keeps happening, keep a copy of the data folder\n${dataDir}\nand report the details below.`;

  switch (kind) {
    case 'sqlite-binding-missing':
      return say(
        'Gatehouse cannot start: its database module is missing',
        `Gatehouse needs the SQLite module better-sqlite3 ships for this computer, and it is not there:\n${binding}`,
        deriveSqliteMissingRemedy(isPackaged),
      );
    case 'sqlite-binding-unloadable':
      return say(
        'Gatehouse cannot start: its database module does not load',
        `The SQLite module\n${binding}\nis not one for this computer, or is damaged.`,
        isPackaged
          ? 'Reinstall Gatehouse.'
          : 'Delete the folder node_modules/better-sqlite3, then run `npm install` in the Gatehouse project folder: it puts back a fresh copy.',
      );
    case 'data-folder-unwritable':
      return say(
        'Gatehouse cannot write to its data folder',
        `Gatehouse keeps your conversations and approvals in\n${dataDir}\nand cannot write there.`,
        'Check that this folder and the gatehouse.db file in it belong to you and are not on a read-only or disconnected disk, then start Gatehouse again.',
      );
    case 'disk-full':
      return say(
        'Gatehouse cannot start: the disk is full',
        `There is no room left to write in\n${dataDir}`,
        'Free some space on that disk, then start Gatehouse again.',
      );
    case 'database-busy':
      return say(
        'Another program is using Gatehouse’s database',
        `The database\n${database}\nis held by another program: a Gatehouse started from another copy or user account, a database browser, or a backup or sync tool.`,
        'Close that program, then start Gatehouse again.',
      );
    case 'database-damaged':
      return say(
        'Gatehouse’s database is damaged',
        `The file\n${database}\nis damaged or is not a Gatehouse database.`,
        'To keep it, move it (with gatehouse.db-wal and gatehouse.db-shm beside it, if there) to another folder, then start Gatehouse again: it begins with a new, empty database.',
      );
    case 'database-newer':
      return say(
        'This Gatehouse is older than its data',
        `The database\n${database}\nwas last used by a newer version of Gatehouse. This version leaves it untouched.`,
        'Install that newer version again to go on.',
      );
    case 'database-failed':
      return say(
        'Gatehouse cannot open its database',
        `Gatehouse could not open or update\n${database}`,
        `Start Gatehouse again. ${report}`,
      );
    case 'window-failed':
      return say('Gatehouse cannot open its window', `Start Gatehouse again. ${report}`);
    case 'unknown':
      return say('Gatehouse cannot start', `Start Gatehouse again. ${report}`);
  }
}
