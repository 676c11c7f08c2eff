import type { DiffMeaning, SameChange } from '../../shared/tools';
import {
  assignSubstitutions,
  assignWholeLines,
  internChange,
  type ChangeTable,
  type Members,
  type Pairs,
} from './assign-substitutions';
import { CHANGE_CODE, deriveChangeHash, type ChangeCode } from './line-substitutions';

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
 *
 * The changes are held in flat arrays (a member per pair or block, a table of distinct changes),
 * and a pair's lines are read in place in the two texts: a find-and-replace has 70,000 pairs, and
 * an object or two substrings each would cost more than the reading itself. Which substitution a
 * pair gets is assign-substitutions.ts.
 */

/** An insertion or deletion longer than this is not compared with others (a new file is one such block). */
const MAX_BLOCK_LINES = 20;
/** Groups kept, most places first; the rest count as other changes. */
const MAX_GROUPS = 100;

export interface DiffMeaningInput {
  oldText: string;
  oldStarts: Int32Array;
  newText: string;
  newStarts: Int32Array;
  /** Flat [oldStart, oldEnd, newStart, newEnd, ...] per block, in order (0-based line indexes). */
  blocks: ArrayLike<number>;
  /** The hunk each block is printed in, by block number. */
  hunkOfBlock: ArrayLike<number>;
}

/** Pure: the end of line `index` without its terminator ("\n" or "\r\n"). */
function deriveBodyEnd(text: string, starts: Int32Array, index: number): number {
  const from = starts[index] as number;
  const to = starts[index + 1] as number;
  if (to === from || text.charCodeAt(to - 1) !== 10) return to;
  return to - 1 > from && text.charCodeAt(to - 2) === 13 ? to - 2 : to - 1;
}

/** Pure: whether x[xs, xs + length) and y[ys, ys + length) are the same characters. */
function isSameRange(x: string, xs: number, y: string, ys: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (x.charCodeAt(xs + k) !== y.charCodeAt(ys + k)) return false;
  return true;
}

/**
 * The members of every block that can be grouped (`groupable` 1), with inserted and deleted blocks
 * already given their change. A block of line pairs with a changed line ending is not grouped (that
 * is no substitution inside a line); a pair whose two lines are equal is no member, only counted in
 * `unchangedPairs` (the diff may list a line as removed and added again in the same place: its
 * heuristics on large inputs; that changes nothing, so it needs no group and hides nothing).
 */
function collectMembers(
  input: DiffMeaningInput,
  table: ChangeTable,
): { members: Members; pairs: Pairs; groupable: Uint8Array; unchangedPairs: number } {
  const { blocks, oldText, oldStarts, newText, newStarts } = input;
  const blockCount = blocks.length / 4;
  let capacity = 0;
  for (let b = 0; b < blockCount; b++) {
    const k = (blocks[b * 4 + 1] as number) - (blocks[b * 4] as number);
    capacity += k === (blocks[b * 4 + 3] as number) - (blocks[b * 4 + 2] as number) ? k : 1;
  }
  const members: Members = {
    count: 0,
    block: new Int32Array(capacity),
    oldLine: new Int32Array(capacity),
    newLine: new Int32Array(capacity),
    lineCount: new Int32Array(capacity),
    change: new Int32Array(capacity).fill(-1),
    places: new Int32Array(capacity),
  };
  const pairs: Pairs = {
    count: 0,
    member: new Int32Array(capacity),
    oldFrom: new Int32Array(capacity),
    oldTo: new Int32Array(capacity),
    newFrom: new Int32Array(capacity),
    newTo: new Int32Array(capacity),
  };
  const groupable = new Uint8Array(blockCount);
  let unchangedPairs = 0;
  const pushMember = (block: number, oldLine: number, newLine: number, lineCount: number): number => {
    const m = members.count++;
    members.block[m] = block;
    members.oldLine[m] = oldLine + 1;
    members.newLine[m] = newLine + 1;
    members.lineCount[m] = lineCount;
    return m;
  };

  for (let b = 0; b < blockCount; b++) {
    const os = blocks[b * 4] as number;
    const oe = blocks[b * 4 + 1] as number;
    const ns = blocks[b * 4 + 2] as number;
    const ne = blocks[b * 4 + 3] as number;
    const k = oe - os;
    if (k === 0 || ne === ns) {
      const count = k + ne - ns;
      if (count > MAX_BLOCK_LINES) continue;
      const code = k === 0 ? CHANGE_CODE.insert : CHANGE_CODE.delete;
      const text =
        k === 0
          ? newText.slice(newStarts[ns] as number, newStarts[ne] as number)
          : oldText.slice(oldStarts[os] as number, oldStarts[oe] as number);
      const [from, to] = k === 0 ? ['', text] : [text, ''];
      const m = pushMember(b, os, ns, count);
      members.change[m] = internChange(
        table,
        deriveChangeHash(code, from, 0, from.length, to, 0, to.length),
        code,
        from,
        to,
      );
      members.places[m] = 1;
      groupable[b] = 1;
      continue;
    }
    if (k !== ne - ns) continue;
    const membersBefore = members.count;
    const pairsBefore = pairs.count;
    let sameEndings = true;
    for (let i = 0; i < k; i++) {
      const oldFrom = oldStarts[os + i] as number;
      const newFrom = newStarts[ns + i] as number;
      const oldTo = deriveBodyEnd(oldText, oldStarts, os + i);
      const newTo = deriveBodyEnd(newText, newStarts, ns + i);
      if ((oldStarts[os + i + 1] as number) - oldTo !== (newStarts[ns + i + 1] as number) - newTo) {
        sameEndings = false;
        break;
      }
      if (oldTo - oldFrom === newTo - newFrom && isSameRange(oldText, oldFrom, newText, newFrom, oldTo - oldFrom))
        continue;
      const q = pairs.count++;
      pairs.member[q] = pushMember(b, os + i, ns + i, 1);
      pairs.oldFrom[q] = oldFrom;
      pairs.oldTo[q] = oldTo;
      pairs.newFrom[q] = newFrom;
      pairs.newTo[q] = newTo;
    }
    if (!sameEndings) {
      members.count = membersBefore;
      pairs.count = pairsBefore;
      continue;
    }
    groupable[b] = 1;
    unchangedPairs += k - (pairs.count - pairsBefore);
  }
  return { members, pairs, groupable, unchangedPairs };
}
const KIND_OF_CODE: Record<ChangeCode, SameChange['kind']> = {
  [CHANGE_CODE.substitute]: 'substitute',
  [CHANGE_CODE.insert]: 'insert',
  [CHANGE_CODE.delete]: 'delete',
  [CHANGE_CODE.line]: 'substitute',
};

/**
 * Pure: the diff's same changes and what they leave unexplained. `oldLineCount`/`newLineCount` are
 * the files' line counts; `added`/`removed` the diff's. Never throws on a valid block list.
 */
export function deriveDiffMeaning(
  input: DiffMeaningInput,
  totals: { oldLineCount: number; newLineCount: number; added: number; removed: number },
): DiffMeaning {
  const table: ChangeTable = { code: [], from: [], to: [], byHash: new Map() };
  const { members, pairs, groupable, unchangedPairs } = collectMembers(input, table);
  assignSubstitutions(input, pairs, members, table);
  assignWholeLines(input, pairs, members, table);

  // Each change's members, places and lines, and its first member (groups of equal size keep the diff's order).
  const size = table.code.length;
  const memberCount = new Int32Array(size);
  const places = new Float64Array(size);
  const lines = new Float64Array(size);
  const first = new Int32Array(size);
  for (let m = 0; m < members.count; m++) {
    const change = members.change[m] as number;
    if (memberCount[change] === 0) first[change] = m;
    memberCount[change] = (memberCount[change] as number) + 1;
    places[change] = (places[change] as number) + (members.places[m] as number);
    lines[change] = (lines[change] as number) + (members.lineCount[m] as number);
  }
  const keptIds: number[] = [];
  for (let change = 0; change < size; change++) if ((memberCount[change] as number) >= 2) keptIds.push(change);
  keptIds.sort(
    (x, y) =>
      (places[y] as number) - (places[x] as number) ||
      (lines[y] as number) - (lines[x] as number) ||
      (first[x] as number) - (first[y] as number),
  );
  keptIds.length = Math.min(keptIds.length, MAX_GROUPS);
  const rank = new Int32Array(size).fill(-1);
  const groups: SameChange[] = keptIds.map((change, r) => {
    rank[change] = r;
    return {
      kind: KIND_OF_CODE[table.code[change] as ChangeCode],
      from: table.from[change] as string,
      to: table.to[change] as string,
      places: places[change] as number,
      lines: lines[change] as number,
      at: [],
    };
  });

  // A block is explained when every one of its members is in a kept group. Each group's places are
  // flat triples [oldLine, newLine, count]; a substituted line right after the group's open run extends it.
  const explainedBlock = Uint8Array.from(groupable);
  const merges = Uint8Array.from(groups, (g) => (g.kind === 'substitute' ? 1 : 0));
  const runOld = new Int32Array(groups.length);
  const runNew = new Int32Array(groups.length);
  const runCount = new Int32Array(groups.length);
  for (let m = 0; m < members.count; m++) {
    const r = rank[members.change[m] as number] as number;
    if (r === -1) {
      explainedBlock[members.block[m] as number] = 0;
      continue;
    }
    const oldLine = members.oldLine[m] as number;
    const newLine = members.newLine[m] as number;
    const count = runCount[r] as number;
    if (merges[r] === 1 && count > 0 && runOld[r]! + count === oldLine && runNew[r]! + count === newLine) {
      runCount[r] = count + 1;
      continue;
    }
    if (count > 0) (groups[r] as SameChange).at.push(runOld[r]!, runNew[r]!, count);
    runOld[r] = oldLine;
    runNew[r] = newLine;
    runCount[r] = members.lineCount[m] as number;
  }
  groups.forEach((g, r) => {
    if (runCount[r]! > 0) g.at.push(runOld[r]!, runNew[r]!, runCount[r]!);
  });

  let explainedLines = 0;
  for (const g of groups) explainedLines += g.kind === 'substitute' ? 2 * g.lines : g.lines;
  const otherHunks: number[] = [];
  for (let b = 0; b < explainedBlock.length; b++) {
    if (explainedBlock[b] === 1) continue;
    const hunk = input.hunkOfBlock[b] as number;
    if (otherHunks[otherHunks.length - 1] !== hunk) otherHunks.push(hunk);
  }
  const changed = totals.added + totals.removed;
  return {
    groups,
    otherLines: changed - explainedLines - 2 * unchangedPairs,
    unchangedPairs,
    otherHunks,
    oldLineCount: totals.oldLineCount,
    newLineCount: totals.newLineCount,
    rewrite: changed > 100 && (2 * totals.removed > totals.oldLineCount || 2 * totals.added > totals.newLineCount),
  };
}
