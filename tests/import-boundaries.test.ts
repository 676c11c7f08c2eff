import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The import rules of STYLE.md, checked by reading every source file's import specifiers. */

const ROOT = resolve(__dirname, '..');
const SRC = join(ROOT, 'src');

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return /\.(ts|tsx|mts|cts)$/.test(name) ? [full] : [];
  });
}

const IMPORT_RE =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_RE)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function rootOf(file: string): string {
  return relative(SRC, file).split(sep)[0]!;
}

function resolvedTarget(file: string, spec: string): string | null {
  return spec.startsWith('.') ? resolve(dirname(file), spec) : null;
}

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const files = listSources(SRC);

describe('import boundaries (STYLE.md)', () => {
  it('finds the four roots', () => {
    expect(new Set(files.map(rootOf))).toEqual(new Set(['main', 'preload', 'renderer', 'shared']));
  });

  it('src/shared imports no Node, Electron or DOM code', () => {
    const offences: string[] = [];
    for (const file of files.filter((f) => rootOf(f) === 'shared')) {
      for (const spec of importsOf(file)) {
        const target = resolvedTarget(file, spec);
        if (NODE_BUILTINS.has(spec) || spec === 'electron' || spec.startsWith('electron/'))
          offences.push(`${relative(ROOT, file)} → ${spec}`);
        if (target && !target.startsWith(join(SRC, 'shared'))) offences.push(`${relative(ROOT, file)} → ${spec}`);
        if (!target && !['zod'].includes(spec))
          offences.push(`${relative(ROOT, file)} → ${spec} (shared may import only zod)`);
      }
      const text = stripComments(readFileSync(file, 'utf8'));
      if (/\b(window|document|navigator|localStorage|process|Buffer|require)\s*[.(]/.test(text)) {
        offences.push(`${relative(ROOT, file)} uses a DOM or Node global`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('src/renderer never imports src/main, src/preload code, Electron or Node', () => {
    const offences: string[] = [];
    for (const file of files.filter((f) => rootOf(f) === 'renderer')) {
      for (const spec of importsOf(file)) {
        const target = resolvedTarget(file, spec);
        if (
          target &&
          (target.startsWith(join(SRC, 'main')) ||
            (target.startsWith(join(SRC, 'preload')) && !target.endsWith('api.d')))
        ) {
          offences.push(`${relative(ROOT, file)} → ${spec}`);
        }
        if (NODE_BUILTINS.has(spec) || spec === 'electron' || spec.startsWith('electron/'))
          offences.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('only src/preload touches contextBridge or ipcRenderer', () => {
    const offences = files
      .filter((f) => rootOf(f) !== 'preload')
      .filter((f) => /\b(contextBridge|ipcRenderer)\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offences).toEqual([]);
  });

  it('raw ipcMain appears only in src/main/ipc', () => {
    const offences = files
      .filter((f) => !f.startsWith(join(SRC, 'main', 'ipc') + sep))
      .filter((f) => /\bipcMain\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offences).toEqual([]);
  });

  // An area's public face is its index.ts; a types.ts that holds only a contract (interfaces) may be
  // imported too, so two areas can share an interface without importing each other's behaviour.
  it('src/main areas import each other only through their index.ts (or types.ts contract)', () => {
    const offences: string[] = [];
    const mainDir = join(SRC, 'main');
    const areaOf = (path: string) => relative(mainDir, path).split(sep)[0]!;
    for (const file of files.filter((f) => rootOf(f) === 'main')) {
      for (const spec of importsOf(file)) {
        const target = resolvedTarget(file, spec);
        if (!target || !target.startsWith(mainDir + sep)) continue;
        const from = areaOf(file);
        const to = areaOf(target);
        if (from === to || target === join(mainDir, to)) continue;
        if (target !== join(mainDir, to, 'index') && target !== join(mainDir, to, 'types'))
          offences.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
