import type { Locale } from './locales';

let active: Locale = 'en';
const listeners = new Set<() => void>();

/** The window's locale now; every t() and format* reads it. */
export function getLocale(): Locale {
  return active;
}

/**
 * Switches the window's language: sets `<html lang>` (the Chinese font stack in app.css and
 * screen readers follow it) and tells every subscriber, so the whole window renders again at once.
 * The same locale again does nothing.
 */
export function setLocale(locale: Locale): void {
  if (locale === active) return;
  active = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore (src/renderer/src/react-hooks/use-locale.ts); returns the unsubscribe. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
