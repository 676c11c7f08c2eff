import { z } from 'zod';
import { APP_LANGUAGES } from './app-languages';

export {
  APP_LANGUAGES,
  deriveAppLanguage,
  deriveAppLocale,
  type AppLanguage,
  type LanguageSetting,
} from './app-languages';

/** The languages the window is written in, as BCP 47 tags. */
export const AppLanguageSchema = z.enum(APP_LANGUAGES);

/**
 * The language setting: one of the window's languages, or 'system' (the operating system's
 * language when the window has it, English otherwise). Stored data never depends on it: ids,
 * ISO dates and the approval record stay as they are whatever the window shows.
 */
export const LanguageSettingSchema = z.enum(['system', ...APP_LANGUAGES]);
