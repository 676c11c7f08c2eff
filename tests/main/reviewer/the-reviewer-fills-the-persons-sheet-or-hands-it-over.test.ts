import { deriveLayer } from '../../../src/shared/decisions';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, text, toolUse, type ScriptTurn } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import type { SessionEvent } from '../../../src/shared/events';

let t: TestCore;
afterEach(async () => t?.dispose());

/** The model asks for two writes inside the workspace in one reply. */
const twoWrites = reply(
  text('I will write both files.'),
  toolUse('tu_1', 'write_file', { path: 'a.txt', content: 'A' }),
  toolUse('tu_2', 'write_file', { path: 'b.txt', content: 'B' }),
);

/** The reviewer's forced tool call, judging the calls in the order given. */
const review = (
  verdicts: { verdict: 'approve' | 'deny'; reason?: string; confidence?: number }[],
  ids: string[],
): ScriptTurn =>
  reply(
    toolUse('rv_1', 'submit_review', {
      verdicts: verdicts.map((v, i) => ({
        callId: ids[i],
        verdict: v.verdict,
        reason: v.reason ?? 'routine',
        confidence: v.confidence ?? 0.95,
      })),
    }),
  );

const eventsOf = (sessionId: string, kind: SessionEvent['kind']) =>
  t.core.loadSession(sessionId).events.filter((e) => e.kind === kind);

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

// Call ids are minted by the core: each test pushes the reviewer's turn when the sheet's event is pushed.

describe('the reviewer model in auto mode', () => {
  it('approves the whole sheet as the reviewer: the writes run, the audit says so with reason, confidence and model', async () => {
    t = await openTestCore([twoWrites]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    // The reviewer's turn must be queued before the sheet opens: ids come from the approval event.
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        const ids = e.event.data.calls.map((c) => c.callId);
        t.server.push(
          review(
            [
              { verdict: 'approve', reason: 'both in scope' },
              { verdict: 'approve', confidence: 0.9 },
            ],
            ids,
          ),
          final('Done.'),
        );
      }
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a and b', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A', 'write b.txt B']);
    const [decision] = eventsOf(s.id, 'decision');
    expect(decision?.kind === 'decision' && decision.data.decisions[0]?.settledBy.by).toBe('reviewer');
    // The reviewer's request went to the reviewer model, with the forced reply tool and no tool to act with.
    const reviewerRequest = t.server.requests[1]!.body;
    expect(reviewerRequest.model).toBe('scripted-reviewer');
    expect(reviewerRequest.tools?.map((x) => x.name)).toEqual(['submit_review']);
    expect(reviewerRequest.tool_choice).toEqual({ type: 'tool', name: 'submit_review' });
    const audit = t.core.exportAudit(s.id).entries.filter((e) => e.settledBy.by === 'reviewer');
    expect(audit.map((e) => [deriveLayer(e.settledBy), e.action, e.reason, e.reviewer, e.outcome])).toEqual([
      ['reviewer', 'approve', 'both in scope', { model: 'scripted-reviewer', confidence: 0.95 }, 'success'],
      ['reviewer', 'approve', 'routine', { model: 'scripted-reviewer', confidence: 0.9 }, 'success'],
    ]);
    const [rv] = eventsOf(s.id, 'reviewer_review');
    expect(rv?.kind === 'reviewer_review' && rv.data).toMatchObject({ outcome: 'decided', model: 'scripted-reviewer' });
    expect(rv?.kind === 'reviewer_review' && rv.data.verdicts.map((v) => [v.reason, v.confidence])).toEqual([
      ['both in scope', 0.95],
      ['routine', 0.9],
    ]);
  });

  it('denies one call: the denial reaches the model with the reviewer’s reason, the other call runs', async () => {
    t = await openTestCore([twoWrites]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        const ids = e.event.data.calls.map((c) => c.callId);
        t.server.push(
          review([{ verdict: 'approve' }, { verdict: 'deny', reason: 'b.txt was not asked for' }], ids),
          final('Ok.'),
        );
      }
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A']);
    const last = t.server.requests.at(-1)!.body.messages.at(-1)!;
    const denied = (last.content as { tool_use_id: string; is_error?: boolean; content: string }[]).find(
      (b) => b.tool_use_id === 'tu_2',
    )!;
    expect(denied.is_error).toBe(true);
    expect(denied.content).toContain('b.txt was not asked for');
  });

  const handOvers: [string, (ids: string[]) => ScriptTurn, RegExp, string][] = [
    ['garbage', () => final('I think these look fine!'), /could not be read/, 'unreadable'],
    ['plain text that is not the shape', () => final('{"verdicts": "yes"}'), /could not be read/, 'unreadable'],
    ['a partial reply', (ids) => review([{ verdict: 'approve' }], ids), /did not judge every call/, 'not_every_call'],
    [
      'low confidence',
      (ids) => review([{ verdict: 'approve', confidence: 0.5 }, { verdict: 'approve' }], ids),
      /not sure enough/,
      'not_sure',
    ],
    ['a model error', () => ({ kind: 'error', status: 500 }), /could not be reached/, 'unreachable'],
    ['a timeout', () => ({ kind: 'hang' }), /took too long/, 'too_slow'],
  ];
  for (const [name, answer, why, reason] of handOvers) {
    it(`hands the sheet to the person on ${name}: nothing runs, the advice is kept beside the calls`, async () => {
      t = await openTestCore([twoWrites]);
      t.core.updateSettings({ reviewerModel: 'scripted-reviewer', reviewerTimeoutSeconds: 5 });
      t.core.subscribe((e) => {
        if (e.type === 'event' && e.event.kind === 'approval_requested')
          t.server.push(answer(e.event.data.calls.map((c) => c.callId)));
      });
      const s = t.core.createSession({ workspace: t.workspace });
      await t.core.send({ sessionId: s.id, text: 'write a and b', workMode: 'agent', approvalMode: 'auto' });
      await waitFor(() => eventsOf(s.id, 'reviewer_review').length > 0, 'the review', 10_000);
      const [rv] = eventsOf(s.id, 'reviewer_review');
      expect(rv?.kind === 'reviewer_review' && rv.data.outcome).toBe('handed_over');
      expect(rv?.kind === 'reviewer_review' && rv.data.why).toMatch(why);
      // The window words the id; the English stays in the record.
      expect(rv?.kind === 'reviewer_review' && rv.data.handOver).toEqual({ reason });
      expect(t.core.loadSession(s.id).pending).not.toBeNull();
      expect(eventsOf(s.id, 'decision')).toHaveLength(0);
      expect(t.effects()).toEqual([]);
    }, 15_000);
  }

  it('accepts the same JSON as plain text (a local server that ignores tool_choice)', async () => {
    t = await openTestCore([twoWrites]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        const verdicts = e.event.data.calls.map((c) => ({
          callId: c.callId,
          verdict: 'approve',
          reason: 'fine',
          confidence: 0.99,
        }));
        t.server.push(final(`\`\`\`json\n${JSON.stringify({ verdicts })}\n\`\`\``), final('Done.'));
      }
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a and b', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A', 'write b.txt B']);
  });

  it('never lifts a call outside the workspace: the sheet stays with the person', async () => {
    t = await openTestCore([reply(toolUse('tu_1', 'write_file', { path: '../outside.txt', content: 'X' }))]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested')
        t.server.push(
          review(
            [{ verdict: 'approve', confidence: 1 }],
            e.event.data.calls.map((c) => c.callId),
          ),
        );
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write outside', workMode: 'agent', approvalMode: 'auto' });
    await waitFor(() => eventsOf(s.id, 'reviewer_review').length > 0, 'the review');
    const [rv] = eventsOf(s.id, 'reviewer_review');
    expect(rv?.kind === 'reviewer_review' && rv.data.why).toMatch(/outside this folder/);
    expect(t.core.loadSession(s.id).pending).not.toBeNull();
    expect(t.effects()).toEqual([]);
  });

  it('a person who answers while the review runs wins; the reviewer’s later commit is refused', async () => {
    t = await openTestCore([twoWrites]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    let ids: string[] = [];
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        ids = e.event.data.calls.map((c) => c.callId);
        // A slow reviewer: its answer streams after the person has decided.
        t.server.push(
          { ...review([{ verdict: 'approve' }, { verdict: 'approve' }], ids), frameDelayMs: 300 } as ScriptTurn,
          final('Ok.'),
        );
      }
    });
    const { session, pending } = await sendUntilApproval(t, 'write a and b', 'auto');
    await t.server.waitForRequests(2); // the review is under way (its answer streams slowly)
    expect(
      await t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: ids.map((callId) => ({ callId, action: 'deny' as const })),
      }),
    ).toEqual({ ok: true });
    await waitForRunState(t.core, session.id, 'completed');
    await new Promise((r) => setTimeout(r, 1500));
    const decisions = eventsOf(session.id, 'decision');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.kind === 'decision' && decisions[0].data.decisions[0]?.settledBy.by).toBe('person');
    expect(eventsOf(session.id, 'reviewer_review')).toHaveLength(0);
    expect(t.effects()).toEqual([]);
  });

  it('when the reviewer commits first, a person’s later answer is refused as already decided', async () => {
    t = await openTestCore([twoWrites]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        t.server.push(
          review(
            [{ verdict: 'approve' }, { verdict: 'approve' }],
            e.event.data.calls.map((c) => c.callId),
          ),
          final('Done.'),
        );
      }
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write a and b', workMode: 'agent', approvalMode: 'auto' });
    await waitFor(() => eventsOf(s.id, 'decision').length > 0, 'the reviewer’s decision');
    const [req] = eventsOf(s.id, 'approval_requested');
    if (req?.kind !== 'approval_requested') throw new Error('no approval');
    const late = await t.core.submitDecisions({
      approvalId: req.data.approvalId,
      decisions: req.data.calls.map((c) => ({ callId: c.callId, action: 'deny' as const })),
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'already_decided' } });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A', 'write b.txt B']);
  });

  it('a sheet the last process left unreviewed is reviewed after the restart, and decided while still pending', async () => {
    // The process dies after the sheet is committed and before any review answered (no reviewer yet
    // at that moment stands for a review that never finished: nothing of it was recorded).
    t = await openTestCore([twoWrites]);
    const { session, pending } = await sendUntilApproval(t, 'write a and b', 'auto');
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    await t.core.close();
    t.server.push(
      review(
        [{ verdict: 'approve' }, { verdict: 'approve' }],
        pending.calls.map((c) => c.callId),
      ),
      final('Done.'),
    );
    await t.reopen();
    await t.server.waitForRequests(2, 5000);
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A', 'write b.txt B']);
    const [decision] = eventsOf(session.id, 'decision');
    expect(decision?.kind === 'decision' && decision.data.decisions[0]?.settledBy.by).toBe('reviewer');
  });

  it('a review cut short by closing the core mid-answer leaves the sheet pending; after the restart it runs again and decides', async () => {
    t = await openTestCore([twoWrites, { kind: 'stall', text: '' }]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
    const { session, pending } = await sendUntilApproval(t, 'write a and b', 'auto');
    await t.server.waitForRequests(2); // the reviewer is answering (and stalls)
    await new Promise((r) => setTimeout(r, 200));
    await t.core.close();
    t.server.push(
      review(
        [{ verdict: 'approve' }, { verdict: 'approve' }],
        pending.calls.map((c) => c.callId),
      ),
      final('Done.'),
    );
    await t.reopen();
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.effects()).toEqual(['write a.txt A', 'write b.txt B']);
    // The cut-short review left nothing behind: one review, the second process's, and its decision.
    expect(eventsOf(session.id, 'reviewer_review').map((e) => e.kind === 'reviewer_review' && e.data.outcome)).toEqual([
      'decided',
    ]);
    expect(t.server.requests).toHaveLength(4);
    const [decision] = eventsOf(session.id, 'decision');
    expect(decision?.kind === 'decision' && decision.data.decisions[0]?.settledBy.by).toBe('reviewer');
  });

  it('with no reviewer model set, auto behaves as manual: nobody but the person is asked', async () => {
    t = await openTestCore([twoWrites]);
    const { session } = await sendUntilApproval(t, 'write a and b', 'auto');
    await new Promise((r) => setTimeout(r, 200));
    expect(t.server.requests).toHaveLength(1);
    expect(t.core.loadSession(session.id).pending).not.toBeNull();
  });
});
