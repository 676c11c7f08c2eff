import { IntlMessageFormat } from 'intl-messageformat';
import type { AppLanguage } from '../../shared/language';

/**
 * What the main process itself puts in front of the person outside the window — an OS
 * notification, the titles of the native folder and save dialogs — in the person's language (the
 * window's own words are in src/renderer/src/i18n). ICU messages, as the window's are.
 */
const WORDS = {
  en: {
    'notify.title': 'Gatehouse is waiting for you',
    'notify.body': '{title}: {count, plural, one {1 action waits} other {# actions wait}} for your approval.',
    'dialog.folder': 'Choose the folder Gatehouse may work in',
    'dialog.save': 'Save as',
  },
  es: {
    'notify.title': 'Gatehouse te está esperando',
    'notify.body': '{title}: {count, plural, one {1 acción espera} other {# acciones esperan}} tu aprobación.',
    'dialog.folder': 'Elige la carpeta en la que Gatehouse puede trabajar',
    'dialog.save': 'Guardar como',
  },
  'zh-CN': {
    'notify.title': 'Gatehouse 正在等你',
    'notify.body': '{title}：{count} 项操作等待你的审批。',
    'dialog.folder': '选择 Gatehouse 可以在其中工作的文件夹',
    'dialog.save': '另存为',
  },
} as const satisfies Record<AppLanguage, Record<string, string>>;

export type NativeWordKey = keyof (typeof WORDS)['en'];

/** Every language has every key (checked by the type above against English's keys, both ways, in a test). */
export const NATIVE_WORDS: Readonly<Record<AppLanguage, Readonly<Record<NativeWordKey, string>>>> = WORDS;

const compiled = new Map<string, IntlMessageFormat>();

/** One message in `language`, its parameters filled (numbers in that language's digits and plurals). Pure. */
export function formatNativeWords(
  language: AppLanguage,
  key: NativeWordKey,
  params: Record<string, string | number> = {},
): string {
  const id = `${language} ${key}`;
  let message = compiled.get(id);
  if (message === undefined) {
    message = new IntlMessageFormat(NATIVE_WORDS[language][key], language);
    compiled.set(id, message);
  }
  return String(message.format(params));
}
