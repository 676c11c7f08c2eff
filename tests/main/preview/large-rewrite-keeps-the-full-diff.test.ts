import { describe, expect, it } from 'vitest';
import { buildUnifiedDiff } from '../../../src/main/preview';
import { applyUnifiedInJs, runGnuPatch } from './gnu-patch';
import { createRandom as random } from '../../../bench/support/write-diff-input';

function codeLike(lines: number, seed: number): string {
  const next = random(seed);
  const common = ['}', '', '  return result;', '  }', '{'];
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    out.push(
      next() < 0.3
        ? (common[Math.floor(next() * common.length)] as string)
        : `  const v${Math.floor(next() * 1e9)} = compute(${i});`,
    );
  }
  return `${out.join('\n')}\n`;
}

describe('a large rewrite', () => {
  it('keeps the full diff, with counts the UI can page by, and patch applies it', () => {
    const before = codeLike(20_000, 1);
    const after = codeLike(20_000, 2);
    const started = performance.now();
    const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/big.ts', newLabel: 'b/big.ts' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(diff.removed).toBeGreaterThan(10_000);
    expect(diff.added).toBeGreaterThan(10_000);
    const body = diff.unified.split('\n').filter((row) => row.startsWith('+') || row.startsWith('-'));
    expect(body.length).toBe(diff.added + diff.removed + 2); // plus the two file headers
    expect((diff.unified.match(/^@@ /gm) ?? []).length).toBe(diff.hunkCount);
    expect(runGnuPatch(before, diff.unified).patched?.toString('utf8')).toBe(after);
  });

  it('shuffled lines (an edit script that explodes) still give an exact, applicable diff', () => {
    const next = random(7);
    const lines = Array.from({ length: 30_000 }, (_, i) => `line ${i % 3000}\n`);
    const before = lines.join('');
    for (let i = lines.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
    }
    const after = lines.join('');
    const started = performance.now();
    const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/f', newLabel: 'b/f' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(applyUnifiedInJs(before, diff.unified)).toBe(after);
  });

  it('scattered edits in a big file give small hunks only', () => {
    const before = codeLike(50_000, 3);
    const rows = before.split('\n');
    for (let k = 1; k <= 20; k++) rows[k * 2_400] = `  edited(${k});`;
    const after = rows.join('\n');
    const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/f', newLabel: 'b/f' });
    expect(diff.hunkCount).toBe(20);
    expect(diff.added).toBe(20);
    expect(diff.removed).toBe(20);
    expect(applyUnifiedInJs(before, diff.unified)).toBe(after);
  });
});
