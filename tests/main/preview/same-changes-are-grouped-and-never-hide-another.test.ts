import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveDiffMeaning } from '../../../src/main/preview/derive-diff-meaning';
import { editFileTool } from '../../../src/main/tools';
import { expectGroupsToHideNothing, lines } from './groups-hide-nothing';
import { useTempFolder } from './temp-folder';

/** The same change made in many places is read once, and a group never stands for a different change. */

describe('same changes are grouped', () => {
  it('a substitution made in 1,204 places is one group, counting two on a line as two', () => {
    const plain = lines(2_406, (i) => (i % 2 === 0 ? `row ${i}: tomato soup` : `row ${i}: bread`));
    const before = plain.replace('row 0: tomato soup', 'row 0: tomato and tomato soup');
    const after = before.replaceAll('tomato', 'TOMATO');
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups).toEqual([
      expect.objectContaining({ kind: 'substitute', from: 'tomato', to: 'TOMATO', places: 1_204, lines: 1_203 }),
    ]);
    expect(meaning).toMatchObject({ otherLines: 0, otherHunks: [], rewrite: false, oldLineCount: 2_406 });
  });

  it('the same inserted line and the same deleted block are each one group, with where they are', () => {
    const before = lines(400, (i) =>
      i % 40 === 0 ? `function f${i}() {}` : i % 50 === 1 ? '// TODO remove\n// (twice)' : `  body ${i};`,
    );
    const after = before
      .replaceAll(/^function/gm, '@reviewed\nfunction')
      .replaceAll('// TODO remove\n// (twice)\n', '');
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups.map((g) => [g.kind, g.from, g.to, g.places])).toEqual([
      ['insert', '', '@reviewed\n', 10],
      ['delete', '// TODO remove\n// (twice)\n', '', 8],
    ]);
    // Old line 42 is the second function (the deleted block of two lines came before it); it is new line 41.
    expect(meaning.groups[0]!.at.slice(0, 6)).toEqual([1, 1, 1, 42, 41, 1]);
    expect(meaning.otherLines).toBe(0);
  });

  it('a line that also changes something else is not in the group, and its hunk stays on the sheet', () => {
    const before = lines(500, (i) => `value ${i} = tomato(${i});`);
    const after = before
      .replaceAll('tomato', 'TOMATO')
      .replace('value 250 = TOMATO(250);', 'value 250 = TOMATO(250); exfiltrate();');
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups).toEqual([
      expect.objectContaining({ from: 'tomato', to: 'TOMATO', places: 499, lines: 499 }),
    ]);
    expect(meaning.otherLines).toBe(2);
    expect(meaning.otherHunks).toEqual([0]);
  });

  it('replacing only some occurrences on a line is not "every tomato became TOMATO"', () => {
    const before = lines(60, (i) => `${i} tomato tomato`);
    const after = lines(60, (i) => (i === 30 ? `${i} TOMATO tomato` : `${i} TOMATO TOMATO`));
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups[0]).toMatchObject({ from: 'tomato', to: 'TOMATO', places: 118, lines: 59 });
    expect(meaning.otherLines).toBe(2);
  });

  it('different changes are not grouped together, and a change made once is no group', () => {
    const before = lines(200, (i) => `item ${i} apple`);
    const after = before
      .replace('item 3 apple', 'item 3 pear')
      .replace('item 90 apple', 'item 90 plum')
      .replace('item 150 apple', 'item 150 fig');
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups).toEqual([]);
    expect(meaning.otherLines).toBe(6);
    expect(meaning.otherHunks).toEqual([0, 1, 2]);
  });

  it('a line carrying two different changes is in no group: the group names only lines it describes whole', () => {
    const before = lines(2_000, (i) => `let a${i} = old(${i}); // ${i % 7 === 0 ? 'x' : 'y'}`);
    const after = before
      .replaceAll('old(', 'fresh(')
      .replace('let a1000 = fresh(1000); // y', 'let a1000 = fresh(1000); // changed by hand')
      .replaceAll('// x', '// X');
    const meaning = expectGroupsToHideNothing(before, after);
    const both = Array.from({ length: 2_000 }, (_, i) => i).filter((i) => i % 7 === 0).length;
    expect(meaning.groups).toEqual([expect.objectContaining({ from: 'old', to: 'fresh', places: 2_000 - both - 1 })]);
    expect(meaning.otherLines).toBe(2 * both + 2);
    expect(meaning.rewrite).toBe(true);
  });
});

describe('lines the diff lists as removed and added back unchanged', () => {
  it('change nothing: they are counted apart, never grouped, never "other"', () => {
    // Blocks as a heuristic diff may give them: old lines 0-2 replaced by new 0-2, the middle one identical.
    const oldText = 'a tomato\n}\nb tomato\n';
    const newText = 'a TOMATO\n}\nb TOMATO\n';
    const starts = (t: string) => Int32Array.from([0, ...[...t.matchAll(/\n/g)].map((m) => m.index + 1)]);
    const meaning = deriveDiffMeaning(
      {
        oldText,
        oldStarts: starts(oldText),
        newText,
        newStarts: starts(newText),
        blocks: [0, 3, 0, 3],
        hunkOfBlock: [0],
      },
      { oldLineCount: 3, newLineCount: 3, added: 3, removed: 3 },
    );
    expect(meaning.groups).toEqual([
      { kind: 'substitute', from: 'tomato', to: 'TOMATO', places: 2, lines: 2, at: [1, 1, 1, 3, 3, 1] },
    ]);
    expect(meaning).toMatchObject({ unchangedPairs: 1, otherLines: 0, otherHunks: [] });
  });
});

describe('many changed lines (read from a sample of them, checked on every one)', () => {
  it('finds a frequent and a rarer substitution, and a line the sample never saw is still named exactly or counted as other', () => {
    // 12,000 lines, 6,000 pairs: past the 4,000 where candidates are first counted on a sample.
    const before = lines(12_000, (i) =>
      i % 2 === 0 ? `plot ${i}: tomato bed` : i % 40 === 1 ? `plot ${i}: bean row` : `plot ${i}: path`,
    );
    const after = before
      .split('\n')
      .map((line, i) => {
        if (i % 2 === 0) return i === 5_000 ? line.replace('tomato', 'pepper') : line.replace('tomato', 'TOMATO');
        if (i % 40 === 1) return line.replace('bean', 'pea');
        return line;
      })
      .join('\n');
    const meaning = expectGroupsToHideNothing(before, after);
    expect(meaning.groups.map((g) => [g.from, g.to, g.places])).toEqual([
      ['tomato', 'TOMATO', 5_999],
      ['bean', 'pea', 300],
    ]);
    // The one pepper line is no group (made once) and is not hidden: it counts as two other lines.
    expect(meaning.otherLines).toBe(2);
  });
});

describe('a find-and-replace over a 100,000-line file', () => {
  const tempFolder = useTempFolder();

  it('edit_file with replace_all comes out as its one-line meaning', async () => {
    const root = tempFolder();
    const before = lines(100_000, (i) => `const row${i} = make("tomato", ${i}); // line ${i + 1}`);
    writeFileSync(path.join(root, 'big.ts'), before);
    const inspection = await editFileTool.inspect(
      { path: 'big.ts', old_string: 'tomato', new_string: 'TOMATO', replace_all: true },
      { workspaceRoot: root, sessionId: 'ses_test' },
    );
    if (inspection.preview.type !== 'write') throw new Error('expected a write preview');
    const write = inspection.preview.write;
    expect(write).toMatchObject({ kind: 'change', added: 100_000, removed: 100_000, textsOmitted: true });
    expect(write.meaning).toEqual({
      groups: [
        { kind: 'substitute', from: 'tomato', to: 'TOMATO', places: 100_000, lines: 100_000, at: [1, 1, 100_000] },
      ],
      otherLines: 0,
      unchangedPairs: 0,
      otherHunks: [],
      oldLineCount: 100_000,
      newLineCount: 100_000,
      rewrite: true,
    });
  }, 60_000);
});
