import { describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { createLoopHarness } from '../../support/loop-harness';
import { createScriptedModelClient, final } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

const t = useTempStore('gatehouse-retry-');

describe('Retry after a reply was cut off', () => {
  it('asks again without the partial reply (no assistant prefill), while the transcript keeps it marked as cut off', async () => {
    // The partial text ends in whitespace: sent back as the last assistant turn, every model would refuse it.
    const model = createScriptedModelClient([{ kind: 'drop', text: 'There are ' }, final('Three notes.')]);
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model } });
    const run = h.startRun('What is in this folder?');

    expect(await runDrive(h.deps, run)).toBe('failed');
    const cut = t.store.loadEvents(run.sessionId).findLast((e) => e.kind === 'assistant_message');
    expect(cut).toMatchObject({ data: { interrupted: true, content: [{ type: 'text', text: 'There are ' }] } });

    expect(await runDrive(h.deps, run)).toBe('completed');
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1]!.messages).toEqual(model.requests[0]!.messages);
    expect(model.requests[1]!.messages.at(-1)?.role).toBe('user');
    // The cut-off text is still in the log (the transcript's source), and the answer follows it.
    const replies = t.store.loadEvents(run.sessionId).filter((e) => e.kind === 'assistant_message');
    expect(replies.map((e) => e.data.interrupted)).toEqual([true, false]);
  });
});
