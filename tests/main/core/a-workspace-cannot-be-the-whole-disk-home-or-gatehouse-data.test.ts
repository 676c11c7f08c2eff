import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { openTestCore, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import type { MainMessage } from '../../../src/shared/main-messages';

let t: TestCore;
afterEach(async () => t?.dispose());

/** What `act` threw (failing when it threw nothing). */
function thrownBy(act: () => unknown): { code?: string; text?: MainMessage } {
  try {
    act();
  } catch (err) {
    return err as { code?: string; text?: MainMessage };
  }
  throw new Error('expected a refusal, but nothing was thrown');
}

/**
 * "Outside the workspace, a person decides" means nothing when the workspace is the whole disk or
 * the home folder; and a workspace holding Gatehouse's own data would let a tool rewrite the event
 * log, its pending approvals and its audit.
 */
describe('choosing a workspace', () => {
  it('refuses the root of the disk', async () => {
    t = await openTestCore();
    const refusal = thrownBy(() => t.core.createSession({ workspace: '/' }));
    expect(refusal).toMatchObject({
      code: 'invalid_input',
      text: { id: 'workspace.wholeDisk', params: { path: '/' } },
    });
    expect(wordInEnglish(refusal.text)).toMatch(/whole disk/);
  });

  it.runIf(existsSync(homedir()) && homedir() !== '/')(
    'refuses the home folder and the folders that hold it',
    async () => {
      t = await openTestCore();
      const refusal = thrownBy(() => t.core.createSession({ workspace: homedir() }));
      expect(refusal).toMatchObject({ code: 'invalid_input', text: { id: 'workspace.home' } });
      expect(wordInEnglish(refusal.text)).toMatch(/home folder/);
      if (dirname(homedir()) !== '/') {
        expect(() => t.core.createSession({ workspace: dirname(homedir()) })).toThrow(
          expect.objectContaining({ code: 'invalid_input' }),
        );
      }
    },
  );

  it("refuses a folder that holds Gatehouse's own data", async () => {
    t = await openTestCore();
    const refusal = thrownBy(() => t.core.createSession({ workspace: t.root }));
    expect(refusal).toMatchObject({ code: 'invalid_input', text: { id: 'workspace.holdsData' } });
    expect(wordInEnglish(refusal.text)).toMatch(/Gatehouse keeps its own data/);
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
