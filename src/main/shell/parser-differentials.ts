/**
 * Characters on which bash and tree-sitter-bash may split a command differently. Pure.
 *
 * Why: the verdict is computed over tree-sitter's reading, and bash runs its own. Bash treats only
 * space, tab and newline as blanks; tree-sitter's grammar skips any `\s` (carriage return, vertical
 * tab, form feed, NEL, the Unicode spaces and line separators) and recovers from other control
 * characters in ways bash does not. `ls\rnpm install x` is one thing to bash and `ls` with three
 * arguments to the parser. Rather than model each difference, any of these characters anywhere in
 * the command (quoted or not, here-documents included) makes the command ask.
 */

/**
 * C0 controls except tab and newline, DEL, C1 controls (NEL among them), the Unicode blanks `\s`
 * matches beyond space, and lone surrogates (bash receives them as U+FFFD, the parser as they are).
 */
const DIFFERENTIAL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00A0\u1680\u180E\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\uD800-\uDFFF]/u;

/** Pure: a plain-words problem when the command holds a character the two readers may disagree on, else null. */
export function deriveParserDifferential(command: string): string | null {
  const character = deriveDifferentialCharacter(command);
  return character === null
    ? null
    : `it contains the character ${character} (a control character, an unusual blank or a lone surrogate), which bash and this check may read differently`;
}

/** Pure: the first character the two readers may disagree on, as `U+XXXX`, else null. */
export function deriveDifferentialCharacter(command: string): string | null {
  const found = DIFFERENTIAL.exec(command);
  if (!found) return null;
  const point = found[0].codePointAt(0) ?? 0;
  return `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
}
