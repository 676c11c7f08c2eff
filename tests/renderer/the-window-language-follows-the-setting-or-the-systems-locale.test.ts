import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '../support/fetch-translations';
import { deriveAppLocale, deriveLocale, getLocale, setLocale, subscribeLocale, t } from '../../src/renderer/src/i18n';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { loadPseudoLocaleSwitch, runFollowLanguage } from '../../src/renderer/src/state/follow-language';
import { createAppStore } from '../../src/renderer/src/state/store';
import type { PublicSettings } from '../../src/shared';

// The window fetches the catalogue of the language it shows; these tests switch between them all.
beforeAll(fetchTranslations);

describe("the operating system's locale", () => {
  it.each([
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['es', 'es'],
    ['es_MX', 'es'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'en'],
    ['zh-HK', 'en'],
    ['zh-Hant-CN', 'en'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    ['not a locale!', 'en'],
  ])('%s is shown in %s', (system, shown) => {
    expect(deriveAppLocale(system)).toBe(shown);
  });

  it("decides only when the setting is 'system'; the pseudo-locale switch wins over both", () => {
    expect(deriveLocale({ setting: 'system', systemLocale: 'es-AR', pseudo: false })).toBe('es');
    expect(deriveLocale({ setting: undefined, systemLocale: 'zh-CN', pseudo: false })).toBe('zh-CN');
    expect(deriveLocale({ setting: 'en', systemLocale: 'es-AR', pseudo: false })).toBe('en');
    expect(deriveLocale({ setting: 'zh-CN', systemLocale: 'en-US', pseudo: false })).toBe('zh-CN');
    expect(deriveLocale({ setting: 'es', systemLocale: 'en-US', pseudo: true })).toBe('en-XA');
  });
});

describe('the window', () => {
  afterEach(() => setLocale('en'));

  it('follows the setting the moment the store has it, after the navigator and then main have said what the system is', () => {
    const store = createAppStore();
    const seen: string[] = [];
    const unsubscribe = subscribeLocale(() => seen.push(getLocale()));
    const html = { lang: 'en' };
    const stop = runFollowLanguage(store, 'zh-CN', false, html);
    expect(getLocale()).toBe('zh-CN');
    expect(html.lang).toBe('zh-CN');
    const settings = { language: 'system' } as PublicSettings;
    store.dispatch({
      type: 'bootstrapped',
      value: { settings, sessions: [], inbox: [], platform: 'linux', systemLocale: 'es-ES' },
    });
    expect(getLocale()).toBe('es');
    expect(html.lang).toBe('es');
    expect(t('nav.settings')).not.toBe('Settings');
    store.dispatch({ type: 'settings_changed', settings: { ...settings, language: 'en' } });
    expect(getLocale()).toBe('en');
    expect(t('nav.settings')).toBe('Settings');
    stop();
    store.dispatch({ type: 'settings_changed', settings: { ...settings, language: 'zh-CN' } });
    expect(getLocale()).toBe('en');
    expect(html.lang).toBe('en');
    unsubscribe();
    expect(seen).toEqual(['zh-CN', 'es', 'en']);
  });

  it('tells subscribers once per change, not for the same locale again', () => {
    let told = 0;
    const unsubscribe = subscribeLocale(() => (told += 1));
    setLocale('en');
    setLocale('es');
    setLocale('es');
    unsubscribe();
    setLocale('en');
    expect(told).toBe(1);
  });

  it('reads the pseudo-locale switch from storage, and storage that throws as off', () => {
    expect(loadPseudoLocaleSwitch(() => ({ getItem: (key) => (key === 'gatehouse.pseudoLocale' ? '1' : null) }))).toBe(
      true,
    );
    expect(loadPseudoLocaleSwitch(() => ({ getItem: () => null }))).toBe(false);
    expect(
      loadPseudoLocaleSwitch(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });

  it('starts in English, as index.html says', () => {
    expect(initialAppState.systemLocale).toBeNull();
    expect(getLocale()).toBe('en');
  });
});
