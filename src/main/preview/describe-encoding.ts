import { say, type MainMessage } from '../../shared/main-messages';
import type { TextEncoding } from '../../shared/tools';

/** Notes for the person on how a file is stored and what a write keeps. Pure. */
export function deriveEncodingNotes(encoding: TextEncoding, lineEndingsConverted: boolean): MainMessage[] {
  const notes: MainMessage[] = [];
  switch (encoding.name) {
    case 'utf8':
      if (encoding.bom) notes.push(say('preview.utf8Bom'));
      break;
    case 'utf16le':
      notes.push(say('preview.utf16le'));
      break;
    case 'utf16be':
      notes.push(say('preview.utf16be'));
      break;
    case 'latin1':
      notes.push(say('preview.latin1'));
      break;
  }
  if (encoding.eol === 'crlf') notes.push(say(lineEndingsConverted ? 'preview.crlfConverted' : 'preview.crlfKept'));
  else if (encoding.eol === 'lf' && lineEndingsConverted) notes.push(say('preview.lfConverted'));
  else if (encoding.eol === 'mixed') notes.push(say('preview.mixedEol'));
  return notes;
}
