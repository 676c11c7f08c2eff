import { appMessages } from './app';
import { approvalMessages } from './approval';

/**
 * The one message catalogue. Every string the person reads goes through t(), so a translation is
 * a second catalogue with the same keys. Parameters are written `{name}` in the message.
 */
const catalogue = { ...appMessages, ...approvalMessages };

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

/** Looks a key up and fills its `{name}` parameters; an unknown parameter is left as written. */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = catalogue[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
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

/** Formats a token count compactly: 950, 12.3k, 1.2M. */
export function formatTokens(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}
