import { IntlMessageFormat } from 'intl-messageformat';
import type { AppLanguage } from '../../shared/language';

/**
 * The words of the one dialog a failed start shows (deriveStartFailureText), in the person's
 * language, as ICU messages like main's other native words (native-words.ts). Paths, file and
 * folder names, commands and the error's own text are parameters: they stay as they are in every
 * language. A message is one paragraph; the dialog joins them with a blank line.
 */
const WORDS = {
  en: {
    'start.details': 'Details: {details}',
    'start.againOrReport':
      'Start Gatehouse again. If this keeps happening, keep a copy of the data folder\n{dataDir}\nand report the details below.',
    'start.sqliteMissing.title': 'Gatehouse cannot start: its database module is missing',
    'start.sqliteMissing.what':
      'Gatehouse needs the SQLite module better-sqlite3 ships for this computer, and it is not there:\n{binding}',
    'start.sqliteMissing.packaged': 'This copy of Gatehouse is incomplete. Reinstall Gatehouse.',
    'start.sqliteMissing.development': 'Run `{command}` in the Gatehouse project folder, then start Gatehouse again.',
    'start.sqliteUnloadable.title': 'Gatehouse cannot start: its database module does not load',
    'start.sqliteUnloadable.what': 'The SQLite module\n{binding}\nis not one for this computer, or is damaged.',
    'start.sqliteUnloadable.packaged': 'Reinstall Gatehouse.',
    'start.sqliteUnloadable.development':
      'Delete the folder {folder}, then run `{command}` in the Gatehouse project folder: it puts back a fresh copy.',
    'start.dataFolder.title': 'Gatehouse cannot write to its data folder',
    'start.dataFolder.what': 'Gatehouse keeps your conversations and approvals in\n{dataDir}\nand cannot write there.',
    'start.dataFolder.todo':
      'Check that this folder and the {file} file in it belong to you and are not on a read-only or disconnected disk, then start Gatehouse again.',
    'start.diskFull.title': 'Gatehouse cannot start: the disk is full',
    'start.diskFull.what': 'There is no room left to write in\n{dataDir}',
    'start.diskFull.todo': 'Free some space on that disk, then start Gatehouse again.',
    'start.busy.title': 'Another program is using Gatehouse’s database',
    'start.busy.what':
      'The database\n{database}\nis held by another program: a Gatehouse started from another copy or user account, a database browser, or a backup or sync tool.',
    'start.busy.todo': 'Close that program, then start Gatehouse again.',
    'start.damaged.title': 'Gatehouse’s database is damaged',
    'start.damaged.what': 'The file\n{database}\nis damaged or is not a Gatehouse database.',
    'start.damaged.todo':
      'To keep it, move it (with {wal} and {shm} beside it, if there) to another folder, then start Gatehouse again: it begins with a new, empty database.',
    'start.newer.title': 'This Gatehouse is older than its data',
    'start.newer.what':
      'The database\n{database}\nwas last used by a newer version of Gatehouse. This version leaves it untouched.',
    'start.newer.todo': 'Install that newer version again to go on.',
    'start.failed.title': 'Gatehouse cannot open its database',
    'start.failed.what': 'Gatehouse could not open or update\n{database}',
    'start.window.title': 'Gatehouse cannot open its window',
    'start.unknown.title': 'Gatehouse cannot start',
  },
  es: {
    'start.details': 'Detalles: {details}',
    'start.againOrReport':
      'Vuelve a iniciar Gatehouse. Si esto sigue pasando, guarda una copia de la carpeta de datos\n{dataDir}\ny comunica los detalles que aparecen abajo.',
    'start.sqliteMissing.title': 'Gatehouse no puede iniciarse: falta su módulo de base de datos',
    'start.sqliteMissing.what':
      'Gatehouse necesita el módulo SQLite que better-sqlite3 incluye para este equipo, y no está:\n{binding}',
    'start.sqliteMissing.packaged': 'Esta copia de Gatehouse está incompleta. Reinstala Gatehouse.',
    'start.sqliteMissing.development':
      'Ejecuta `{command}` en la carpeta del proyecto de Gatehouse y luego vuelve a iniciar Gatehouse.',
    'start.sqliteUnloadable.title': 'Gatehouse no puede iniciarse: su módulo de base de datos no se carga',
    'start.sqliteUnloadable.what': 'El módulo SQLite\n{binding}\nno es el de este equipo o está dañado.',
    'start.sqliteUnloadable.packaged': 'Reinstala Gatehouse.',
    'start.sqliteUnloadable.development':
      'Elimina la carpeta {folder} y luego ejecuta `{command}` en la carpeta del proyecto de Gatehouse: así se pone de nuevo una copia limpia.',
    'start.dataFolder.title': 'Gatehouse no puede escribir en su carpeta de datos',
    'start.dataFolder.what':
      'Gatehouse guarda tus conversaciones y aprobaciones en\n{dataDir}\ny no puede escribir allí.',
    'start.dataFolder.todo':
      'Comprueba que esta carpeta y el archivo {file} que contiene son tuyos y no están en un disco de solo lectura o desconectado; luego vuelve a iniciar Gatehouse.',
    'start.diskFull.title': 'Gatehouse no puede iniciarse: el disco está lleno',
    'start.diskFull.what': 'No queda espacio para escribir en\n{dataDir}',
    'start.diskFull.todo': 'Libera algo de espacio en ese disco y luego vuelve a iniciar Gatehouse.',
    'start.busy.title': 'Otro programa está usando la base de datos de Gatehouse',
    'start.busy.what':
      'La base de datos\n{database}\nla tiene abierta otro programa: un Gatehouse iniciado desde otra copia o desde otra cuenta de usuario, un visor de bases de datos, o una herramienta de copias de seguridad o de sincronización.',
    'start.busy.todo': 'Cierra ese programa y luego vuelve a iniciar Gatehouse.',
    'start.damaged.title': 'La base de datos de Gatehouse está dañada',
    'start.damaged.what': 'El archivo\n{database}\nestá dañado o no es una base de datos de Gatehouse.',
    'start.damaged.todo':
      'Para conservarlo, muévelo a otra carpeta (junto con {wal} y {shm}, si están a su lado) y luego vuelve a iniciar Gatehouse: empezará con una base de datos nueva y vacía.',
    'start.newer.title': 'Este Gatehouse es más antiguo que sus datos',
    'start.newer.what':
      'La base de datos\n{database}\nla usó por última vez una versión más reciente de Gatehouse. Esta versión no la toca.',
    'start.newer.todo': 'Vuelve a instalar esa versión más reciente para continuar.',
    'start.failed.title': 'Gatehouse no puede abrir su base de datos',
    'start.failed.what': 'Gatehouse no pudo abrir ni actualizar\n{database}',
    'start.window.title': 'Gatehouse no puede abrir su ventana',
    'start.unknown.title': 'Gatehouse no puede iniciarse',
  },
  'zh-CN': {
    'start.details': '详细信息：{details}',
    'start.againOrReport':
      '请重新启动 Gatehouse。如果问题一再出现，请保留数据文件夹的一份副本：\n{dataDir}\n并报告下面的详细信息。',
    'start.sqliteMissing.title': 'Gatehouse 无法启动：缺少它的数据库模块',
    'start.sqliteMissing.what': 'Gatehouse 需要 better-sqlite3 为这台电脑提供的 SQLite 模块，但找不到它：\n{binding}',
    'start.sqliteMissing.packaged': '这份 Gatehouse 不完整。请重新安装 Gatehouse。',
    'start.sqliteMissing.development': '请在 Gatehouse 项目文件夹中运行 `{command}`，然后重新启动 Gatehouse。',
    'start.sqliteUnloadable.title': 'Gatehouse 无法启动：它的数据库模块无法加载',
    'start.sqliteUnloadable.what': 'SQLite 模块\n{binding}\n不适用于这台电脑，或者已经损坏。',
    'start.sqliteUnloadable.packaged': '请重新安装 Gatehouse。',
    'start.sqliteUnloadable.development':
      '请删除文件夹 {folder}，然后在 Gatehouse 项目文件夹中运行 `{command}`：这会放回一份全新的副本。',
    'start.dataFolder.title': 'Gatehouse 无法写入它的数据文件夹',
    'start.dataFolder.what': 'Gatehouse 把你的对话和审批保存在\n{dataDir}\n但无法在那里写入。',
    'start.dataFolder.todo':
      '请确认这个文件夹以及其中的 {file} 文件属于你，并且不在只读或已断开的磁盘上，然后重新启动 Gatehouse。',
    'start.diskFull.title': 'Gatehouse 无法启动：磁盘已满',
    'start.diskFull.what': '没有剩余空间可以写入\n{dataDir}',
    'start.diskFull.todo': '请在那个磁盘上腾出一些空间，然后重新启动 Gatehouse。',
    'start.busy.title': '另一个程序正在使用 Gatehouse 的数据库',
    'start.busy.what':
      '数据库\n{database}\n正被另一个程序占用：从另一份副本或另一个用户账户启动的 Gatehouse、数据库浏览器，或者备份或同步工具。',
    'start.busy.todo': '请关闭那个程序，然后重新启动 Gatehouse。',
    'start.damaged.title': 'Gatehouse 的数据库已损坏',
    'start.damaged.what': '文件\n{database}\n已损坏，或者不是 Gatehouse 的数据库。',
    'start.damaged.todo':
      '如果想保留它，请把它（连同旁边的 {wal} 和 {shm}，如果有的话）移到另一个文件夹，然后重新启动 Gatehouse：它会从一个新的空数据库开始。',
    'start.newer.title': '这个 Gatehouse 比它的数据旧',
    'start.newer.what': '数据库\n{database}\n上次是由较新版本的 Gatehouse 使用的。这个版本不会改动它。',
    'start.newer.todo': '请重新安装那个较新的版本，以便继续使用。',
    'start.failed.title': 'Gatehouse 无法打开它的数据库',
    'start.failed.what': 'Gatehouse 无法打开或更新\n{database}',
    'start.window.title': 'Gatehouse 无法打开它的窗口',
    'start.unknown.title': 'Gatehouse 无法启动',
  },
} as const satisfies Record<AppLanguage, Record<string, string>>;

export type StartFailureWordKey = keyof (typeof WORDS)['en'];

/** Every language has every key (checked by the type above against English's keys, both ways, in a test). */
export const START_FAILURE_WORDS: Readonly<Record<AppLanguage, Readonly<Record<StartFailureWordKey, string>>>> = WORDS;

const compiled = new Map<string, IntlMessageFormat>();

/** One of the dialog's messages in `language`, its parameters filled as they are. Pure. */
export function formatStartFailureWords(
  language: AppLanguage,
  key: StartFailureWordKey,
  params: Record<string, string | number> = {},
): string {
  const id = `${language} ${key}`;
  let message = compiled.get(id);
  if (message === undefined) {
    message = new IntlMessageFormat(START_FAILURE_WORDS[language][key], language);
    compiled.set(id, message);
  }
  return String(message.format(params));
}
