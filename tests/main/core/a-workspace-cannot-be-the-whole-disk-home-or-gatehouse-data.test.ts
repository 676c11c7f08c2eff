import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { openTestCore, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

/**
 * "Outside the workspace, a person decides" means nothing when the workspace is the whole disk or
 * the home folder; and a workspace holding Gatehouse's own data would let a tool rewrite the event
 * log, its pending approvals and its audit.
 */
describe('choosing a workspace', () => {
  it('refuses the root of the disk', async () => {
    t = await openTestCore();
    expect(() => t.core.createSession({ workspace: '/' })).toThrow(
      expect.objectContaining({ code: 'invalid_input', message: expect.stringMatching(/whole disk/) }),
    );
  });

  it.runIf(existsSync(homedir()) && homedir() !== '/')(
    'refuses the home folder and the folders that hold it',
    async () => {
      t = await openTestCore();
      expect(() => t.core.createSession({ workspace: homedir() })).toThrow(
        expect.objectContaining({ code: 'invalid_input', message: expect.stringMatching(/home folder/) }),
      );
      if (dirname(homedir()) !== '/') {
        expect(() => t.core.createSession({ workspace: dirname(homedir()) })).toThrow(
          expect.objectContaining({ code: 'invalid_input' }),
        );
      }
    },
  );

  it("refuses a folder that holds Gatehouse's own data", async () => {
    t = await openTestCore();
    expect(() => t.core.createSession({ workspace: t.root })).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        message: expect.stringMatching(/Gatehouse keeps its own data/),
      }),
    );
    expect(() => t.core.createSession({ workspace: t.dataDir })).toThrow(
      expect.objectContaining({ code: 'invalid_input' }),
    );
    expect(t.core.listSessions()).toEqual([]);
  });

  it('accepts an ordinary project folder, including one beside the data', async () => {
    t = await openTestCore();
    mkdirSync(join(t.workspace, 'project'));
    expect(t.core.createSession({ workspace: join(t.workspace, 'project') }).workspace).toBe(
      join(t.workspace, 'project'),
    );
    expect(t.core.createSession({ workspace: t.workspace }).workspace).toBe(t.workspace);
  });
});
