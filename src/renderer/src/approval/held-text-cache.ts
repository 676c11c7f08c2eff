import { readHeldMarker } from '../../../shared/held-texts';

/**
 * The large texts main holds back from this window (src/shared/held-texts.ts): read from main where
 * they are shown whole, and remembered by hash so a text read once is not asked for again.
 */
const CACHE_CHARS = 64 * 1024 * 1024;
const cache = new Map<string, string>();
let cachedChars = 0;

export function rememberText(hash: string, text: string): void {
  if (cache.has(hash) || text.length > CACHE_CHARS / 2) return;
  cache.set(hash, text);
  cachedChars += text.length;
  for (const [old, value] of cache) {
    if (cachedChars <= CACHE_CHARS) break;
    cache.delete(old);
    cachedChars -= value.length;
  }
}

/** The text a held marker stands for when this window has read it, else the string itself. */
export function readHeldOrSelf(value: string): string {
  const held = readHeldMarker(value);
  return held === null ? value : (cache.get(held.hash) ?? value);
}

/** Pure. Whether any string in the value is a held marker. */
export function hasHeldText(value: unknown): boolean {
  if (typeof value === 'string') return readHeldMarker(value) !== null;
  if (Array.isArray(value)) return value.some(hasHeldText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasHeldText);
  return false;
}

/** A text this window has read, by its hash. */
export function readCachedText(hash: string): string | undefined {
  return cache.get(hash);
}
