import { z } from 'zod';

/** The languages the window is written in, as BCP 47 tags. */
export const AppLanguageSchema = z.enum(['en', 'es', 'zh-CN']);
export type AppLanguage = z.infer<typeof AppLanguageSchema>;

/**
 * The language setting: one of the window's languages, or 'system' (the operating system's
 * language when the window has it, English otherwise). Stored data never depends on it: ids,
 * ISO dates and the approval record stay as they are whatever the window shows.
 */
export const LanguageSettingSchema = z.enum(['system', ...AppLanguageSchema.options]);
export type LanguageSetting = z.infer<typeof LanguageSettingSchema>;

/**
 * Pure: the app's language for an operating-system locale (Electron's app.getLocale(), or
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

/** Pure: the language a setting names, 'system' following the operating system's locale. */
export function deriveAppLanguage(setting: LanguageSetting | undefined, systemLocale: string): AppLanguage {
  const chosen = setting ?? 'system';
  return chosen === 'system' ? deriveAppLocale(systemLocale) : chosen;
}
