import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTextFile } from '../../../src/main/preview';
import { useTempFolder } from './temp-folder';

describe('readTextFile', () => {
  const tempFolder = useTempFolder();

  it('reports a missing file as missing', async () => {
    expect(await readTextFile(path.join(tempFolder(), 'nope', 'x.txt'))).toEqual({ kind: 'missing' });
  });

  it('decodes UTF-8 exactly, line endings kept, with the hash of the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.constantFrom('\n', '\r\n'),
        async (body, eol) => {
          const text = body.replace(/\0/g, '').replace(/\r?\n/g, eol);
          const file = path.join(tempFolder(), 't.txt');
          writeFileSync(file, text, 'utf8');
          const read = await readTextFile(file);
          expect(read).toMatchObject({
            kind: 'text',
            text,
            hash: createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'),
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('an empty file is UTF-8 text with no line endings', async () => {
    const file = path.join(tempFolder(), 'empty');
    writeFileSync(file, '');
    expect(await readTextFile(file)).toMatchObject({
      kind: 'text',
      text: '',
      encoding: { name: 'utf8', bom: false, eol: 'none' },
    });
  });
});
