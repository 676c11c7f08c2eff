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

  const out: string[] = [`--- ${options.oldLabel}\n`, `+++ ${options.newLabel}\n`];
  let added = 0;
  let removed = 0;
  let hunkCount = 0;
  const hunkOfBlock: number[] = [];
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
    out.push(`@@ -${formatRange(oStart, oLen)} +${formatRange(nStart, nLen)} @@\n`);
    hunkCount++;

    let i = oStart;
    for (let k = g; k <= last; k += 4) {
      const os = groups[k] as number;
      const oe = groups[k + 1] as number;
      const ns = groups[k + 2] as number;
      const ne = groups[k + 3] as number;
      pushLines(out, ' ', oldText, oldStarts, i, os);
      pushLines(out, '-', oldText, oldStarts, os, oe);
      pushLines(out, '+', newText, newStarts, ns, ne);
      i = oe;
      removed += oe - os;
      added += ne - ns;
      hunkOfBlock.push(hunkCount - 1);
    }
    pushLines(out, ' ', oldText, oldStarts, i, lastOldEnd + after);
    g = last + 4;
  }
  const meaning = deriveDiffMeaning(
    { oldText, oldStarts, newText, newStarts, blocks: groups, hunkOfBlock },
    { oldLineCount, newLineCount: b.length, added, removed },
  );
  return { unified: out.join(''), added, removed, hunkCount, meaning };
}

/**
 * Lines [from, to) of `text`, each with `mark` in front, as one block: a native replace over the
 * block instead of a string per line (a rewrite has 100,000s of lines). Only a text's last line can
 * lack its "\n"; it gets GNU's marker.
 */
function pushLines(out: string[], mark: string, text: string, starts: Int32Array, from: number, to: number): void {
  if (from >= to) return;
  const s = starts[from] as number;
  const e = starts[to] as number;
  const endsWithNewline = text.charCodeAt(e - 1) === 10;
  out.push(
    mark,
    text.slice(s, endsWithNewline ? e - 1 : e).replaceAll('\n', `\n${mark}`),
    endsWithNewline ? '\n' : `\n${NO_NEWLINE}`,
  );
}

/** GNU style: `start,len`; `start` alone when len is 1; for an empty range the line before it. */
function formatRange(start0: number, len: number): string {
  if (len === 0) return `${start0},0`;
  if (len === 1) return `${start0 + 1}`;
  return `${start0 + 1},${len}`;
}

/** Flat [oldStart, oldEnd, newStart, newEnd, ...] for each maximal run of changes. */
function deriveChangeGroups(oldChanged: Uint8Array, newChanged: Uint8Array): number[] {
  const n = oldChanged.length;
  const m = newChanged.length;
  const groups: number[] = [];
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
    groups.push(os, i, ns, j);
  }
  return groups;
}
