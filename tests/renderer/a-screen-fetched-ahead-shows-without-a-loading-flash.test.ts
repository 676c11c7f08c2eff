// @vitest-environment happy-dom
import { act, createElement, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { loadChunkOnce } from '../../src/renderer/src/components/load-chunk-once';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Screen = () => createElement('h1', null, 'Settings');
const chunk = () => Promise.resolve({ default: Screen });

/** Renders `Lazy` in a Suspense boundary and returns every text the container showed, in order. */
async function showScreen(Lazy: ReturnType<typeof lazy>): Promise<string[]> {
  const container = document.createElement('div');
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = createRoot(container);
  await act(async () => {
    root.render(createElement(Suspense, { fallback: 'Loading…' }, createElement(Lazy)));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 350));
  });
  observer.disconnect();
  seen.push(container.textContent ?? '');
  root.unmount();
  return seen;
}

describe('a screen whose code is a chunk of its own', () => {
  it('shows at once, with no "Loading…" first, once its chunk was fetched ahead', async () => {
    const load = loadChunkOnce(chunk);
    await load();
    const seen = await showScreen(lazy(load));
    expect(seen.at(-1)).toBe('Settings');
    expect(seen).not.toContain('Loading…');
  });

  it('shows "Loading…" and then the screen when asked for before its chunk is in', async () => {
    const seen = await showScreen(lazy(loadChunkOnce(chunk)));
    expect(seen).toContain('Loading…');
    expect(seen.at(-1)).toBe('Settings');
  });

  it('fetches a chunk once however often it is asked for, and again after a failed fetch', async () => {
    let fetched = 0;
    let fail = true;
    const load = loadChunkOnce(async () => {
      fetched += 1;
      if (fail) throw new Error('the chunk could not be read');
      return { default: Screen };
    });
    await expect(load()).rejects.toThrow('the chunk could not be read');
    fail = false;
    await Promise.all([load(), load()]);
    await load();
    expect(fetched).toBe(2);
  });
});
