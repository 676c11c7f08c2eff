/**
 * Pure arithmetic of the transcript's windowing: which rows are in the DOM and how tall the
 * spacers standing for the others are. Heights are measured once a row has been shown; rows never
 * shown count as the average of those measured (or `estimate` before any is).
 */

/** Offsets[i] is where row i starts; offsets[n] is the total height. */
export function buildRowOffsets(
  keys: Iterable<string> & { readonly length: number },
  measured: ReadonlyMap<string, number>,
  estimate: number,
): Float64Array {
  // One walk of the keys (a row's measured height, NaN when never shown), then the sums.
  const heights = new Float64Array(keys.length);
  let sum = 0;
  let count = 0;
  let i = 0;
  for (const key of keys) {
    const h = measured.get(key);
    heights[i] = h ?? NaN;
    i += 1;
    if (h !== undefined) {
      sum += h;
      count += 1;
    }
  }
  const guess = count > 0 ? sum / count : estimate;
  const offsets = new Float64Array(keys.length + 1);
  for (let j = 0; j < keys.length; j += 1) {
    const h = heights[j] as number;
    offsets[j + 1] = (offsets[j] as number) + (Number.isNaN(h) ? guess : h);
  }
  return offsets;
}

/** The first row whose bottom is below `y` (binary search; rows.length when y is past the end). */
function findRowAt(offsets: Float64Array, y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] as number) <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rows [start, end) that cross the band [top, bottom] (in the list's own coordinates). */
export function deriveRowWindow(offsets: Float64Array, top: number, bottom: number): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = Math.min(count - 1, findRowAt(offsets, Math.max(0, top)));
  const end = Math.min(count, Math.max(start + 1, findRowAt(offsets, Math.max(0, bottom)) + 1));
  return { start, end };
}

export type RowRun =
  { kind: 'rows'; start: number; end: number } | { kind: 'gap'; start: number; end: number; height: number };

/**
 * What to put in the DOM, in order: runs of rows and the gaps between them. `windowed` is the
 * band on screen (plus overscan); `pinned` rows are always there (the last rows, the approval
 * waiting, the row holding the focus), wherever the person has scrolled.
 */
export function deriveRenderedRuns(
  offsets: Float64Array,
  windowed: { start: number; end: number },
  pinned: Iterable<number>,
): RowRun[] {
  const count = offsets.length - 1;
  const shown = new Set<number>();
  for (let i = Math.max(0, windowed.start); i < Math.min(count, windowed.end); i += 1) shown.add(i);
  for (const i of pinned) if (i >= 0 && i < count) shown.add(i);
  const indexes = [...shown].sort((a, b) => a - b);
  const runs: RowRun[] = [];
  let cursor = 0;
  let i = 0;
  while (i < indexes.length) {
    const start = indexes[i] as number;
    let end = start + 1;
    while (i + 1 < indexes.length && indexes[i + 1] === end) {
      i += 1;
      end += 1;
    }
    i += 1;
    if (start > cursor)
      runs.push({
        kind: 'gap',
        start: cursor,
        end: start,
        height: (offsets[start] as number) - (offsets[cursor] as number),
      });
    runs.push({ kind: 'rows', start, end });
    cursor = end;
  }
  if (cursor < count)
    runs.push({
      kind: 'gap',
      start: cursor,
      end: count,
      height: (offsets[count] as number) - (offsets[cursor] as number),
    });
  return runs;
}
