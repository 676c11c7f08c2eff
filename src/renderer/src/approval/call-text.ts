import { hasHiddenCharacters } from '../text/visible-text';
import { readHeldMarker } from '../../../shared/held-marker';

const EXCERPT_CHARS = 600;
const EXCERPT_LINES = 8;

/**
 * Pure. The start of a long rationale: at most 600 characters and 8 lines, and how many
 * characters were left out (0 when it is short enough to show whole).
 */
export function deriveRationaleExcerpt(text: string): { text: string; omitted: number } {
  let end = Math.min(text.length, EXCERPT_CHARS);
  let lines = 0;
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10 && ++lines === EXCERPT_LINES) {
      end = i;
      break;
    }
  }
  // Never split a surrogate pair (an emoji, a tag character) in two.
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
  return { text: text.slice(0, end), omitted: text.length - end };
}

/**
 * Pure. Whether any key or string value in the arguments has a character deriveVisibleText would
 * mark; for a text main holds back (src/shared/held-texts.ts), whether main found one in it.
 */
export function hasHiddenCharactersInArgs(value: unknown): boolean {
  if (typeof value === 'string') return readHeldMarker(value)?.hiddenCharacters ?? hasHiddenCharacters(value);
  if (Array.isArray(value)) return value.some(hasHiddenCharactersInArgs);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasHiddenCharacters(key) || hasHiddenCharactersInArgs(item));
  }
  return false;
}
