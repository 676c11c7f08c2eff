import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTECTED_WALK_FOLDERS } from '../../../src/main/sandbox/find-protected-in-writable';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * Before a command that may write, the sandbox walks the folder for git settings and hooks to keep
 * read-only, up to a budget. A folder holding more than that could hide a repository whose hooks the
 * walk never reached, so there a command that writes asks a person even in yolo, and the sheet says
 * why; a read-only command still runs, and a small folder still runs yolo commands unasked.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

function fillWithFolders(root: string, count: number): void {
  for (let i = 0; i < count; i += 1)
    mkdirSync(join(root, 'data', `d${Math.floor(i / 100)}`, `f${i}`), { recursive: true });
}

describe('a folder too large for the sandbox to check', () => {
  it('in yolo, a command that writes asks, naming the folder; a read-only one runs', async () => {
    t = await openTestCore(
      [
        reply(
          text('Tidying.'),
          toolUse('ls', 'run_command', { command: 'ls' }),
          toolUse('touch', 'run_command', { command: 'touch made.txt' }),
        ),
        final('Done.'),
      ],
      { realTools: true },
    );
    fillWithFolders(t.workspace, PROTECTED_WALK_FOLDERS + 100);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'tidy', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 20_000);

    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls.map((c) => c.args.command)).toEqual(['touch made.txt']);
    expect(pending.calls[0]!.inspection.protectedPlaces).toEqual([{ kind: 'unchecked', path: t.workspace }]);
    expect(existsSync(join(t.workspace, 'made.txt'))).toBe(false);
    const ran = t.core
      .loadSession(s.id)
      .events.flatMap((e) => (e.kind === 'tool_result' ? [[e.data.outcome, e.data.settledBy?.by]] : []));
    expect(ran).toEqual([['success', 'policy']]);

    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, s.id, 'completed', 20_000);
    expect(existsSync(join(t.workspace, 'made.txt'))).toBe(true);
  });

  it('a folder within the budget runs the same command in yolo without asking', async () => {
    t = await openTestCore([reply(toolUse('touch', 'run_command', { command: 'touch made.txt' })), final('Done.')], {
      realTools: true,
    });
    fillWithFolders(t.workspace, 200);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'tidy', workMode: 'agent', approvalMode: 'yolo' });
    await waitForRunState(t.core, s.id, 'completed', 20_000);
    expect(existsSync(join(t.workspace, 'made.txt'))).toBe(true);
  });
});
