import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '../support/fetch-translations';
import { setLocale, t, type MessageKey } from '../../src/renderer/src/i18n';
import { deriveSubmitLabel } from '../../src/renderer/src/approval/submit-label';

// The window fetches the catalogue of the language it shows; these tests switch between them all.
beforeAll(fetchTranslations);

const undecided = (ids: string[]) =>
  deriveSubmitLabel({ approve: 0, edit: 0, deny: 0, editsNotReady: [], undecided: ids });
const calls = (n: number) => Array.from({ length: n }, (_, i) => `call_${i}`);

describe('a message that depends on a number', () => {
  afterEach(() => setLocale('en'));

  it('in English, says one for 1 and other for 0, 2 and a million, the number written as English writes it', () => {
    setLocale('en');
    expect(undecided(calls(1))).toBe('Answer 1 more action to send');
    expect(undecided(calls(2))).toBe('Answer 2 more actions to send');
    expect(t('approval.submit.undecided', { count: 0 })).toBe('Answer 0 more actions to send');
    expect(t('approval.submit.undecided', { count: 1_000_000 })).toBe('Answer 1,000,000 more actions to send');
    expect(t('mcp.settings.status.ready', { count: 1 })).toBe('Ready (1 tool)');
  });

  it('in Spanish, says one for 1 and the plural for 0, 2 and a million (whose "many" form falls back to other)', () => {
    setLocale('es');
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(undecided(calls(1))).toMatch(/\b1 acción\b/);
    expect(undecided(calls(2))).toMatch(/\b2 acciones\b/);
    expect(t('approval.submit.undecided', { count: 0 })).toMatch(/\b0 acciones\b/);
    expect(t('approval.submit.undecided', { count: 1_000_000 })).toMatch(/\b1\.000\.000 acciones\b/);
    expect(t('approval.same.onLines', { count: 1 })).toMatch(/\b1 línea\b/);
    expect(t('approval.same.onLines', { count: 3 })).toMatch(/\b3 líneas\b/);
  });

  it('in Chinese, has one form whatever the number, with the number in it', () => {
    setLocale('zh-CN');
    const keys: MessageKey[] = [
      'approval.submit.undecided',
      'approval.same.onLines',
      'hooks.words.timeout',
      'approval.title',
    ];
    for (const key of keys) {
      const one = t(key, { count: 1 });
      expect(one, key).toContain('1');
      expect(t(key, { count: 2 }), key).toBe(one.replace('1', '2'));
      expect(t(key, { count: 1_000_000 }), key).toBe(one.replace('1', '1,000,000'));
    }
  });
});
