import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDrive, submitDecisions } from '../../../src/main/agent';
import { createLoopHarness } from '../../support/loop-harness';
import { createScriptedModelClient, final, reply, text, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

/** The loop in-process: the real store and the real write_file, the model a script, no HTTP. */
const t = useTempStore('gatehouse-loop-');

describe('a reply that proposes two writes', () => {
  it('asks once for both, runs only the approved one, and gives the model one result per call in its order', async () => {
    const model = createScriptedModelClient([
      reply(
        text('I will write both.'),
        toolUse('toolu_a', 'write_file', { path: 'a.txt', content: 'A\n' }),
        toolUse('toolu_b', 'write_file', { path: 'b.txt', content: 'B\n' }),
      ),
      final('Wrote a.txt; b.txt was refused.'),
    ]);
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model } });
    const run = h.startRun('Write a.txt and b.txt');

    expect(await runDrive(h.deps, run)).toBe('awaiting_approval');
    const log = t.store.loadEvents(run.sessionId);
    const asked = log.flatMap((e) => (e.kind === 'approval_requested' ? [e.data.approvalId] : []));
    expect(asked).toHaveLength(1);
    const pending = t.store.loadPendingApprovalById(asked[0]!);
    expect(pending?.calls.map((c) => [c.tool, c.args])).toEqual([
      ['write_file', { path: 'a.txt', content: 'A\n' }],
      ['write_file', { path: 'b.txt', content: 'B\n' }],
    ]);
    expect(log.at(-1)).toMatchObject({ kind: 'run_state', data: { state: 'awaiting_approval' } });
    // Nothing was written, and the model was asked once; its text streamed out as live deltas.
    expect(existsSync(join(h.workspace, 'a.txt'))).toBe(false);
    expect(model.requests).toHaveLength(1);
    expect(h.emitted.live.flatMap((e) => (e.type === 'text_delta' ? [e.text] : [])).join('')).toBe(
      'I will write both.',
    );

    const [a, b] = pending!.calls;
    const submitted = await submitDecisions(
      h.deps,
      {
        approvalId: pending!.approvalId,
        decisions: [
          { callId: a!.callId, action: 'approve' },
          { callId: b!.callId, action: 'deny', reason: 'Not b.' },
        ],
      },
      { workspaceOf: () => h.workspace, approvalExisted: () => true },
    );
    expect(submitted.result).toEqual({ ok: true });
    expect(await runDrive(h.deps, run)).toBe('completed');

    expect(readFileSync(join(h.workspace, 'a.txt'), 'utf8')).toBe('A\n');
    expect(existsSync(join(h.workspace, 'b.txt'))).toBe(false);
    expect(model.requests).toHaveLength(2);
    expect(model.remaining()).toBe(0);
    const results = model.requests[1]!.messages.at(-1)!.content;
    expect(
      Array.isArray(results)
        ? results.map((r) => (r.type === 'tool_result' ? [r.tool_use_id, r.is_error === true] : null))
        : null,
    ).toEqual([
      ['toolu_a', false],
      ['toolu_b', true],
    ]);
    expect(JSON.stringify(results)).toContain('Not b.');
    // Every committed event went out through the sink, in order, after it was stored.
    const stored = t.store.loadEvents(run.sessionId);
    expect(h.emitted.events.map((e) => e.seq)).toEqual(stored.filter((e) => e.seq > 3).map((e) => e.seq));
    expect(stored.at(-1)).toMatchObject({ kind: 'run_state', data: { state: 'completed' } });
  });
});
