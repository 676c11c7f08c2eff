import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editFileTool } from '../../../src/main/tools';
import { createTempWorkspace, executeContext, inspectContext, never } from './helpers';

/**
 * Another program writing the file at the worst moment: right after edit_file has read it. The
 * real readFile runs; once it has returned the target's bytes, the file is rewritten on disk.
 */
const race = vi.hoisted(() => ({ target: '', replacement: '', armed: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const readFile = (async (...args: Parameters<typeof actual.readFile>) => {
    const bytes = await actual.readFile(...args);
    if (race.armed && args[0] === race.target) {
      race.armed = false;
      await actual.writeFile(race.target, race.replacement);
    }
    return bytes;
  }) as typeof actual.readFile;
  return { ...actual, readFile, default: { ...actual, readFile } };
});

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('edit_file', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
  });
  afterAll(() => ws.cleanup());

  it('previews the edit against the bytes it was computed from, so a change right after that read is caught as stale', async () => {
    const file = path.join(ws.root, 'notes.txt');
    writeFileSync(file, 'alpha\nbeta\n');
    const computedFrom = readFileSync(file);
    Object.assign(race, { target: file, replacement: 'alpha\nBETA from another program\n', armed: true });

    const args = { path: 'notes.txt', old_string: 'alpha', new_string: 'ALPHA' };
    const inspection = await editFileTool.inspect(args, inspectContext(ws.root));
    expect(race.armed).toBe(false);
    const preview = inspection.preview.type === 'write' ? inspection.preview.write : null;
    expect(preview).toMatchObject({
      kind: 'change',
      original: 'alpha\nbeta\n',
      proposed: 'ALPHA\nbeta\n',
      baseHash: sha256(computedFrom),
    });

    const result = await editFileTool.execute(args, executeContext(ws.root, inspection), never);
    expect(result).toMatchObject({ outcome: 'stale' });
    expect(readFileSync(file, 'utf8')).toBe('alpha\nBETA from another program\n');
  });
});
