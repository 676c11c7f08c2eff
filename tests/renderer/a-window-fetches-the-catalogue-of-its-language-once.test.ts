import { describe, expect, it } from 'vitest';
import { createCatalogueRegistry } from '../../src/renderer/src/i18n/catalogues';
import { enMessages, type Catalogue } from '../../src/renderer/src/i18n/en-messages';
import { messages as esMessages } from '../../src/renderer/src/i18n/es';
import { messages as zhMessages } from '../../src/renderer/src/i18n/zh-CN';

/** A loader the test answers by hand, counting how often it was asked. */
function handLoader(catalogue: Catalogue) {
  const asked: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const load = () =>
    new Promise<Catalogue>((resolve, reject) => {
      asked.push({ resolve: () => resolve(catalogue), reject });
    });
  return { load, asked };
}

describe("a window's catalogues", () => {
  it('has English and the pseudo-locale at once, and a translation only once it has been fetched', async () => {
    const es = handLoader(esMessages);
    const zh = handLoader(zhMessages);
    const registry = createCatalogueRegistry({ es: es.load, 'zh-CN': zh.load });
    expect(registry.has('en')).toBe(true);
    expect(registry.has('en-XA')).toBe(true);
    expect(registry.load('en')['nav.settings']).toBe('Settings');
    expect(registry.load('en-XA')['nav.settings']).not.toBe('Settings');

    expect(registry.has('es')).toBe(false);
    expect(registry.load('es')).toBe(enMessages);
    // Two asks while it is on its way: one fetch, and nothing else is fetched.
    const first = registry.fetch('es');
    const second = registry.fetch('es');
    expect(es.asked).toHaveLength(1);
    expect(zh.asked).toHaveLength(0);
    es.asked[0]?.resolve();
    await Promise.all([first, second]);
    expect(registry.has('es')).toBe(true);
    expect(registry.load('es')['nav.settings']).toBe(esMessages['nav.settings']);
    expect(registry.load('es')['nav.settings']).not.toBe('Settings');
    // Fetched once: asking again fetches nothing.
    await registry.fetch('es');
    expect(es.asked).toHaveLength(1);
  });

  it('asks again after a fetch that failed, and stays on English meanwhile', async () => {
    const zh = handLoader(zhMessages);
    const registry = createCatalogueRegistry({ es: handLoader(esMessages).load, 'zh-CN': zh.load });
    const failed = registry.fetch('zh-CN');
    zh.asked[0]?.reject(new Error('the chunk could not be read'));
    await expect(failed).rejects.toThrow('the chunk could not be read');
    expect(registry.has('zh-CN')).toBe(false);
    expect(registry.load('zh-CN')).toBe(enMessages);

    const again = registry.fetch('zh-CN');
    expect(zh.asked).toHaveLength(2);
    zh.asked[1]?.resolve();
    await again;
    expect(registry.load('zh-CN')['nav.settings']).toBe(zhMessages['nav.settings']);
  });
});
