import type { TextEncoding } from '../../shared/tools';

/** Plain-words notes on how a file is stored and what a write keeps. Pure. */
export function deriveEncodingNotes(encoding: TextEncoding, lineEndingsConverted: boolean): string[] {
  const notes: string[] = [];
  switch (encoding.name) {
    case 'utf8':
      if (encoding.bom)
        notes.push('This file is stored as UTF-8 with a byte-order mark; Gatehouse will keep it that way.');
      break;
    case 'utf16le':
      notes.push(
        'This file is stored as UTF-16 (little-endian) with a byte-order mark; Gatehouse will keep it that way.',
      );
      break;
    case 'utf16be':
      notes.push('This file is stored as UTF-16 (big-endian) with a byte-order mark; Gatehouse will keep it that way.');
      break;
    case 'latin1':
      notes.push(
        'This file is not valid UTF-8, so Gatehouse reads it as Latin-1 (ISO-8859-1) and will write it back as Latin-1.',
      );
      break;
  }
  if (encoding.eol === 'crlf') {
    notes.push(
      lineEndingsConverted
        ? 'This file uses Windows line endings (CRLF); the proposed line breaks were converted to CRLF to match, and the diff shows what will be written.'
        : 'This file uses Windows line endings (CRLF); Gatehouse will keep them.',
    );
  } else if (encoding.eol === 'lf' && lineEndingsConverted) {
    notes.push(
      'This file uses Unix line endings (LF); CRLF line breaks in the proposed text were converted to LF to match.',
    );
  } else if (encoding.eol === 'mixed') {
    notes.push(
      'This file mixes CRLF and LF line endings; the proposed text is written with exactly the line endings it has.',
    );
  }
  return notes;
}

/** "1,234 bytes". Pure. */
export function deriveByteCount(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
