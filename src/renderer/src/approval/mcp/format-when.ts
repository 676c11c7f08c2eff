import { formatDateWith } from '../../i18n';

/**
 * An ISO 8601 time as a person reads it in their own time zone ("Wed 2 Jan 2030, 10:00"),
 * or the text as given when it is not a date. `timeZone` is for tests; the app uses the system's.
 */
export function formatWhen(iso: string | undefined, timeZone?: string): string {
  if (iso === undefined) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateWith(date, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone !== undefined ? { timeZone } : {}),
  });
}

/** "10:00 – 11:00" on one day, or both full times across days. */
export function formatSpan(start: string | undefined, end: string | undefined, timeZone?: string): string {
  const from = formatWhen(start, timeZone);
  if (end === undefined) return from;
  const a = new Date(start ?? '');
  const b = new Date(end);
  if (!Number.isNaN(a.getTime()) && !Number.isNaN(b.getTime())) {
    const day = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...(timeZone !== undefined ? { timeZone } : {}) }).format(
        d,
      );
    if (day(a) === day(b)) {
      const time = formatDateWith(b, {
        hour: '2-digit',
        minute: '2-digit',
        ...(timeZone !== undefined ? { timeZone } : {}),
      });
      return `${from} – ${time}`;
    }
  }
  return `${from} – ${formatWhen(end, timeZone)}`;
}

/** The person's time zone name, as the sheet names it. */
export function loadTimeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
