/**
 * Pure: the cases of an ICU select, `key {message}` each, for a message that repeats other
 * messages as its variants (a rules file's rule that cannot work says which problem it has). The
 * `other` case is the caller's.
 */
export function buildSelectCases(cases: Readonly<Record<string, string>>): string {
  return Object.entries(cases)
    .map(([key, message]) => `${key} {${message}}`)
    .join(' ');
}
