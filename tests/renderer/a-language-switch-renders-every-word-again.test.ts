// @vitest-environment happy-dom
import { act, createElement, memo } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '../support/fetch-translations';
import { Markdown } from '../../src/renderer/src/components/Markdown';
import { setLocale, t } from '../../src/renderer/src/i18n';
import { useLocale } from '../../src/renderer/src/react-hooks/use-locale';
import { NO_HIGHLIGHT } from '../../src/renderer/src/text/highlight-limits';

// The window fetches the catalogue of the language it shows; these tests switch between them all.
beforeAll(fetchTranslations);

/** A component that shows words and reads the locale the way App does, at the root. */
function Root() {
  useLocale();
  return createElement(
    'div',
    null,
    createElement('h1', null, t('settings.title')),
    createElement(Unmindful),
    createElement(Markdown, { text: '![a cat](cat.png)', allowance: NO_HIGHLIGHT }),
  );
}

/** A memo() component that does not read the locale: it keeps its words until its props change. */
const Unmindful = memo(function Unmindful() {
  return createElement('p', { className: 'unmindful' }, t('nav.inbox'));
});

describe('switching the language', () => {
  afterEach(() => setLocale('en'));

  it('renders the tree again at once, memo() components that read the locale among it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(Root)));
    const heading = () => container.querySelector('h1')?.textContent;
    const image = () => container.querySelector('.md-image')?.textContent;
    expect(heading()).toBe('Settings');
    expect(image()).toBe('Picture not loaded: “a cat” (cat.png)');

    await act(async () => setLocale('es'));
    expect(heading()).toBe('Configuración');
    expect(image()).toBe('Imagen no cargada: «a cat» (cat.png)');
    // Why the memo() components read the locale: one that does not keeps the old language.
    expect(container.querySelector('.unmindful')?.textContent).toBe('Waiting for you');

    await act(async () => setLocale('zh-CN'));
    expect(heading()).toBe('设置');
    expect(image()).toContain('a cat');
    expect(image()).not.toContain('Imagen');

    await act(async () => root.unmount());
    container.remove();
  });
});
