/**
 * Parses the main process's unified diff (WritePreview.unified) into hunks and pages them, so a
 * 100,000-line rewrite renders one page at a time. Lines are kept raw (with their +/-/space prefix)
 * and numbered only for the page on screen: parsing stays one cheap pass over the text.
 */

export interface DiffHunk {
  /** The `@@ -a,b +c,d @@ …` line as written. */
  header: string;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Raw body lines: ' ' context, '+' added, '-' removed, '\' a note ("No newline at end of file"). */
  lines: string[];
}

export type DiffRowKind = 'add' | 'del' | 'ctx' | 'note';

export interface DiffRow {
  kind: DiffRowKind;
  text: string;
  oldNo: number | null;
  newNo: number | null;
}

export interface DiffPageLimits {
  maxHunks: number;
  maxLines: number;
}

const DEFAULT_PAGE_LIMITS: DiffPageLimits = { maxHunks: 200, maxLines: 2000 };

/** Where a page starts or ends: a hunk and a line offset inside it. */
interface DiffCursor {
  hunk: number;
  line: number;
}

export interface DiffPageRange {
  start: DiffCursor;
  /** Exclusive. */
  end: DiffCursor;
  /** Line numbers at `start` (a page may begin in the middle of a big hunk). */
  oldNo: number;
  newNo: number;
  lineCount: number;
}

export interface DiffPageSegment {
  hunkIndex: number;
  header: string;
  /** True when this segment continues a hunk begun on an earlier page. */
  continued: boolean;
  rows: DiffRow[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Pure. Unknown lines outside hunks (`---`, `+++`, `diff`, `index`) are skipped; never throws. */
export function parseUnifiedDiff(unified: string): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  if (unified === '') return hunks;
  const text = unified.split('\n');
  let current: DiffHunk | null = null;
  let oldLeft = 0;
  let newLeft = 0;
  for (const raw of text) {
    const inBody = current !== null && (oldLeft > 0 || newLeft > 0);
    if (inBody && current) {
      // Inside a hunk the counts decide, so a removed line "--- x" is not taken for a header.
      const sign = raw.charCodeAt(0);
      if (sign === 43 /* + */) newLeft -= 1;
      else if (sign === 45 /* - */) oldLeft -= 1;
      else if (sign === 92 /* \ */) {
        current.lines.push(raw);
        continue;
      } else {
        oldLeft -= 1;
        newLeft -= 1;
        if (raw === '') {
          current.lines.push(' ');
          continue;
        }
      }
      current.lines.push(raw);
      continue;
    }
    if (current && raw.charCodeAt(0) === 92) {
      current.lines.push(raw);
      continue;
    }
    const match = HUNK_HEADER.exec(raw);
    if (!match) continue;
    current = {
      header: raw,
      oldStart: Number(match[1]),
      oldLines: match[2] === undefined ? 1 : Number(match[2]),
      newStart: Number(match[3]),
      newLines: match[4] === undefined ? 1 : Number(match[4]),
      lines: [],
    };
    oldLeft = current.oldLines;
    newLeft = current.newLines;
    hunks.push(current);
  }
  return hunks;
}

/** Pure. Counts added and removed lines (used when the preview's own counts are missing). */
export function deriveDiffCounts(hunks: readonly DiffHunk[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      const sign = line.charCodeAt(0);
      if (sign === 43) added += 1;
      else if (sign === 45) removed += 1;
    }
  }
  return { added, removed };
}

/**
 * Pure. Splits hunks into pages of at most `maxHunks` hunks and `maxLines` lines; a hunk longer
 * than a page is cut across pages. Always returns at least one page (empty for no hunks).
 */
export function buildDiffPageRanges(
  hunks: readonly DiffHunk[],
  limits: DiffPageLimits = DEFAULT_PAGE_LIMITS,
): DiffPageRange[] {
  const maxLines = Math.max(1, limits.maxLines);
  const maxHunks = Math.max(1, limits.maxHunks);
  const first = hunks[0];
  const pages: DiffPageRange[] = [];
  let page: DiffPageRange = {
    start: { hunk: 0, line: 0 },
    end: { hunk: 0, line: 0 },
    oldNo: first?.oldStart ?? 0,
    newNo: first?.newStart ?? 0,
    lineCount: 0,
  };
  let hunksOnPage = 0;
  for (let h = 0; h < hunks.length; h += 1) {
    const hunk = hunks[h] as DiffHunk;
    if (hunksOnPage === maxHunks || (page.lineCount === maxLines && hunksOnPage > 0)) {
      pages.push({ ...page, end: { hunk: h, line: 0 } });
      page = {
        start: { hunk: h, line: 0 },
        end: { hunk: h, line: 0 },
        oldNo: hunk.oldStart,
        newNo: hunk.newStart,
        lineCount: 0,
      };
      hunksOnPage = 0;
    }
    hunksOnPage += 1;
    let oldNo = hunk.oldStart;
    let newNo = hunk.newStart;
    for (let l = 0; l < hunk.lines.length; l += 1) {
      if (page.lineCount === maxLines) {
        pages.push({ ...page, end: { hunk: h, line: l } });
        page = { start: { hunk: h, line: l }, end: { hunk: h, line: l }, oldNo, newNo, lineCount: 0 };
        hunksOnPage = 1;
      }
      page.lineCount += 1;
      const sign = (hunk.lines[l] as string).charCodeAt(0);
      if (sign === 43) newNo += 1;
      else if (sign === 45) oldNo += 1;
      else if (sign !== 92) {
        oldNo += 1;
        newNo += 1;
      }
    }
  }
  pages.push({ ...page, end: { hunk: hunks.length, line: 0 } });
  return pages;
}

/** Pure. Materialises one page's rows with their line numbers. */
export function buildDiffPage(hunks: readonly DiffHunk[], range: DiffPageRange): DiffPageSegment[] {
  const segments: DiffPageSegment[] = [];
  let oldNo = range.oldNo;
  let newNo = range.newNo;
  for (let h = range.start.hunk; h < hunks.length; h += 1) {
    if (h > range.end.hunk || (h === range.end.hunk && range.end.line === 0)) break;
    const hunk = hunks[h] as DiffHunk;
    const from = h === range.start.hunk ? range.start.line : 0;
    const to = h === range.end.hunk ? range.end.line : hunk.lines.length;
    if (from === 0) {
      oldNo = hunk.oldStart;
      newNo = hunk.newStart;
    }
    const rows: DiffRow[] = [];
    for (let l = from; l < to; l += 1) {
      const raw = hunk.lines[l] as string;
      const sign = raw.charCodeAt(0);
      const text = raw.slice(1).replace(/\r$/, '');
      if (sign === 43) {
        rows.push({ kind: 'add', text, oldNo: null, newNo });
        newNo += 1;
      } else if (sign === 45) {
        rows.push({ kind: 'del', text, oldNo, newNo: null });
        oldNo += 1;
      } else if (sign === 92) {
        rows.push({ kind: 'note', text: raw.slice(2), oldNo: null, newNo: null });
      } else {
        rows.push({ kind: 'ctx', text, oldNo, newNo });
        oldNo += 1;
        newNo += 1;
      }
    }
    segments.push({ hunkIndex: h, header: hunk.header, continued: from > 0, rows });
  }
  return segments;
}

/** The changed lines of a diff by number: removed lines by old line number, added lines by new line number. */
export interface ChangedLineIndex {
  removed: Map<number, string>;
  added: Map<number, string>;
}

/** Pure. Indexes every removed and added line (text without its sign or "\r"), for listing a group's places. */
export function buildChangedLineIndex(hunks: readonly DiffHunk[]): ChangedLineIndex {
  const removed = new Map<number, string>();
  const added = new Map<number, string>();
  for (const hunk of hunks) {
    let oldNo = hunk.oldStart;
    let newNo = hunk.newStart;
    for (const raw of hunk.lines) {
      const sign = raw.charCodeAt(0);
      if (sign === 43) added.set(newNo++, raw.slice(1).replace(/\r$/, ''));
      else if (sign === 45) removed.set(oldNo++, raw.slice(1).replace(/\r$/, ''));
      else if (sign !== 92) {
        oldNo += 1;
        newNo += 1;
      }
    }
  }
  return { removed, added };
}
