import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../bench/support/write-diff-input';
import { deriveEncodedBytes, deriveEncodedSha256 } from '../../../src/main/preview/encode-text';
import type { TextEncoding } from '../../../src/shared/tools';

/**
 * The hash a large write is checked against is hashed from the text a piece at a time
 * (src/main/preview/encode-text.ts): it must still be the sha256 of the very bytes written, however
 * the pieces fall, surrogate pairs included.
 */

function textOf(alphabet: readonly string[], length: number, seed: number): string {
  const next = createRandom(seed);
  let text = '';
  while (text.length < length) text += alphabet[Math.floor(next() * alphabet.length)];
  return text;
}

const ENCODINGS: TextEncoding[] = [
  { name: 'utf8', bom: false, eol: 'lf' },
  { name: 'utf8', bom: true, eol: 'lf' },
  { name: 'utf16le', bom: true, eol: 'lf' },
  { name: 'utf16be', bom: true, eol: 'lf' },
];

describe('the hash of the proposed text', () => {
  for (const encoding of ENCODINGS) {
    it(`is the sha256 of its ${encoding.name}${encoding.bom ? ' with BOM' : ''} bytes, for 300,000 characters with surrogate pairs everywhere`, () => {
      for (const seed of [1, 2, 3]) {
        const text = textOf(['x', '\n', 'é', '😀', '日本', '𝄞𝄞'], 300_000, seed);
        const written = deriveEncodedBytes(text, encoding);
        if (!written.ok) throw new Error(written.reason);
        expect(deriveEncodedSha256(text, encoding)).toBe(createHash('sha256').update(written.bytes).digest('hex'));
      }
    });
  }

  it('is the sha256 of its Latin-1 bytes, and of nothing for an empty text', () => {
    const latin1: TextEncoding = { name: 'latin1', bom: false, eol: 'lf' };
    const text = textOf(['x', '\n', 'é', 'ÿ', '\u0080'], 300_000, 4);
    const written = deriveEncodedBytes(text, latin1);
    if (!written.ok) throw new Error(written.reason);
    expect(deriveEncodedSha256(text, latin1)).toBe(createHash('sha256').update(written.bytes).digest('hex'));
    expect(deriveEncodedSha256('', latin1)).toBe(createHash('sha256').digest('hex'));
  });
});
