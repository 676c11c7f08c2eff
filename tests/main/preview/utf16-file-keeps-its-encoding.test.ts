import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWriteDiff, readTextFile, runWrite } from '../../../src/main/preview';
import { runGnuPatch } from './gnu-patch';
import { useTempFolder } from './temp-folder';
import { wordInEnglish } from '../../support/word-main';

const utf16le = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string): Buffer =>
  Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);

describe.each([
  ['little-endian', 'utf16le', utf16le],
  ['big-endian', 'utf16be', utf16be],
] as const)('a UTF-16 %s file with a BOM', (endian, name, encode) => {
  const tempFolder = useTempFolder();
  const before = 'Name=Gatehouse\r\nGreeting=¡Hola! 👋\r\nLast=1\r\n';

  it('is read as text, decoded exactly', async () => {
    const file = path.join(tempFolder(), 'app.ini');
    writeFileSync(file, encode(before));
    expect(await readTextFile(file)).toMatchObject({
      kind: 'text',
      text: before,
      encoding: { name, bom: true, eol: 'crlf' },
    });
  });

  it('previews a diff of the decoded text and says the encoding is kept', async () => {
    const file = path.join(tempFolder(), 'app.ini');
    writeFileSync(file, encode(before));
    const proposed = 'Name=Gatehouse\nGreeting=¡Adiós! 👋\nLast=1\n';
    const preview = await buildWriteDiff(file, proposed);
    expect(preview.kind).toBe('change');
    expect(preview.encoding).toEqual({ name, bom: true, eol: 'crlf' });
    expect(preview.notes.map(wordInEnglish)).toContain(
      `This file is stored as UTF-16 (${endian}) with a byte-order mark; Gatehouse will keep it that way.`,
    );
    expect(preview.unified).toContain('-Greeting=¡Hola! 👋\r\n+Greeting=¡Adiós! 👋\r\n');
    expect(preview.sizes.after).toBe(encode(proposed.replace(/\n/g, '\r\n')).length);
    // The diff is over the decoded text: applied to it (as UTF-8) it gives the proposed text.
    expect(runGnuPatch(before, preview.unified).patched?.toString('utf8')).toBe(preview.proposed);
  });

  it('is written back as UTF-16 with its BOM and CRLF line endings', async () => {
    const file = path.join(tempFolder(), 'app.ini');
    writeFileSync(file, encode(before));
    const proposed = 'Name=Gatehouse\nGreeting=¡Adiós! 👋\nLast=2\n';
    const preview = await buildWriteDiff(file, proposed);
    const outcome = await runWrite(file, proposed, preview);
    const expected = encode(proposed.replace(/\n/g, '\r\n'));
    expect(outcome).toEqual({ outcome: 'written', bytes: expected.length });
    expect(readFileSync(file).equals(expected)).toBe(true);
  });
});

describe('a UTF-8 file with a BOM', () => {
  const tempFolder = useTempFolder();

  it('keeps the BOM, and the preview says so', async () => {
    const file = path.join(tempFolder(), 'data.csv');
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,b\n1,2\n')]));
    const preview = await buildWriteDiff(file, 'a,b\n1,3\n');
    expect(preview.original).toBe('a,b\n1,2\n');
    expect(preview.encoding).toEqual({ name: 'utf8', bom: true, eol: 'lf' });
    expect(preview.notes.map(wordInEnglish)).toContain(
      'This file is stored as UTF-8 with a byte-order mark; Gatehouse will keep it that way.',
    );
    await runWrite(file, 'a,b\n1,3\n', preview);
    expect(readFileSync(file).equals(Buffer.from('\uFEFFa,b\n1,3\n', 'utf8'))).toBe(true);
  });

  it('the diff is over the decoded text (no BOM in it): patch turns `original` into `proposed`', async () => {
    const file = path.join(tempFolder(), 'data.csv');
    writeFileSync(file, Buffer.from('\uFEFFa,b\n1,2\n', 'utf8'));
    const preview = await buildWriteDiff(file, 'a,b\n9,9\n');
    expect(preview.unified).not.toContain('\uFEFF');
    const patched = runGnuPatch(preview.original ?? '', preview.unified).patched;
    expect(patched?.toString('utf8')).toBe(preview.proposed);
    await runWrite(file, 'a,b\n9,9\n', preview);
    expect(readFileSync(file).equals(Buffer.from(`\uFEFF${preview.proposed ?? ''}`, 'utf8'))).toBe(true);
  });
});
