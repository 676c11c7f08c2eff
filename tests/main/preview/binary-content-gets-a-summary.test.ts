import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, readTextFile, runWrite } from '../../../src/main/preview';
import { say } from '../../../src/shared/main-messages';
import { useTempFolder } from './temp-folder';
import { wordInEnglish } from '../../support/word-main';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('binary content', () => {
  const tempFolder = useTempFolder();

  it('on disk: no line diff, sizes and hashes in plain words, and the write is refused', async () => {
    const file = path.join(tempFolder(), 'logo.png');
    writeFileSync(file, PNG_HEADER);
    const preview = await buildWriteDiff(file, 'hello\n', { displayPath: 'logo.png' });
    expect(preview).toMatchObject({
      kind: 'binary',
      unified: '',
      original: null,
      proposed: null,
      encoding: null,
      hunkCount: 0,
    });
    expect(preview.baseHash).toBe(sha256(PNG_HEADER));
    expect(preview.sizes).toEqual({ before: 16, after: 6 });
    expect(preview.notes).toContainEqual(
      say('preview.binaryOnDisk', { file: 'logo.png', bytes: 16, hash: sha256(PNG_HEADER) }),
    );
    expect(preview.notes.map(wordInEnglish).join(' ')).toContain(
      `logo.png is a binary file: 16 bytes, sha256 ${sha256(PNG_HEADER)}.`,
    );
    expect(preview.notes.map(wordInEnglish).join(' ')).toContain(
      `The proposed content is text: 6 bytes as UTF-8, sha256 ${sha256(Buffer.from('hello\n'))}.`,
    );
    const outcome = await runWrite(file, 'hello\n', preview);
    expect(outcome.outcome).toBe('refused');
    expect(readFileSync(file).equals(PNG_HEADER)).toBe(true);
  });

  it('proposed with NUL characters: binary preview for a text file, refused', async () => {
    const file = path.join(tempFolder(), 'a.txt');
    writeFileSync(file, 'text\n');
    const preview = await buildWriteDiff(file, 'bin\0ary');
    expect(preview.kind).toBe('binary');
    expect(preview.notes.map(wordInEnglish).join(' ')).toContain('contains NUL characters');
    expect((await runWrite(file, 'bin\0ary', preview)).outcome).toBe('refused');
    expect(readFileSync(file, 'utf8')).toBe('text\n');
  });

  it('a UTF-16 byte-order mark followed by invalid UTF-16 is binary', async () => {
    const file = path.join(tempFolder(), 'bad16.txt');
    writeFileSync(file, Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00])); // lone high surrogate
    expect((await readTextFile(file)).kind).toBe('binary');
  });

  it('non-UTF-8 bytes with control characters are binary, not Latin-1', async () => {
    const file = path.join(tempFolder(), 'blob');
    writeFileSync(file, Buffer.from([0xe9, 0x01, 0x02, 0x41]));
    expect(await readTextFile(file)).toMatchObject({ kind: 'binary', size: 4 });
  });
});
