import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, runWrite, TEXTS_OMITTED_NOTE } from '../../../src/main/preview';
import { WRITE_PREVIEW_TEXT_LIMITS } from '../../../src/shared/tools';
import { applyUnifiedInJs } from './gnu-patch';
import { useTempFolder } from './temp-folder';

/** Source-like lines, different for each seed. */
function codeLines(count: number, seed: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `    const v${seed}_${i} = compute(${(i * 7919 + seed) % 104729}, "x"); // ${i}`,
  );
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('a preview past the side-by-side limits', () => {
  const tempFolder = useTempFolder();

  it('a 100,000-line rewrite carries the full diff but no texts, and its JSON is about the size of the diff', async () => {
    const file = path.join(tempFolder(), 'big.ts');
    const before = `${codeLines(100_000, 1).join('\n')}\n`;
    const after = `${codeLines(100_000, 2).join('\n')}\n`;
    writeFileSync(file, before);
    const preview = await buildWriteDiff(file, after, { displayPath: 'big.ts' });
    expect(preview).toMatchObject({
      kind: 'change',
      original: null,
      proposed: null,
      textsOmitted: true,
      added: 100_000,
      removed: 100_000,
    });
    expect(preview.notes).toContain(TEXTS_OMITTED_NOTE);
    expect(applyUnifiedInJs(before, preview.unified)).toBe(after);
    expect(preview.proposedHash).toBe(sha256(Buffer.from(after)));
    // Before, the texts came on top of the diff: about three times its size in the approval event.
    expect(JSON.stringify(preview).length).toBeLessThan(preview.unified.length * 1.15 + 10_000);
  });

  it('scattered edits in a large file give a preview of a few kilobytes', async () => {
    const file = path.join(tempFolder(), 'big.ts');
    const rows = codeLines(100_000, 3);
    writeFileSync(file, `${rows.join('\n')}\n`);
    for (let k = 1; k <= 20; k++) rows[k * 4_700] = `    edited(${k});`;
    const preview = await buildWriteDiff(file, `${rows.join('\n')}\n`, { displayPath: 'big.ts' });
    expect(preview).toMatchObject({ textsOmitted: true, hunkCount: 20, added: 20, removed: 20 });
    expect(JSON.stringify(preview).length).toBeLessThan(20_000);
  });

  it('the write still puts exactly the reviewed bytes on disk, CRLF line endings kept', async () => {
    const file = path.join(tempFolder(), 'big.txt');
    const rows = codeLines(WRITE_PREVIEW_TEXT_LIMITS.lines + 10, 4);
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    rows[100] = 'changed';
    const proposed = `${rows.join('\n')}\n`; // the model sends LF; the file keeps CRLF
    const preview = await buildWriteDiff(file, proposed, { displayPath: 'big.txt' });
    expect(preview.textsOmitted).toBe(true);
    const outcome = await runWrite(file, proposed, preview);
    expect(outcome.outcome).toBe('written');
    expect(readFileSync(file, 'utf8')).toBe(`${rows.join('\r\n')}\r\n`);
  });

  it('a stale file is still refused', async () => {
    const file = path.join(tempFolder(), 'big.ts');
    writeFileSync(file, `${codeLines(20_000, 5).join('\n')}\n`);
    const proposed = `${codeLines(20_000, 6).join('\n')}\n`;
    const preview = await buildWriteDiff(file, proposed, { displayPath: 'big.ts' });
    expect(preview.textsOmitted).toBe(true);
    writeFileSync(file, 'edited by a person meanwhile\n');
    expect(await runWrite(file, proposed, preview)).toEqual({
      outcome: 'stale',
      reason: 'big.ts changed since you reviewed it',
    });
    expect(readFileSync(file, 'utf8')).toBe('edited by a person meanwhile\n');
  });

  it('content other than what was reviewed is refused by its hash', async () => {
    const file = path.join(tempFolder(), 'big.ts');
    const before = `${codeLines(20_000, 7).join('\n')}\n`;
    writeFileSync(file, before);
    const proposed = `${codeLines(20_000, 8).join('\n')}\n`;
    const preview = await buildWriteDiff(file, proposed, { displayPath: 'big.ts' });
    expect(await runWrite(file, `${proposed}one more line\n`, preview)).toEqual({
      outcome: 'refused',
      reason: 'The content to write to big.ts is not the content that was reviewed; nothing was written.',
    });
    expect(await runWrite(file, proposed, { ...preview, proposedHash: undefined })).toMatchObject({
      outcome: 'refused',
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('a large new file leaves its text out too, and is created exactly', async () => {
    const file = path.join(tempFolder(), 'new.ts');
    const proposed = 'x'.repeat(WRITE_PREVIEW_TEXT_LIMITS.chars + 1);
    const preview = await buildWriteDiff(file, proposed, { displayPath: 'new.ts' });
    expect(preview).toMatchObject({ kind: 'new', original: null, proposed: null, textsOmitted: true, baseHash: null });
    expect(await runWrite(file, proposed, preview)).toEqual({ outcome: 'written', bytes: proposed.length });
    expect(readFileSync(file, 'utf8')).toBe(proposed);
  });

  it('a file right at the limits keeps both texts for the side-by-side view', async () => {
    const file = path.join(tempFolder(), 'small.ts');
    const before = `${codeLines(WRITE_PREVIEW_TEXT_LIMITS.lines - 2, 9).join('\n')}\n`;
    writeFileSync(file, before);
    const preview = await buildWriteDiff(file, `${before}one more\n`, { displayPath: 'small.ts' });
    expect(preview.textsOmitted).toBeUndefined();
    expect(preview.original).toBe(before);
    expect(preview.proposed).toBe(`${before}one more\n`);
    expect(preview.notes).not.toContain(TEXTS_OMITTED_NOTE);
  });
});
