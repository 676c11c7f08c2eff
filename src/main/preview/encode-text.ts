import { createHash } from 'node:crypto';
import type { TextEncoding } from '../../shared/tools';

/**
 * The text that will actually be written for `proposed`, given how the file is stored now.
 * Line endings follow the file: in a CRLF file every line break becomes "\r\n"; in an LF file every
 * "\r\n" becomes "\n"; a file with mixed or no line breaks (and a new file) takes the text as it is.
 * Nothing else changes. Pure.
 */
export function deriveWriteText(proposed: string, encoding: TextEncoding | null): string {
  if (encoding === null) return proposed;
  if (encoding.eol === 'crlf') return proposed.replace(/\r?\n/g, '\r\n');
  if (encoding.eol === 'lf') return proposed.replace(/\r\n/g, '\n');
  return proposed;
}

export type EncodedText = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * Encodes `text` as `encoding` says (BOM included). Fails, with a plain reason, when a character
 * cannot be stored: one above U+00FF in Latin-1, or an unpaired surrogate in any encoding.
 * Never substitutes or re-encodes. Pure.
 */
export function deriveEncodedBytes(text: string, encoding: TextEncoding): EncodedText {
  const bad = findUnrepresentable(text, encoding);
  if (bad !== null) return { ok: false, reason: bad };
  switch (encoding.name) {
    case 'utf8': {
      const body = Buffer.from(text, 'utf8');
      return { ok: true, bytes: encoding.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body };
    }
    case 'utf16le': {
      const body = Buffer.from(text, 'utf16le');
      return { ok: true, bytes: encoding.bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body };
    }
    case 'utf16be': {
      const body = Buffer.from(text, 'utf16le').swap16();
      return { ok: true, bytes: encoding.bom ? Buffer.concat([Buffer.from([0xfe, 0xff]), body]) : body };
    }
    case 'latin1':
      return { ok: true, bytes: Buffer.from(text, 'latin1') };
  }
}

/** Characters hashed at a time by deriveEncodedSha256. */
const HASH_PIECE_CHARS = 1 << 14;

/**
 * sha256 hex of exactly the bytes deriveEncodedBytes gives for `text` (BOM included), hashed from the
 * string without building those bytes (a large write would otherwise allocate them twice). Only for
 * text the encoding can store (findUnrepresentable returned null). Pure.
 */
export function deriveEncodedSha256(text: string, encoding: TextEncoding): string {
  const hash = createHash('sha256');
  switch (encoding.name) {
    case 'utf8':
      if (encoding.bom) hash.update(Buffer.from([0xef, 0xbb, 0xbf]));
      break;
    case 'utf16le':
      if (encoding.bom) hash.update(Buffer.from([0xff, 0xfe]));
      break;
    case 'utf16be':
      if (encoding.bom) hash.update(Buffer.from([0xfe, 0xff]));
      break;
    case 'latin1':
      break;
  }
  // Why in pieces: hashing a string encodes it into a temporary buffer first. Pieces of 16,384
  // characters (at most 48 KiB encoded) keep that buffer small enough to be reused from the heap;
  // a 5 MB text at once would take 5 MB of fresh memory each time.
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + HASH_PIECE_CHARS);
    // A piece never ends between the two halves of a surrogate pair (each half alone is no character).
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to--;
    const piece = text.slice(from, to);
    if (encoding.name === 'utf16be') hash.update(Buffer.from(piece, 'utf16le').swap16());
    else hash.update(piece, encoding.name);
    from = to;
  }
  return hash.digest('hex');
}

/** Byte length `text` would take in `encoding` (an estimate when it cannot be stored). Pure. */
export function deriveEncodedSize(text: string, encoding: TextEncoding): number {
  switch (encoding.name) {
    case 'utf8':
      return Buffer.byteLength(text, 'utf8') + (encoding.bom ? 3 : 0);
    case 'utf16le':
    case 'utf16be':
      return text.length * 2 + (encoding.bom ? 2 : 0);
    case 'latin1':
      return text.length;
  }
}

/** A plain sentence naming the first character `encoding` cannot store, or null when all can be. */
export function findUnrepresentable(text: string, encoding: TextEncoding): string | null {
  const found = findUnrepresentableCharacter(text, encoding);
  if (found === null) return null;
  return found.kind === 'latin1'
    ? `line ${found.line} has "${found.char}" (${found.code}) and Latin-1 cannot store it`
    : `line ${found.line} has an unpaired surrogate (${found.code}) and no text encoding can store it`;
}

/** The first character `encoding` cannot store, where it is and why (data for the person's words), or null. Pure. */
export function findUnrepresentableCharacter(
  text: string,
  encoding: TextEncoding,
): { kind: 'latin1' | 'surrogate'; line: number; char: string; code: string } | null {
  // Fast path: a regular-expression scan is much quicker than a character loop on large texts.
  if (!(encoding.name === 'latin1' ? /[\u0100-\uFFFF]/ : /[\uD800-\uDFFF]/).test(text)) return null;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        if (encoding.name === 'latin1')
          return locate(text, i, 'latin1', text.slice(i, i + 2), text.codePointAt(i) ?? code);
        i++;
        continue;
      }
      return locate(text, i, 'surrogate', '', code);
    }
    if (code > 0xff && encoding.name === 'latin1') return locate(text, i, 'latin1', text[i]!, code);
  }
  return null;
}

function locate(text: string, index: number, kind: 'latin1' | 'surrogate', char: string, code: number) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return { kind, line, char, code: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` };
}
