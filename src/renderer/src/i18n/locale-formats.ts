import { getLocale } from './active-locale';
import type { Locale } from './locales';

/** Intl objects per locale and options, made once: formatting runs on every render. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const numberFormat = (locale: Locale, fractionDigits: number | null) =>
  cached(`n:${locale}:${fractionDigits}`, () =>
    fractionDigits === null
      ? new Intl.NumberFormat(locale)
      : new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  );

const dateTimeFormat = (locale: Locale, name: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d:${locale}:${name}`, () => new Intl.DateTimeFormat(locale, options));

/** A number as the window's language writes it: 1,234 (en), 1234 / 12.345 (es), 1,234 (zh-CN). */
export function formatNumber(n: number): string {
  return numberFormat(getLocale(), null).format(n);
}

/** A number with exactly `digits` decimals, in the window's language (4.5 / 4,5). */
export function formatDecimal(n: number, digits: number): string {
  return numberFormat(getLocale(), digits).format(n);
}

/** Formats an ISO timestamp as a short local time ("14:05"), or date and time when not today. */
export function formatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = getLocale();
  return date.toDateString() === now.toDateString()
    ? dateTimeFormat(locale, 'time', { hour: '2-digit', minute: '2-digit' }).format(date)
    : dateTimeFormat(locale, 'dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A date with its time to the second ("1 Dec 2026, 14:05:09" in English), or the text as given when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(getLocale(), 'dateTimeSeconds', { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** A time of day with seconds as the window's language writes it ("14:05:09" / "2:05:09 PM"). */
export function formatTimeOfDay(date: Date): string {
  return dateTimeFormat(getLocale(), 'timeOfDay', { timeStyle: 'medium' }).format(date);
}

/** Any date-time options, in the window's language (the approval sheet's calendar times). */
export function formatDateWith(date: Date, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(getLocale(), `custom:${JSON.stringify(options)}`, options).format(date);
}

/** Joins names as the window's language lists them ("a, b and c", "a, b y c", "a、b和c"). */
export function formatList(items: readonly string[]): string {
  const locale = getLocale();
  return cached(`l:${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).format(items);
}

/** Formats a token count compactly: 950, 12.3k, 1.2M (the decimal mark as the language writes it). */
export function formatTokens(n: number): string {
  if (n < 1000) return formatNumber(n);
  // A window a server counts in powers of two is said as it says it: 32,768 is 32k, 1,048,576 is 1M.
  if (n % 1_048_576 === 0) return `${formatNumber(n / 1_048_576)}M`;
  if (n % 1024 === 0 && n < 1_048_576) return `${formatNumber(n / 1024)}k`;
  if (n < 1_000_000) return `${formatDecimal(n / 1000, n < 10_000 ? 1 : 0)}k`;
  return `${formatDecimal(n / 1_000_000, 1)}M`;
}
