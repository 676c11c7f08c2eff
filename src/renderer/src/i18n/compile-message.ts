import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

export type MessageParams = Record<string, string | number>;

/** One message compiled for one locale. */
export interface CompiledMessage {
  /** Every parameter the message names. */
  readonly names: ReadonlySet<string>;
  /** Fills the parameters (see compileMessage); throws only on a value ICU cannot use. */
  format(params: MessageParams | undefined): string;
}

/** Parser options every catalogue is read with: `<` is plain text (no rich-text tags), plurals need `other`. */
export const PARSE_OPTIONS = { ignoreTag: true, requiresOtherClause: true } as const;

/** The names a message reads as numbers: a plural's or selectordinal's, and `{n, number}`. */
function collectNumericNames(elements: readonly MessageFormatElement[], into: Set<string>): void {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) collectNumericNames(option.value, into);
    if (element.type === TYPE.tag) collectNumericNames(element.children, into);
  }
}

function collectNames(elements: readonly MessageFormatElement[], into: Set<string>): void {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && element.type !== TYPE.tag)
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) collectNames(option.value, into);
    if (element.type === TYPE.tag) collectNames(element.children, into);
  }
}

/**
 * A plain `{count}` of a name the message also reads as a number (a plural's own `{count}` in its
 * branches) becomes `{count, number}`: ICU prints a plain argument with String(), and the number
 * should read as the locale writes it, as `#` does.
 */
function numberTyped(elements: readonly MessageFormatElement[], numeric: ReadonlySet<string>): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    if (element.type === TYPE.argument && numeric.has(element.value))
      return { type: TYPE.number, value: element.value, style: null };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { value: numberTyped(option.value, numeric) }]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: numberTyped(element.children, numeric) };
    return element;
  });
}

/** Intl formatters shared by every message of a locale (one Intl object per locale and options). */
export function createSharedFormatters(): Formatters {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
    kind: string,
    args: unknown[],
    make: () => T,
  ): T => {
    const key = `${kind}:${JSON.stringify(args)}`;
    let found = cache.get(key) as T | undefined;
    if (!found) {
      found = make();
      cache.set(key, found);
    }
    return found;
  };
  return {
    getNumberFormat: (...args) => cached('n', args, () => new Intl.NumberFormat(...args)),
    getDateTimeFormat: (...args) => cached('d', args, () => new Intl.DateTimeFormat(...args)),
    getPluralRules: (...args) => cached('p', args, () => new Intl.PluralRules(...args)),
  };
}

/**
 * Parses an ICU message once for a locale. Formatting then: a number given for a plain parameter
 * is written as the locale writes numbers (1,234 / 1.234); a plural's number chooses the locale's
 * plural form; a parameter left out stays as written (`{name}`), and a plural without its number
 * takes its `other` form (the number itself then reads NaN). Throws when the message is not valid ICU.
 */
export function compileMessage(message: string, locale: string, formatters: Formatters): CompiledMessage {
  const ast = parse(message, PARSE_OPTIONS);
  const numeric = new Set<string>();
  collectNumericNames(ast, numeric);
  const names = new Set<string>();
  collectNames(ast, names);
  const compiled = new IntlMessageFormat(numberTyped(ast, numeric), locale, undefined, { formatters });
  const numberFormat = formatters.getNumberFormat(locale);
  return {
    names,
    format(params) {
      const values: Record<string, string | number> = {};
      for (const name of names) {
        const value = params?.[name];
        if (value === undefined) values[name] = numeric.has(name) ? Number.NaN : `{${name}}`;
        else if (typeof value === 'number' && !numeric.has(name)) values[name] = numberFormat.format(value);
        else values[name] = value;
      }
      const out = compiled.format<string>(values);
      return Array.isArray(out) ? out.join('') : String(out);
    },
  };
}
