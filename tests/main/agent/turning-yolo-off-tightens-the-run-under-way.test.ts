import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAudit, buildRunState, runDrive, submitDecisions } from '../../../src/main/agent';
import type { ModelClient } from '../../../src/main/model';
import { draft } from '../../../src/main/store';
import { createToolRegistry } from '../../../src/main/tools';
import type { ToolRegistry } from '../../../src/main/tools/types';
import type { ApprovalMode } from '../../../src/shared/modes';
import { createLoopHarness } from '../../support/loop-harness';
import { createScriptedModelClient, final, reply, toolUse, type ScriptTurn } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

/** The loop in-process over the real store and the real write_file; the model a script. */
const t = useTempStore('gatehouse-yolo-off-');

/**
 * A scripted model whose second request lands while the person changes the conversation's mode:
 * the approval_mode_changed is committed while the model is "thinking", as a click on the banner would be.
 */
function modelThatChangesModeMidRun(script: ScriptTurn[], sessionOf: () => string, mode: ApprovalMode) {
  const inner = createScriptedModelClient(script);
  const model: ModelClient = {
    model: inner.model,
    streamTurn: (request, callbacks, signal) => {
      if (inner.requests.length === 1) t.store.appendEvents(sessionOf(), [draft('approval_mode_changed', { mode })]);
      return inner.streamTurn(request, callbacks, signal);
    },
  };
  return { model, inner };
}

describe('turning yolo off while a run is under way', () => {
  it("tightens it at once: the next reply's writing call asks, and the change is recorded in the log", async () => {
    let sessionId = '';
    const { model } = modelThatChangesModeMidRun(
      [
        reply(toolUse('toolu_a', 'write_file', { path: 'a.txt', content: 'A\n' })),
        reply(toolUse('toolu_b', 'write_file', { path: 'b.txt', content: 'B\n' })),
        final('done'),
      ],
      () => sessionId,
      'manual',
    );
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model } });
    const run = h.startRun('Write a.txt then b.txt', 'yolo');
    sessionId = run.sessionId;

    expect(await runDrive(h.deps, run)).toBe('awaiting_approval');

    // Under yolo the first write ran unasked; after yolo was turned off the second one asks.
    expect(readFileSync(join(h.workspace, 'a.txt'), 'utf8')).toBe('A\n');
    expect(existsSync(join(h.workspace, 'b.txt'))).toBe(false);
    const log = t.store.loadEvents(run.sessionId);
    const started = log.flatMap((e) => (e.kind === 'tool_call' ? [[e.data.args.path, e.data.settledBy]] : []));
    expect(started).toEqual([['a.txt', { by: 'yolo' }]]);
    const pending = t.store.loadPendingApproval(run.sessionId);
    expect(pending?.calls.map((c) => c.args.path)).toEqual(['b.txt']);

    // Recorded: the event is in the log; the run's frozen config still says what was sent, and the
    // run as the log and its row read it now is manual.
    expect(log.filter((e) => e.kind === 'approval_mode_changed').map((e) => e.data)).toEqual([{ mode: 'manual' }]);
    expect(log.find((e) => e.kind === 'user_message')).toMatchObject({ data: { config: { approvalMode: 'yolo' } } });
    expect(buildRunState(log)?.config.approvalMode).toBe('manual');
    expect(t.store.loadLatestRun(run.sessionId)?.config.approvalMode).toBe('manual');
    expect(t.store.loadSession(run.sessionId)?.approvalMode).toBe('manual');

    // The person approves b.txt: the audit says a.txt ran under yolo and b.txt was decided under manual.
    const submitted = await submitDecisions(
      h.deps,
      { approvalId: pending!.approvalId, decisions: [{ callId: pending!.calls[0]!.callId, action: 'approve' }] },
      {
        workspaceOf: () => h.workspace,
        approvalExisted: () => true,
      },
    );
    expect(submitted.result).toEqual({ ok: true });
    expect(await runDrive(h.deps, run)).toBe('completed');
    expect(readFileSync(join(h.workspace, 'b.txt'), 'utf8')).toBe('B\n');
    const audit = buildAudit(t.store.loadEvents(run.sessionId));
    expect(audit.map((a) => [a.args.path, a.settledBy.by, a.approvalMode])).toEqual([
      ['a.txt', 'yolo', 'yolo'],
      ['b.txt', 'person', 'manual'],
    ]);
  });

  it('tightens the same reply too: turned off while its first write runs, its second write asks', async () => {
    const model = createScriptedModelClient([
      reply(
        toolUse('toolu_a', 'write_file', { path: 'a.txt', content: 'A\n' }),
        toolUse('toolu_b', 'write_file', { path: 'b.txt', content: 'B\n' }),
      ),
    ]);
    const real = createToolRegistry();
    let sessionId = '';
    // The person clicks "Turn yolo off" while the first write is running.
    const tools: ToolRegistry = {
      names: () => real.names(),
      modelTools: () => real.modelTools(),
      get(name) {
        const tool = real.get(name);
        if (tool === undefined || name !== 'write_file') return tool;
        return {
          ...tool,
          execute: (args, ctx, signal) => {
            if (t.store.loadSession(sessionId)?.approvalMode !== 'manual')
              t.store.appendEvents(sessionId, [draft('approval_mode_changed', { mode: 'manual' })]);
            return tool.execute(args, ctx, signal);
          },
        } as typeof tool;
      },
    };
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model }, tools });
    const run = h.startRun('Write a.txt and b.txt', 'yolo');
    sessionId = run.sessionId;

    expect(await runDrive(h.deps, run)).toBe('awaiting_approval');
    expect(readFileSync(join(h.workspace, 'a.txt'), 'utf8')).toBe('A\n');
    expect(existsSync(join(h.workspace, 'b.txt'))).toBe(false);
    expect(t.store.loadPendingApproval(run.sessionId)?.calls.map((c) => c.args.path)).toEqual(['b.txt']);
  });

  it('turning yolo on never loosens a run under way: its next writing call still asks', async () => {
    let sessionId = '';
    const { model } = modelThatChangesModeMidRun(
      [
        reply(toolUse('toolu_r', 'read_file', { path: 'missing.txt' })),
        reply(toolUse('toolu_b', 'write_file', { path: 'b.txt', content: 'B\n' })),
      ],
      () => sessionId,
      'yolo',
    );
    const h = createLoopHarness(t.store, t.dir, { access: { ok: true, model } });
    const run = h.startRun('Read, then write b.txt', 'manual');
    sessionId = run.sessionId;

    expect(await runDrive(h.deps, run)).toBe('awaiting_approval');
    expect(existsSync(join(h.workspace, 'b.txt'))).toBe(false);
    expect(t.store.loadPendingApproval(run.sessionId)?.calls.map((c) => c.args.path)).toEqual(['b.txt']);
    // The conversation is in yolo now (for its next send); this run stays manual.
    expect(t.store.loadSession(run.sessionId)?.approvalMode).toBe('yolo');
    expect(t.store.loadLatestRun(run.sessionId)?.config.approvalMode).toBe('manual');
    expect(buildRunState(t.store.loadEvents(run.sessionId))?.config.approvalMode).toBe('manual');
  });
});
