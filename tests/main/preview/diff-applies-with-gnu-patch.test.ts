import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUnifiedDiff, buildWriteDiff, runWrite } from '../../../src/main/preview';
import { runGnuPatch } from './gnu-patch';
import { useTempFolder } from './temp-folder';

const LINES = [
  'a',
  'b',
  'c',
  '',
  ' ',
  'x y',
  '--- a/f',
  '+++ b/f',
  '-',
  '+',
  '\\ No newline',
  '@@ -1 +1 @@',
  '\t}',
  'ñ€',
];
const EOLS = ['\n', '\n', '\n', '\r\n', '\r'];

const textArb = fc
  .tuple(fc.array(fc.tuple(fc.constantFrom(...LINES), fc.constantFrom(...EOLS)), { maxLength: 30 }), fc.boolean())
  .map(([lines, trailing]) => {
    const text = lines.map(([line, eol]) => line + eol).join('');
    return trailing || text.length === 0 ? text : text.replace(/(\r\n|\n|\r)$/, '');
  });

/** A second text made from the first by small edits, so hunks have real context. */
const pairArb = textArb.chain((before) =>
  fc
    .oneof(
      fc.constant(before),
      textArb,
      fc
        .array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...LINES), fc.constantFrom(...EOLS)), { maxLength: 6 })
        .map((edits) => {
          const lines = before.match(/[^\n]*\n|[^\n]+$/g) ?? [];
          for (const [at, del, line, eol] of edits)
            lines.splice(lines.length === 0 ? 0 : at % (lines.length + 1), del, line + eol);
          return lines.join('');
        }),
    )
    .map((after) => [before, after] as const),
);

describe('a change diff applies with GNU patch and gives exactly the proposed content', () => {
  const tempFolder = useTempFolder();

  it.each([
    ['a one-line change', 'a\nb\nc\n', 'a\nB\nc\n'],
    ['an empty file gaining lines', '', 'one\ntwo\n'],
    ['a file emptied', 'one\ntwo\n', ''],
    ['a final newline added', 'a\nb', 'a\nb\n'],
    ['a final newline removed', 'a\nb\n', 'a\nb'],
    ['a last line without newline changed', 'a\nb', 'a\nc'],
    ['a CRLF file', 'a\r\nb\r\nc\r\n', 'a\r\nB\r\nc\r\n'],
    ['lines that look like diff headers', '--- x\n+++ y\n@@ -1 +1 @@\n', '--- x\n+++ z\n@@ -1 +1 @@\n-\n'],
    [
      'changes far apart (two hunks)',
      Array.from({ length: 30 }, (_, i) => `${i}\n`).join(''),
      Array.from({ length: 30 }, (_, i) => (i === 2 || i === 25 ? 'X\n' : `${i}\n`)).join(''),
    ],
  ])('%s', (_name, before, after) => {
    const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/f.txt', newLabel: 'b/f.txt' });
    const result = runGnuPatch(before, diff.unified);
    expect(result.output).not.toMatch(/offset|fuzz|FAILED/i);
    expect(result.status).toBe(0);
    expect(result.patched?.toString('utf8')).toBe(after);
  });

  it('holds for generated pairs (pure diff, real patch)', () => {
    fc.assert(
      fc.property(pairArb, ([before, after]) => {
        const diff = buildUnifiedDiff(before, after, { oldLabel: 'a/f', newLabel: 'b/f' });
        if (before === after) return diff.unified === '';
        const result = runGnuPatch(before, diff.unified);
        return (
          result.status === 0 &&
          result.patched !== null &&
          result.patched.toString('utf8') === after &&
          !/offset|fuzz/i.test(result.output)
        );
      }),
      { numRuns: 150 },
    );
  });

  it('holds for generated files: patch gives the very bytes runWrite writes', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb, async ([before, after]) => {
        const file = path.join(tempFolder(), 'f.txt');
        writeFileSync(file, before);
        const preview = await buildWriteDiff(file, after);
        const patched =
          preview.kind === 'unchanged' ? Buffer.from(before) : runGnuPatch(before, preview.unified).patched;
        const outcome = await runWrite(file, after, preview);
        expect(outcome.outcome).toBe('written');
        expect(patched).not.toBeNull();
        expect(readFileSync(file).equals(patched as Buffer)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('uses -p1 headers for a relative display path and -p0 headers for an absolute one', async () => {
    const dir = tempFolder();
    const file = path.join(dir, 'notes.md');
    writeFileSync(file, 'a\n');
    const relative = await buildWriteDiff(file, 'b\n', { displayPath: 'docs/notes.md' });
    expect(relative.unified.startsWith('--- a/docs/notes.md\n+++ b/docs/notes.md\n@@ -1 +1 @@\n')).toBe(true);
    expect(relative.path).toBe('docs/notes.md');
    const absolute = await buildWriteDiff(file, 'b\n');
    expect(absolute.unified.startsWith(`--- ${file}\n+++ ${file}\n`)).toBe(true);
  });
});
