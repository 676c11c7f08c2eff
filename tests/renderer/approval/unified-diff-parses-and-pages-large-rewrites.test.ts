import { describe, expect, it } from 'vitest';
import { createTwoFilesPatch } from 'diff';
import {
  buildDiffPage,
  buildDiffPageRanges,
  deriveDiffCounts,
  parseUnifiedDiff,
} from '../../../src/renderer/src/approval/parse-unified-diff';

const lines = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag} ${i + 1}`).join('\n') + '\n';

describe('unified diff parsing', () => {
  it('reads hunks with their line numbers, signs and counts', () => {
    const before = lines(40, 'line');
    const after = before.replace('line 5\n', 'line five\n').replace('line 30\n', 'line 30\nline 30b\n');
    const hunks = parseUnifiedDiff(createTwoFilesPatch('a', 'a', before, after, '', '', { context: 3 }));
    expect(hunks).toHaveLength(2);
    expect(deriveDiffCounts(hunks)).toEqual({ added: 2, removed: 1 });
    const [range] = buildDiffPageRanges(hunks);
    const rows = buildDiffPage(hunks, range!).flatMap((s) => s.rows);
    expect(rows.find((r) => r.kind === 'del')).toEqual({ kind: 'del', text: 'line 5', oldNo: 5, newNo: null });
    expect(rows.find((r) => r.kind === 'add')).toEqual({ kind: 'add', text: 'line five', oldNo: null, newNo: 5 });
    expect(rows.filter((r) => r.kind === 'add').at(-1)).toEqual({
      kind: 'add',
      text: 'line 30b',
      oldNo: null,
      newNo: 31,
    });
  });

  it('shows a new file (--- /dev/null) as all additions', () => {
    const unified = '--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1,2 @@\n+hello\n+world\n';
    const hunks = parseUnifiedDiff(unified);
    expect(hunks).toHaveLength(1);
    expect(buildDiffPage(hunks, buildDiffPageRanges(hunks)[0]!)[0]!.rows.map((r) => [r.kind, r.newNo])).toEqual([
      ['add', 1],
      ['add', 2],
    ]);
  });

  it('does not take removed lines that look like headers for headers', () => {
    const unified = '--- a/x\n+++ b/x\n@@ -1,2 +1,1 @@\n--- not a header\n+++ not one either\n-second\n';
    const hunks = parseUnifiedDiff(unified);
    expect(hunks).toHaveLength(1);
    expect(deriveDiffCounts(hunks)).toEqual({ added: 1, removed: 2 });
  });

  it('keeps "no newline at end of file" as a note and empty input as no hunks', () => {
    const hunks = parseUnifiedDiff('@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n');
    expect(hunks[0]!.lines).toHaveLength(4);
    const rows = buildDiffPage(hunks, buildDiffPageRanges(hunks)[0]!)[0]!.rows;
    expect(rows.map((r) => r.kind)).toEqual(['del', 'note', 'add', 'note']);
    expect(parseUnifiedDiff('')).toEqual([]);
    expect(buildDiffPageRanges([])).toHaveLength(1);
  });
});

describe('paging', () => {
  it('cuts a 100,000-line rewrite into pages of 2,000 lines with continuous line numbers', () => {
    const n = 100_000;
    const body: string[] = [`@@ -1,${n} +1,${n} @@`];
    for (let i = 1; i <= n; i += 1) body.push(`-old ${i}`);
    for (let i = 1; i <= n; i += 1) body.push(`+new ${i}`);
    const started = performance.now();
    const hunks = parseUnifiedDiff(`--- a/big\n+++ b/big\n${body.join('\n')}\n`);
    const ranges = buildDiffPageRanges(hunks);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ranges).toHaveLength(100);
    expect(ranges.every((r) => r.lineCount === 2000)).toBe(true);
    const page51 = buildDiffPage(hunks, ranges[50]!);
    expect(page51).toHaveLength(1);
    expect(page51[0]!.continued).toBe(true);
    expect(page51[0]!.rows[0]).toEqual({ kind: 'add', text: 'new 1', oldNo: null, newNo: 1 });
    expect(buildDiffPage(hunks, ranges[99]!)[0]!.rows.at(-1)).toEqual({
      kind: 'add',
      text: `new ${n}`,
      oldNo: null,
      newNo: n,
    });
  });

  it('puts at most 200 hunks on a page and every line on exactly one page', () => {
    const body: string[] = [];
    for (let h = 0; h < 450; h += 1)
      body.push(`@@ -${h * 10 + 1},2 +${h * 10 + 1},2 @@`, ` same ${h}`, `-old ${h}`, `+new ${h}`);
    const hunks = parseUnifiedDiff(body.join('\n'));
    const ranges = buildDiffPageRanges(hunks);
    expect(ranges.map((r) => r.lineCount)).toEqual([600, 600, 150]);
    const all = ranges.flatMap((r) => buildDiffPage(hunks, r).flatMap((s) => s.rows));
    expect(all).toHaveLength(450 * 3);
    expect(ranges.flatMap((r) => buildDiffPage(hunks, r)).filter((s) => s.continued)).toHaveLength(0);
  });
});
