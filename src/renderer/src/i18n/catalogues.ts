import { enMessages, type Catalogue } from './en-messages';
import type { Locale } from './locales';
import { derivePseudoCatalogue } from './pseudo-locale';
import { loadChunkOnce } from '../components/load-chunk-once';

type Translated = Exclude<Locale, 'en' | 'en-XA'>;

/** Each translation as a chunk of its own: a window fetches the one it speaks, not every one. */
const TRANSLATIONS: Record<Translated, () => Promise<Catalogue>> = {
  es: () => import('./es').then((m) => m.messages),
  'zh-CN': () => import('./zh-CN').then((m) => m.messages),
};

export interface CatalogueRegistry {
  /** Whether `locale`'s words are here: English and the pseudo-locale always are. */
  has(locale: Locale): boolean;
  /** Brings `locale`'s catalogue in (one fetch however many ask; a failed one may be asked again). */
  fetch(locale: Locale): Promise<void>;
  /** `locale`'s catalogue, or English's while it has not been fetched. */
  load(locale: Locale): Catalogue;
}

/** The registry over `translations` (the app's chunks; a test gives its own). */
export function createCatalogueRegistry(translations: Record<Translated, () => Promise<Catalogue>>): CatalogueRegistry {
  const loaded = new Map<Locale, Catalogue>([['en', enMessages]]);
  // Each fetched once however many ask, and asked again after a failure.
  const loaders = {
    es: loadChunkOnce(translations.es),
    'zh-CN': loadChunkOnce(translations['zh-CN']),
  } satisfies Record<Translated, () => Promise<Catalogue>>;
  let pseudo: Catalogue | null = null;
  const has = (locale: Locale) => locale === 'en-XA' || loaded.has(locale);
  return {
    has,
    fetch(locale) {
      if (has(locale)) return Promise.resolve();
      return loaders[locale as Translated]().then((catalogue) => void loaded.set(locale, catalogue));
    },
    load(locale) {
      if (locale !== 'en-XA') return loaded.get(locale) ?? enMessages;
      // The pseudo-locale's is derived from English the first time it is asked for.
      pseudo ??= derivePseudoCatalogue(enMessages);
      return pseudo;
    },
  };
}

const registry = createCatalogueRegistry(TRANSLATIONS);

/** Whether `locale` can be shown now (setLocale accepts only such a locale). */
export const isCatalogueLoaded = (locale: Locale): boolean => registry.has(locale);
/** Fetches `locale`'s catalogue, so the window can switch to it. */
export const fetchCatalogue = (locale: Locale): Promise<void> => registry.fetch(locale);
/** A locale's catalogue (English's for one not fetched: setLocale keeps the window off such a locale). */
export const loadCatalogue = (locale: Locale): Catalogue => registry.load(locale);
