import { describe, expect, it } from 'vitest';
import { buildUnifiedDiff, parseUnifiedHunks } from '../../../src/main/preview';
import { createRandom } from '../../../bench/support/write-diff-input';
import { applyUnifiedInJs } from './gnu-patch';

/**
 * The diff's text is written a character at a time into one buffer, kept from one diff to the next,
 * one byte a character when all of it is Latin-1 and two otherwise (src/main/preview/unified-format.ts):
 * every character must come out as it went in, whichever width, lone surrogates and line separators
 * included, and nothing of an earlier diff may come out with a later one.
 */

const ALPHABETS: Record<string, readonly string[]> = {
  ascii: ['const', ' ', 'x', '=', ';', '{', '}', '\t', '\\', '+', '-', '@@'],
  latin1: ['café', 'naïve', '×', '\u00a0', 'ÿ', '\u0080', 'x', ' '],
  wide: ['日本', '😀', 'ü', 'Ω', '\uD800', '\uDFFF', 'x', ' ', '\u2028'],
};

/** `count` lines from `alphabet`, some ending in "\r\n", the last with no line break. */
function textOf(alphabet: readonly string[], count: number, seed: number): string[] {
  const next = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from(
      { length: 1 + Math.floor(next() * 6) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    );
    return `${i % 3 === 0 ? 'same ' : ''}${words.join('')}${i % 17 === 0 ? '\r\n' : '\n'}`;
  });
}

describe('a large diff', () => {
  for (const [name, alphabet] of Object.entries(ALPHABETS)) {
    it(`in ${name} text reads back exactly, line by line and applied`, () => {
      const rows = textOf(alphabet, 20_000, 11);
      const before = rows.join('').replace(/\n$/, '');
      const next = createRandom(12);
      const after = rows
        .map((row) => (next() < 0.4 ? row.replace(/^(same )?/, '$1~') : row))
        .join('')
        .replace(/\n$/, '');
      const diff = buildUnifiedDiff(before, after, { oldLabel: `a/${name}.txt`, newLabel: `b/${name}.txt` });
      expect(diff.unified.length).toBeGreaterThan(200_000);
      expect(applyUnifiedInJs(before, diff.unified)).toBe(after);
      const oldRows = before.match(/[^\n]*\n|[^\n]+$/g) ?? [];
      const newRows = after.match(/[^\n]*\n|[^\n]+$/g) ?? [];
      for (const hunk of parseUnifiedHunks(diff.unified)) {
        for (const line of hunk.lines) {
          const row = line.kind === 'add' ? newRows[line.newLine! - 1] : oldRows[line.oldLine! - 1];
          expect(line.noNewlineAtEnd ? line.text : `${line.text}\n`).toBe(row);
        }
      }
      expect(diff.unified.endsWith('\n\\ No newline at end of file\n')).toBe(true);
    });
  }

  it('written one after another into the kept buffer, each comes out whole: nothing of the one before', () => {
    const big = textOf(ALPHABETS.ascii!, 20_000, 21).join('');
    const bigAfter = big.replaceAll('x', 'y');
    const wide = textOf(ALPHABETS.wide!, 5_000, 22).join('');
    const wideAfter = wide.replaceAll('x', '日');
    for (let round = 0; round < 2; round++) {
      const large = buildUnifiedDiff(big, bigAfter, { oldLabel: 'a/big', newLabel: 'b/big' });
      expect(applyUnifiedInJs(big, large.unified)).toBe(bigAfter);
      const small = buildUnifiedDiff('a\nb\n', 'a\nc\n', { oldLabel: 'a/s', newLabel: 'b/s' });
      expect(small.unified).toBe('--- a/s\n+++ b/s\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n');
      const wideDiff = buildUnifiedDiff(wide, wideAfter, { oldLabel: 'a/w', newLabel: 'b/w' });
      expect(applyUnifiedInJs(wide, wideDiff.unified)).toBe(wideAfter);
    }
  });

  it('keeps wide characters in the file names of its header, with Latin-1 text below', () => {
    const before = 'café\n'.repeat(3_000);
    const after = before.replace('café\n', 'CAFÉ\n');
    const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/日本/ü.txt', newLabel: 'b/日本/ü.txt' });
    expect(diff.unified).toBe(
      '--- a/日本/ü.txt\n+++ b/日本/ü.txt\n@@ -1,4 +1,4 @@\n-café\n+CAFÉ\n café\n café\n café\n',
    );
  });
});
