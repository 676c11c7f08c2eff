import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

/**
 * Onboarding asks main about a folder the moment it is picked: the answer is a problem id with
 * its parameters (the window words it), the same judgement session creation makes, and nothing is created.
 */
describe('checking a picked folder', () => {
  it('names the problem of the whole disk, the home folder, a folder holding the data and a missing one, and creates nothing', async () => {
    t = await openTestCore();
    expect(t.core.checkWorkspace('/')).toEqual({ ok: false, problem: 'whole_disk', path: '/' });
    expect(t.core.checkWorkspace(homedir())).toEqual({ ok: false, problem: 'home', path: homedir() });
    expect(t.core.checkWorkspace(t.root)).toEqual({
      ok: false,
      problem: 'holds_data',
      path: t.root,
      dataDir: t.dataDir,
    });
    expect(t.core.checkWorkspace(join(t.workspace, 'gone'))).toEqual({
      ok: false,
      problem: 'missing',
      path: join(t.workspace, 'gone'),
    });
    expect(t.core.listSessions()).toEqual([]);
    // Each refusal is one session creation would make too.
    for (const path of ['/', homedir(), t.root, join(t.workspace, 'gone')])
      expect(() => t.core.createSession({ workspace: path })).toThrow();
  });

  it('accepts a project folder and answers with the real path a conversation would work in', async () => {
    t = await openTestCore();
    mkdirSync(join(t.workspace, 'project'));
    symlinkSync(join(t.workspace, 'project'), join(t.workspace, 'link'));
    expect(t.core.checkWorkspace(join(t.workspace, 'link'))).toEqual({ ok: true, path: join(t.workspace, 'project') });
    expect(t.core.createSession({ workspace: join(t.workspace, 'link') }).workspace).toBe(join(t.workspace, 'project'));
  });
});
