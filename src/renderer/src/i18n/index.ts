import { getLocale } from './active-locale';
import { loadCatalogue } from './catalogues';
import { compileMessage, createSharedFormatters, type CompiledMessage, type MessageParams } from './compile-message';
import { enMessages, type MessageKey } from './en-messages';
import { formatDecimal } from './locale-formats';
import type { Locale } from './locales';

/**
 * The window's words. Every string the person reads goes through t(key, params): the key names a
 * message of the active locale's catalogue (./catalogues.ts), an ICU message compiled once per
 * locale by FormatJS's intl-messageformat (./compile-message.ts). docs/i18n.md says how to add one.
 */
export type { MessageKey, Catalogue } from './en-messages';
export type { MessageParams } from './compile-message';
export type { Locale } from './locales';
export { APP_LOCALES, PSEUDO_LOCALE, deriveAppLocale, deriveLocale } from './locales';
export { getLocale, setLocale, subscribeLocale } from './active-locale';
export { fetchCatalogue, isCatalogueLoaded } from './catalogues';
export {
  formatDateTime,
  formatDateWith,
  formatList,
  formatNumber,
  formatTime,
  formatTimeOfDay,
  formatTokens,
} from './locale-formats';

interface LocaleMessages {
  readonly formatters: ReturnType<typeof createSharedFormatters>;
  readonly compiled: Map<MessageKey, CompiledMessage>;
}

const compiledByLocale = new Map<Locale, LocaleMessages>();

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(enMessages, key);
}

/**
 * The key's message in `locale`, compiled on first use and kept. A translation that is missing or
 * not valid ICU falls back to the English message (the catalogue tests keep that from shipping).
 */
function loadCompiled(locale: Locale, key: MessageKey): CompiledMessage {
  let messages = compiledByLocale.get(locale);
  if (!messages) {
    messages = { formatters: createSharedFormatters(), compiled: new Map() };
    compiledByLocale.set(locale, messages);
  }
  let compiled = messages.compiled.get(key);
  if (!compiled) {
    const source = loadCatalogue(locale)[key];
    try {
      compiled = compileMessage(source ?? enMessages[key], locale, messages.formatters);
    } catch {
      compiled = compileMessage(enMessages[key], locale, messages.formatters);
    }
    messages.compiled.set(key, compiled);
  }
  return compiled;
}

/**
 * The key's message in the window's language with its parameters filled (see compileMessage for
 * how numbers, plurals and a missing parameter read). A key no catalogue has comes back as itself.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  if (!isMessageKey(key)) return key;
  return loadCompiled(getLocale(), key).format(params);
}

/** Bytes in plain units, numbers as the language writes them: 980 B, 12.3 KB, 4.1 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return t('format.bytes', { size: n });
  if (n < 1024 * 1024) return t('format.kilobytes', { size: formatDecimal(n / 1024, 1) });
  return t('format.megabytes', { size: formatDecimal(n / (1024 * 1024), 1) });
}
