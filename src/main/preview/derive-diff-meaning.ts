import type { DiffMeaning, SameChange } from '../../shared/tools';

/**
 * Finds the changes a diff makes again and again, so a find-and-replace over 100,000
 * lines reads as "`tomato` → `TOMATO` in 100,000 places" instead of pages of deletions and additions.
 *
 * Each run of changes (a block: old lines [os, oe) replaced by new lines [ns, ne)) is read as:
 * - as many old as new lines: line pairs in order. A pair gets every candidate substitution x → y
 *   that describes it exactly (the old line with every x replaced by y IS the new line); the
 *   candidate most pairs share wins, so the same edit is named once however it was found;
 * - only new lines (an insertion) or only old lines (a deletion) of at most MAX_BLOCK_LINES: the text;
 * - anything else: not grouped.
 * A change found fewer than twice is not a group. Whatever no group explains is counted and its
 * hunks listed, so the sheet shows it in full: a group never stands in for a different change.
 */

/** An insertion or deletion longer than this is not compared with others (a new file is one such block). */
const MAX_BLOCK_LINES = 20;
/** Lines longer than this are paired only as whole lines (no search for a smaller substitution). */
const MAX_LINE_CHARS = 10_000;
/** Groups kept, most places first; the rest count as other changes. */
const MAX_GROUPS = 100;

export interface DiffMeaningInput {
  oldText: string;
  oldStarts: Int32Array;
  newText: string;
  newStarts: Int32Array;
  /** Flat [oldStart, oldEnd, newStart, newEnd, ...] per block, in order (0-based line indexes). */
  blocks: readonly number[];
  /** The hunk each block is printed in, by block number. */
  hunkOfBlock: readonly number[];
}

/** A substitution that describes a line pair exactly: the old line with every `from` replaced by `to` is the new line. */
export interface LineSubstitution {
  from: string;
  to: string;
  /** How many times `from` occurs in the old line. */
  places: number;
}

/** Spans tried per line pair, besides the whole line. */
const SPANS = 4;

const WORD = /[\p{L}\p{N}_]/u;
/** Pure: whether s[i] is a word character (ASCII fast path; other letters and digits by Unicode class). */
function isWordAt(s: string, i: number): boolean {
  if (i < 0 || i >= s.length) return false;
  const c = s.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD.test(s[i] as string);
}

/** Pure: the end of line `index` without its terminator ("\n" or "\r\n"). */
function deriveBodyEnd(text: string, starts: Int32Array, index: number): number {
  const from = starts[index] as number;
  const to = starts[index + 1] as number;
  if (to === from || text.charCodeAt(to - 1) !== 10) return to;
  return to - 1 > from && text.charCodeAt(to - 2) === 13 ? to - 2 : to - 1;
}

/** Pure: FNV-1a of s[from, to) on top of `h`. Counting by hash needs no substring; equal texts are still checked. */
function deriveRangeHash(h: number, s: string, from: number, to: number): number {
  let x = h;
  for (let i = from; i < to; i++) x = Math.imul(x ^ s.charCodeAt(i), 16777619);
  return x;
}

/** Pure: the hash of a change: its kind and both sides. */
function deriveChangeHash(
  kind: number,
  before: string,
  bFrom: number,
  bTo: number,
  after: string,
  aFrom: number,
  aTo: number,
): number {
  const h = deriveRangeHash(Math.imul(2166136261 ^ kind, 16777619), before, bFrom, bTo);
  return deriveRangeHash(Math.imul(h ^ (bTo - bFrom), 16777619), after, aFrom, aTo);
}

/**
 * Pure: how many `from` replacing every `from` in `before` with `to` changes, when that gives exactly
 * `after`; else 0. The same as before.split(from).join(to) === after, without building either.
 */
function deriveExactSubstitution(before: string, after: string, from: string, to: string): number {
  if (from === '') return 0;
  let i = 0;
  let j = 0;
  let places = 0;
  for (let k = before.indexOf(from); k !== -1; k = before.indexOf(from, i)) {
    // The text between two occurrences is kept as it is.
    for (; i < k; i++, j++) if (before.charCodeAt(i) !== after.charCodeAt(j)) return 0;
    if (!after.startsWith(to, j)) return 0;
    i = k + from.length;
    j += to.length;
    places++;
  }
  if (places === 0 || before.length - i !== after.length - j) return 0;
  for (; i < before.length; i++, j++) if (before.charCodeAt(i) !== after.charCodeAt(j)) return 0;
  return places;
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
function deriveCandidateSpans(before: string, after: string, out: Int32Array, at: number): void {
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
    const places = deriveExactSubstitution(before, after, from, to);
    if (places > 0) found.push({ from, to, places });
  }
  if (!found.some((f) => f.from === before)) found.push({ from: before, to: after, places: 1 });
  return found;
}

/** One change to be grouped: a line pair, an inserted block or a deleted block. */
interface Member {
  block: number;
  kind: SameChange['kind'];
  oldLine: number;
  newLine: number;
  lineCount: number;
  /** Hash of the change it is grouped by (kind, from, to); set once chosen. */
  hash: number;
  from: string;
  to: string;
  places: number;
  /** Line pairs only: the two lines, without their terminators. */
  before: string;
  after: string;
}

const KIND_CODE: Record<SameChange['kind'] | 'line', number> = { substitute: 1, insert: 2, delete: 3, line: 4 };

/** Pure: the members of one block, or null when the block cannot be grouped. */
function deriveBlockMembers(input: DiffMeaningInput, block: number): Member[] | null {
  const { blocks, oldText, oldStarts, newText, newStarts } = input;
  const os = blocks[block * 4] as number;
  const oe = blocks[block * 4 + 1] as number;
  const ns = blocks[block * 4 + 2] as number;
  const ne = blocks[block * 4 + 3] as number;
  const k = oe - os;
  const j = ne - ns;
  if (k === 0 || j === 0) {
    const count = k + j;
    if (count > MAX_BLOCK_LINES) return null;
    const kind = k === 0 ? 'insert' : 'delete';
    const text =
      k === 0
        ? newText.slice(newStarts[ns] as number, newStarts[ne] as number)
        : oldText.slice(oldStarts[os] as number, oldStarts[oe] as number);
    const [from, to] = kind === 'insert' ? ['', text] : [text, ''];
    const hash = deriveChangeHash(KIND_CODE[kind], from, 0, from.length, to, 0, to.length);
    return [
      {
        block,
        kind,
        oldLine: os + 1,
        newLine: ns + 1,
        lineCount: count,
        hash,
        from,
        to,
        places: 1,
        before: '',
        after: '',
      },
    ];
  }
  if (k !== j) return null;
  const members: Member[] = [];
  for (let i = 0; i < k; i++) {
    const oldEnd = deriveBodyEnd(oldText, oldStarts, os + i);
    const newEnd = deriveBodyEnd(newText, newStarts, ns + i);
    // A changed line ending is not a substitution inside the line: such a block stays as it is.
    if ((oldStarts[os + i + 1] as number) - oldEnd !== (newStarts[ns + i + 1] as number) - newEnd) return null;
    const before = oldText.slice(oldStarts[os + i] as number, oldEnd);
    const after = newText.slice(newStarts[ns + i] as number, newEnd);
    // The diff may list a line as removed and added again in the same place (its heuristics on
    // large inputs): that changes nothing, so it needs no group and hides nothing.
    if (before === after) continue;
    members.push({
      block,
      kind: 'substitute',
      oldLine: os + i + 1,
      newLine: ns + i + 1,
      lineCount: 1,
      hash: 0,
      from: '',
      to: '',
      places: 0,
      before,
      after,
    });
  }
  return members;
}

/** Pure: members with the same change (same hash, then the same texts), in order; `chosen` says which members take part. */
function gatherSameChanges(members: readonly Member[], chosen: (m: Member) => boolean): number[][] {
  const byHash = new Map<number, number[][]>();
  const lists: number[][] = [];
  members.forEach((m, index) => {
    if (!chosen(m)) return;
    const buckets = byHash.get(m.hash);
    const same = buckets?.find((list) => {
      const first = members[list[0] as number] as Member;
      return first.kind === m.kind && first.from === m.from && first.to === m.to;
    });
    if (same !== undefined) same.push(index);
    else {
      const list = [index];
      lists.push(list);
      if (buckets === undefined) byHash.set(m.hash, [list]);
      else buckets.push(list);
    }
  });
  return lists;
}

/** Past this many changed line pairs, candidates are counted on an even sample of the pairs and verified on every pair. */
const SAMPLE_PAIRS = 2_000;
/** The sample's most shared candidates tried on every pair, most shared first. */
const SAMPLED_CANDIDATES = 8;

/**
 * Gives each line pair the substitution it shares with most others that describes it exactly
 * (sets hash, from, to, places; places 0 when none is shared). Why a sample: a find-and-replace
 * over 70,000 lines is one substitution, and finding it on 2,000 pairs then checking each pair
 * once costs a fraction of counting every pair's candidates. Pairs none of the sampled candidates
 * describe are counted as before, among themselves. Either way a pair only ever gets a
 * substitution verified on its own two lines.
 */
function assignSubstitutions(pairs: Member[]): void {
  if (pairs.length <= 2 * SAMPLE_PAIRS) {
    assignByCounting(pairs);
    return;
  }
  const step = pairs.length / SAMPLE_PAIRS;
  const sample = Array.from({ length: SAMPLE_PAIRS }, (_, i) => pairs[Math.floor(i * step)] as Member);
  const candidates = deriveSharedCandidates(sample).slice(0, SAMPLED_CANDIDATES);
  const rest: Member[] = [];
  for (const m of pairs) {
    const found = candidates.find((c) => {
      const places = deriveExactSubstitution(m.before, m.after, c.from, c.to);
      if (places === 0) return false;
      m.hash = c.hash;
      m.from = c.from;
      m.to = c.to;
      m.places = places;
      return true;
    });
    if (found === undefined) rest.push(m);
  }
  assignByCounting(rest);
}

/** Pure: the candidates at least two of these pairs share, most shared first (unverified). */
function deriveSharedCandidates(pairs: readonly Member[]): { hash: number; from: string; to: string; count: number }[] {
  const byHash = new Map<number, { hash: number; from: string; to: string; count: number }>();
  const spans = new Int32Array(SPANS * 3);
  for (const m of pairs) {
    deriveCandidateSpans(m.before, m.after, spans, 0);
    const seen = new Set<number>();
    for (let c = 0; c < SPANS; c++) {
      const start = spans[c * 3] as number;
      if (start < 0) continue;
      const hash = deriveChangeHash(
        KIND_CODE.substitute,
        m.before,
        start,
        spans[c * 3 + 1] as number,
        m.after,
        start,
        spans[c * 3 + 2] as number,
      );
      if (seen.has(hash)) continue;
      seen.add(hash);
      const known = byHash.get(hash);
      if (known !== undefined) known.count += 1;
      else
        byHash.set(hash, {
          hash,
          from: m.before.slice(start, spans[c * 3 + 1]),
          to: m.after.slice(start, spans[c * 3 + 2]),
          count: 1,
        });
    }
  }
  return [...byHash.values()].filter((c) => c.count >= 2).sort((x, y) => y.count - x.count);
}

/**
 * Line pairs: count every candidate span by its hash (unverified, no substrings), then give each
 * pair the most shared candidate that describes it exactly. Only candidates two pairs share count.
 */
function assignByCounting(pairs: Member[]): void {
  const spans = new Int32Array(pairs.length * SPANS * 3);
  const hashes = new Int32Array(pairs.length * SPANS);
  const shared = new Map<number, number>();
  pairs.forEach((m, q) => {
    deriveCandidateSpans(m.before, m.after, spans, q * SPANS * 3);
    for (let c = 0; c < SPANS; c++) {
      const at = (q * SPANS + c) * 3;
      const start = spans[at] as number;
      if (start < 0) continue;
      const hash = deriveChangeHash(
        KIND_CODE.substitute,
        m.before,
        start,
        spans[at + 1] as number,
        m.after,
        start,
        spans[at + 2] as number,
      );
      let seen = false;
      for (let d = 0; d < c; d++) if (spans[(q * SPANS + d) * 3] !== -1 && hashes[q * SPANS + d] === hash) seen = true;
      if (seen) {
        spans[at] = -1;
        continue;
      }
      hashes[q * SPANS + c] = hash;
      shared.set(hash, (shared.get(hash) ?? 0) + 1);
    }
  });
  const tried = new Uint8Array(SPANS);
  const countOf = (q: number, c: number): number =>
    spans[(q * SPANS + c) * 3] === -1 || tried[c] === 1 ? 0 : (shared.get(hashes[q * SPANS + c] as number) as number);
  pairs.forEach((m, q) => {
    tried.fill(0);
    for (;;) {
      let best = -1;
      for (let c = 0; c < SPANS; c++)
        if (countOf(q, c) >= 2 && (best === -1 || countOf(q, c) > countOf(q, best))) best = c;
      if (best === -1) return;
      tried[best] = 1;
      const at = (q * SPANS + best) * 3;
      const from = m.before.slice(spans[at], spans[at + 1]);
      const to = m.after.slice(spans[at], spans[at + 2]);
      const places = deriveExactSubstitution(m.before, m.after, from, to);
      if (places === 0) continue;
      m.hash = hashes[q * SPANS + best] as number;
      m.from = from;
      m.to = to;
      m.places = places;
      return;
    }
  });
}

/**
 * Pure: the diff's same changes and what they leave unexplained. `oldLineCount`/`newLineCount` are
 * the files' line counts; `added`/`removed` the diff's. Never throws on a valid block list.
 */
export function deriveDiffMeaning(
  input: DiffMeaningInput,
  totals: { oldLineCount: number; newLineCount: number; added: number; removed: number },
): DiffMeaning {
  const blockCount = input.blocks.length / 4;
  const members: Member[] = [];
  const groupable = new Uint8Array(blockCount);
  let unchangedPairs = 0;
  for (let b = 0; b < blockCount; b++) {
    const found = deriveBlockMembers(input, b);
    if (found === null) continue;
    groupable[b] = 1;
    for (const m of found) members.push(m);
    const lines = (input.blocks[b * 4 + 1] as number) - (input.blocks[b * 4] as number);
    if (input.blocks[b * 4 + 3]! - input.blocks[b * 4 + 2]! === lines && lines > 0)
      unchangedPairs += lines - found.length;
  }

  const pairs = members.filter((m) => m.kind === 'substitute');
  assignSubstitutions(pairs);
  // A pair whose part-of-line change no other pair shares in the end may still repeat as a whole line.
  for (const list of gatherSameChanges(pairs, (m) => m.places > 0)) {
    if (list.length < 2) for (const q of list) (pairs[q] as Member).places = 0;
  }
  for (const m of pairs) {
    if (m.places > 0) continue;
    const hash = deriveChangeHash(KIND_CODE.line, m.before, 0, m.before.length, m.after, 0, m.after.length);
    m.hash = hash;
    m.from = m.before;
    m.to = m.after;
    m.places = 1;
  }

  const kept = gatherSameChanges(members, () => true)
    .filter((list) => list.length >= 2)
    .map((list) => {
      const first = members[list[0] as number] as Member;
      const change: SameChange = { kind: first.kind, from: first.from, to: first.to, places: 0, lines: 0, at: [] };
      for (const index of list) {
        const m = members[index] as Member;
        change.places += m.places;
        change.lines += m.lineCount;
      }
      return { change, list };
    })
    .sort((x, y) => y.change.places - x.change.places || y.change.lines - x.change.lines)
    .slice(0, MAX_GROUPS);
  // A block is explained when every one of its members is in a kept group.
  const explainedMembers = new Uint8Array(members.length);
  for (const g of kept) {
    for (const index of g.list) explainedMembers[index] = 1;
    g.change.at = deriveAt(
      g.change.kind,
      g.list.map((index) => members[index] as Member),
    );
  }
  const explainedBlock = Uint8Array.from(groupable);
  members.forEach((m, index) => {
    if (explainedMembers[index] === 0) explainedBlock[m.block] = 0;
  });

  let explainedLines = 0;
  for (const g of kept) explainedLines += g.change.kind === 'substitute' ? 2 * g.change.lines : g.change.lines;
  const otherHunks: number[] = [];
  for (let b = 0; b < blockCount; b++) {
    if (explainedBlock[b] === 1) continue;
    const hunk = input.hunkOfBlock[b] as number;
    if (otherHunks[otherHunks.length - 1] !== hunk) otherHunks.push(hunk);
  }
  const changed = totals.added + totals.removed;
  return {
    groups: kept.map((g) => g.change),
    otherLines: changed - explainedLines - 2 * unchangedPairs,
    unchangedPairs,
    otherHunks,
    oldLineCount: totals.oldLineCount,
    newLineCount: totals.newLineCount,
    rewrite: changed > 100 && (2 * totals.removed > totals.oldLineCount || 2 * totals.added > totals.newLineCount),
  };
}

/** Pure: a group's places as flat triples; consecutive substituted lines share one run. */
function deriveAt(kind: SameChange['kind'], places: readonly Member[]): number[] {
  const at: number[] = [];
  for (const m of places) {
    const n = at.length;
    if (
      kind === 'substitute' &&
      n > 0 &&
      (at[n - 3] as number) + (at[n - 1] as number) === m.oldLine &&
      (at[n - 2] as number) + (at[n - 1] as number) === m.newLine
    ) {
      at[n - 1] = (at[n - 1] as number) + 1;
    } else at.push(m.oldLine, m.newLine, m.lineCount);
  }
  return at;
}
