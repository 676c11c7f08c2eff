import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveLineChanges } from '../../../src/main/preview/myers-diff';

function lcsLength(a: Int32Array, b: Int32Array): number {
  const row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] as number;
      row[j] = a[i - 1] === b[j - 1] ? diag + 1 : Math.max(up, row[j - 1] as number);
      diag = up;
    }
  }
  return row[b.length] as number;
}

/** Unchanged lines must pair up in order with equal ids; returns how many pairs. */
function checkAlignment(a: Int32Array, b: Int32Array, oldChanged: Uint8Array, newChanged: Uint8Array): number {
  const keptA = [...a].filter((_, i) => !oldChanged[i]);
  const keptB = [...b].filter((_, j) => !newChanged[j]);
  expect(keptA).toEqual(keptB);
  return keptA.length;
}

const seqArb = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 60 }).map((xs) => Int32Array.from(xs));

describe('the line diff', () => {
  it('is a valid alignment and minimal (equals the LCS) on small inputs', () => {
    fc.assert(
      fc.property(seqArb, seqArb, (a, b) => {
        const { oldChanged, newChanged } = deriveLineChanges(a, b, 6);
        expect(checkAlignment(a, b, oldChanged, newChanged)).toBe(lcsLength(a, b));
      }),
      { numRuns: 400 },
    );
  });

  it('stays a valid alignment when the cost bound forces heuristic splits', () => {
    fc.assert(
      fc.property(seqArb, seqArb, (a, b) => {
        const { oldChanged, newChanged } = deriveLineChanges(a, b, 6, { maxCost: 1 });
        checkAlignment(a, b, oldChanged, newChanged);
      }),
      { numRuns: 400 },
    );
  });

  it('stays a valid alignment when the work budget runs out (the rest replaced wholesale)', () => {
    fc.assert(
      fc.property(seqArb, seqArb, fc.nat(200), (a, b, workBudget) => {
        const { oldChanged, newChanged } = deriveLineChanges(a, b, 6, { workBudget });
        checkAlignment(a, b, oldChanged, newChanged);
      }),
      { numRuns: 400 },
    );
  });
});
