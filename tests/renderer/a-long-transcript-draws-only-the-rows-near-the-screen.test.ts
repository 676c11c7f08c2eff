import { describe, expect, it } from 'vitest';
import {
  buildRowOffsets,
  deriveRenderedRuns,
  deriveRowWindow,
} from '../../src/renderer/src/conversation/derive-row-window';

const keys = (n: number) => Array.from({ length: n }, (_, i) => `row-${i}`);

describe('the transcript draws only the rows near the screen', () => {
  it('counts a row never shown as the average of those measured', () => {
    const measured = new Map([
      ['row-0', 100],
      ['row-1', 300],
    ]);
    const offsets = buildRowOffsets(keys(4), measured, 50);
    expect([...offsets]).toEqual([0, 100, 400, 600, 800]);
    expect([...buildRowOffsets(keys(2), new Map(), 50)]).toEqual([0, 50, 100]);
  });

  it('finds the rows that cross the visible band', () => {
    const offsets = buildRowOffsets(keys(1000), new Map(), 100);
    expect(deriveRowWindow(offsets, 0, 250)).toEqual({ start: 0, end: 3 });
    expect(deriveRowWindow(offsets, 5_050, 5_300)).toEqual({ start: 50, end: 54 });
    expect(deriveRowWindow(offsets, -500, 50)).toEqual({ start: 0, end: 1 });
    expect(deriveRowWindow(offsets, 99_950, 200_000)).toEqual({ start: 999, end: 1000 });
    expect(deriveRowWindow(buildRowOffsets([], new Map(), 100), 0, 100)).toEqual({ start: 0, end: 0 });
  });

  it('keeps the last rows, the approval waiting and the focused row, with spacers of the right height between', () => {
    const offsets = buildRowOffsets(keys(100), new Map(), 10);
    const runs = deriveRenderedRuns(offsets, { start: 20, end: 25 }, [97, 98, 99, 5, 60]);
    expect(runs).toEqual([
      { kind: 'gap', start: 0, end: 5, height: 50 },
      { kind: 'rows', start: 5, end: 6 },
      { kind: 'gap', start: 6, end: 20, height: 140 },
      { kind: 'rows', start: 20, end: 25 },
      { kind: 'gap', start: 25, end: 60, height: 350 },
      { kind: 'rows', start: 60, end: 61 },
      { kind: 'gap', start: 61, end: 97, height: 360 },
      { kind: 'rows', start: 97, end: 100 },
    ]);
    // Total height is preserved: the scrollbar means the same with or without the window.
    const total = runs.reduce((sum, r) => sum + (r.kind === 'gap' ? r.height : (r.end - r.start) * 10), 0);
    expect(total).toBe(offsets[100]);
  });

  it('draws every row of a short conversation and ignores rows that no longer exist', () => {
    const offsets = buildRowOffsets(keys(5), new Map(), 10);
    expect(deriveRenderedRuns(offsets, { start: 0, end: 9 }, [7, -1, 4])).toEqual([{ kind: 'rows', start: 0, end: 5 }]);
  });
});
