import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { approveOnAppearance, openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('a decision that arrives while the run is still winding down from asking', () => {
  it('is carried out: the run does not stay "executing" with nothing driving it', async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make' })), final('Built.')]);
    const s = t.core.createSession({ workspace: t.workspace });
    // A second window (or a quick person) answers as soon as the approval is pushed.
    const answered = approveOnAppearance(t.core);
    await t.core.send({ sessionId: s.id, text: 'build', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed', 3000);
    expect(await Promise.all(answered)).toEqual([{ ok: true }]);
    expect(t.effects()).toEqual(['start make', 'end make']);
  });

  it('Stop pressed at that moment still stops: the approval is answered as stopped and the run ends cancelled', async () => {
    t = await openTestCore([reply(toolUse('a', 'run_command', { command: 'make' })), final('Built.')]);
    const s = t.core.createSession({ workspace: t.workspace });
    const stopped: Promise<void>[] = [];
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') stopped.push(t.core.stop(s.id));
    });
    await t.core.send({ sessionId: s.id, text: 'build', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, ['cancelled', 'awaiting_approval'], 3000);
    await Promise.all(stopped);
    expect(stopped).toHaveLength(1);
    const snap = t.core.loadSession(s.id);
    expect(snap.summary.runState).toBe('cancelled');
    expect(snap.pending).toBeNull();
    expect(t.effects()).toEqual([]);
  });
});
