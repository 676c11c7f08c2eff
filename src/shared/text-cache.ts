/**
 * Texts kept in memory by their hash, up to `maxChars` characters in all: the oldest dropped first,
 * and a text longer than `maxChars / 4` never kept (it would push out everything else). The store
 * keeps what it inflated (src/main/store/text-store.ts); the window what it read from main
 * (src/renderer/src/approval/held-text-cache.ts).
 */
export interface TextCache {
  get(hash: string): string | undefined;
  remember(hash: string, text: string): void;
}

export function createTextCache(maxChars: number): TextCache {
  const cache = new Map<string, string>();
  let chars = 0;
  return {
    get: (hash) => cache.get(hash),
    remember(hash, text) {
      if (text.length > maxChars / 4 || cache.has(hash)) return;
      cache.set(hash, text);
      chars += text.length;
      for (const [old, value] of cache) {
        if (chars <= maxChars) break;
        cache.delete(old);
        chars -= value.length;
      }
    },
  };
}
