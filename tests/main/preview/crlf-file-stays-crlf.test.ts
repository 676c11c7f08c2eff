import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, runWrite } from '../../../src/main/preview';
import { runGnuPatch } from './gnu-patch';
import { useTempFolder } from './temp-folder';
import { wordInEnglish } from '../../support/word-main';

describe('line endings follow the file', () => {
  const tempFolder = useTempFolder();

  it('a CRLF file stays CRLF when the model sends \\n; the diff shows the bytes written and patch agrees', async () => {
    const file = path.join(tempFolder(), 'win.bat');
    const original = 'echo one\r\necho two\r\n';
    writeFileSync(file, original);
    const proposed = 'echo one\necho 2\necho three\n';
    const preview = await buildWriteDiff(file, proposed);
    expect(preview.proposed).toBe('echo one\r\necho 2\r\necho three\r\n');
    expect(preview.encoding?.eol).toBe('crlf');
    expect(preview.notes.map(wordInEnglish)).toContain(
      'This file uses Windows line endings (CRLF); the proposed line breaks were converted to CRLF to match, and the diff shows what will be written.',
    );
    expect(preview.unified).toContain('-echo two\r\n+echo 2\r\n+echo three\r\n');
    const patched = runGnuPatch(original, preview.unified).patched;
    await runWrite(file, proposed, preview);
    expect(readFileSync(file, 'utf8')).toBe('echo one\r\necho 2\r\necho three\r\n');
    expect(patched?.equals(readFileSync(file))).toBe(true);
  });

  it('an LF file stays LF when the model sends CRLF', async () => {
    const file = path.join(tempFolder(), 'unix.sh');
    writeFileSync(file, 'a\nb\n');
    const preview = await buildWriteDiff(file, 'a\r\nc\r\n');
    expect(preview.proposed).toBe('a\nc\n');
    expect(preview.notes.map(wordInEnglish)).toContain(
      'This file uses Unix line endings (LF); CRLF line breaks in the proposed text were converted to LF to match.',
    );
    await runWrite(file, 'a\r\nc\r\n', preview);
    expect(readFileSync(file, 'utf8')).toBe('a\nc\n');
  });

  it('a file with mixed line endings is written with exactly the proposed line endings', async () => {
    const file = path.join(tempFolder(), 'mixed.txt');
    writeFileSync(file, 'a\r\nb\n');
    const preview = await buildWriteDiff(file, 'a\r\nb\nc\n');
    expect(preview.encoding?.eol).toBe('mixed');
    expect(preview.proposed).toBe('a\r\nb\nc\n');
    expect(preview.notes.map(wordInEnglish).join(' ')).toContain('mixes CRLF and LF');
    await runWrite(file, 'a\r\nb\nc\n', preview);
    expect(readFileSync(file, 'utf8')).toBe('a\r\nb\nc\n');
  });
});
