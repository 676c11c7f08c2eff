import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '../support/fetch-translations';
import {
  formatBytes,
  formatDateTime,
  formatList,
  formatNumber,
  formatTokens,
  setLocale,
  t,
  type MessageKey,
} from '../../src/renderer/src/i18n';

// The window fetches the catalogue of the language it shows; these tests switch between them all.
beforeAll(fetchTranslations);

describe("t() and the format helpers in the window's language", () => {
  afterEach(() => setLocale('en'));

  it('write a number given for a plain parameter as the language does', () => {
    setLocale('en');
    expect(t('nav.inboxCount', { count: 12_345 })).toBe('Waiting for you (12,345)');
    setLocale('es');
    expect(t('nav.inboxCount', { count: 12_345 })).toContain('12.345');
    setLocale('zh-CN');
    expect(t('nav.inboxCount', { count: 12_345 })).toContain('12,345');
  });

  it('leave a parameter not given as written, and give back a key no catalogue has as itself', () => {
    expect(t('conversation.workspace')).toBe('Folder: {path}');
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
    setLocale('es');
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
  });

  it('format numbers, token counts, sizes, lists and dates for the language', () => {
    setLocale('es');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
    expect(formatTokens(4_500)).toBe('4,5k');
    expect(formatTokens(32_768)).toBe('32k');
    expect(formatBytes(1_536)).toBe('1,5 KB');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b y c');
    expect(formatDateTime('2026-12-01T14:05:09Z')).toMatch(/dic/);
    setLocale('zh-CN');
    expect(formatList(['a', 'b', 'c'])).toBe('a、b和c');
    expect(formatDateTime('2026-12-01T14:05:09Z')).toMatch(/2026年12月/);
    setLocale('en');
    expect(formatTokens(4_500)).toBe('4.5k');
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(4_299_161)).toBe('4.1 MB');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
