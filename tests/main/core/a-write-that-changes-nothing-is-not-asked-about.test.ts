import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../src/shared/events';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

/**
 * A person is asked only about what would change something: a write_file whose content is already
 * the file's, or one the tool refuses whatever anyone says (binary content over a file), runs
 * without a sheet and says so; a real change in the same reply still asks.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

type Result = Extract<SessionEvent, { kind: 'tool_result' }>;

describe('a write that changes nothing', () => {
  it('is not put to the person; the same content stays, binary content is refused in words, and a real change still asks', async () => {
    t = await openTestCore(
      [
        reply(
          text('Writing.'),
          toolUse('same', 'write_file', { path: 'notes.md', content: '# Notes\n' }),
          toolUse('bin', 'write_file', { path: 'logo.txt', content: 'PNG\u0000\u0001' }),
          toolUse('real', 'write_file', { path: 'todo.md', content: '- new\n' }),
        ),
        final('Done.'),
      ],
      { realTools: true },
    );
    writeFileSync(join(t.workspace, 'notes.md'), '# Notes\n');
    writeFileSync(join(t.workspace, 'todo.md'), '- old\n');
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'awaiting_approval', 20_000);

    const pending = t.core.loadSession(s.id).pending!;
    expect(pending.calls.map((c) => c.args.path)).toEqual(['todo.md']);
    const results = t.core
      .loadSession(s.id)
      .events.filter((e): e is Result => e.kind === 'tool_result')
      .map((e) => [e.data.outcome, e.data.settledBy?.by, e.data.content]);
    expect(results).toEqual([
      ['success', 'policy', expect.stringContaining('notes.md')],
      ['failure', 'policy', expect.stringMatching(/does not write binary content/)],
    ]);
    expect(readFileSync(join(t.workspace, 'notes.md'), 'utf8')).toBe('# Notes\n');
    expect(readFileSync(join(t.workspace, 'todo.md'), 'utf8')).toBe('- old\n');
  });
});
