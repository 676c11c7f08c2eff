import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, readTextFile, runWrite } from '../../../src/main/preview';
import { say } from '../../../src/shared/main-messages';
import { runGnuPatch } from './gnu-patch';
import { useTempFolder } from './temp-folder';
import { wordInEnglish } from '../../support/word-main';

describe('a Latin-1 file (not valid UTF-8, no NUL)', () => {
  const tempFolder = useTempFolder();
  const before = 'café\nnaïve\n';

  it('is detected and read exactly', async () => {
    const file = path.join(tempFolder(), 'old.txt');
    writeFileSync(file, Buffer.from(before, 'latin1'));
    expect(await readTextFile(file)).toMatchObject({
      kind: 'text',
      text: before,
      encoding: { name: 'latin1', bom: false, eol: 'lf' },
    });
  });

  it('previews in plain words and is written back as Latin-1; patch on the bytes agrees', async () => {
    const file = path.join(tempFolder(), 'old.txt');
    writeFileSync(file, Buffer.from(before, 'latin1'));
    const proposed = 'café\nnaïveté\n';
    const preview = await buildWriteDiff(file, proposed);
    expect(preview.kind).toBe('change');
    expect(preview.notes.map(wordInEnglish)).toContain(
      'This file is not valid UTF-8, so Gatehouse reads it as Latin-1 (ISO-8859-1) and will write it back as Latin-1.',
    );
    expect(preview.sizes).toEqual({ before: 11, after: 13 });
    const patched = runGnuPatch(Buffer.from(before, 'latin1'), Buffer.from(preview.unified, 'latin1')).patched;
    expect(await runWrite(file, proposed, preview)).toEqual({ outcome: 'written', bytes: 13 });
    expect(readFileSync(file).equals(Buffer.from(proposed, 'latin1'))).toBe(true);
    expect(patched?.equals(readFileSync(file))).toBe(true);
  });

  it('a character Latin-1 cannot store: still a change preview, a note, and runWrite refuses', async () => {
    const file = path.join(tempFolder(), 'old.txt');
    writeFileSync(file, Buffer.from(before, 'latin1'));
    const proposed = 'café\nprice: 5 €\n';
    const preview = await buildWriteDiff(file, proposed);
    expect(preview.kind).toBe('change');
    // The sheet says the write will be refused; the refusal itself names the line and the character.
    expect(preview.notes).toContainEqual(say('preview.willRefuseLatin1', { line: 2, char: '€', code: 'U+20AC' }));
    expect(preview.notes.map(wordInEnglish)).toContain(
      'Gatehouse will refuse this write: line 2 has “€” (U+20AC), which the way this file is stored (Latin-1) cannot hold. It will not change how the file is stored.',
    );
    const outcome = await runWrite(file, proposed, preview);
    expect(outcome).toEqual({
      outcome: 'refused',
      reason: `Gatehouse won't write ${file}: line 2 has "€" (U+20AC) and Latin-1 cannot store it, and it will not change how the file is stored.`,
    });
    expect(readFileSync(file).equals(Buffer.from(before, 'latin1'))).toBe(true);
  });

  it('an unpaired surrogate cannot be stored in any encoding: refused for a new UTF-8 file too', async () => {
    const file = path.join(tempFolder(), 'new.txt');
    const proposed = 'bad \uD800 char\n';
    const preview = await buildWriteDiff(file, proposed);
    expect(preview.notes).toContainEqual(say('preview.willRefuseSurrogate', { line: 1, code: 'U+D800' }));
    expect(preview.notes.map(wordInEnglish).join(' ')).toContain(
      'Gatehouse will refuse this write: line 1 has a broken character',
    );
    expect(await runWrite(file, proposed, preview)).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('unpaired surrogate (U+D800) and no text encoding can store it'),
    });
  });
});
