// The window's languages and how one is chosen, apart from their schemas (src/shared/language.ts
// builds those from APP_LANGUAGES), so the window's first script needs no schema library.

/** The languages the window is written in, as BCP 47 tags. */
export const APP_LANGUAGES = ['en', 'es', 'zh-CN'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** The language setting: one of the window's languages, or 'system' (see src/shared/language.ts). */
export type LanguageSetting = 'system' | AppLanguage;

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
