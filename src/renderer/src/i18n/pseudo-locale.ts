import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { PARSE_OPTIONS } from './compile-message';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i] as string]));
/** Vowels are written twice: English text grows by about a third, as Spanish and German often do. */
const VOWELS = new Set('aeiouyAEIOUY');

/** Pure: every ASCII letter accented, each vowel twice ("Settings" → "Šééţţîîñĝš"). */
export function derivePseudoText(text: string): string {
  let out = '';
  for (const ch of text) {
    const accented = ACCENT.get(ch);
    out += accented === undefined ? ch : VOWELS.has(ch) ? accented + accented : accented;
  }
  return out;
}

function pseudoElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    if (element.type === TYPE.literal) return { ...element, value: derivePseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { value: pseudoElements(option.value) }]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/**
 * Pure: the en-XA form of an English ICU message, between brackets so a cut-off end shows
 * ("[Šééţţîîñĝš]"). Only the text is changed: parameter names, plural and select keys and the
 * ICU syntax are kept, so the message takes the same parameters. Throws when it is not valid ICU.
 */
export function derivePseudoMessage(message: string): string {
  return `[${printAST(pseudoElements(parse(message, PARSE_OPTIONS)))}]`;
}

/** Pure: a whole catalogue in the pseudo-locale, key by key. */
export function derivePseudoCatalogue<K extends string>(messages: Readonly<Record<K, string>>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) out[key] = derivePseudoMessage(messages[key]);
  return out;
}
