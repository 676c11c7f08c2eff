import { afterEach, describe, expect, it } from 'vitest';
import { final } from '../../support/model-server';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';

let t: TestCore;
afterEach(async () => t?.dispose());

describe('each reply records the model that answered', () => {
  it('keeps the model per reply, so a Retry on another model is visible in the log', async () => {
    t = await openTestCore([{ kind: 'error', status: 500 }, final('Answered by the second model.')]);
    const first = t.core.getSettings().model;
    const s = t.core.createSession({ workspace: t.workspace });
    const { runId } = await t.core.send({ sessionId: s.id, text: 'q', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, s.id, 'failed');

    t.core.updateSettings({ model: 'qwen2.5-coder:14b' });
    expect(await t.core.retry(s.id)).toEqual({ runId });
    await waitForRunState(t.core, s.id, 'completed');

    const events = t.core.loadSession(s.id).events;
    const frozen = events.find((e) => e.kind === 'user_message');
    const replies = events.filter((e) => e.kind === 'assistant_message');
    expect(frozen?.kind === 'user_message' && frozen.data.config.model).toBe(first);
    expect(replies.map((e) => e.kind === 'assistant_message' && e.data.model)).toEqual(['qwen2.5-coder:14b']);
    expect(t.server.requests.at(-1)!.body.model).toBe('qwen2.5-coder:14b');
  });
});
