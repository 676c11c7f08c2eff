import { isCatalogueLoaded } from './catalogues';
import type { Locale } from './locales';

let active: Locale = 'en';
const listeners = new Set<() => void>();

/** The window's locale now; every t() and format* reads it. */
export function getLocale(): Locale {
  return active;
}

/**
 * Switches the language and tells every subscriber (React renders the whole window again at once;
 * src/renderer/src/state/follow-language.ts sets `<html lang>`). The same locale again does nothing;
 * a locale whose catalogue is not fetched yet (./catalogues.ts) is refused.
 * No DOM here: these modules load in Node too (the tests, and main's menus and dialogs later).
 */
export function setLocale(locale: Locale): void {
  if (locale === active) return;
  // Its words would be English's, and compiled and kept as its own: fetchCatalogue comes first.
  if (!isCatalogueLoaded(locale)) throw new Error(`The ${locale} catalogue has not been fetched (fetchCatalogue) yet.`);
  active = locale;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore (src/renderer/src/react-hooks/use-locale.ts); returns the unsubscribe. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
