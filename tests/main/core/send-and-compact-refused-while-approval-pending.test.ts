import { afterEach, describe, expect, it } from 'vitest';
import { final, reply, toolUse } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { wordInEnglish } from '../../support/word-main';
import type { MainMessage } from '../../../src/shared/main-messages';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('while an approval is pending', () => {
  it('refuses a new message and compaction in that session; other sessions work normally', async () => {
    t = await openTestCore([
      reply(toolUse('w', 'write_file', { path: 'a.txt', content: 'A' })),
      final('Other answer.'),
    ]);
    const a = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: a.id, text: 'go', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, a.id, 'awaiting_approval');
    const refusal = await t.core
      .send({ sessionId: a.id, text: 'more', workMode: 'agent', approvalMode: 'manual' })
      .then(
        () => ({}) as { code?: string; text?: MainMessage },
        (err: unknown) => err as { code?: string; text?: MainMessage },
      );
    expect(refusal).toMatchObject({
      code: 'approval_pending',
      text: { id: 'session.waiting', params: { action: 'send' } },
    });
    expect(wordInEnglish(refusal.text)).toMatch(/Approve or deny/);
    await expect(t.core.compact(a.id)).rejects.toMatchObject({
      code: 'approval_pending',
      text: { id: 'session.waiting', params: { action: 'summarise' } },
    });
    const b = t.core.createSession({ workspace: t.workspace, title: 'Other' });
    await t.core.send({ sessionId: b.id, text: 'hi', workMode: 'ask', approvalMode: 'manual' });
    await waitForRunState(t.core, b.id, 'completed');
    expect(t.core.loadSession(a.id).pending).not.toBeNull();
  });
});

describe('compaction', () => {
  it('on request: summarises older turns with one model call; the log keeps everything', async () => {
    t = await openTestCore([final('First answer.'), final('SUMMARY: talked about a.'), final('Third.')]);
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'first question', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    await t.core.compact(s.id);
    const events = t.core.loadSession(s.id).events;
    expect(events.find((e) => e.kind === 'compaction')).toMatchObject({
      data: { summary: 'SUMMARY: talked about a.' },
    });
    expect(t.server.requests[1]!.body.tools ?? []).toEqual([]);
    await t.core.send({ sessionId: s.id, text: 'next question', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    const sent = JSON.stringify(t.server.requests[2]!.body.messages);
    expect(sent).toContain('SUMMARY: talked about a.');
    expect(sent).not.toContain('first question');
    expect(
      t.core.loadSession(s.id).events.some((e) => e.kind === 'user_message' && e.data.text === 'first question'),
    ).toBe(true);
  });

  it('automatically when the history nears the context window', async () => {
    t = await openTestCore([final('A'.repeat(6000)), final('Short summary.'), final('Fine.')], { contextWindow: 2048 });
    const s = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: s.id, text: 'one', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    await t.core.send({ sessionId: s.id, text: 'two', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'completed');
    expect(t.server.requests).toHaveLength(3);
    const sent = JSON.stringify(t.server.requests[2]!.body.messages);
    expect(sent).toContain('Short summary.');
    expect(sent).not.toContain('AAAAAAAA');
    expect(t.core.loadSession(s.id).context.estimatedTokens).toBeLessThan(2048);
  });
});
