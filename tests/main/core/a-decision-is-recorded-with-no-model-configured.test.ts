import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import type { SessionEvent } from '../../../src/shared/events';
import type { MainMessage } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';

let t: TestCore;
afterEach(async () => t?.dispose());

type Block = { type: string; id?: string; tool_use_id?: string; content?: unknown; is_error?: boolean };
type RunStateEvent = Extract<SessionEvent, { kind: 'run_state' }>;

const lastRunState = (sid: string) =>
  t.core
    .loadSession(sid)
    .events.filter((e): e is RunStateEvent => e.kind === 'run_state')
    .at(-1)!.data;

/**
 * Retry once the drive that left the run interrupted has wound down: it stays live for a few ticks
 * after its last commit, and Retry meanwhile answers run_active.
 */
async function retryWhenIdle(sid: string): Promise<{ runId: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await t.core.retry(sid);
    } catch (err) {
      if ((err as { code?: string }).code !== 'run_active' || attempt > 500) throw err;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** A write and a command waiting for a person; then the model settings go away (the key cleared, cloud chosen). */
async function pendingWithNoModel() {
  t = await openTestCore([
    reply(
      toolUse('w', 'write_file', { path: 'a.txt', content: 'A' }),
      toolUse('c', 'run_command', { command: 'make' }),
    ),
  ]);
  const { session, pending } = await sendUntilApproval(t, 'go');
  t.core.updateSettings({ provider: 'anthropic', apiKey: '' });
  return {
    sid: session.id,
    approvalId: pending.approvalId,
    write: pending.calls[0]!.callId,
    command: pending.calls[1]!.callId,
  };
}

describe('with no model configured', () => {
  it('a person can still approve and deny: both are recorded, the approved call runs, and the run waits for a model; Retry then goes on', async () => {
    const { sid, approvalId, write, command } = await pendingWithNoModel();

    expect(
      await t.core.submitDecisions({
        approvalId,
        decisions: [
          { callId: write, action: 'approve' },
          { callId: command, action: 'deny', reason: 'not now' },
        ],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'interrupted');

    const events = t.core.loadSession(sid).events;
    expect(events.filter((e) => e.kind === 'decision')).toHaveLength(1);
    expect(events.flatMap((e) => (e.kind === 'tool_result' ? [[e.data.callId, e.data.outcome]] : []))).toEqual([
      [command, 'denied'],
      [write, 'success'],
    ]);
    expect(t.effects()).toEqual(['write a.txt A']);
    expect(t.core.loadSession(sid).pending).toBeNull();
    // The run says what is missing and how to go on; the model was never asked.
    expect(lastRunState(sid)).toMatchObject({ state: 'interrupted', detail: { id: 'run.noModelRetry' } });
    expect(wordInEnglish(lastRunState(sid).detail)).toMatch(/No model is set up yet.*Settings.*Retry to continue/);
    expect(t.server.requests).toHaveLength(1);

    // Retry without a model is refused in plain words, and changes nothing.
    const before = t.core.loadSession(sid).summary.lastSeq;
    const refusal = await retryWhenIdle(sid).then(
      () => ({}) as { code?: string; text?: MainMessage },
      (err: unknown) => err as { code?: string; text?: MainMessage },
    );
    expect(refusal).toMatchObject({ code: 'no_model', text: { id: 'model.none' } });
    expect(wordInEnglish(refusal.text)).toContain('Settings');
    expect(t.core.loadSession(sid).summary.lastSeq).toBe(before);

    // With the model back, Retry continues the same run: nothing runs twice, each call is answered once.
    t.core.updateSettings({ provider: 'local', baseUrl: t.server.baseUrl });
    t.server.push(final('Wrote a.txt; did not run make.'));
    await retryWhenIdle(sid);
    await waitForRunState(t.core, sid, 'completed');
    expect(t.effects()).toEqual(['write a.txt A']);
    const answers = (t.server.requests[1]!.body.messages.at(-1)!.content as Block[]).filter(
      (b) => b.type === 'tool_result',
    );
    expect(answers.map((b) => b.is_error === true)).toEqual([false, true]);
  });

  it('a person can deny everything, and Stop works too', async () => {
    const { sid, approvalId, write, command } = await pendingWithNoModel();
    expect(
      await t.core.submitDecisions({
        approvalId,
        decisions: [
          { callId: write, action: 'deny' },
          { callId: command, action: 'deny' },
        ],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, sid, 'interrupted');
    expect(t.effects()).toEqual([]);
    expect(
      t.core
        .loadSession(sid)
        .events.filter((e) => e.kind === 'tool_result')
        .map((e) => e.kind === 'tool_result' && e.data.outcome),
    ).toEqual(['denied', 'denied']);

    // A new pending approval, still without a model: Stop answers it.
    t.core.updateSettings({ provider: 'local', baseUrl: t.server.baseUrl });
    t.server.push(reply(toolUse('w2', 'write_file', { path: 'b.txt', content: 'B' })));
    await retryWhenIdle(sid);
    await waitForRunState(t.core, sid, 'awaiting_approval');
    t.core.updateSettings({ provider: 'anthropic', apiKey: '' });
    await t.core.stop(sid);
    expect(t.core.loadSession(sid).summary.runState).toBe('cancelled');
    expect(t.core.loadSession(sid).pending).toBeNull();
    expect(t.effects()).toEqual([]);
  });

  it('a new message is refused before anything is recorded', async () => {
    const { sid } = await pendingWithNoModel();
    const other = t.core.createSession({ workspace: t.workspace });
    await expect(
      t.core.send({ sessionId: other.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' }),
    ).rejects.toMatchObject({ code: 'no_model' });
    expect(t.core.loadSession(other.id).events.map((e) => e.kind)).toEqual([
      'session_created',
      'approval_mode_changed',
    ]);
    expect(t.core.loadSession(sid).pending).not.toBeNull();
  });
});
