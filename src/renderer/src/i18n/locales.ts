import { AppLanguageSchema, type AppLanguage, type LanguageSetting } from '../../../shared/language';

/** The languages the window is written in (src/shared/language.ts), as BCP 47 tags. */
export const APP_LOCALES: readonly AppLanguage[] = AppLanguageSchema.options;

/**
 * For developers only, never offered in Settings: English with every letter accented and about a
 * third longer (./pseudo-locale.ts), to find text that is not in the catalogue and layouts that clip.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = AppLanguage | typeof PSEUDO_LOCALE;

/**
 * Pure: the window's language for an operating-system locale (Electron's app.getLocale(), or
 * navigator.language): Spanish for any es-*, Simplified Chinese for Chinese written in simplified
 * Han (zh, zh-CN, zh-SG, zh-Hans-*), English for everything else (zh-TW and zh-HK among them).
 * A tag that does not parse is English.
 */
export function deriveAppLocale(systemLocale: string): AppLanguage {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(systemLocale.replace(/_/g, '-')).maximize();
  } catch {
    return 'en';
  }
  if (locale.language === 'es') return 'es';
  if (locale.language === 'zh' && locale.script === 'Hans') return 'zh-CN';
  return 'en';
}

/**
 * Pure: the window's locale. The pseudo-locale when a developer switched it on; else the language
 * setting, where 'system' follows the operating system's locale (main's, or the window's own
 * navigator's until main has said).
 */
export function deriveLocale(input: {
  setting: LanguageSetting | undefined;
  systemLocale: string;
  pseudo: boolean;
}): Locale {
  if (input.pseudo) return PSEUDO_LOCALE;
  const setting = input.setting ?? 'system';
  return setting === 'system' ? deriveAppLocale(input.systemLocale) : setting;
}
