import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(import.meta.dirname, '../src/renderer/src');

function listComponents(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listComponents(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * A memo() component skips a render while its props stay the same, so when the language changes it
 * would keep its old words: each file that defines one and shows words (t()) reads useLocale() too
 * (src/renderer/src/react-hooks/use-locale.ts), which renders it again with the new language.
 */
describe('memo() components and the language', () => {
  it('every file with a memo() component that calls t() also reads useLocale()', () => {
    const files = listComponents(RENDERER).map(
      (file) => [relative(RENDERER, file), readFileSync(file, 'utf8')] as const,
    );
    const memoFiles = files.filter(([, text]) => /\bmemo\(/.test(text));
    expect(memoFiles.map(([file]) => file)).toContain('components/Sidebar.tsx');
    const stale = memoFiles
      .filter(([, text]) => /\bt\(['`]/.test(text) && !/\buseLocale\(\)/.test(text))
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
