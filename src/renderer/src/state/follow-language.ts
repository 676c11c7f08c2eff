import {
  deriveLocale,
  fetchCatalogue,
  getLocale,
  isCatalogueLoaded,
  setLocale,
  subscribeLocale,
  type Locale,
} from '../i18n';
import type { AppStore } from './store';

/** localStorage key a developer sets to '1' to see the window in the pseudo-locale (docs/i18n.md). */
export const PSEUDO_LOCALE_KEY = 'gatehouse.pseudoLocale';

/** Whether a developer switched the pseudo-locale on in this window's storage; storage that cannot be read is off. */
export function loadPseudoLocaleSwitch(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(PSEUDO_LOCALE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Keeps the window's locale on the language setting from now on: at once, and each time the store
 * changes (settings saved here or in another window, the operating system's locale from the
 * bootstrap). Until main has said, 'system' follows `navigatorLanguage`. `root` is `<html>`: its
 * `lang` follows the locale (app.css picks the Chinese fonts by it; screen readers pick a voice).
 * Returns the unsubscribe.
 */
export function runFollowLanguage(
  store: AppStore,
  navigatorLanguage: string,
  pseudo: boolean,
  root: { lang: string },
): () => void {
  // A language whose words are not here yet is switched to once they are, if still the one wanted
  // (the window keeps its words meanwhile; the controller waits for them before the first screen).
  let wanted: Locale | null = null;
  const follow = () => {
    const { settings, systemLocale } = store.getSnapshot();
    const locale = deriveLocale({
      setting: settings?.language,
      systemLocale: systemLocale ?? navigatorLanguage,
      pseudo,
    });
    wanted = locale;
    if (isCatalogueLoaded(locale)) setLocale(locale);
    else
      fetchCatalogue(locale).then(
        () => wanted === locale && setLocale(locale),
        () => undefined,
      );
  };
  const label = () => void (root.lang = getLocale());
  const stopLabel = subscribeLocale(label);
  label();
  follow();
  const stopFollow = store.subscribe(follow);
  return () => {
    stopFollow();
    stopLabel();
  };
}
