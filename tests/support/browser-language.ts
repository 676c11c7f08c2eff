import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AppLanguage } from '../../src/shared/language';
import {
  compileMessage,
  createSharedFormatters,
  PARSE_OPTIONS,
  type MessageParams,
} from '../../src/renderer/src/i18n/compile-message';
import { enMessages, type Catalogue, type MessageKey } from '../../src/renderer/src/i18n/en-messages';
import { messages as esMessages } from '../../src/renderer/src/i18n/es';
import { messages as zhCnMessages } from '../../src/renderer/src/i18n/zh-CN';

/**
 * The window's words in a language, read from its catalogue (src/renderer/src/i18n/es, zh-CN), for
 * browser tests that check what a person reads in that language without writing it out themselves.
 */

const formatters = createSharedFormatters();

/** Each language's catalogue, read from its source (the window fetches only the one it speaks). */
const CATALOGUES: Record<AppLanguage, Catalogue> = { en: enMessages, es: esMessages, 'zh-CN': zhCnMessages };
const loadCatalogue = (language: AppLanguage): Catalogue => CATALOGUES[language];

/** The message of `key` in `language`, filled as the window fills it. */
export function tr(language: AppLanguage, key: MessageKey, params?: MessageParams): string {
  return compileMessage(loadCatalogue(language)[key], language, formatters).format(params);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message of `key` as a whole-name pattern: the parameters given are filled, each one left out
 * stands for any text (e.g. main's own summary of a call, which is English until it becomes a message id).
 */
export function trPattern(language: AppLanguage, key: MessageKey, params: MessageParams = {}): RegExp {
  const HOLE = '\u0000';
  const names = compileMessage(loadCatalogue(language)[key], language, formatters).names;
  const filled: MessageParams = { ...params };
  for (const name of names) if (!(name in filled)) filled[name] = HOLE;
  const text = tr(language, key, filled);
  return new RegExp(`^${text.split(HOLE).map(escapeRegExp).join('.*')}$`, 's');
}

function collectLiterals(elements: readonly MessageFormatElement[], into: string[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) collectLiterals(option.value, into);
    if (element.type === TYPE.tag) collectLiterals(element.children, into);
  }
}

/**
 * Every run of two or more ASCII letters the language writes itself: in its catalogue's text (not
 * the parameter names or plural keys, which are never shown), and in its month and weekday names and
 * the words of its times of day (dates and times are the platform's Intl's). Lower case.
 */
export function readOwnWords(language: AppLanguage): string[] {
  const literals: string[] = [];
  for (const message of Object.values(loadCatalogue(language)))
    collectLiterals(parse(message, PARSE_OPTIONS), literals);
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2030, month, 1 + month, 9 + month));
    for (const options of [
      { month: 'long' },
      { month: 'short' },
      { weekday: 'long' },
      { weekday: 'short' },
      { dateStyle: 'medium', timeStyle: 'short' },
      { hour: 'numeric', minute: '2-digit' },
    ] as const)
      literals.push(new Intl.DateTimeFormat(language, options).format(date));
    literals.push(new Intl.DateTimeFormat(language, { hour: 'numeric', hour12: true }).format(date));
  }
  const words = new Set<string>();
  for (const literal of literals)
    for (const word of literal.match(/[A-Za-z]{2,}/g) ?? []) words.add(word.toLowerCase());
  return [...words].sort();
}
