import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

/** The conversation's model memory: small, as a local model's often is. */
const WINDOW = 8192;

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const reviews = (sessionId: string) =>
  t.core.loadSession(sessionId).events.flatMap((e) => (e.kind === 'reviewer_review' ? [e.data] : []));

describe('a sheet the reviewer model cannot read whole', () => {
  it('is handed to the person unread: the reviewer model is never asked, nothing runs, the sheet says why', async () => {
    // About 12,000 tokens of content (4 characters a token): more than the whole window.
    const content = 'x'.repeat(WINDOW * 6);
    t = await openTestCore([reply(toolUse('tu_1', 'write_file', { path: 'big.txt', content }))]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer', contextWindow: WINDOW });
    const { session } = await sendUntilApproval(t, 'write big.txt', 'auto');
    await waitFor(() => reviews(session.id).length > 0, 'the review');
    const [review] = reviews(session.id);
    expect(review).toMatchObject({ outcome: 'handed_over', model: 'scripted-reviewer', verdicts: [] });
    expect(review?.why).toMatch(/too large for the reviewer model/);
    expect(t.server.requests).toHaveLength(1); // only the conversation's own turn
    expect(t.core.loadSession(session.id).pending).not.toBeNull();
    expect(t.core.loadSession(session.id).events.filter((e) => e.kind === 'decision')).toHaveLength(0);
    expect(t.effects()).toEqual([]);
  });

  it('a small sheet under the same window is read and decided by the reviewer (the limit is the sheet’s size, not the window)', async () => {
    t = await openTestCore([reply(toolUse('tu_1', 'write_file', { path: 'small.txt', content: 'x' }))]);
    t.core.updateSettings({ reviewerModel: 'scripted-reviewer', contextWindow: WINDOW });
    t.core.subscribe((e) => {
      if (e.type === 'event' && e.event.kind === 'approval_requested') {
        const verdicts = e.event.data.calls.map((c) => ({
          callId: c.callId,
          verdict: 'approve',
          reason: 'asked for',
          confidence: 0.95,
        }));
        t.server.push(reply(toolUse('rv_1', 'submit_review', { verdicts })), final('Done.'));
      }
    });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'write small.txt', workMode: 'agent', approvalMode: 'auto' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(reviews(s.id).map((r) => r.outcome)).toEqual(['decided']);
    expect(t.effects()).toEqual(['write small.txt x']);
  });
});
