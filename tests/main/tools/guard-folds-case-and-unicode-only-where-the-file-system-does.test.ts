import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorkspaceGuard, type FsView } from '../../../src/main/tools';

/**
 * A fake file system: `entries` maps canonical paths to link targets (or null for a plain entry).
 * It folds names like the file system it models before looking them up.
 */
function createFakeView(opts: {
  caseInsensitive: boolean;
  normalizesUnicode: boolean;
  entries: Record<string, string | null>;
}): FsView {
  const fold = (p: string): string => {
    let out = p;
    if (opts.normalizesUnicode) out = out.normalize('NFC');
    if (opts.caseInsensitive) out = out.toLowerCase();
    return out;
  };
  const table = new Map(Object.entries(opts.entries).map(([k, v]) => [fold(k), { canonical: k, link: v }]));
  const realpath = async (p: string): Promise<string> => {
    let current = '/';
    for (const part of p.split('/').filter(Boolean)) {
      if (part === '..') {
        current = path.dirname(current);
        continue;
      }
      const next = path.join(current, part);
      const entry = table.get(fold(next));
      if (!entry) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      current = entry.link ? await realpath(entry.link) : entry.canonical;
    }
    return current;
  };
  return {
    realpath,
    exists: async (p) => table.has(fold(p)),
    homedir: '/home/me',
    caseInsensitive: opts.caseInsensitive,
    normalizesUnicode: opts.normalizesUnicode,
  };
}

const entries = {
  '/Work': null,
  '/Work/Proj': null,
  '/Work/Proj/Café': null,
  '/Work/Proj/Café/menu.txt': null,
  '/Work/Other': null,
  '/home': null,
  '/home/me': null,
};

describe('case-insensitive and normalising file systems', () => {
  it('on a case-insensitive file system a differently cased path to the workspace is inside', async () => {
    const guard = createWorkspaceGuard(createFakeView({ caseInsensitive: true, normalizesUnicode: false, entries }));
    expect((await guard.resolve('/Work/Proj', '/work/proj/Café/menu.txt')).inside).toBe(true);
    expect((await guard.resolve('/Work/Proj', '/WORK/OTHER/x')).inside).toBe(false);
  });

  it('on a case-sensitive file system a differently cased path is a different folder and outside', async () => {
    const guard = createWorkspaceGuard(
      createFakeView({
        caseInsensitive: false,
        normalizesUnicode: false,
        entries: { ...entries, '/work': null, '/work/proj': null },
      }),
    );
    expect((await guard.resolve('/Work/Proj', '/work/proj/x')).inside).toBe(false);
  });

  it('on a normalising file system an NFD spelling of an inside folder is inside', async () => {
    const guard = createWorkspaceGuard(createFakeView({ caseInsensitive: false, normalizesUnicode: true, entries }));
    const nfd = '/Work/Proj/Café/menu.txt'.normalize('NFD');
    expect(nfd).not.toBe('/Work/Proj/Café/menu.txt');
    expect((await guard.resolve('/Work/Proj', nfd)).inside).toBe(true);
    expect((await guard.resolve('/Work/Proj'.normalize('NFD'), 'Café/new.txt'.normalize('NFD'))).inside).toBe(true);
  });

  it('on a non-normalising file system a workspace spelled NFD is not the NFC folder', async () => {
    const guard = createWorkspaceGuard(
      createFakeView({
        caseInsensitive: false,
        normalizesUnicode: false,
        entries: { ...entries, ['/Work/Proj/Café'.normalize('NFD')]: null },
      }),
    );
    const result = await guard.resolve('/Work/Proj/Café', '/Work/Proj/Café'.normalize('NFD') + '/x');
    expect(result.inside).toBe(false);
  });

  it('case folding does not let a sibling with a longer name count as inside', async () => {
    const guard = createWorkspaceGuard(
      createFakeView({
        caseInsensitive: true,
        normalizesUnicode: true,
        entries: { ...entries, '/Work/Project2': null },
      }),
    );
    expect((await guard.resolve('/Work/Proj', '/work/PROJECT2/x')).inside).toBe(false);
  });

  it('a file-system error is outside, never inside', async () => {
    const view = createFakeView({ caseInsensitive: false, normalizesUnicode: false, entries });
    const broken: FsView = {
      ...view,
      realpath: async () => {
        throw new Error('EIO');
      },
    };
    expect((await createWorkspaceGuard(broken).resolve('/Work/Proj', 'a.txt')).inside).toBe(false);
  });
});
