import { describe, expect, it } from 'vitest';
import { SqliteBindingMissingError } from '../../../src/main/app/sqlite-native-binding';
import {
  deriveStartFailureKind,
  deriveStartFailureText,
  type StartFailureContext,
  type StartFailureKind,
  type StartStep,
} from '../../../src/main/app/start-failure';

/** An error shaped as Node or better-sqlite3 throws it: a message and a code. */
function coded(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

const BINDING = '/home/me/gatehouse/node_modules/better-sqlite3/prebuilds/linux-x64.node';
const DATA = '/home/me/.config/Gatehouse';

const KINDS: Array<[name: string, error: unknown, step: StartStep, kind: StartFailureKind]> = [
  ['the SQLite build is not there', new SqliteBindingMissingError(BINDING), 'sqlite-binding', 'sqlite-binding-missing'],
  [
    'the SQLite build vanished before it was loaded',
    coded('MODULE_NOT_FOUND', `Cannot find module '${BINDING}'\nRequire stack:\n- x.js`),
    'database',
    'sqlite-binding-missing',
  ],
  [
    'the SQLite build is not a library',
    coded('ERR_DLOPEN_FAILED', `${BINDING}: invalid ELF header`),
    'database',
    'sqlite-binding-unloadable',
  ],
  [
    'the SQLite module is for another computer',
    coded('ERR_DLOPEN_FAILED', `${BINDING}: wrong ELF class: ELFCLASS32`),
    'database',
    'sqlite-binding-unloadable',
  ],
  [
    'the data folder is not ours',
    coded('EACCES', `EACCES: permission denied, mkdir '${DATA}'`),
    'data-folder',
    'data-folder-unwritable',
  ],
  [
    'the data folder is on a read-only disk',
    coded('EROFS', `EROFS: read-only file system, access '${DATA}'`),
    'data-folder',
    'data-folder-unwritable',
  ],
  [
    'the data folder path runs through a file',
    coded('ENOTDIR', `ENOTDIR: not a directory, mkdir '${DATA}'`),
    'data-folder',
    'data-folder-unwritable',
  ],
  [
    'the disk is full while checking the folder',
    coded('ENOSPC', 'ENOSPC: no space left on device'),
    'data-folder',
    'disk-full',
  ],
  ['the disk is full while migrating', coded('SQLITE_FULL', 'database or disk is full'), 'database', 'disk-full'],
  ['another program holds the database', coded('SQLITE_BUSY', 'database is locked'), 'database', 'database-busy'],
  [
    'another connection holds a table',
    coded('SQLITE_LOCKED_SHAREDCACHE', 'database table is locked'),
    'database',
    'database-busy',
  ],
  [
    'the database file cannot be opened',
    coded('SQLITE_CANTOPEN', 'unable to open database file'),
    'database',
    'data-folder-unwritable',
  ],
  [
    'the database file is read-only',
    coded('SQLITE_READONLY', 'attempt to write a readonly database'),
    'database',
    'data-folder-unwritable',
  ],
  [
    'the database file is not a database',
    coded('SQLITE_NOTADB', 'file is not a database'),
    'database',
    'database-damaged',
  ],
  [
    'the database is corrupt',
    coded('SQLITE_CORRUPT', 'database disk image is malformed'),
    'database',
    'database-damaged',
  ],
  [
    'the database is from a newer Gatehouse',
    new Error('gatehouse.db has schema version 9, newer than this build (4).'),
    'database',
    'database-newer',
  ],
  ['a migration fails otherwise', coded('SQLITE_ERROR', 'no such column: x'), 'database', 'database-failed'],
  ['the window cannot open', new Error('preload missing'), 'window', 'window-failed'],
  [
    'a file error while opening the window is not the data folder',
    coded('EACCES', 'EACCES: permission denied, open icon.png'),
    'window',
    'window-failed',
  ],
  ['something thrown that is not an Error', 'a string', 'sqlite-binding', 'unknown'],
];

const context = (step: StartStep, isPackaged = false): StartFailureContext => ({
  step,
  dataDir: DATA,
  bindingPath: BINDING,
  isPackaged,
});

describe('start failures are told in plain words', () => {
  it.each(KINDS)('%s → %s', (_name, error, step, kind) => {
    expect(deriveStartFailureKind(error, step)).toBe(kind);
  });

  it.each(KINDS)('%s: a title, what to do, and the details', (_name, error, step) => {
    const text = deriveStartFailureText(error, context(step));
    expect(text.title).toMatch(/^\S/);
    expect(text.message).toMatch(/start Gatehouse again|npm start|Install|Close that program/i);
    expect(text.message).toMatch(/\n\nDetails: \S/);
    // Node's "Require stack" lines are noise to a person.
    expect(text.message).not.toContain('Require stack');
  });

  const WORDS: Array<[kind: string, error: unknown, step: StartStep, isPackaged: boolean, expected: RegExp[]]> = [
    [
      'missing, development',
      new SqliteBindingMissingError(BINDING),
      'sqlite-binding',
      false,
      [/module is missing/, new RegExp(BINDING), /Run `npm install` in the Gatehouse project folder/],
    ],
    [
      'missing, packaged',
      new SqliteBindingMissingError(BINDING),
      'sqlite-binding',
      true,
      [/incomplete\. Reinstall Gatehouse/],
    ],
    [
      'unloadable, development',
      coded('ERR_DLOPEN_FAILED', 'x: file too short'),
      'database',
      false,
      [/does not load/, /Delete the folder node_modules\/better-sqlite3, then run `npm install`/],
    ],
    [
      'unloadable, packaged',
      coded('ERR_DLOPEN_FAILED', 'x: file too short'),
      'database',
      true,
      [/Reinstall Gatehouse/],
    ],
    [
      'data folder',
      coded('EACCES', 'EACCES: permission denied'),
      'data-folder',
      false,
      [/cannot write to its data folder/, new RegExp(DATA), /belong to you/],
    ],
    ['disk full', coded('ENOSPC', 'no space'), 'data-folder', false, [/the disk is full/, /Free some space/]],
    [
      'busy',
      coded('SQLITE_BUSY', 'database is locked'),
      'database',
      false,
      [/Another program is using/, new RegExp(`${DATA}/gatehouse\\.db`), /database browser, or a backup or sync tool/],
    ],
    [
      'damaged',
      coded('SQLITE_NOTADB', 'file is not a database'),
      'database',
      false,
      [/is damaged/, /move it .* to another folder/, /new, empty database/],
    ],
    [
      'newer',
      new Error('gatehouse.db has schema version 9, newer than this build (4).'),
      'database',
      false,
      [/older than its data/, /leaves it untouched/],
    ],
    [
      'unknown database failure',
      coded('SQLITE_ERROR', 'no such column: x'),
      'database',
      false,
      [/cannot open its database/, /keep a copy of the data folder/, /Details: no such column: x/],
    ],
  ];

  it.each(WORDS)('%s', (_kind, error, step, isPackaged, expected) => {
    const text = deriveStartFailureText(error, context(step, isPackaged));
    for (const pattern of expected) expect(`${text.title}\n${text.message}`).toMatch(pattern);
  });

  const LABEL = { en: 'Details: ', es: 'Detalles: ', 'zh-CN': '详细信息：' } as const;

  it.each(KINDS)(
    '%s: in Spanish and Chinese, other words, the same paragraphs, paths and details',
    (_name, error, step) => {
      for (const isPackaged of [false, true]) {
        const english = deriveStartFailureText(error, context(step, isPackaged));
        const paragraphs = english.message.split('\n\n');
        for (const language of ['es', 'zh-CN'] as const) {
          const text = deriveStartFailureText(error, { ...context(step, isPackaged), language });
          expect(text.title).not.toBe(english.title);
          const translated = text.message.split('\n\n');
          expect(translated).toHaveLength(paragraphs.length);
          translated.forEach((paragraph, i) => {
            expect(paragraph, `${language} paragraph ${i}`).not.toBe(paragraphs[i]);
            // A path on a line of its own in English is on a line of its own in every language.
            for (const line of paragraphs[i]!.split('\n').filter((l) => l.startsWith('/')))
              expect(paragraph.split('\n')).toContain(line);
          });
          // The label translated, the error's first line as it came.
          expect(translated.at(-1)).toBe(LABEL[language] + paragraphs.at(-1)!.slice(LABEL.en.length));
          expect(text.message).not.toContain('Require stack');
        }
      }
    },
  );

  it('in Spanish: every word of one dialog, the data folder and the error as data', () => {
    const text = deriveStartFailureText(coded('SQLITE_ERROR', 'no such column: x'), {
      ...context('database'),
      language: 'es',
    });
    expect(text).toEqual({
      title: 'Gatehouse no puede abrir su base de datos',
      message: [
        `Gatehouse no pudo abrir ni actualizar\n${DATA}/gatehouse.db`,
        `Vuelve a iniciar Gatehouse. Si esto sigue pasando, guarda una copia de la carpeta de datos\n${DATA}\ny comunica los detalles que aparecen abajo.`,
        'Detalles: no such column: x',
      ].join('\n\n'),
    });
  });

  it('in Chinese: the damaged database, its file names and the command as data', () => {
    const damaged = deriveStartFailureText(coded('SQLITE_NOTADB', 'file is not a database'), {
      ...context('database'),
      language: 'zh-CN',
    });
    expect(damaged.title).toBe('Gatehouse 的数据库已损坏');
    expect(damaged.message).toContain('连同旁边的 gatehouse.db-wal 和 gatehouse.db-shm');
    const unloadable = deriveStartFailureText(coded('ERR_DLOPEN_FAILED', 'x: file too short'), {
      ...context('database'),
      language: 'zh-CN',
    });
    expect(unloadable.message).toContain(
      '请删除文件夹 node_modules/better-sqlite3，然后在 Gatehouse 项目文件夹中运行 `npm install`',
    );
    const missing = deriveStartFailureText(new SqliteBindingMissingError(BINDING), {
      ...context('sqlite-binding', true),
      language: 'zh-CN',
    });
    expect(missing.message).toContain('这份 Gatehouse 不完整。请重新安装 Gatehouse。');
  });
});
