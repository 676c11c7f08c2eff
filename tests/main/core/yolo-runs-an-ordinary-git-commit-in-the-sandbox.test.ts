import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * The common work still flows under the gate: in yolo, `git add` and `git commit` run in the
 * sandbox unasked and the commit lands in the person's repository, while its config and hooks stay
 * as they were (bound read-only). Real git, real bubblewrap, the real loop.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

describe('yolo and git', () => {
  it('runs git add and git commit unasked in the sandbox; the commit lands and the repository config is unchanged', async () => {
    t = await openTestCore(
      [
        reply(
          toolUse('c1', 'run_command', {
            command: 'git add notes.md && git -c user.name=Ann -c user.email=ann@example.com commit -q -m "Add notes"',
          }),
        ),
        final('Committed.'),
      ],
      { realTools: true },
    );
    git(t.workspace, 'init', '-q');
    const config = readFileSync(join(t.workspace, '.git/config'), 'utf8');
    writeFileSync(join(t.workspace, 'notes.md'), 'notes\n');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'commit the notes', workMode: 'agent', approvalMode: 'yolo' });
    expect(await waitForRunState(t.core, s.id, ['completed', 'awaiting_approval'], 20_000)).toBe('completed');

    expect(git(t.workspace, 'log', '--format=%s|%ae')).toBe('Add notes|ann@example.com\n');
    expect(readFileSync(join(t.workspace, '.git/config'), 'utf8')).toBe(config);
    const result = t.core.loadSession(s.id).events.find((e) => e.kind === 'tool_result');
    expect(
      result?.kind === 'tool_result' && [result.data.outcome, result.data.settledBy?.by, result.data.confinement],
    ).toEqual(['success', 'yolo', 'sandboxed']);
  });
});
