/** JSON with object keys sorted (undefined members left out), so equal values always spell the same text. Pure. */
export function deriveCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(deriveCanonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${deriveCanonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
