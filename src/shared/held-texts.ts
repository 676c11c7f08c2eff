import { z } from 'zod';
import { DIFF_PAGE_CHARS } from './held-marker';

/**
 * Large texts held back from the window. Main stores each text of HELD_TEXT_MIN_CHARS or more once,
 * by its sha256 (src/main/store/text-store.ts); what it pushes to a window, and what session:load
 * and approval:get answer, carry such a text as a held marker instead — a string naming the text's
 * hash, its length and whether it has a hidden character — and the window reads the text itself
 * (`text:read`) only where it shows it whole: the edit form, a Monaco pane, an argument the person
 * opens. A write's diff comes as its first page and the rest by `text:page`. The log keeps every
 * text whole; only the window's copy holds markers (src/main/core/window-texts.ts).
 *
 * A marker names the text by its hash, so a sheet's preview token (sha256 over the call as the
 * window shows it) still binds to the exact text: main computes the same token over the same form.
 * Every string that begins with HELD_TEXT_MARK is held, whatever its length, so no argument the
 * model writes can pose as a marker (the window would otherwise show it as another text).
 */
export {
  buildHeldMarker,
  DIFF_PAGE_CHARS,
  HELD_TEXT_MARK,
  HELD_TEXT_MIN_CHARS,
  isHeldFromWindow,
  readHeldMarker,
  type HeldText,
} from './held-marker';

export const TextHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a text is named by its sha256');

/**
 * In the window's copy of a write preview whose diff is longer than a page: the diff's hash and
 * length. `unified` then holds its first page; the next starts where the window's text ends.
 */
export const DiffRestSchema = z.object({ hash: TextHashSchema, chars: z.number().int().positive() });
export type DiffRest = z.infer<typeof DiffRestSchema>;

/**
 * Pure. Where the page of `text` that starts at `from` ends: about DIFF_PAGE_CHARS on, at the end
 * of a line (after its line feed), or the text's end. A page never ends inside a line, so the pages
 * read so far are always whole lines of the diff.
 */
export function findPageEnd(text: string, from: number, pageChars: number = DIFF_PAGE_CHARS): number {
  if (text.length - from <= pageChars) return text.length;
  const cut = text.lastIndexOf('\n', from + pageChars - 1);
  if (cut >= from) return cut + 1;
  // One line longer than a page: the page is that line.
  const next = text.indexOf('\n', from + pageChars);
  return next === -1 ? text.length : next + 1;
}

/**
 * Pure. The page of `text` that starts at `from` and where the next one starts (null: none); null
 * when `from` is outside the text or not a line's start (the window asks from where its pages so far end).
 */
export function readTextPage(text: string, from: number): { text: string; next: number | null } | null {
  if (from < 0 || from > text.length) return null;
  if (from > 0 && text.charCodeAt(from - 1) !== 10) return null;
  const end = findPageEnd(text, from);
  return { text: text.slice(from, end), next: end < text.length ? end : null };
}
