import { APP_LOCALES, fetchCatalogue } from '../../src/renderer/src/i18n';

/** Every translation's catalogue fetched, as a window fetches the one it speaks: setLocale takes only such a locale. */
export const fetchTranslations = (): Promise<void[]> =>
  Promise.all(APP_LOCALES.map((locale) => fetchCatalogue(locale)));
