/**
 * Pure helpers for showing text a model controls (tool arguments, file names, commands, diff
 * lines, command output) so that what a person reads is what is there.
 *
 * Why: a hostile model can hide characters that change how text looks without changing what it
 * does. A right-to-left override (U+202E) draws `notes‮txt.exe` as "notesexe.txt"; a zero-width
 * space makes two different paths look identical; an ANSI escape or a carriage return can
 * overwrite what came before it in a terminal. Each such character is shown as a visible marker,
 * `⟨U+202E⟩`, instead of being drawn (or not drawn) by the browser.
 */

import { HIDDEN_CHARACTER_CLASS, hasHiddenCharacterInText } from '../../../shared/hidden-characters';

const HIDDEN = HIDDEN_CHARACTER_CLASS;

// Each entry of the class is one code point on purpose: joiners and other combining characters
// are exactly what must be caught on their own.
const HIDDEN_CHAR = new RegExp(`[${HIDDEN}]`, 'u');
const HIDDEN_OR_BREAK = new RegExp(`[${HIDDEN}\\t\\n]`, 'u');
const HIDDEN_ALL = new RegExp(`[${HIDDEN}]`, 'gu');
const HIDDEN_OR_BREAK_ALL = new RegExp(`[${HIDDEN}\\t\\n]`, 'gu');

/** `⟨U+202E⟩` for one character. */
function deriveCharMarker(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

export interface VisibleTextOptions {
  /**
   * `keep` (default): line feeds, CR LF pairs and tabs stay as they are (code, file content, the
   * model's explanation). `mark`: they are markers too, for text that must stay on one line
   * (a file name, a tool name, a plan item, a one-line summary).
   */
  lines?: 'keep' | 'mark';
}

/** The text with every hidden character replaced by its `⟨U+XXXX⟩` marker. Pure. */
export function deriveVisibleText(text: string, options: VisibleTextOptions = {}): string {
  if (options.lines === 'mark') {
    return HIDDEN_OR_BREAK.test(text) ? text.replace(HIDDEN_OR_BREAK_ALL, deriveCharMarker) : text;
  }
  if (!HIDDEN_CHAR.test(text)) return text;
  // A CR LF pair is an ordinary Windows line ending, not a trick: keep it as a line break.
  return text.replace(/\r\n/g, '\n').replace(HIDDEN_ALL, deriveCharMarker);
}

/** Whether deriveVisibleText would change anything the person reads (line breaks aside). Pure. */
export function hasHiddenCharacters(text: string, options: VisibleTextOptions = {}): boolean {
  if (options.lines === 'mark') return HIDDEN_OR_BREAK.test(text);
  return hasHiddenCharacterInText(text);
}

/**
 * Pretty JSON for a person to edit: each hidden character is written as its JSON escape
 * (`\u202e`), so the text shows it plainly and still parses back to exactly the same value.
 */
export function deriveEscapedJson(value: unknown): string {
  const json = JSON.stringify(value, null, 2) ?? String(value);
  if (!HIDDEN_CHAR.test(json)) return json;
  return json.replace(HIDDEN_ALL, (char) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

// ECMA-48 sequences a terminal interprets: CSI (colours, cursor moves, erases), OSC (titles,
// hyperlinks) up to BEL or ST, and the two-character escapes. 8-bit CSI (U+009B) as well.
// eslint-disable-next-line no-control-regex
const ANSI = /(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u001B[ -/]*[0-~]/g;

/**
 * Command output as a person should read it: terminal escape sequences removed (colours are
 * dropped, never interpreted), a lone carriage return (a progress bar redrawing its line) starts
 * a new line instead of hiding what came before it, and any other hidden character is a marker.
 */
export function deriveOutputText(text: string): string {
  return deriveVisibleText(text.replace(ANSI, '').replace(/\r\n/g, '\n').replace(/\r/g, '\n'));
}

/** Arguments as people read them: pretty JSON with hidden characters shown (JSON keeps bidi and zero-width as they are). */
export function deriveVisibleJson(value: unknown): string {
  return deriveVisibleText(JSON.stringify(value, null, 2) ?? String(value));
}
