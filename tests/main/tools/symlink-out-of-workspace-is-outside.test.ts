import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInWorkspace } from '../../../src/main/tools';
import { createTempWorkspace } from './helpers';

describe('the workspace guard on a real file system', () => {
  let ws: ReturnType<typeof createTempWorkspace>;
  beforeAll(() => {
    ws = createTempWorkspace();
    mkdirSync(path.join(ws.root, 'src/deep'), { recursive: true });
    writeFileSync(path.join(ws.root, 'src/a.ts'), 'x');
    writeFileSync(path.join(ws.outside, 'secret.txt'), 'secret');
    symlinkSync(ws.outside, path.join(ws.root, 'out-link'));
    symlinkSync(path.join(ws.root, 'src'), path.join(ws.root, 'in-link'));
    symlinkSync(path.join(ws.outside, 'nowhere.txt'), path.join(ws.root, 'dangling'));
    mkdirSync(path.join(ws.outside, 'sub'));
    symlinkSync(path.join(ws.outside, 'sub'), path.join(ws.root, 'src/deep/escape'));
  });
  afterAll(() => ws.cleanup());

  it.each([
    ['src/a.ts', true],
    ['./src/../src/a.ts', true],
    ['src/new-file.ts', true],
    ['src/new-dir/new-file.ts', true],
    ['in-link/a.ts', true],
    ['.', true],
    ['..', false],
    ['../outside/secret.txt', false],
    ['src/../../outside', false],
    ['out-link/secret.txt', false],
    ['out-link/not-yet.txt', false],
    ['out-link/new-dir/not-yet.txt', false],
    ['out-link/../ws/src/a.ts', true], // physically: outside/.. is the parent, then back into ws
    ['dangling', false],
    ['src/deep/escape/x', false],
    ['src/deep/escape/../../ws/src/a.ts', true],
    ['src/deep/escape/../../outside/secret.txt', false],
    ['src/new/../../out-link/x', false],
    ['/etc/passwd', false],
    ['~', false],
    ['~/anything', false],
    ['~root/x', false],
  ])('%s → inside %s', async (requested, inside) => {
    const result = await resolveInWorkspace(ws.root, requested);
    expect(result.inside).toBe(inside);
  });

  it('an absolute path inside the workspace is inside', async () => {
    expect(await resolveInWorkspace(ws.root, path.join(ws.root, 'src/a.ts'))).toEqual({
      absolute: path.join(ws.root, 'src/a.ts'),
      inside: true,
    });
  });

  it('a path through a link reports where it really goes', async () => {
    const result = await resolveInWorkspace(ws.root, 'out-link/secret.txt');
    expect(result.absolute).toBe(path.join(ws.outside, 'secret.txt'));
  });

  it('~ expands to the home folder before it is judged', async () => {
    const result = await resolveInWorkspace(ws.root, '~/notes.txt');
    expect(result.absolute.startsWith(os.homedir())).toBe(true);
  });

  it('a workspace that does not exist proves nothing inside', async () => {
    expect((await resolveInWorkspace(path.join(ws.base, 'missing-ws'), 'a.txt')).inside).toBe(false);
  });
});
