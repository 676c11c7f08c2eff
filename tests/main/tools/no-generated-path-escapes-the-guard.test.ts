import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInWorkspace } from '../../../src/main/tools';
import { createTempWorkspace } from './helpers';

/**
 * Property: for any path built from "..", ".", real folders, links in and out, and new names, the
 * guard says inside exactly when the kernel's resolution (modelled here) stays in the workspace.
 */
describe('no generated path escapes the guard', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  let links: Map<string, string>;
  beforeAll(() => {
    ws = createTempWorkspace();
    mkdirSync(path.join(ws.root, 'a/b'), { recursive: true });
    mkdirSync(path.join(ws.outside, 'a'), { recursive: true });
    symlinkSync(ws.outside, path.join(ws.root, 'out'));
    symlinkSync(path.join(ws.root, 'a/b'), path.join(ws.root, 'in'));
    symlinkSync('../../../outside', path.join(ws.root, 'a/b/up'));
    links = new Map([
      [path.join(ws.root, 'out'), ws.outside],
      [path.join(ws.root, 'in'), path.join(ws.root, 'a/b')],
      [path.join(ws.root, 'a/b/up'), ws.outside],
    ]);
  });
  afterAll(() => ws.cleanup());

  /** The kernel's walk: links replace the path so far; ".." after a link climbs from its target. */
  function modelInside(segments: string[]): boolean {
    let current = ws.root;
    for (const segment of segments) {
      if (segment === '.') continue;
      if (segment === '..') {
        current = path.dirname(current);
        continue;
      }
      const next = path.join(current, segment);
      current = links.get(next) ?? next;
    }
    return current === ws.root || current.startsWith(`${ws.root}/`);
  }

  it('agrees with the kernel model on every generated path', async () => {
    const segment = fc.constantFrom('..', '.', 'a', 'b', 'out', 'in', 'up', 'new', 'ws');
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 8 }), async (segments) => {
        const result = await resolveInWorkspace(ws.root, segments.join('/'));
        expect(result.inside).toBe(modelInside(segments));
      }),
      { numRuns: 400 },
    );
  });

  it('a path that climbs above the workspace is never inside', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'b', 'new'), { maxLength: 4 }),
        fc.array(fc.constantFrom('x', 'outside', 'a'), { maxLength: 3 }),
        async (down, tail) => {
          const requested = [...down, ...down.map(() => '..'), '..', ...tail].join('/');
          expect((await resolveInWorkspace(ws.root, requested)).inside).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a path through the outward link is never inside unless it names the workspace again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('..', 'a', 'new', '.'), { maxLength: 6 }), async (tail) => {
        expect((await resolveInWorkspace(ws.root, ['out', ...tail].join('/'))).inside).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
