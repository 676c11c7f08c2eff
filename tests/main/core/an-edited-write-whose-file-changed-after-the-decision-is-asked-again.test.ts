import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { submitDecisions, type LoopDeps } from '../../../src/main/agent';
import { createEventStore, openDatabase } from '../../../src/main/store';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore, sendUntilApproval } from '../../support/core-harness';
import { createFakeRegistry, createFakeTools, createFileEffects } from '../../support/fake-tools';

let t: TestCore;
afterEach(async () => t?.dispose());

/**
 * A process that committed the person's decision and died before the tool_call: only the agent's
 * submitDecisions runs (the decision's own transaction), nothing drives the run afterwards.
 */
async function decideThenDie(decisions: unknown[], approvalId: string): Promise<void> {
  const db = openDatabase({ dataDir: t.dataDir });
  try {
    const store = createEventStore(db, () => new Date());
    const deps = {
      store,
      tools: createFakeRegistry(createFakeTools(createFileEffects(t.effectsPath))),
      emit: { events: () => undefined, live: () => undefined },
    } as unknown as LoopDeps;
    const { result } = await submitDecisions(
      deps,
      { approvalId, decisions },
      {
        workspaceOf: (sid) => store.loadSession(sid)?.workspace ?? null,
        approvalExisted: () => true,
      },
    );
    expect(result).toEqual({ ok: true });
  } finally {
    db.close();
  }
}

describe('an edited write whose file changed after the decision', () => {
  it('is not written over the change: it is asked again with a fresh diff, then runs as edited with the original beside it', async () => {
    t = await openTestCore([
      reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'from the model' })),
      final('Done.'),
    ]);
    writeFileSync(join(t.workspace, 'a.txt'), 'v1');
    const { session: s, pending: first } = await sendUntilApproval(t, 'write');
    const callId = first.calls[0]!.callId;
    await t.core.close();

    await decideThenDie(
      [{ callId, action: 'edit', args: { path: 'a.txt', content: 'edited by the person' } }],
      first.approvalId,
    );
    // The file changes after the person saw (and edited against) v1.
    writeFileSync(join(t.workspace, 'a.txt'), 'v2 written by someone else');

    const core = await t.reopen();
    expect(core.listSessions()[0]!.runState).toBe('interrupted');
    await core.retry(s.id);
    await waitForRunState(core, s.id, 'awaiting_approval');
    expect(readFileSync(join(t.workspace, 'a.txt'), 'utf8')).toBe('v2 written by someone else');
    expect(t.effects()).toEqual([]);
    const second = core.loadSession(s.id).pending!;
    expect(second.calls[0]).toMatchObject({
      callId,
      args: { path: 'a.txt', content: 'edited by the person' },
      supersedes: { approvalId: first.approvalId },
    });
    const fresh = second.calls[0]!.inspection.preview;
    expect(fresh.type === 'write' && fresh.write.original).toBe('v2 written by someone else');

    expect(
      await core.submitDecisions({ approvalId: second.approvalId, decisions: [{ callId, action: 'approve' }] }),
    ).toEqual({ ok: true });
    await waitForRunState(core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt edited by the person']);
    // The model still learns the person changed its arguments, and from what.
    const result = (t.server.requests[1]!.body.messages.at(-1)!.content as { content: string }[])[0]!.content;
    expect(result).toContain('changed the arguments');
    expect(result).toContain('from the model');
    expect(
      core.exportAudit(s.id).entries.map((e) => [e.action, e.args['content'], e.originalArgs?.['content']]),
    ).toEqual([
      ['edit', 'edited by the person', 'from the model'],
      ['superseded', 'edited by the person', undefined],
      ['approve', 'edited by the person', 'from the model'],
    ]);
  });
});
