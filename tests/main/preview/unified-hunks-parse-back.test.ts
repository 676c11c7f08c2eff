import { describe, expect, it } from 'vitest';
import { buildUnifiedDiff, parseUnifiedHunks } from '../../../src/main/preview';

describe('parseUnifiedHunks', () => {
  it('gives each hunk with old and new line numbers and the no-newline marker', () => {
    const before = 'a\nb\nc\nd';
    const after = 'a\nB\nc\nd\ne';
    const { unified } = buildUnifiedDiff(before, after, { oldLabel: 'a/f', newLabel: 'b/f' });
    const hunks = parseUnifiedHunks(unified);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]).toMatchObject({ header: '@@ -1,4 +1,5 @@', oldStart: 1, oldLines: 4, newStart: 1, newLines: 5 });
    expect(hunks[0]?.lines).toEqual([
      { kind: 'context', text: 'a', oldLine: 1, newLine: 1, noNewlineAtEnd: false },
      { kind: 'remove', text: 'b', oldLine: 2, newLine: null, noNewlineAtEnd: false },
      { kind: 'add', text: 'B', oldLine: null, newLine: 2, noNewlineAtEnd: false },
      { kind: 'context', text: 'c', oldLine: 3, newLine: 3, noNewlineAtEnd: false },
      { kind: 'remove', text: 'd', oldLine: 4, newLine: null, noNewlineAtEnd: true },
      { kind: 'add', text: 'd', oldLine: null, newLine: 4, noNewlineAtEnd: false },
      { kind: 'add', text: 'e', oldLine: null, newLine: 5, noNewlineAtEnd: true },
    ]);
  });

  it('reads an empty old side (a new file)', () => {
    const { unified } = buildUnifiedDiff('', 'x\n', { oldLabel: '/dev/null', newLabel: 'b/f' });
    expect(parseUnifiedHunks(unified)[0]?.lines).toEqual([
      { kind: 'add', text: 'x', oldLine: null, newLine: 1, noNewlineAtEnd: false },
    ]);
  });
});
