import { appMessages } from './app';
import { approvalMessages } from './approval';
// MCP servers.
import { mcpMessages } from './mcp';
// Saved rules.
import { rulesMessages } from './rules';
// Hooks.
import { hooksMessages } from './hooks';

/**
 * The one message catalogue. Every string the person reads goes through t(), so a translation is
 * a second catalogue with the same keys. Parameters are written `{name}` in the message.
 * A message that depends on a number is a PluralMessage: one form per plural category of the
 * catalogue's language, chosen by the `count` parameter (Intl.PluralRules); `other` is required.
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;

const catalogue: Record<
  | keyof typeof appMessages
  | keyof typeof approvalMessages
  | keyof typeof mcpMessages
  | keyof typeof rulesMessages
  | keyof typeof hooksMessages,
  Message
> = { ...appMessages, ...approvalMessages, ...mcpMessages, ...rulesMessages, ...hooksMessages };

/** The language the catalogue above is written in; plural categories follow its rules. */
const CATALOGUE_LOCALE = 'en';
const pluralRules = new Intl.PluralRules(CATALOGUE_LOCALE);

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

/** Picks the plural form for `count` (pure); a missing category falls back to `other`. */
export function selectPluralForm(message: PluralMessage, count: number): string {
  return message[pluralRules.select(count)] ?? message.other;
}

/**
 * Looks a key up and fills its `{name}` parameters; an unknown parameter is left as written.
 * A plural message needs a numeric `count` parameter (without one, `other` is used).
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const message = catalogue[key];
  const count = params?.count;
  const template =
    typeof message === 'string' ? message : selectPluralForm(message, typeof count === 'number' ? count : Number.NaN);
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : typeof value === 'number' ? value.toLocaleString() : value;
  });
}

/** Formats an ISO timestamp as a short local time ("14:05"), or date and time when not today. */
export function formatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const listFormat = new Intl.ListFormat(CATALOGUE_LOCALE, { style: 'long', type: 'conjunction' });

/** Joins names as the catalogue's language lists them ("a, b and c"). Pure. */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** Formats a token count compactly: 950, 12.3k, 1.2M. */
export function formatTokens(n: number): string {
  if (n < 1000) return String(n);
  // A window a server counts in powers of two is said as it says it: 32,768 is 32k, 1,048,576 is 1M.
  if (n % 1_048_576 === 0) return `${n / 1_048_576}M`;
  if (n % 1024 === 0 && n < 1_048_576) return `${n / 1024}k`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}
