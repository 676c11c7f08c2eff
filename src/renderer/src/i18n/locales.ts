import {
  APP_LANGUAGES,
  deriveAppLanguage,
  deriveAppLocale,
  type AppLanguage,
  type LanguageSetting,
} from '../../../shared/app-languages';

/** The languages the window is written in (src/shared/app-languages.ts), as BCP 47 tags. */
export const APP_LOCALES: readonly AppLanguage[] = APP_LANGUAGES;

/**
 * For developers only, never offered in Settings: English with every letter accented and about a
 * third longer (./pseudo-locale.ts), to find text that is not in the catalogue and layouts that clip.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = AppLanguage | typeof PSEUDO_LOCALE;

/** The window's language for an operating-system locale: the one mapping, shared with main's own words. */
export { deriveAppLocale };

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
  return deriveAppLanguage(input.setting, input.systemLocale);
}
