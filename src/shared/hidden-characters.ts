/**
 * Characters that are invisible, zero-width, change the text's direction, or look like a plain
 * space without being one (tab and line feed aside: the caller decides about line breaks). One
 * definition for the window, which marks them where a person reads (src/renderer/src/text/visible-text.ts),
 * and for main, which says whether a text it holds back from the window has any (src/shared/held-texts.ts).
 */
export const HIDDEN_CHARACTER_CLASS =
  // C0 and C1 controls, DEL.
  '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F' +
  // Soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul fillers, Mongolian vowel separator.
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u180E\\u3164\\uFFA0' +
  // Spaces that look like a space but are not one to a shell or a file system.
  '\\u00A0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000' +
  // Zero-width characters, direction marks, line/paragraph separators, bidi embeddings, overrides
  // and isolates, invisible operators, the byte-order mark, interlinear annotations.
  '\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\uFEFF\\uFFF9-\\uFFFB' +
  // Tag characters: invisible copies of ASCII, a known way to smuggle instructions.
  '\\u{E0000}-\\u{E007F}';

// Each entry of the class is one code point on purpose: joiners and other combining characters
// are exactly what must be caught on their own.
// eslint-disable-next-line no-misleading-character-class
const HIDDEN_CHAR = new RegExp(`[${HIDDEN_CHARACTER_CLASS}]`, 'u');

/** Whether the text has a hidden character, a CR LF pair (an ordinary Windows line ending) aside. Pure. */
export function hasHiddenCharacterInText(text: string): boolean {
  if (!HIDDEN_CHAR.test(text)) return false;
  return HIDDEN_CHAR.test(text.replace(/\r\n/g, '\n'));
}
