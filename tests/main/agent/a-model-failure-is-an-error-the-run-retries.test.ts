import { describe, expect, it } from 'vitest';
import { buildRunState, runDrive } from '../../../src/main/agent';
import type { SessionEvent } from '../../../src/shared/events';
import { createLoopHarness } from '../../support/loop-harness';
import { createScriptedModelClient, final, reply, text, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';
import { say } from '../../../src/shared/main-messages';

/** The loop in-process: the real store and tools, the model a script that fails on demand. */
const t = useTempStore('gatehouse-loop-');

const kinds = (events: readonly SessionEvent[]) =>
  events.map((e) => (e.kind === 'run_state' ? `run_state:${e.data.state}` : e.kind));

describe('a model that fails', () => {
  it('leaves an error and a failed run saying what to do; driving the run again continues it with the same history', async () => {
    const model = createScriptedModelClient([final('Two files.')]);
    model.failNext('overloaded');
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model } });
    const run = h.startRun('What is here?');

    expect(await runDrive(h.deps, run)).toBe('failed');
    const failed = t.store.loadEvents(run.sessionId);
    expect(kinds(failed)).toEqual([
      'session_created',
      'user_message',
      'run_state:streaming',
      'error',
      'run_state:failed',
    ]);
    expect(failed.find((e) => e.kind === 'error')).toMatchObject({ data: { code: 'overloaded', retryable: true } });
    expect(buildRunState(failed)).toMatchObject({
      runId: run.runId,
      state: 'failed',
      detail: { id: 'run.modelFailed', params: { code: 'overloaded', seconds: 0 } },
    });

    // Retry is another drive of the same run: it asks again with exactly what it sent before.
    expect(await runDrive(h.deps, run)).toBe('completed');
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1]).toEqual(model.requests[0]);
    const done = t.store.loadEvents(run.sessionId);
    expect(new Set(done.flatMap((e) => ('runId' in e.data ? [e.data.runId] : [])))).toEqual(new Set([run.runId]));
    expect(kinds(done.slice(failed.length))).toEqual([
      'run_state:streaming',
      'assistant_message',
      'run_state:completed',
    ]);
  });

  it('a broken stream after a tool call keeps the text so far, marks the run interrupted, and the retry sends the tool result once', async () => {
    const model = createScriptedModelClient([
      reply(text('Looking.'), toolUse('toolu_1', 'list_dir', { path: '.' })),
      { kind: 'drop', text: 'It has ' },
      final('It is empty.'),
    ]);
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model } });
    const run = h.startRun('What is in this folder?');

    expect(await runDrive(h.deps, run)).toBe('failed');
    const log = t.store.loadEvents(run.sessionId);
    expect(log.filter((e) => e.kind === 'tool_result')).toHaveLength(1);
    expect(log.findLast((e) => e.kind === 'assistant_message')).toMatchObject({
      data: { interrupted: true, content: [{ type: 'text', text: 'It has ' }] },
    });
    expect(buildRunState(log)).toMatchObject({
      state: 'interrupted',
      detail: { id: 'run.modelFailed', params: { code: 'connection' } },
    });

    expect(await runDrive(h.deps, run)).toBe('completed');
    const history = model.requests[2]!.messages;
    const results = history.flatMap((m) =>
      Array.isArray(m.content) ? m.content.filter((b) => b.type === 'tool_result') : [],
    );
    expect(results).toHaveLength(1);
    expect(t.store.loadEvents(run.sessionId).filter((e) => e.kind === 'tool_call')).toHaveLength(1);
  });

  it('with no model set up, the run waits saying so, and continues once one is', async () => {
    const model = createScriptedModelClient([final('Hello.')]);
    const h = createLoopHarness(t.store, t.dir, { access: { ok: false, text: say('model.none') } });
    const run = h.startRun('Hi');

    expect(await runDrive(h.deps, run)).toBe('failed');
    expect(buildRunState(t.store.loadEvents(run.sessionId))).toMatchObject({
      state: 'interrupted',
      detail: { id: 'run.noModelRetry' },
    });
    expect(model.requests).toHaveLength(0);

    h.setModel({ ok: true, model });
    expect(await runDrive(h.deps, run)).toBe('completed');
    expect(model.requests).toHaveLength(1);
  });
});
