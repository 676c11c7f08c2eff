import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, type Locale } from '../i18n';

/**
 * The window's locale; the component renders again when it changes. App reads it, so the whole
 * tree renders again at once; a memo() component that shows words reads it too, or it would keep
 * the old language until its props change (tests/renderer/a-language-switch-renders-every-word-again.test.tsx).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
