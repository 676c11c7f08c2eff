import { isUtf8 } from 'node:buffer';
import type { TextEncoding } from '../../shared/tools';

export type DecodedBytes = { kind: 'text'; text: string; encoding: TextEncoding } | { kind: 'binary'; reason: string };

/**
 * Decides how a file's bytes are stored and decodes them exactly (BOM removed, line endings kept):
 * - EF BB BF → UTF-8 with BOM; FF FE → UTF-16 LE; FE FF → UTF-16 BE (both with BOM);
 * - otherwise valid UTF-8 without NUL → UTF-8;
 * - otherwise no NUL and no C0 control bytes other than tab, LF, VT, FF, CR and ESC → Latin-1
 *   (every byte maps to U+0000–U+00FF, so writing it back gives the same bytes);
 * - anything else (NUL bytes, invalid UTF-16, control bytes in non-UTF-8 data) → binary.
 * UTF-16 without a BOM is not guessed: it reads as binary. Pure.
 */
export function deriveDecodedBytes(bytes: Uint8Array): DecodedBytes {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return decodeUtf8(bytes.subarray(3), true);
  if (startsWith(bytes, [0xff, 0xfe])) return decodeUtf16(bytes.subarray(2), 'utf16le');
  if (startsWith(bytes, [0xfe, 0xff])) return decodeUtf16(bytes.subarray(2), 'utf16be');
  if (bytes.includes(0)) return { kind: 'binary', reason: 'it contains NUL bytes' };
  const utf8 = decodeUtf8(bytes, false);
  if (utf8.kind === 'text') return utf8;
  if (bytes.some(isControlByte)) return { kind: 'binary', reason: 'it is not valid UTF-8 and contains control bytes' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return { kind: 'text', text, encoding: { name: 'latin1', bom: false, eol: deriveEol(text) } };
}

/** 'crlf' when every "\n" follows "\r", 'lf' when none does, 'mixed' when both occur, 'none' without line breaks. */
export function deriveEol(text: string): TextEncoding['eol'] {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  if (crlf === 0 && lf === 0) return 'none';
  if (lf === 0) return 'crlf';
  if (crlf === 0) return 'lf';
  return 'mixed';
}

function decodeUtf8(bytes: Uint8Array, bom: boolean): DecodedBytes {
  // isUtf8 validates strictly (no overlongs, no surrogates), so the decode below is exact and reversible.
  if (!isUtf8(bytes)) return { kind: 'binary', reason: 'it is not valid UTF-8' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.includes('\0')) return { kind: 'binary', reason: 'it contains NUL characters' };
  return { kind: 'text', text, encoding: { name: 'utf8', bom, eol: deriveEol(text) } };
}

function decodeUtf16(bytes: Uint8Array, name: 'utf16le' | 'utf16be'): DecodedBytes {
  if (bytes.length % 2 !== 0)
    return { kind: 'binary', reason: 'it has a UTF-16 byte-order mark but an odd number of bytes' };
  let text: string;
  try {
    text = new TextDecoder(name === 'utf16le' ? 'utf-16le' : 'utf-16be', { fatal: true, ignoreBOM: true }).decode(
      bytes,
    );
  } catch {
    return { kind: 'binary', reason: 'it has a UTF-16 byte-order mark but is not valid UTF-16' };
  }
  if (text.includes('\0')) return { kind: 'binary', reason: 'it contains NUL characters' };
  return { kind: 'text', text, encoding: { name, bom: true, eol: deriveEol(text) } };
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function isControlByte(byte: number): boolean {
  return (
    byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0b && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b
  );
}
