import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { enMessages } from '../../src/renderer/src/i18n/en-messages';
import { PARSE_OPTIONS } from '../../src/renderer/src/i18n/compile-message';
import { messages as esMessages } from '../../src/renderer/src/i18n/es';
import { messages as zhCnMessages } from '../../src/renderer/src/i18n/zh-CN';

/** What a message asks of t()'s caller, read from its ICU syntax tree. */
interface Shape {
  /** Every parameter it names (a `#` names its plural's). */
  names: string[];
  /** The parameters it chooses a plural form by. */
  plurals: string[];
  /** Each select's parameter and the values it knows ("value: a|b|other"). */
  selects: string[];
  /** Literal text holding a brace: only an apostrophe before a brace (ICU quoting) makes one. */
  quotedBraces: string[];
}

function readShape(message: string): Shape {
  const names = new Set<string>();
  const plurals = new Set<string>();
  const selects = new Set<string>();
  const quotedBraces: string[] = [];
  const walk = (elements: readonly MessageFormatElement[], plural: string | null) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) {
        if (/[{}]/.test(element.value)) quotedBraces.push(element.value);
      } else if (element.type === TYPE.pound) {
        if (plural !== null) names.add(plural);
      } else if (element.type === TYPE.tag) {
        walk(element.children, plural);
      } else {
        names.add(element.value);
        if (element.type === TYPE.plural) plurals.add(element.value);
        if (element.type === TYPE.select)
          selects.add(`${element.value}: ${Object.keys(element.options).sort().join('|')}`);
        if (element.type === TYPE.plural || element.type === TYPE.select)
          for (const option of Object.values(element.options))
            walk(option.value, element.type === TYPE.plural ? element.value : plural);
      }
    }
  };
  walk(parse(message, PARSE_OPTIONS), null);
  return { names: [...names].sort(), plurals: [...plurals].sort(), selects: [...selects].sort(), quotedBraces };
}

const english: Record<string, string> = enMessages;
const translations = { es: esMessages, 'zh-CN': zhCnMessages } as Record<string, Record<string, string>>;

describe('the catalogues', () => {
  it('are valid ICU in English, with a brace only where a parameter is meant', () => {
    const NAMING_BRACES = new Set([
      'approval.edit.notObject',
      'main.rules.problem.globOpenBrace',
      'main.rules.import.ruleCannotWork',
    ]);
    const problems: string[] = [];
    for (const [key, message] of Object.entries(english)) {
      try {
        const { quotedBraces } = readShape(message);
        // The messages that name the braces themselves quote them on purpose.
        if (quotedBraces.length > 0 && !NAMING_BRACES.has(key)) problems.push(`${key}: ${quotedBraces}`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(readShape(english['approval.edit.notObject'] ?? '').names).toEqual([]);
  });

  for (const [locale, catalogue] of Object.entries(translations)) {
    describe(locale, () => {
      it('has every English key and no other', () => {
        const missing = Object.keys(english).filter((key) => !Object.hasOwn(catalogue, key));
        const extra = Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('names the same parameters as English in every message, and chooses by the same selects', () => {
        const problems: string[] = [];
        for (const [key, message] of Object.entries(english)) {
          const translated = catalogue[key];
          if (translated === undefined) continue;
          let theirs: Shape;
          try {
            theirs = readShape(translated);
          } catch (error) {
            problems.push(`${key}: not ICU (${(error as Error).message})`);
            continue;
          }
          const ours = readShape(message);
          if (theirs.names.join() !== ours.names.join())
            problems.push(`${key}: parameters ${theirs.names.join()} where English has ${ours.names.join()}`);
          if (theirs.selects.join() !== ours.selects.join())
            problems.push(`${key}: selects ${theirs.selects.join()} where English has ${ours.selects.join()}`);
          if (theirs.quotedBraces.length !== ours.quotedBraces.length)
            problems.push(
              `${key}: quoted braces ${JSON.stringify(theirs.quotedBraces)} (an apostrophe before a brace?)`,
            );
        }
        expect(problems).toEqual([]);
      });

      it('keeps every plural English has where its language has more than one form (it may add plurals of its own)', () => {
        const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
        const problems: string[] = [];
        for (const [key, message] of Object.entries(english)) {
          const translated = catalogue[key];
          if (translated === undefined || forms === 1) continue;
          const theirs = readShape(translated).plurals;
          const missing = readShape(message).plurals.filter((name) => !theirs.includes(name));
          if (missing.length > 0) problems.push(`${key}: no plural for ${missing.join()}`);
        }
        expect(problems).toEqual([]);
      });
    });
  }
});
