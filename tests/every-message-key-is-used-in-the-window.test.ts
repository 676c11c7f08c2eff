import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_MESSAGE_KEYS } from '../src/renderer/src/i18n/dynamic-keys';
import { enMessages } from '../src/renderer/src/i18n/en-messages';

const RENDERER = join(import.meta.dirname, '../src/renderer/src');
/** The catalogues and the list of built keys: where a key is written without being used. */
const CATALOGUE_FILES = new Set(
  ['app.ts', 'approval.ts', 'hooks.ts', 'mcp.ts', 'rules.ts', 'en-messages.ts', 'dynamic-keys.ts'].map((name) =>
    join(RENDERER, 'i18n', name),
  ),
);
const TRANSLATIONS = [join(RENDERER, 'i18n/es'), join(RENDERER, 'i18n/zh-CN')];

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return TRANSLATIONS.includes(path) ? [] : listSources(path);
    return /\.tsx?$/.test(name) && !CATALOGUE_FILES.has(path) ? [path] : [];
  });
}

const sources = new Map(listSources(RENDERER).map((file) => [relative(RENDERER, file), readFileSync(file, 'utf8')]));
const source = [...sources.values()].join('\n');

/** Each `a.b.${x}` / `a.${x}.c` / `a.${x}.${y}` template in the source, as a pattern over whole keys. */
const templates = [...source.matchAll(/`((?:[\w-]+\.)+)\$\{[^}]+\}((?:\.\$\{[^}]+\})|(?:\.\w+))?`/g)].map((m) => {
  const tail = m[2] === undefined ? '' : m[2].startsWith('.${') ? '\\.[^.]+' : m[2].replace('.', '\\.');
  return new RegExp(`^${(m[1] ?? '').replace(/\./g, '\\.')}[^.]+${tail}$`);
});

describe('the English catalogue', () => {
  it('has no message the window never shows: each key is written in the source, or built there and listed in dynamic-keys.ts', () => {
    const listed = new Set<string>(DYNAMIC_MESSAGE_KEYS);
    const unused = Object.keys(enMessages).filter(
      (key) =>
        !listed.has(key) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`) &&
        !source.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });

  it('lists only keys a template in the source builds, each once', () => {
    const notBuilt = DYNAMIC_MESSAGE_KEYS.filter((key) => !templates.some((pattern) => pattern.test(key)));
    expect(notBuilt).toEqual([]);
    expect(new Set(DYNAMIC_MESSAGE_KEYS).size).toBe(DYNAMIC_MESSAGE_KEYS.length);
  });

  it('finds the templates and literal keys it reads (the scan itself works)', () => {
    expect(sources.has('screens/AppearanceSection.tsx')).toBe(true);
    expect(templates.some((pattern) => pattern.test('settings.theme.dark'))).toBe(true);
    expect(templates.some((pattern) => pattern.test('mode.auto.help'))).toBe(true);
    expect(source).toContain("'settings.language'");
  });
});
