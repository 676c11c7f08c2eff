import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUnifiedDiff } from '../../../src/main/preview';
import { deriveInternedLines, deriveLineStarts } from '../../../src/main/preview/split-lines';
import { applyUnifiedInJs } from './gnu-patch';

const lineArb = fc.constantFrom('}\n', '\n', 'a\n', 'b\n', 'a\r\n', 'long line that repeats\n', 'x', '');
/** Texts made of few distinct lines (many duplicates), an old one and the same with a few edits. */
const pairArb = fc
  .tuple(
    fc.array(lineArb, { maxLength: 80 }),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.array(lineArb, { maxLength: 3 })), { maxLength: 4 }),
  )
  .map(([oldLines, edits]) => {
    const newLines = [...oldLines];
    for (const [at, remove, insert] of edits) newLines.splice(at % (newLines.length + 1), remove, ...insert);
    return [oldLines.join(''), newLines.join('')] as const;
  });

function splitLines(text: string): string[] {
  const starts = deriveLineStarts(text);
  return Array.from({ length: starts.length - 1 }, (_, i) => text.slice(starts[i], starts[i + 1]));
}

function countEdge(x: readonly string[], y: readonly string[], fromEnd: boolean): number {
  let k = 0;
  const max = Math.min(x.length, y.length);
  while (k < max && (fromEnd ? x[x.length - 1 - k] === y[y.length - 1 - k] : x[k] === y[k])) k++;
  return k;
}

describe('interned lines', () => {
  it('between the common prefix and suffix, two lines share an id exactly when their text is equal', () => {
    fc.assert(
      fc.property(pairArb, ([oldText, newText]) => {
        const { a, b } = deriveInternedLines(oldText, deriveLineStarts(oldText), newText, deriveLineStarts(newText));
        const oldLines = splitLines(oldText);
        const newLines = splitLines(newText);
        const prefix = countEdge(oldLines, newLines, false);
        const suffix = Math.min(
          countEdge(oldLines, newLines, true),
          Math.min(oldLines.length, newLines.length) - prefix,
        );
        const middle = [
          ...oldLines.slice(prefix, oldLines.length - suffix).map((text, k) => ({ text, id: a[prefix + k] })),
          ...newLines.slice(prefix, newLines.length - suffix).map((text, k) => ({ text, id: b[prefix + k] })),
        ];
        for (const x of middle) for (const y of middle) expect(x.id === y.id).toBe(x.text === y.text);
        const edgeIds = new Set([
          ...a.slice(0, prefix),
          ...a.slice(a.length - suffix),
          ...b.slice(0, prefix),
          ...b.slice(b.length - suffix),
        ]);
        expect(edgeIds.size).toBeLessThanOrEqual(1);
        for (const x of middle) expect(edgeIds.has(x.id as number)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('give a diff that turns the old text into exactly the new one', () => {
    fc.assert(
      fc.property(pairArb, ([oldText, newText]) => {
        expect(
          applyUnifiedInJs(oldText, buildUnifiedDiff(oldText, newText, { oldLabel: 'a/f', newLabel: 'b/f' }).unified),
        ).toBe(newText);
      }),
      { numRuns: 500 },
    );
  });
});
