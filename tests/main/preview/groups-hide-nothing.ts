import { expect } from 'vitest';
import { buildUnifiedDiff, parseUnifiedHunks } from '../../../src/main/preview';
import type { DiffMeaning } from '../../../src/shared/tools';

/** `n` lines made by `f`, each ending in "\n". */
export const lines = (n: number, f: (i: number) => string): string =>
  `${Array.from({ length: n }, (_, i) => f(i)).join('\n')}\n`;

function meaningOf(before: string, after: string): { meaning: DiffMeaning; unified: string } {
  const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/f', newLabel: 'b/f' });
  return { meaning: diff.meaning!, unified: diff.unified };
}

/**
 * The guarantee, checked from the texts and the diff alone: each place a group names is exactly its
 * change; every changed line is either in a group or counted as other; every hunk left out of
 * `otherHunks` holds only grouped lines; a group's places and lines are what its places hold.
 */
export function expectGroupsToHideNothing(before: string, after: string): DiffMeaning {
  const { meaning, unified } = meaningOf(before, after);
  const oldLines = before.split('\n');
  const newLines = after.split('\n');
  const groupedOld = new Set<number>();
  const groupedNew = new Set<number>();
  for (const g of meaning.groups) {
    let places = 0;
    let lineCount = 0;
    for (let k = 0; k < g.at.length; k += 3) {
      const [oldLine, newLine, count] = g.at.slice(k, k + 3) as [number, number, number];
      lineCount += count;
      if (g.kind === 'substitute') {
        for (let i = 0; i < count; i++) {
          expect(oldLines[oldLine - 1 + i]!.split(g.from).join(g.to)).toBe(newLines[newLine - 1 + i]);
          expect(oldLines[oldLine - 1 + i]).toContain(g.from);
          places += oldLines[oldLine - 1 + i]!.split(g.from).length - 1;
          groupedOld.add(oldLine + i);
          groupedNew.add(newLine + i);
        }
        continue;
      }
      places += 1;
      if (g.kind === 'insert') {
        expect(`${newLines.slice(newLine - 1, newLine - 1 + count).join('\n')}\n`).toBe(g.to);
        for (let i = 0; i < count; i++) groupedNew.add(newLine + i);
      } else {
        expect(`${oldLines.slice(oldLine - 1, oldLine - 1 + count).join('\n')}\n`).toBe(g.from);
        for (let i = 0; i < count; i++) groupedOld.add(oldLine + i);
      }
    }
    expect([g.places, g.lines], `${g.kind} ${g.from} → ${g.to}`).toEqual([places, lineCount]);
  }
  const hunks = parseUnifiedHunks(unified);
  let changed = 0;
  hunks.forEach((hunk, index) => {
    const ungrouped = hunk.lines.filter(
      (l) => (l.kind === 'remove' && !groupedOld.has(l.oldLine!)) || (l.kind === 'add' && !groupedNew.has(l.newLine!)),
    );
    changed += hunk.lines.filter((l) => l.kind !== 'context').length;
    expect(meaning.otherHunks.includes(index), `hunk ${index} ${hunk.header}`).toBe(ungrouped.length > 0);
  });
  // These inputs get a minimal diff: no line is listed as removed and added back unchanged.
  expect(meaning.unchangedPairs).toBe(0);
  expect(meaning.otherLines).toBe(changed - groupedOld.size - groupedNew.size);
  return meaning;
}
