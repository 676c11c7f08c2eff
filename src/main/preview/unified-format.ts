import { Buffer } from 'node:buffer';
import type { DiffMeaning } from '../../shared/tools';
import { deriveDiffMeaning } from './derive-diff-meaning';
import { deriveLineChanges, type LineDiffOptions } from './myers-diff';
import { deriveInternedLines, deriveLineStarts } from './split-lines';

export interface UnifiedDiffOptions extends LineDiffOptions {
  /** Text after `--- ` (e.g. `a/notes.md` or `/dev/null`). */
  oldLabel: string;
  /** Text after `+++ `. */
  newLabel: string;
  /** Lines of context around each change; default 3. */
  context?: number;
}

export interface UnifiedDiff {
  /** GNU unified format; '' when the texts are equal. */
  unified: string;
  added: number;
  removed: number;
  hunkCount: number;
  /** The same changes grouped and what they leave out; absent when the texts are equal. */
  meaning?: DiffMeaning;
}

const NO_NEWLINE = '\\ No newline at end of file\n';

/**
 * Unified diff of two texts, line by line (a line keeps its terminator, so "\r\n" vs "\n" and a
 * missing final newline are real changes, marked `\ No newline at end of file` as GNU diff does).
 * `patch` applies the result to `oldText` and gets exactly `newText`. Pure.
 */
export function buildUnifiedDiff(oldText: string, newText: string, options: UnifiedDiffOptions): UnifiedDiff {
  if (oldText === newText) return { unified: '', added: 0, removed: 0, hunkCount: 0 };
  const context = options.context ?? 3;
  const oldStarts = deriveLineStarts(oldText);
  const newStarts = deriveLineStarts(newText);
  const { a, b, idCount } = deriveInternedLines(oldText, oldStarts, newText, newStarts);
  const oldLineCount = a.length;
  const { oldChanged, newChanged } = deriveLineChanges(a, b, idCount, options);
  const groups = deriveChangeGroups(oldChanged, newChanged);

  const blockCount = groups.length / 4;
  const hunkHeaders: string[] = [];
  // At most a header and a closing context run per hunk and three runs per block, three numbers each.
  const runs = new Int32Array(15 * blockCount);
  let runEnd = 0;
  const pushRun = (mark: number, from: number, to: number): void => {
    runs[runEnd++] = mark;
    runs[runEnd++] = from;
    runs[runEnd++] = to;
  };
  let added = 0;
  let removed = 0;
  const hunkOfBlock = new Int32Array(blockCount);
  let g = 0;
  while (g < groups.length) {
    // Merge groups whose gap is small enough that their contexts would touch.
    let last = g;
    while (last + 4 < groups.length && (groups[last + 4] as number) - (groups[last + 1] as number) <= 2 * context)
      last += 4;
    const firstOld = groups[g] as number;
    const firstNew = groups[g + 2] as number;
    const before = Math.min(context, firstOld);
    const lastOldEnd = groups[last + 1] as number;
    const lastNewEnd = groups[last + 3] as number;
    const after = Math.min(context, oldLineCount - lastOldEnd);
    const oStart = firstOld - before;
    const nStart = firstNew - before;
    const oLen = lastOldEnd + after - oStart;
    const nLen = lastNewEnd + after - nStart;
    pushRun(HUNK, hunkHeaders.length, 0);
    hunkHeaders.push(`@@ -${formatRange(oStart, oLen)} +${formatRange(nStart, nLen)} @@\n`);

    let i = oStart;
    for (let k = g; k <= last; k += 4) {
      const os = groups[k] as number;
      const oe = groups[k + 1] as number;
      const ns = groups[k + 2] as number;
      const ne = groups[k + 3] as number;
      if (i < os) pushRun(CONTEXT, i, os);
      if (os < oe) pushRun(REMOVED, os, oe);
      if (ns < ne) pushRun(ADDED, ns, ne);
      i = oe;
      removed += oe - os;
      added += ne - ns;
      hunkOfBlock[k / 4] = hunkHeaders.length - 1;
    }
    if (i < lastOldEnd + after) pushRun(CONTEXT, i, lastOldEnd + after);
    g = last + 4;
  }
  const unified = deriveUnifiedText(
    `--- ${options.oldLabel}\n+++ ${options.newLabel}\n`,
    hunkHeaders,
    runs.subarray(0, runEnd),
    { text: oldText, starts: oldStarts },
    { text: newText, starts: newStarts },
  );
  const meaning = deriveDiffMeaning(
    { oldText, oldStarts, newText, newStarts, blocks: groups, hunkOfBlock },
    { oldLineCount, newLineCount: b.length, added, removed },
  );
  return { unified, added, removed, hunkCount: hunkHeaders.length, meaning };
}

/** What a run of the diff's lines is: its mark (a character code), or a hunk header. */
const CONTEXT = 32; // ' '
const REMOVED = 45; // '-'
const ADDED = 43; // '+'
const HUNK = 0;

/** A character past Latin-1: a text without one is written one byte a character. */
const WIDE_CHARACTER = /[\u0100-\uffff]/;

interface LinesOf {
  text: string;
  starts: Int32Array;
}

/**
 * Pure: the unified text: `head`, then `runs` (flat [mark, from, to]: lines [from, to) of the old
 * text for CONTEXT and REMOVED, of the new text for ADDED, each line with its mark in front; or
 * [HUNK, index, 0]: hunkHeaders[index]). Only a text's last line can lack its "\n"; it gets GNU's marker.
 *
 * Written character by character into one buffer of the exact size, then read as one string. Why:
 * a 100,000-line diff is 10 MB; strings per line or per block, joined, would be copied two or three
 * times over and kept alive through garbage collections, and fresh memory is what a large diff
 * costs most. One byte a character when every character is Latin-1 (the usual source file), two
 * (UTF-16 code units, copied as they are, lone surrogates included) otherwise.
 */
function deriveUnifiedText(
  head: string,
  hunkHeaders: readonly string[],
  runs: Int32Array,
  oldLines: LinesOf,
  newLines: LinesOf,
): string {
  let length = head.length;
  for (let r = 0; r < runs.length; r += 3) {
    const mark = runs[r] as number;
    const from = runs[r + 1] as number;
    if (mark === HUNK) {
      length += (hunkHeaders[from] as string).length;
      continue;
    }
    const { text, starts } = mark === ADDED ? newLines : oldLines;
    const to = runs[r + 2] as number;
    const end = starts[to] as number;
    length += to - from + end - (starts[from] as number);
    if (text.charCodeAt(end - 1) !== 10) length += 1 + NO_NEWLINE.length;
  }
  const wide = [head, ...hunkHeaders, oldLines.text, newLines.text].some((t) => WIDE_CHARACTER.test(t));
  const bytes = takeScratch(wide ? 2 * length : length);
  const units = wide ? new Uint16Array(bytes.buffer, bytes.byteOffset, length) : bytes;
  let o = writeText(units, 0, head, 0, head.length);
  for (let r = 0; r < runs.length; r += 3) {
    const mark = runs[r] as number;
    const from = runs[r + 1] as number;
    if (mark === HUNK) {
      const header = hunkHeaders[from] as string;
      o = writeText(units, o, header, 0, header.length);
      continue;
    }
    const { text, starts } = mark === ADDED ? newLines : oldLines;
    const to = runs[r + 2] as number;
    let end = starts[from] as number;
    for (let line = from; line < to; line++) {
      const start = end;
      end = starts[line + 1] as number;
      units[o++] = mark;
      for (let i = start; i < end; i++) units[o++] = text.charCodeAt(i);
    }
    if (text.charCodeAt(end - 1) !== 10) {
      units[o++] = 10;
      o = writeText(units, o, NO_NEWLINE, 0, NO_NEWLINE.length);
    }
  }
  if (o !== length) throw new Error(`unified diff is ${o} characters, expected ${length} (bug)`);
  return bytes.toString(wide ? 'utf16le' : 'latin1', 0, bytes.length);
}

/** Diffs up to this many bytes of text are written into the one kept buffer; larger ones get their own. */
const SCRATCH_MAX_BYTES = 32 * 2 ** 20;
/**
 * The buffer the last diff's text was written into, kept for the next. Why: a 100,000-line diff is
 * 10 MB of text, and touching 10 MB of fresh memory costs more than writing it; the text is copied
 * out as a string before deriveUnifiedText returns, so nothing reads the buffer between calls.
 */
let scratch = Buffer.alloc(0);

/**
 * A buffer of exactly `size` bytes, its contents undefined: the kept one when it is large enough.
 * Why unsafe (not zeroed): deriveUnifiedText writes every byte it reads back (it checks the count).
 */
function takeScratch(size: number): Buffer {
  if (size > SCRATCH_MAX_BYTES) return Buffer.allocUnsafeSlow(size);
  if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(size);
  return scratch.subarray(0, size);
}

/** Copies text[from, to) into `units` at `o`; returns where it ends. */
function writeText(units: Uint8Array | Uint16Array, o: number, text: string, from: number, to: number): number {
  let at = o;
  for (let i = from; i < to; i++) units[at++] = text.charCodeAt(i);
  return at;
}

/** GNU style: `start,len`; `start` alone when len is 1; for an empty range the line before it. */
function formatRange(start0: number, len: number): string {
  if (len === 0) return `${start0},0`;
  if (len === 1) return `${start0 + 1}`;
  return `${start0 + 1},${len}`;
}

/** Flat [oldStart, oldEnd, newStart, newEnd, ...] for each maximal run of changes. */
function deriveChangeGroups(oldChanged: Uint8Array, newChanged: Uint8Array): Int32Array {
  let count = 0;
  forEachChangeGroup(oldChanged, newChanged, () => count++);
  const groups = new Int32Array(4 * count);
  let k = 0;
  forEachChangeGroup(oldChanged, newChanged, (os, oe, ns, ne) => {
    groups[k++] = os;
    groups[k++] = oe;
    groups[k++] = ns;
    groups[k++] = ne;
  });
  return groups;
}

/** Calls `visit` with each maximal run of changes, in order: old lines [os, oe) became new lines [ns, ne). */
function forEachChangeGroup(
  oldChanged: Uint8Array,
  newChanged: Uint8Array,
  visit: (os: number, oe: number, ns: number, ne: number) => void,
): void {
  const n = oldChanged.length;
  const m = newChanged.length;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && !oldChanged[i] && !newChanged[j]) {
      i++;
      j++;
      continue;
    }
    const os = i;
    const ns = j;
    while (i < n && oldChanged[i]) i++;
    while (j < m && newChanged[j]) j++;
    if (os === i && ns === j) throw new Error('line diff produced an unbalanced edit script (bug)');
    visit(os, i, ns, j);
  }
}
