import { enMessages, type Catalogue } from './en-messages';
import { messages as esMessages } from './es';
import { messages as zhCnMessages } from './zh-CN';
import type { Locale } from './locales';
import { derivePseudoCatalogue } from './pseudo-locale';

/** The registry: each locale's catalogue. The translations are typed to have every English key. */
const CATALOGUES: Record<Exclude<Locale, 'en-XA'>, Catalogue> = {
  en: enMessages,
  es: esMessages,
  'zh-CN': zhCnMessages,
};

let pseudo: Catalogue | null = null;

/** A locale's catalogue; the pseudo-locale's is derived from English the first time it is asked for. */
export function loadCatalogue(locale: Locale): Catalogue {
  if (locale !== 'en-XA') return CATALOGUES[locale];
  pseudo ??= derivePseudoCatalogue(enMessages);
  return pseudo;
}
