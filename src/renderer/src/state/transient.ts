/**
 * Copy-on-write with one exception, so folding a whole log stays linear. The reducers are pure:
 * each returns a new view and leaves the old one as it was, which costs a copy of the transcript
 * and of the tool cards per event — quadratic over a log (5,000 messages took seconds to open).
 * While buildSessionView folds a snapshot, the arrays and records it started with are marked
 * transient: no one else holds them (every intermediate view is dropped), so the reducers may
 * change them in place. The marks are removed before the view is handed out; from then on every
 * change copies as before.
 */
const transient = new WeakSet<object>();

export function markTransient<T extends object>(value: T): T {
  transient.add(value);
  return value;
}

export function unmarkTransient(...values: object[]): void {
  for (const value of values) transient.delete(value);
}

/** `entries` with `items` added at the end: a new array (the same one when nothing is added), or the same one while a fold owns it. */
export function appendItems<T>(entries: readonly T[], ...items: T[]): T[] {
  if (items.length === 0) return entries as T[];
  if (transient.has(entries)) {
    (entries as T[]).push(...items);
    return entries as T[];
  }
  return [...entries, ...items];
}

/** A record the caller may change: a shallow copy, or the record itself while a fold owns it. */
export function draftRecord<T>(record: Record<string, T>): Record<string, T> {
  return transient.has(record) ? record : { ...record };
}
