// A held text's marker (what held-texts.ts describes), apart from the schemas there, so the window's
// first script needs no schema library.

export const HELD_TEXT_MIN_CHARS = 16 * 1024;
export const HELD_TEXT_MARK = '\u0000gatehouse-held:';
/** A diff's page: about this many characters, ended at a line's end. */
export const DIFF_PAGE_CHARS = 256 * 1024;

export interface HeldText {
  /** sha256 (hex) of the text. */
  hash: string;
  chars: number;
  /** Whether the text has a character the window would mark (src/shared/hidden-characters.ts). */
  hiddenCharacters: boolean;
}

const MARKER_REST = /^([0-9a-f]{64}):(\d{1,12}):([01])$/;

/** Pure. Whether main holds this string back from the window. */
export function isHeldFromWindow(text: string): boolean {
  return text.length >= HELD_TEXT_MIN_CHARS || text.startsWith(HELD_TEXT_MARK);
}

/** Pure. The marker that stands for a held text in the window's copy. */
export function buildHeldMarker(held: HeldText): string {
  return `${HELD_TEXT_MARK}${held.hash}:${held.chars}:${held.hiddenCharacters ? 1 : 0}`;
}

/** Pure. The held text a value stands for, or null when it is not a marker. */
export function readHeldMarker(value: unknown): HeldText | null {
  if (typeof value !== 'string' || !value.startsWith(HELD_TEXT_MARK)) return null;
  const m = MARKER_REST.exec(value.slice(HELD_TEXT_MARK.length));
  if (m === null) return null;
  return { hash: m[1]!, chars: Number(m[2]), hiddenCharacters: m[3] === '1' };
}
