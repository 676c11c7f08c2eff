import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_TEXT_MARK,
  EXPORT_TEXT_MIN_CHARS,
  deriveExportWithTexts,
  parseExport,
} from '../../../src/main/core/export-texts';

/**
 * The export's texts on their own (docs/export.md): what deriveExportWithTexts writes,
 * parseExport reads back exactly, whatever the strings and keys; a reference to a text the file
 * lacks is refused, and an export from before texts were kept once reads as it is.
 */
const large = (c: string) => c.repeat(EXPORT_TEXT_MIN_CHARS);
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const roundTrip = (body: Record<string, unknown>) => parseExport(JSON.stringify(deriveExportWithTexts(body)));

describe('the export read back', () => {
  it('is the body as written: large texts, marked strings, keys, "__proto__" and non-ASCII alike', () => {
    const body = JSON.parse(
      JSON.stringify({
        a: large('a'),
        again: [large('a'), { deep: large('a') }],
        justUnder: 'b'.repeat(EXPORT_TEXT_MIN_CHARS - 1),
        forged: `${EXPORT_TEXT_MARK}${sha(large('a'))}`,
        bare: EXPORT_TEXT_MARK,
        [`${EXPORT_TEXT_MARK}${sha(large('a'))}`]: 'a key that looks like a reference',
        wide: large('é🙂'),
        numbers: [0, -1.5, null, true],
      }).replace('"numbers"', '"__proto__":{"polluted":true},"numbers"'),
    ) as Record<string, unknown>;
    const back = roundTrip(body);
    expect(back).toEqual(body);
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds each large text once under its sha256 and leaves smaller strings in place', () => {
    const exported = deriveExportWithTexts({ a: large('a'), b: [large('a'), 'small'], c: 'c'.repeat(100) });
    expect(exported.texts).toEqual({ [sha(large('a'))]: large('a') });
    expect(exported.b).toEqual([`${EXPORT_TEXT_MARK}${sha(large('a'))}`, 'small']);
    expect(exported.c).toBe('c'.repeat(100));
  });

  it('refuses a reference to a text the file lacks, and a body that already has texts', () => {
    const exported = deriveExportWithTexts({ a: large('a') });
    expect(() => parseExport(JSON.stringify({ ...exported, texts: {} }))).toThrow(/does not hold/);
    expect(() => parseExport(JSON.stringify({ a: `${EXPORT_TEXT_MARK}constructor` }))).toThrow(/does not hold/);
    expect(() => parseExport('[]')).toThrow(/JSON object/);
    expect(() => deriveExportWithTexts({ texts: {} })).toThrow(/already has/);
  });

  it('reads an export from before texts were kept once as it is', () => {
    const older = { exportedAt: '2025-01-01T00:00:00.000Z', sessions: [{ events: [{ text: large('z') }] }] };
    expect(parseExport(JSON.stringify(older, null, 2))).toEqual(older);
  });
});
