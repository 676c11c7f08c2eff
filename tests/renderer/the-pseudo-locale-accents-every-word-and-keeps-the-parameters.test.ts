import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../src/renderer/src/i18n';
import { compileMessage, createSharedFormatters, PARSE_OPTIONS } from '../../src/renderer/src/i18n/compile-message';
import { enMessages } from '../../src/renderer/src/i18n/en-messages';
import { derivePseudoCatalogue, derivePseudoMessage } from '../../src/renderer/src/i18n/pseudo-locale';

/** The text of a message (its literals, in every branch), without parameters and ICU syntax. */
function textOf(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => textOf(option.value))
          .join(' ');
      if (element.type === TYPE.tag) return textOf(element.children);
      return ' ';
    })
    .join('');
}

/** A message's ICU tree with its text taken out: parameters, plurals, selects and their keys, in order. */
function structureOf(elements: readonly MessageFormatElement[]): unknown[] {
  return elements
    .filter((element) => element.type !== TYPE.literal)
    .map((element) => {
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return [
          element.type,
          element.value,
          // Options by key: their order means nothing to ICU (the pseudo-locale's printer may reorder them).
          Object.entries(element.options)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, option]) => [key, structureOf(option.value)]),
        ];
      if (element.type === TYPE.pound) return [element.type];
      if (element.type === TYPE.tag) return [element.type, element.value, structureOf(element.children)];
      return [element.type, element.value];
    });
}

const english: Record<string, string> = enMessages;
const pseudo: Record<string, string> = derivePseudoCatalogue(enMessages);

describe('the en-XA pseudo-locale', () => {
  afterEach(() => setLocale('en'));

  it('leaves no plain ASCII letter in the text of any message', () => {
    const plain = Object.entries(pseudo).filter(([, message]) =>
      /[A-Za-z]/.test(textOf(parse(message, PARSE_OPTIONS))),
    );
    expect(plain).toEqual([]);
  });

  it("keeps every message's parameters, plurals and selects as English has them, so it takes the same values", () => {
    const changed = Object.keys(english).filter(
      (key) =>
        JSON.stringify(structureOf(parse(pseudo[key] ?? '', PARSE_OPTIONS))) !==
        JSON.stringify(structureOf(parse(english[key] ?? '', PARSE_OPTIONS))),
    );
    expect(changed).toEqual([]);
  });

  it('is about a third longer than English over the whole catalogue', () => {
    const length = (messages: Record<string, string>) =>
      Object.values(messages).reduce((sum, m) => sum + textOf(parse(m, PARSE_OPTIONS)).length, 0);
    const growth = length(pseudo) / length(english);
    expect(growth).toBeGreaterThan(1.3);
    expect(growth).toBeLessThan(1.45);
  });

  it('fills parameters as English does, between brackets that show a cut-off end', () => {
    setLocale('en-XA');
    expect(t('nav.settings')).toBe('[Šééţţîîñĝš]');
    expect(t('conversation.workspace', { path: '/home/ana/notes' })).toBe('[Ƒööļðééŕ: /home/ana/notes]');
    expect(t('approval.title', { count: 1 })).toBe('[Ţĥéé ååššîîšţååñţ ŵååñţš ţöö ðöö 1 ţĥîîñĝ]');
    expect(t('approval.title', { count: 1200 })).toBe('[Ţĥéé ååššîîšţååñţ ŵååñţš ţöö ðöö 1,200 ţĥîîñĝš]');
  });

  it('keeps quoted braces and a plain apostrophe as text, and stays valid ICU', () => {
    const accented = derivePseudoMessage(
      "Gatehouse's '{' and '}': {count, plural, one {# file} other {# files}} in {path}",
    );
    const compiled = compileMessage(accented, 'en-XA', createSharedFormatters());
    expect(compiled.format({ count: 2, path: '/p' })).toBe("[Ĝååţééĥööûûšéé'š { ååñð }: 2 ƒîîļééš îîñ /p]");
    expect(compiled.format({ count: 1, path: '/p' })).toBe("[Ĝååţééĥööûûšéé'š { ååñð }: 1 ƒîîļéé îîñ /p]");
    setLocale('en-XA');
    expect(t('approval.edit.notObject')).toMatch(/\{ ååñð \}\.\]$/);
  });
});
