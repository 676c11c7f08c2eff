/**
 * Line diff over interned sequences: which old lines are removed and which new lines are added.
 *
 * The approach is the one git's xdiff and GNU diff take, so large inputs stay fast:
 * 1. trim the common prefix and suffix;
 * 2. drop lines that occur only on one side (they can never be matched, so the longest common
 *    subsequence is unchanged, and a full rewrite usually shrinks to almost nothing), and lines
 *    that occur very often on the other side when they sit among such unmatched lines;
 * 3. a linear-space Myers diff (middle snake, divide and conquer) with a cost bound: when a split
 *    needs more than `maxCost` steps, the furthest-reaching diagonal is taken as the split point;
 * 4. a work budget for the whole diff: when the edit script explodes (a full rewrite), every range
 *    still to compare is replaced as one delete + insert block.
 *
 * The result is always a valid edit script (unchanged lines pair up in order, so applying it gives
 * exactly the new sequence); it is minimal unless a heuristic kicked in (never with `minimal`,
 * never on inputs too small for the cost bound and the "many counterparts" rule).
 *
 * Past 400 lines on purpose: one algorithm whose steps share the same arrays and bounds; split
 * apart, each half would be read only against the other.
 */

export interface LineChanges {
  /** 1 where the old line at that index is removed. */
  readonly oldChanged: Uint8Array;
  /** 1 where the new line at that index is added. */
  readonly newChanged: Uint8Array;
}

export interface LineDiffOptions {
  /** Steps a split may take before the heuristic split kicks in; default about sqrt(n + m), at least 256. */
  maxCost?: number;
  /** Disable the heuristics (exact minimal diff, possibly slow). For tests. */
  minimal?: boolean;
  /**
   * Diagonal steps the whole diff may take; past it, every range still to compare becomes one
   * delete + insert block (still a correct diff). Default: see deriveWorkBudget. Ignored with `minimal`.
   */
  workBudget?: number;
}

const SNAKE_CNT = 20;
const HEUR_MIN_COST = 256;
const K_HEUR = 4;
const MAX_COST_MIN = 256;
const KPDIS_RUN = 4;
const SIMSCAN_WINDOW = 100;
/** Lines with at least this many counterparts count as "many"; the floor keeps small files minimal. */
const MIN_EQ_LIMIT = 100;
const MAX_EQ_LIMIT = 1024;
const WORK_BUDGET_MIN = 4_000_000;
const WORK_PER_LINE = 600;

/**
 * Takes two sequences of line ids (equal ids mean equal lines; ids are small non-negative ints below
 * `idCount`) and returns the change marks. Pure; never throws on valid input.
 */
export function deriveLineChanges(
  a: Int32Array,
  b: Int32Array,
  idCount: number,
  options: LineDiffOptions = {},
): LineChanges {
  const n = a.length;
  const m = b.length;
  const oldChanged = new Uint8Array(n);
  const newChanged = new Uint8Array(m);

  let start = 0;
  while (start < n && start < m && a[start] === b[start]) start++;
  let endA = n;
  let endB = m;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  if (start === endA) {
    newChanged.fill(1, start, endB);
    return { oldChanged, newChanged };
  }
  if (start === endB) {
    oldChanged.fill(1, start, endA);
    return { oldChanged, newChanged };
  }

  // Lines with no counterpart on the other side are changes whatever the alignment; lines with very
  // many counterparts are dropped too when they sit inside a run of such changes (xdiff's rule).
  const countA = new Int32Array(idCount);
  const countB = new Int32Array(idCount);
  for (let i = start; i < endA; i++) {
    const id = a[i] as number;
    countA[id] = (countA[id] as number) + 1;
  }
  for (let j = start; j < endB; j++) {
    const id = b[j] as number;
    countB[id] = (countB[id] as number) + 1;
  }
  const manyLimit =
    options.minimal === true ? 0x7fffffff : Math.min(MAX_EQ_LIMIT, Math.max(MIN_EQ_LIMIT, Math.ceil(Math.sqrt(n))));
  const keptA = collectMatchable(a, start, endA, countB, manyLimit, oldChanged);
  const keptB = collectMatchable(b, start, endB, countA, manyLimit, newChanged);

  const ra = keptA.ids;
  const rb = keptB.ids;
  const rOldChanged = new Uint8Array(ra.length);
  const rNewChanged = new Uint8Array(rb.length);
  const diags = ra.length + rb.length + 3;
  const maxCost = options.maxCost ?? Math.max(MAX_COST_MIN, Math.ceil(Math.sqrt(diags)));
  compareRanges(
    ra,
    rb,
    rOldChanged,
    rNewChanged,
    options.minimal === true,
    maxCost,
    options.workBudget ?? deriveWorkBudget(ra.length + rb.length),
  );

  for (let i = 0; i < ra.length; i++) if (rOldChanged[i]) oldChanged[keptA.index[i] as number] = 1;
  for (let j = 0; j < rb.length; j++) if (rNewChanged[j]) newChanged[keptB.index[j] as number] = 1;
  return { oldChanged, newChanged };
}

/**
 * Keeps the lines of seq[from, to) that may take part in an alignment; marks the others changed.
 * A line is dropped when the other side has none of it, or has `manyLimit` or more of it and the line
 * sits in a run mostly made of unmatched lines (after xdiff's xdl_clean_mmatch).
 */
function collectMatchable(
  seq: Int32Array,
  from: number,
  to: number,
  otherCount: Int32Array,
  manyLimit: number,
  changed: Uint8Array,
): { ids: Int32Array; index: Int32Array } {
  const length = to - from;
  const dis = new Uint8Array(length); // 0: no match, 1: some matches, 2: many matches
  for (let i = 0; i < length; i++) {
    const count = otherCount[seq[from + i] as number] as number;
    dis[i] = count === 0 ? 0 : count >= manyLimit ? 2 : 1;
  }
  const keep = new Uint8Array(length);
  let count = 0;
  for (let i = 0; i < length; i++) {
    const d = dis[i] as number;
    if (d === 1 || (d === 2 && !isInsideUnmatchedRun(dis, i, 0, length - 1))) {
      keep[i] = 1;
      count++;
    }
  }
  const ids = new Int32Array(count);
  const index = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < length; i++) {
    if (keep[i]) {
      ids[k] = seq[from + i] as number;
      index[k] = from + i;
      k++;
    } else {
      changed[from + i] = 1;
    }
  }
  return { ids, index };
}

function isInsideUnmatchedRun(dis: Uint8Array, i: number, s: number, e: number): boolean {
  const lo = Math.max(s, i - SIMSCAN_WINDOW);
  const hi = Math.min(e, i + SIMSCAN_WINDOW);
  let unmatchedBefore = 0;
  let manyBefore = 1;
  for (let r = 1; i - r >= lo; r++) {
    const d = dis[i - r];
    if (d === 0) unmatchedBefore++;
    else if (d === 2) manyBefore++;
    else break;
  }
  if (unmatchedBefore === 0) return false;
  let unmatchedAfter = 0;
  let manyAfter = 1;
  for (let r = 1; i + r <= hi; r++) {
    const d = dis[i + r];
    if (d === 0) unmatchedAfter++;
    else if (d === 2) manyAfter++;
    else break;
  }
  if (unmatchedAfter === 0) return false;
  const unmatched = unmatchedBefore + unmatchedAfter;
  const many = manyBefore + manyAfter;
  return many * KPDIS_RUN < many + unmatched;
}

interface Split {
  i1: number;
  i2: number;
  minLo: boolean;
  minHi: boolean;
}

/** Divide and conquer over [off1, lim1) × [off2, lim2), with an explicit stack (no deep recursion). */
function compareRanges(
  a: Int32Array,
  b: Int32Array,
  oldChanged: Uint8Array,
  newChanged: Uint8Array,
  minimal: boolean,
  maxCost: number,
  workBudget: number,
): void {
  let work = 0;
  const n = a.length;
  const m = b.length;
  const diags = n + m + 3;
  const kvdf = new Int32Array(diags);
  const kvdb = new Int32Array(diags);
  const shift = m + 1; // diagonal d = i1 - i2 lives at index d + shift
  const split: Split = { i1: 0, i2: 0, minLo: false, minHi: false };

  const stack: number[] = [0, n, 0, m, minimal ? 1 : 0];
  while (stack.length > 0) {
    const needMin = stack.pop() === 1;
    let lim2 = stack.pop() as number;
    let off2 = stack.pop() as number;
    let lim1 = stack.pop() as number;
    let off1 = stack.pop() as number;

    while (off1 < lim1 && off2 < lim2 && a[off1] === b[off2]) {
      off1++;
      off2++;
    }
    while (off1 < lim1 && off2 < lim2 && a[lim1 - 1] === b[lim2 - 1]) {
      lim1--;
      lim2--;
    }
    if (off1 === lim1) {
      newChanged.fill(1, off2, lim2);
      continue;
    }
    if (off2 === lim2) {
      oldChanged.fill(1, off1, lim1);
      continue;
    }

    if (!minimal && work > workBudget) {
      // The edit script exploded (a rewrite): the rest is replaced wholesale, which is still exact.
      oldChanged.fill(1, off1, lim1);
      newChanged.fill(1, off2, lim2);
      continue;
    }
    work += findSplit(a, b, off1, lim1, off2, lim2, kvdf, kvdb, shift, needMin, maxCost, split);
    const { i1, i2 } = split;
    if ((i1 === off1 && i2 === off2) || (i1 === lim1 && i2 === lim2)) {
      // No progress possible from the heuristic: replace the block wholesale (still a correct diff).
      oldChanged.fill(1, off1, lim1);
      newChanged.fill(1, off2, lim2);
      continue;
    }
    stack.push(i1, lim1, i2, lim2, split.minHi ? 1 : 0);
    stack.push(off1, i1, off2, i2, split.minLo ? 1 : 0);
  }
}

/**
 * Middle snake of the Myers algorithm (after xdiff's xdl_split). Writes the split point into `out`
 * and returns the number of diagonals it visited (the work done).
 */
function findSplit(
  a: Int32Array,
  b: Int32Array,
  off1: number,
  lim1: number,
  off2: number,
  lim2: number,
  kvdf: Int32Array,
  kvdb: Int32Array,
  shift: number,
  needMin: boolean,
  maxCost: number,
  out: Split,
): number {
  const dmin = off1 - lim2;
  const dmax = lim1 - off2;
  const fmid = off1 - off2;
  const bmid = lim1 - lim2;
  const odd = ((fmid - bmid) & 1) !== 0;
  let fmin = fmid;
  let fmax = fmid;
  let bmin = bmid;
  let bmax = bmid;
  const LINE_MAX = 0x7fffffff;

  kvdf[fmid + shift] = off1;
  kvdb[bmid + shift] = lim1;

  let work = 0;
  for (let ec = 1; ; ec++) {
    let gotSnake = false;
    work += fmax - fmin + bmax - bmin + 4;

    if (fmin > dmin) kvdf[--fmin - 1 + shift] = -1;
    else ++fmin;
    if (fmax < dmax) kvdf[++fmax + 1 + shift] = -1;
    else --fmax;
    for (let d = fmax; d >= fmin; d -= 2) {
      const lo = kvdf[d - 1 + shift] as number;
      const hi = kvdf[d + 1 + shift] as number;
      let i1 = lo >= hi ? lo + 1 : hi;
      const prev1 = i1;
      let i2 = i1 - d;
      while (i1 < lim1 && i2 < lim2 && a[i1] === b[i2]) {
        i1++;
        i2++;
      }
      if (i1 - prev1 > SNAKE_CNT) gotSnake = true;
      kvdf[d + shift] = i1;
      if (odd && bmin <= d && d <= bmax && (kvdb[d + shift] as number) <= i1) {
        setSplit(out, i1, i2, true, true);
        return work;
      }
    }

    if (bmin > dmin) kvdb[--bmin - 1 + shift] = LINE_MAX;
    else ++bmin;
    if (bmax < dmax) kvdb[++bmax + 1 + shift] = LINE_MAX;
    else --bmax;
    for (let d = bmax; d >= bmin; d -= 2) {
      const lo = kvdb[d - 1 + shift] as number;
      const hi = kvdb[d + 1 + shift] as number;
      let i1 = lo < hi ? lo : hi - 1;
      const prev1 = i1;
      let i2 = i1 - d;
      while (i1 > off1 && i2 > off2 && a[i1 - 1] === b[i2 - 1]) {
        i1--;
        i2--;
      }
      if (prev1 - i1 > SNAKE_CNT) gotSnake = true;
      kvdb[d + shift] = i1;
      if (!odd && fmin <= d && d <= fmax && i1 <= (kvdf[d + shift] as number)) {
        setSplit(out, i1, i2, true, true);
        return work;
      }
    }

    if (needMin) continue;

    // A long snake after many steps: split there and look for the minimum only on the cheap side.
    if (gotSnake && ec > HEUR_MIN_COST) {
      let best = 0;
      for (let d = fmax; d >= fmin; d -= 2) {
        const dd = d > fmid ? d - fmid : fmid - d;
        const i1 = kvdf[d + shift] as number;
        const i2 = i1 - d;
        const v = i1 - off1 + (i2 - off2) - dd;
        if (v > K_HEUR * ec && v > best && off1 + SNAKE_CNT <= i1 && i1 < lim1 && off2 + SNAKE_CNT <= i2 && i2 < lim2) {
          if (snakeBefore(a, b, i1, i2)) {
            best = v;
            setSplit(out, i1, i2, true, false);
          }
        }
      }
      if (best > 0) return work;
      for (let d = bmax; d >= bmin; d -= 2) {
        const dd = d > bmid ? d - bmid : bmid - d;
        const i1 = kvdb[d + shift] as number;
        const i2 = i1 - d;
        const v = lim1 - i1 + (lim2 - i2) - dd;
        if (v > K_HEUR * ec && v > best && off1 < i1 && i1 <= lim1 - SNAKE_CNT && off2 < i2 && i2 <= lim2 - SNAKE_CNT) {
          if (snakeAfter(a, b, i1, i2)) {
            best = v;
            setSplit(out, i1, i2, false, true);
          }
        }
      }
      if (best > 0) return work;
    }

    // Too expensive: take the furthest-reaching end of either search as the split.
    if (ec >= maxCost) {
      let fbest = -1;
      let fbest1 = -1;
      for (let d = fmax; d >= fmin; d -= 2) {
        let i1 = Math.min(kvdf[d + shift] as number, lim1);
        let i2 = i1 - d;
        if (lim2 < i2) {
          i1 = lim2 + d;
          i2 = lim2;
        }
        if (fbest < i1 + i2) {
          fbest = i1 + i2;
          fbest1 = i1;
        }
      }
      let bbest = LINE_MAX;
      let bbest1 = LINE_MAX;
      for (let d = bmax; d >= bmin; d -= 2) {
        let i1 = Math.max(off1, kvdb[d + shift] as number);
        let i2 = i1 - d;
        if (i2 < off2) {
          i1 = off2 + d;
          i2 = off2;
        }
        if (i1 + i2 < bbest) {
          bbest = i1 + i2;
          bbest1 = i1;
        }
      }
      if (lim1 + lim2 - bbest < fbest - (off1 + off2)) setSplit(out, fbest1, fbest - fbest1, true, false);
      else setSplit(out, bbest1, bbest - bbest1, false, true);
      return work;
    }
  }
}

/**
 * Work allowed before the wholesale fallback, scaled to the lines left to align (those both sides
 * share): generous for real edits (a few hundred scattered changes in a large file use a small
 * fraction) and for a rewrite to reach git's own diff (a 100,000-line rewrite of source-like text
 * aligns 58,000 lines in about 21 million steps), small enough that 100,000 shuffled lines end in
 * about a second (bench/write-diff.bench.ts).
 */
function deriveWorkBudget(lines: number): number {
  return Math.max(WORK_BUDGET_MIN, WORK_PER_LINE * lines);
}

function snakeBefore(a: Int32Array, b: Int32Array, i1: number, i2: number): boolean {
  for (let k = 1; k <= SNAKE_CNT; k++) if (a[i1 - k] !== b[i2 - k]) return false;
  return true;
}

function snakeAfter(a: Int32Array, b: Int32Array, i1: number, i2: number): boolean {
  for (let k = 0; k < SNAKE_CNT; k++) if (a[i1 + k] !== b[i2 + k]) return false;
  return true;
}

function setSplit(out: Split, i1: number, i2: number, minLo: boolean, minHi: boolean): void {
  out.i1 = i1;
  out.i2 = i2;
  out.minLo = minLo;
  out.minHi = minHi;
}
