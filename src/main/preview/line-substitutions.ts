/**
 * One changed line pair read as a substitution: the spans worth trying (most readable first) and the
 * exact check that a substitution describes the pair. What derive-diff-meaning.ts groups by.
 */

/** Lines longer than this are paired only as whole lines (no search for a smaller substitution). */
const MAX_LINE_CHARS = 10_000;

/** Spans tried per line pair, besides the whole line. */
export const SPANS = 4;

/** Codes a change's hash starts from: part of a line substituted, lines inserted, lines deleted, a whole line replaced. */
export const CHANGE_CODE = { substitute: 1, insert: 2, delete: 3, line: 4 } as const;
export type ChangeCode = (typeof CHANGE_CODE)[keyof typeof CHANGE_CODE];

/** A substitution that describes a line pair exactly: the old line with every `from` replaced by `to` is the new line. */
export interface LineSubstitution {
  from: string;
  to: string;
  /** How many times `from` occurs in the old line. */
  places: number;
}

const WORD = /[\p{L}\p{N}_]/u;
/** Pure: whether s[i] is a word character (ASCII fast path; other letters and digits by Unicode class). */
function isWordAt(s: string, i: number): boolean {
  if (i < 0 || i >= s.length) return false;
  const c = s.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD.test(s[i] as string);
}

/** Pure: FNV-1a of s[from, to) on top of `h`. Counting by hash needs no substring; equal texts are still checked. */
function deriveRangeHash(h: number, s: string, from: number, to: number): number {
  let x = h;
  for (let i = from; i < to; i++) x = Math.imul(x ^ s.charCodeAt(i), 16777619);
  return x;
}

/** Pure: the hash of a change: its code and both sides, before[bFrom, bTo) and after[aFrom, aTo). */
export function deriveChangeHash(
  code: ChangeCode,
  before: string,
  bFrom: number,
  bTo: number,
  after: string,
  aFrom: number,
  aTo: number,
): number {
  const h = deriveRangeHash(Math.imul(2166136261 ^ code, 16777619), before, bFrom, bTo);
  return deriveRangeHash(Math.imul(h ^ (bTo - bFrom), 16777619), after, aFrom, aTo);
}

/**
 * Pure: how many `from` replacing every `from` in the old line before[bFrom, bTo) with `to` changes,
 * when that gives exactly the new line after[aFrom, aTo); else 0. The same as
 * oldLine.split(from).join(to) === newLine (occurrences found left to right, never overlapping),
 * without building either: the text kept between occurrences is compared as strings (native
 * comparisons, no character loop). When `from` and `to` differ in length, the two lines' lengths
 * already say how many places there must be; a pair they rule out is not read at all.
 */
export function deriveExactSubstitution(
  before: string,
  bFrom: number,
  bTo: number,
  after: string,
  aFrom: number,
  aTo: number,
  from: string,
  to: string,
): number {
  const fromLength = from.length;
  const toLength = to.length;
  if (fromLength === 0) return 0;
  const grows = aTo - aFrom - (bTo - bFrom);
  if (
    fromLength === toLength
      ? grows !== 0
      : grows % (toLength - fromLength) !== 0 || grows / (toLength - fromLength) <= 0
  )
    return 0;
  const oldLine = before.slice(bFrom, bTo);
  const newLine = after.slice(aFrom, aTo);
  let i = 0;
  let j = 0;
  let places = 0;
  for (let k = oldLine.indexOf(from); k !== -1; k = oldLine.indexOf(from, i)) {
    // The text between two occurrences is kept as it is.
    if (k > i && oldLine.slice(i, k) !== newLine.slice(j, j + k - i)) return 0;
    j += k - i;
    if (!newLine.startsWith(to, j)) return 0;
    i = k + fromLength;
    j += toLength;
    places++;
  }
  if (places === 0 || oldLine.length - i !== newLine.length - j) return 0;
  return i === oldLine.length || oldLine.slice(i) === newLine.slice(j) ? places : 0;
}

/** Pure: the start of the token ending at `i` (a run of word characters, or one other character). */
function deriveTokenStart(s: string, i: number): number {
  if (i <= 0) return 0;
  if (!isWordAt(s, i - 1)) return i - 1;
  let k = i - 1;
  while (k > 0 && isWordAt(s, k - 1)) k--;
  return k;
}

/** Pure: the end of the token starting at `i`. */
function deriveTokenEnd(s: string, i: number): number {
  if (i >= s.length) return s.length;
  if (!isWordAt(s, i)) return i + 1;
  let k = i + 1;
  while (k < s.length && isWordAt(s, k)) k++;
  return k;
}

/** Pure: where the word holding the first change ends on one side (`ws` < `p`: the change falls inside a word). */
function deriveFirstWordEnd(side: string, ws: number, p: number): number {
  if (ws === p) return deriveTokenEnd(side, p);
  let k = p;
  while (k < side.length && isWordAt(side, k)) k++;
  return k;
}

/**
 * Pure: the spans [start, endBefore, endAfter] worth trying as a substitution for a changed line,
 * most readable first: the first changed word, the changed span widened to whole words, the changed
 * span itself, and (when one side of it is empty: an insertion inside the line) the span with a token
 * on either side. Written into `out` at `at`; unused slots get start -1. Unverified.
 */
export function deriveCandidateSpans(before: string, after: string, out: Int32Array, at: number): void {
  out[at + 9] = -1;
  if (before.length > MAX_LINE_CHARS || after.length > MAX_LINE_CHARS) {
    out.fill(-1, at, at + SPANS * 3);
    return;
  }
  const min = Math.min(before.length, after.length);
  let p = 0;
  while (p < min && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  let s = 0;
  while (s < min - p && before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s)) s++;
  const endB = before.length - s;
  const endA = after.length - s;
  let ws = p;
  if (isWordAt(before, p - 1) && (isWordAt(before, p) || isWordAt(after, p))) ws = deriveTokenStart(before, p);
  let eB = endB;
  let eA = endA;
  while (eB < before.length && isWordAt(before, eB) && (isWordAt(before, eB - 1) || isWordAt(after, eA - 1))) {
    eB++;
    eA++;
  }
  out[at] = ws;
  out[at + 1] = deriveFirstWordEnd(before, ws, p);
  out[at + 2] = deriveFirstWordEnd(after, ws, p);
  out[at + 3] = ws;
  out[at + 4] = eB;
  out[at + 5] = eA;
  out[at + 6] = p;
  out[at + 7] = endB;
  out[at + 8] = endA;
  if (p === endB || p === endA) {
    const right = deriveTokenEnd(before, endB);
    out[at + 9] = deriveTokenStart(before, p);
    out[at + 10] = right;
    out[at + 11] = right + (after.length - before.length);
  }
}

/**
 * Pure: the substitutions that describe one changed line exactly, most readable first, the whole
 * line last (it always does). What deriveDiffMeaning chooses from, for one pair.
 */
export function deriveLineSubstitutions(before: string, after: string): LineSubstitution[] {
  const spans = new Int32Array(SPANS * 3);
  deriveCandidateSpans(before, after, spans, 0);
  const found: LineSubstitution[] = [];
  for (let c = 0; c < SPANS; c++) {
    const start = spans[c * 3] as number;
    if (start < 0) continue;
    const from = before.slice(start, spans[c * 3 + 1]);
    const to = after.slice(start, spans[c * 3 + 2]);
    if (found.some((f) => f.from === from && f.to === to)) continue;
    const places = deriveExactSubstitution(before, 0, before.length, after, 0, after.length, from, to);
    if (places > 0) found.push({ from, to, places });
  }
  if (!found.some((f) => f.from === before)) found.push({ from: before, to: after, places: 1 });
  return found;
}
