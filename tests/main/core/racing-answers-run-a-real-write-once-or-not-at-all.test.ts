import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionEvent } from '../../../src/shared/events';
import {
  approveOnAppearance,
  openTestCore,
  sendUntilApproval,
  waitForRunState,
  type TestCore,
} from '../../support/core-harness';
import { final, reply, toolUse } from '../../support/model-server';

/**
 * The race tests (decisions-must-cover-every-pending-call, a-decision-made-the-moment-the-approval-
 * appears-still-runs) again with the built-in write_file and a real file in the workspace: whatever
 * wins, the file is written exactly once or not at all, and the log says which.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const CONTENT = 'exactly once\n';
const proposeWrite = () => reply(toolUse('toolu_w', 'write_file', { path: 'notes.txt', content: CONTENT }));
const notes = () => join(t.workspace, 'notes.txt');
const ofKind = <K extends SessionEvent['kind']>(events: readonly SessionEvent[], kind: K) =>
  events.filter((e): e is Extract<SessionEvent, { kind: K }> => e.kind === kind);

/** The file and the log agree: written with the approved content iff one call ran with success. */
function expectWrittenOnceOrNot(sessionId: string): 'written' | 'not written' {
  const events = t.core.loadSession(sessionId).events;
  const calls = ofKind(events, 'tool_call');
  const results = ofKind(events, 'tool_result');
  expect(calls.length).toBeLessThanOrEqual(1);
  expect(results).toHaveLength(1);
  if (results[0]!.data.outcome === 'success') {
    expect(calls).toHaveLength(1);
    expect(readFileSync(notes(), 'utf8')).toBe(CONTENT);
    return 'written';
  }
  expect(existsSync(notes())).toBe(false);
  return 'not written';
}

describe('racing answers to one approval of a real write', () => {
  it('two racing approvals: one wins, the file is written once with the shown content', async () => {
    t = await openTestCore([proposeWrite(), final('Written.')], { realTools: true });
    const { session, pending } = await sendUntilApproval(t, 'write the notes');
    const decisions = [{ callId: pending.calls[0]!.callId, action: 'approve' as const }];
    const results = await Promise.all([
      t.core.submitDecisions({ approvalId: pending.approvalId, decisions }),
      t.core.submitDecisions({ approvalId: pending.approvalId, decisions }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'already_decided' } });
    await waitForRunState(t.core, session.id, 'completed');
    expect(expectWrittenOnceOrNot(session.id)).toBe('written');
    expect(ofKind(t.core.loadSession(session.id).events, 'decision')).toHaveLength(1);
  });

  it('an approval and a denial racing: whichever commits first decides, and the disk agrees', async () => {
    t = await openTestCore([proposeWrite(), final('Done.')], { realTools: true });
    const { session, pending } = await sendUntilApproval(t, 'write the notes');
    const callId = pending.calls[0]!.callId;
    const [approved, denied] = await Promise.all([
      t.core.submitDecisions({ approvalId: pending.approvalId, decisions: [{ callId, action: 'approve' }] }),
      t.core.submitDecisions({ approvalId: pending.approvalId, decisions: [{ callId, action: 'deny', reason: 'no' }] }),
    ]);
    expect([approved.ok, denied.ok].filter(Boolean)).toHaveLength(1);
    await waitForRunState(t.core, session.id, 'completed');
    expect(expectWrittenOnceOrNot(session.id)).toBe(approved.ok ? 'written' : 'not written');
  });

  it('an approval made the moment the approval appears is carried out: written once', async () => {
    t = await openTestCore([proposeWrite(), final('Written.')], { realTools: true });
    const s = t.core.createSession({ workspace: t.workspace });
    // A second window (or a quick person) answers as soon as the approval is pushed.
    const answered = approveOnAppearance(t.core);
    await t.core.send({ sessionId: s.id, text: 'write the notes', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed', 5000);
    expect(await Promise.all(answered)).toEqual([{ ok: true }]);
    expect(expectWrittenOnceOrNot(s.id)).toBe('written');
  });

  it('Stop pressed the moment the approval appears: the file is never written', async () => {
    t = await openTestCore([proposeWrite(), final('Written.')], { realTools: true });
    const s = t.core.createSession({ workspace: t.workspace });
    const stopped: Promise<void>[] = [];
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') stopped.push(t.core.stop(s.id));
    });
    await t.core.send({ sessionId: s.id, text: 'write the notes', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, ['cancelled', 'awaiting_approval'], 5000);
    await Promise.all(stopped);
    expect(t.core.loadSession(s.id).summary.runState).toBe('cancelled');
    expect(expectWrittenOnceOrNot(s.id)).toBe('not written');
  });

  it('an approval and a Stop at the same moment: the write runs once or not at all, never twice, and the run ends', async () => {
    t = await openTestCore([proposeWrite(), final('Written.')], { realTools: true });
    const { session, pending } = await sendUntilApproval(t, 'write the notes');
    await Promise.all([
      t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
      }),
      t.core.stop(session.id),
    ]);
    await waitForRunState(t.core, session.id, ['completed', 'cancelled']);
    expectWrittenOnceOrNot(session.id);
  });
});
