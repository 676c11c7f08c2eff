import {
  CHANGE_CODE,
  deriveCandidateSpans,
  deriveChangeHash,
  deriveExactSubstitution,
  SPANS,
  type ChangeCode,
} from './line-substitutions';

/**
 * Gives each changed line pair of a diff the substitution it shares with most other pairs that
 * describes it exactly, or its whole line replaced: the step of derive-diff-meaning.ts that reads
 * inside the lines. Changes are ids in a ChangeTable; pairs and members are flat arrays, and a
 * pair's two lines are read in place in the two texts.
 */

/** Past twice this many changed line pairs, candidates are counted on an even sample of this many pairs and verified on every pair. */
const SAMPLE_PAIRS = 2_000;
/** The sample's most shared candidates tried on every pair, most shared first. */
const SAMPLED_CANDIDATES = 8;

/** The two texts the pairs' offsets point into. */
export interface PairTexts {
  oldText: string;
  newText: string;
}

/** The distinct changes found, by id: a change is its code and both texts. */
export interface ChangeTable {
  code: ChangeCode[];
  from: string[];
  to: string[];
  /** Ids by hash (deriveChangeHash); a hash match is confirmed on the texts. */
  byHash: Map<number, number[]>;
}

/**
 * The changes to be grouped, in the order of the diff: one per line pair, inserted block or deleted
 * block. `change` is an id in the ChangeTable (-1 while a pair has none); lines are 1-based.
 */
export interface Members {
  count: number;
  block: Int32Array;
  oldLine: Int32Array;
  newLine: Int32Array;
  lineCount: Int32Array;
  change: Int32Array;
  places: Int32Array;
}

/** The changed line pairs: their member, and where their two lines sit in the texts (without terminators). */
export interface Pairs {
  count: number;
  member: Int32Array;
  oldFrom: Int32Array;
  oldTo: Int32Array;
  newFrom: Int32Array;
  newTo: Int32Array;
}

/** The id of the change (code, from, to), added to the table when new. `hash` is its deriveChangeHash. */
export function internChange(table: ChangeTable, hash: number, code: ChangeCode, from: string, to: string): number {
  const ids = table.byHash.get(hash);
  if (ids !== undefined) {
    for (const id of ids) if (table.code[id] === code && table.from[id] === from && table.to[id] === to) return id;
  }
  const id = table.code.length;
  table.code.push(code);
  table.from.push(from);
  table.to.push(to);
  if (ids === undefined) table.byHash.set(hash, [id]);
  else ids.push(id);
  return id;
}

/**
 * Gives each line pair the substitution it shares with most others that describes it exactly
 * (members' change and places; a pair none describes keeps change -1). Why a sample: a
 * find-and-replace over 70,000 lines is one substitution, and finding it on 2,000 pairs then checking
 * each pair once costs a fraction of counting every pair's candidates. Pairs none of the sampled
 * candidates describe are counted as before, among themselves, so a substitution the sample missed
 * is still found. Either way a pair only ever gets a substitution verified on its own two lines.
 */
export function assignSubstitutions(texts: PairTexts, pairs: Pairs, members: Members, table: ChangeTable): void {
  const all = new Int32Array(pairs.count);
  for (let q = 0; q < pairs.count; q++) all[q] = q;
  if (pairs.count <= 2 * SAMPLE_PAIRS) {
    assignByCounting(texts, pairs, all, members, table);
    return;
  }
  const step = pairs.count / SAMPLE_PAIRS;
  const sample = new Int32Array(SAMPLE_PAIRS);
  for (let i = 0; i < SAMPLE_PAIRS; i++) sample[i] = Math.floor(i * step);
  const candidates = deriveSharedCandidates(texts, pairs, sample).slice(0, SAMPLED_CANDIDATES);
  const ids = candidates.map((c) => internChange(table, c.hash, CHANGE_CODE.substitute, c.from, c.to));
  const { oldText, newText } = texts;
  let restCount = 0;
  for (let q = 0; q < pairs.count; q++) {
    let places = 0;
    let c = 0;
    for (; c < candidates.length && places === 0; c++) {
      const candidate = candidates[c] as { from: string; to: string };
      places = deriveExactSubstitution(
        oldText,
        pairs.oldFrom[q] as number,
        pairs.oldTo[q] as number,
        newText,
        pairs.newFrom[q] as number,
        pairs.newTo[q] as number,
        candidate.from,
        candidate.to,
      );
    }
    if (places === 0) {
      all[restCount++] = q;
      continue;
    }
    const m = pairs.member[q] as number;
    members.change[m] = ids[c - 1] as number;
    members.places[m] = places;
  }
  assignByCounting(texts, pairs, all.subarray(0, restCount), members, table);
}

/** Pure: the candidates at least two of the sampled pairs share, most shared first (unverified). */
function deriveSharedCandidates(
  texts: PairTexts,
  pairs: Pairs,
  sample: Int32Array,
): { hash: number; from: string; to: string; count: number }[] {
  const byHash = new Map<number, { hash: number; from: string; to: string; count: number }>();
  const spans = new Int32Array(SPANS * 3);
  for (const q of sample) {
    const before = texts.oldText.slice(pairs.oldFrom[q], pairs.oldTo[q]);
    const after = texts.newText.slice(pairs.newFrom[q], pairs.newTo[q]);
    deriveCandidateSpans(before, after, spans, 0);
    const seen = new Set<number>();
    for (let c = 0; c < SPANS; c++) {
      const start = spans[c * 3] as number;
      if (start < 0) continue;
      const hash = deriveChangeHash(
        CHANGE_CODE.substitute,
        before,
        start,
        spans[c * 3 + 1] as number,
        after,
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
          from: before.slice(start, spans[c * 3 + 1]),
          to: after.slice(start, spans[c * 3 + 2]),
          count: 1,
        });
    }
  }
  return [...byHash.values()].filter((c) => c.count >= 2).sort((x, y) => y.count - x.count);
}

/**
 * The pairs `which`: count every candidate span by its hash (unverified, no substrings), then give
 * each pair the most shared candidate that describes it exactly. Only candidates two pairs share count.
 */
function assignByCounting(
  texts: PairTexts,
  pairs: Pairs,
  which: Int32Array,
  members: Members,
  table: ChangeTable,
): void {
  const { oldText, newText } = texts;
  const spans = new Int32Array(which.length * SPANS * 3);
  const hashes = new Int32Array(which.length * SPANS);
  const shared = new Map<number, number>();
  which.forEach((q, t) => {
    const before = oldText.slice(pairs.oldFrom[q], pairs.oldTo[q]);
    const after = newText.slice(pairs.newFrom[q], pairs.newTo[q]);
    deriveCandidateSpans(before, after, spans, t * SPANS * 3);
    for (let c = 0; c < SPANS; c++) {
      const at = (t * SPANS + c) * 3;
      const start = spans[at] as number;
      if (start < 0) continue;
      const hash = deriveChangeHash(
        CHANGE_CODE.substitute,
        before,
        start,
        spans[at + 1] as number,
        after,
        start,
        spans[at + 2] as number,
      );
      let seen = false;
      for (let d = 0; d < c; d++) if (spans[(t * SPANS + d) * 3] !== -1 && hashes[t * SPANS + d] === hash) seen = true;
      if (seen) {
        spans[at] = -1;
        continue;
      }
      hashes[t * SPANS + c] = hash;
      shared.set(hash, (shared.get(hash) ?? 0) + 1);
    }
  });
  const tried = new Uint8Array(SPANS);
  const countOf = (t: number, c: number): number =>
    spans[(t * SPANS + c) * 3] === -1 || tried[c] === 1 ? 0 : (shared.get(hashes[t * SPANS + c] as number) as number);
  which.forEach((q, t) => {
    tried.fill(0);
    for (;;) {
      let best = -1;
      for (let c = 0; c < SPANS; c++)
        if (countOf(t, c) >= 2 && (best === -1 || countOf(t, c) > countOf(t, best))) best = c;
      if (best === -1) return;
      tried[best] = 1;
      const at = (t * SPANS + best) * 3;
      const start = spans[at] as number;
      const oldFrom = pairs.oldFrom[q] as number;
      const newFrom = pairs.newFrom[q] as number;
      const from = oldText.slice(oldFrom + start, oldFrom + (spans[at + 1] as number));
      const to = newText.slice(newFrom + start, newFrom + (spans[at + 2] as number));
      const places = deriveExactSubstitution(
        oldText,
        oldFrom,
        pairs.oldTo[q] as number,
        newText,
        newFrom,
        pairs.newTo[q] as number,
        from,
        to,
      );
      if (places === 0) continue;
      const m = pairs.member[q] as number;
      members.change[m] = internChange(table, hashes[t * SPANS + best] as number, CHANGE_CODE.substitute, from, to);
      members.places[m] = places;
      return;
    }
  });
}

/**
 * A pair whose part-of-line substitution no other pair shares in the end (or that has none) is read
 * as its whole line replaced: that may still repeat elsewhere.
 */
export function assignWholeLines(texts: PairTexts, pairs: Pairs, members: Members, table: ChangeTable): void {
  const pairsOf = new Int32Array(table.code.length);
  for (let q = 0; q < pairs.count; q++) {
    const change = members.change[pairs.member[q] as number] as number;
    if (change !== -1) pairsOf[change] = (pairsOf[change] as number) + 1;
  }
  for (let q = 0; q < pairs.count; q++) {
    const m = pairs.member[q] as number;
    const change = members.change[m] as number;
    if (change !== -1 && (pairsOf[change] as number) >= 2) continue;
    const before = texts.oldText.slice(pairs.oldFrom[q], pairs.oldTo[q]);
    const after = texts.newText.slice(pairs.newFrom[q], pairs.newTo[q]);
    const hash = deriveChangeHash(CHANGE_CODE.line, before, 0, before.length, after, 0, after.length);
    members.change[m] = internChange(table, hash, CHANGE_CODE.line, before, after);
    members.places[m] = 1;
  }
}
