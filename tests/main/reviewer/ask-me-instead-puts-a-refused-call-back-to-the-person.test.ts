import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, text, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import { say } from '../../../src/shared/main-messages';
import type { CoreError } from '../../../src/main/core/types';

/**
 * "Ask me instead" on a call the reviewer model refused: the refusal stays that call's result (the
 * model read it), and the run the person starts with it is theirs to decide: the reviewer is not
 * asked, the sheet says why, and only the person's yes runs the call the model asks for again.
 * Real core, real files, the scripted Messages API for both models.
 */
let t: TestCore;
afterEach(async () => t?.dispose());

const ASK = 'I want to decide that myself: ask for it again, and I will answer.';

async function refusedByReviewer(): Promise<{ sessionId: string; callId: string }> {
  t = await openTestCore(
    [reply(text('Writing the plan.'), toolUse('tu_1', 'write_file', { path: 'plan.md', content: 'A\n' }))],
    { realTools: true },
  );
  t.core.updateSettings({ reviewerModel: 'scripted-reviewer' });
  let reviewed = false;
  t.core.subscribe((e) => {
    if (e.type !== 'event' || e.event.kind !== 'approval_requested' || reviewed) return;
    reviewed = true;
    const verdicts = e.event.data.calls.map((c) => ({
      callId: c.callId,
      verdict: 'deny',
      reason: 'plan.md was not asked for',
      confidence: 0.99,
    }));
    t.server.push(reply(toolUse('rv_1', 'submit_review', { verdicts })), final('Understood, I left it.'));
  });
  const s = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: s.id, text: 'Plan the week', workMode: 'agent', approvalMode: 'auto' });
  await waitForRunState(t.core, s.id, 'completed');
  expect(existsSync(join(t.workspace, 'plan.md'))).toBe(false);
  const decision = t.core.loadSession(s.id).events.find((e) => e.kind === 'decision');
  expect(decision?.kind === 'decision' && decision.data.decisions[0]?.settledBy.by).toBe('reviewer');
  return { sessionId: s.id, callId: decision?.kind === 'decision' ? decision.data.decisions[0]!.callId : '' };
}

describe('"Ask me instead" on a call the reviewer refused', () => {
  it("starts a run in the person's words whose sheet goes to the person, not the reviewer; the person's yes runs it", async () => {
    const { sessionId, callId } = await refusedByReviewer();
    const requestsBefore = t.server.requests.length;
    t.server.push(
      reply(text('Asking again.'), toolUse('tu_2', 'write_file', { path: 'plan.md', content: 'A\n' })),
      final('Written.'),
    );
    await t.core.askMeInstead({ sessionId, callId, text: ASK });
    expect(await waitForRunState(t.core, sessionId, ['awaiting_approval', 'completed'])).toBe('awaiting_approval');
    const pending = t.core.loadSession(sessionId).pending!;
    // The reviewer was not asked: its hand-over says the person asked for this one.
    await expect
      .poll(() => t.core.loadSession(sessionId).events.filter((e) => e.kind === 'reviewer_review').length)
      .toBe(2);
    const review = t.core
      .loadSession(sessionId)
      .events.filter((e) => e.kind === 'reviewer_review')
      .at(-1);
    expect(review?.kind === 'reviewer_review' && review.data).toMatchObject({
      outcome: 'handed_over',
      handOver: { reason: 'you_asked' },
      verdicts: [],
    });
    expect(t.server.requests.slice(requestsBefore).map((r) => r.body.model)).not.toContain('scripted-reviewer');
    // The model read the person's words as their message; the first refusal is still that call's result.
    expect(JSON.stringify(t.server.requests.at(-1)!.body.messages)).toContain(ASK);
    expect(existsSync(join(t.workspace, 'plan.md'))).toBe(false);

    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
    });
    await waitForRunState(t.core, sessionId, 'completed');
    expect(readFileSync(join(t.workspace, 'plan.md'), 'utf8')).toBe('A\n');
    const audit = t.core.exportAudit(sessionId).entries.map((e) => [e.callId === callId, e.settledBy.by, e.action]);
    expect(audit).toEqual([
      [true, 'reviewer', 'deny'],
      [false, 'person', 'approve'],
    ]);
  });

  it('is refused for a call the person denied, for a call asked again already, and while a sheet waits', async () => {
    const { sessionId, callId } = await refusedByReviewer();
    t.server.push(reply(toolUse('tu_2', 'write_file', { path: 'plan.md', content: 'A\n' })));
    await t.core.askMeInstead({ sessionId, callId, text: ASK });
    await waitForRunState(t.core, sessionId, 'awaiting_approval');
    const waiting = t.core.askMeInstead({ sessionId, callId, text: ASK });
    await expect(waiting).rejects.toMatchObject({
      code: 'approval_pending',
      text: say('session.waiting', { action: 'askAgain' }),
    });
    expect(
      wordInEnglish(
        await waiting.then(
          () => undefined,
          (e: CoreError) => e.text,
        ),
      ),
    ).toMatch(/waiting for your answer/);
    const pending = t.core.loadSession(sessionId).pending!;
    t.server.push(final('Left it.'));
    await t.core.submitDecisions({
      approvalId: pending.approvalId,
      decisions: [{ callId: pending.calls[0]!.callId, action: 'deny', reason: 'no' }],
    });
    await waitForRunState(t.core, sessionId, 'completed');
    await expect(t.core.askMeInstead({ sessionId, callId, text: ASK })).rejects.toMatchObject({
      code: 'invalid_input',
      text: say('session.alreadyAskedAgain'),
    });
    expect(wordInEnglish(say('session.alreadyAskedAgain'))).toBe('This action was already asked again.');
    // The person's own no stands: it is never reopened this way.
    const ownNo = t.core.askMeInstead({ sessionId, callId: pending.calls[0]!.callId, text: ASK });
    await expect(ownNo).rejects.toMatchObject({ code: 'invalid_input', text: say('session.askAgainOnlyReviewer') });
    expect(
      wordInEnglish(
        await ownNo.then(
          () => undefined,
          (e: CoreError) => e.text,
        ),
      ),
    ).toMatch(/Only an action the reviewer model refused/);
    expect(existsSync(join(t.workspace, 'plan.md'))).toBe(false);
  });
});
