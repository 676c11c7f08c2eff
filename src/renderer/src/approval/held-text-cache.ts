import { readHeldMarker } from '../../../shared/held-marker';
import { createTextCache } from '../../../shared/text-cache';

/**
 * The large texts main holds back from this window (src/shared/held-texts.ts): read from main where
 * they are shown whole, and remembered by hash so a text read once is not asked for again.
 */
const cache = createTextCache(128 * 1024 * 1024);

export function rememberText(hash: string, text: string): void {
  cache.remember(hash, text);
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
