import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvNameSchema } from '../src/shared/decisions';
import { isEnvName } from '../src/shared/passed-env';
import { readPlanItems } from '../src/shared/plan-items';
import { PlanItemSchema } from '../src/shared/tools';

/**
 * The window's first script (src/renderer/src/main.tsx, the app it fetches at once,
 * src/renderer/src/start-app.tsx, and what they import, not what they load later) carries no
 * schema library: zod and the shared schemas cost a first open after an install
 * tens of milliseconds to parse and build (docs/benchmarks.md). Main checks every payload; what the
 * window needs of the contract at once lives in zod-free modules beside the schemas, and the rule
 * editor (the one dialog of the sheet that checks with a schema) is a chunk of its own.
 */

const ROOT = resolve(__dirname, '..');
/** The entry, and the app it fetches at once (a dynamic import the walk below does not follow). */
const ENTRIES = [join(ROOT, 'src/renderer/src/main.tsx'), join(ROOT, 'src/renderer/src/start-app.tsx')];

/** The relative modules a file loads as it runs: value imports and re-exports, never `import type` or import(). */
function staticValueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const statement = /^(import|export)\s+([^;]*?)\s*from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(statement)) {
    if (m[4] !== undefined) {
      found.push(m[4]);
      continue;
    }
    const clause = m[2]!;
    if (/^type\b/.test(clause)) continue;
    const named = /\{([\s\S]*)\}/.exec(clause);
    const onlyTypes =
      named !== null &&
      !/^[\w$]+\s*,/.test(clause) &&
      named[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '));
    if (!onlyTypes) found.push(m[3]!);
  }
  return found;
}

function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every source file the first script runs, each with the file that first brought it in. */
function firstScriptModules(): Map<string, string> {
  const reached = new Map<string, string>(ENTRIES.map((entry) => [entry, '']));
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of staticValueImports(file)) {
      const target = resolveModule(file, spec);
      if (target === null || reached.has(target)) continue;
      reached.set(target, file);
      queue.push(target);
    }
  }
  return reached;
}

describe("the window's first script", () => {
  it('runs no module that builds a schema, but the one that sets zod not to compile code', () => {
    const modules = firstScriptModules();
    // A real walk: the app, its state and the sheet are in it.
    expect(modules.has(join(ROOT, 'src/renderer/src/App.tsx'))).toBe(true);
    expect(modules.has(join(ROOT, 'src/renderer/src/approval/ApprovalSheet.tsx'))).toBe(true);
    // And the screen the entry draws when the app's code cannot be read.
    expect(modules.has(join(ROOT, 'src/renderer/src/show-start-failure.ts'))).toBe(true);
    const withZod = [...modules.keys()].filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+['"]zod['"]/m.test(readFileSync(file, 'utf8')),
    );
    const named = withZod.map((file) => `${relative(ROOT, file)} (from ${relative(ROOT, modules.get(file)!)})`);
    expect(named).toEqual(['src/renderer/src/zod-without-eval.ts (from src/renderer/src/start-app.tsx)']);
  });

  it("reads a passed variable's name and a plan's items exactly as the schemas do", () => {
    for (const name of ['PATH', 'MY_VAR', '_x1', '1ABC', 'A-B', '', 'É', `A${'B'.repeat(127)}`, `A${'B'.repeat(128)}`])
      expect([name, isEnvName(name)]).toEqual([name, EnvNameSchema.safeParse(name).success]);

    const PlanArgs = z.object({ items: z.array(PlanItemSchema) });
    const cases: unknown[] = [
      { items: [{ text: 'Read the notes', status: 'pending' }] },
      {
        items: [
          { text: 'Write', status: 'done', extra: 1 },
          { text: 'Check', status: 'in_progress' },
        ],
      },
      { items: [] },
      { items: [{ text: '', status: 'pending' }] },
      { items: [{ text: 'x'.repeat(500), status: 'done' }] },
      { items: [{ text: 'x'.repeat(501), status: 'done' }] },
      { items: [{ text: 'Go', status: 'started' }] },
      { items: [{ text: 3, status: 'done' }] },
      { items: 'no' },
      { steps: [] },
      null,
      'plan',
    ];
    for (const args of cases) {
      const parsed = PlanArgs.safeParse(args);
      expect([args, readPlanItems(args)]).toEqual([args, parsed.success ? parsed.data.items : null]);
    }
  });
});
