import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRunSupervisor, type LoopDeps, type RunSupervisor } from '../../../src/main/agent';
import { createAnthropicModelClient } from '../../../src/main/model';
import { createEventStore, draft, openDatabase, type EventStore } from '../../../src/main/store';
import type { ToolDefinition, ToolRegistry } from '../../../src/main/tools/types';
import type { RunState } from '../../../src/shared/events';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { createFakeRegistry, createFakeTools, createFileEffects, readEffects } from '../../support/fake-tools';
import { final, reply, startModelServer, toolUse, type ModelServer } from '../../support/model-server';

const config = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['read_file', 'write_file', 'run_command'],
  model: 'scripted',
  agentId: 'a',
};

/** The fake tools, counting how many executions overlap: per session and in all. */
function createCountingRegistry(inner: ToolRegistry) {
  const running = new Map<string, number>();
  const stats = { maxPerSession: 0, maxTotal: 0, total: 0 };
  const wrap = (tool: ToolDefinition): ToolDefinition =>
    ({
      ...tool,
      async execute(args, ctx, signal) {
        running.set(ctx.sessionId, (running.get(ctx.sessionId) ?? 0) + 1);
        stats.total += 1;
        stats.maxPerSession = Math.max(stats.maxPerSession, running.get(ctx.sessionId)!);
        stats.maxTotal = Math.max(
          stats.maxTotal,
          [...running.values()].reduce((a, b) => a + b, 0),
        );
        try {
          return await tool.execute(args, ctx, signal);
        } finally {
          running.set(ctx.sessionId, running.get(ctx.sessionId)! - 1);
        }
      },
    }) as ToolDefinition;
  const registry: ToolRegistry = {
    ...inner,
    get: (name) => {
      const t = inner.get(name);
      return t === undefined ? undefined : wrap(t);
    },
  };
  return { registry, stats };
}

describe('the run supervisor', () => {
  let root: string;
  let db: Database.Database;
  let store: EventStore;
  let server: ModelServer;
  let runs: RunSupervisor;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gatehouse-supervisor-'));
    mkdirSync(join(root, 'ws'));
    db = openDatabase({ dataDir: join(root, 'data') });
    store = createEventStore(db, () => new Date());
  });
  afterEach(async () => {
    await runs?.close();
    await server?.close();
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  const setUp = async () => {
    server = await startModelServer([
      reply(toolUse('a', 'run_command', { command: 'slow-a', ms: 300 })),
      reply(toolUse('b', 'run_command', { command: 'slow-b', ms: 300 })),
      final('Done.'),
      final('Done.'),
    ]);
    const counting = createCountingRegistry(
      createFakeRegistry(createFakeTools(createFileEffects(join(root, 'effects.log')))),
    );
    let n = 0;
    const loop: LoopDeps = {
      store,
      loadModel: () => ({
        ok: true,
        model: createAnthropicModelClient({ baseUrl: server.baseUrl, apiKey: '', model: 'scripted' }),
      }),
      tools: counting.registry,
      memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
      now: () => new Date(),
      ids: { newId: (prefix) => `${prefix}${++n}` },
      emit: { events: () => undefined, live: () => undefined },
      contextWindow: 1_000_000,
      maxTokens: 1024,
    };
    runs = createRunSupervisor({ loadLoopDeps: () => loop });
    return counting.stats;
  };
  const waitFor = async (sessionId: string, state: RunState) => {
    const deadline = Date.now() + 10_000;
    while (store.loadSession(sessionId)?.runState !== state) {
      if (Date.now() > deadline)
        throw new Error(`${sessionId} is ${String(store.loadSession(sessionId)?.runState)}, not ${state}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  /** A session whose run was sent and has stopped at the gate. */
  const sendUntilAsked = async (sessionId: string, runId: string) => {
    store.createSession({ id: sessionId, title: sessionId, workspace: join(root, 'ws'), agentId: 'a' });
    store.appendEvents(sessionId, [
      draft('user_message', { runId, text: 'go', config }),
      draft('run_state', { runId, state: 'streaming' }),
    ]);
    runs.start(sessionId);
    await waitFor(sessionId, 'awaiting_approval');
    await new Promise((r) => setTimeout(r, 20));
    expect(runs.isBusy(sessionId)).toBe(false);
    return store.loadPendingApproval(sessionId)!;
  };

  it('runs decisions for two sessions at once, one drive at a time per session, each approved call once', async () => {
    const stats = await setUp();
    const a = await sendUntilAsked('ses_a', 'run_a');
    const b = await sendUntilAsked('ses_b', 'run_b');

    const answers = [a, b].map((p) =>
      runs.submitDecisions({
        approvalId: p.approvalId,
        decisions: p.calls.map((c) => ({ callId: c.callId, action: 'approve' })),
      }),
    );
    expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }]);
    // More requests for the same sessions while their drives run: queued behind them, never beside them.
    for (let i = 0; i < 3; i++) {
      runs.start('ses_a');
      runs.start('ses_b');
    }
    expect(runs.isBusy('ses_a') && runs.isBusy('ses_b')).toBe(true);
    await waitFor('ses_a', 'completed');
    await waitFor('ses_b', 'completed');
    while (runs.isBusy('ses_a') || runs.isBusy('ses_b')) await new Promise((r) => setTimeout(r, 10));

    expect(stats).toEqual({ maxPerSession: 1, maxTotal: 2, total: 2 });
    const effects = readEffects(join(root, 'effects.log'));
    expect(effects.slice(0, 2).sort()).toEqual(['start slow-a', 'start slow-b']);
    expect(effects.slice(2).sort()).toEqual(['end slow-a', 'end slow-b']);
    // Each run's model was asked once at the gate and once after its result: the queued requests found nothing to do.
    expect(server.requests).toHaveLength(4);
    for (const sid of ['ses_a', 'ses_b']) {
      const events = store.loadEvents(sid);
      expect(events.filter((e) => e.kind === 'tool_call')).toHaveLength(1);
      expect(events.filter((e) => e.kind === 'assistant_message')).toHaveLength(2);
    }
  });

  it('Stop on one session leaves the other running', async () => {
    const stats = await setUp();
    const a = await sendUntilAsked('ses_a', 'run_a');
    const b = await sendUntilAsked('ses_b', 'run_b');
    await Promise.all(
      [a, b].map((p) =>
        runs.submitDecisions({
          approvalId: p.approvalId,
          decisions: p.calls.map((c) => ({ callId: c.callId, action: 'approve' })),
        }),
      ),
    );
    await runs.stop('ses_a');

    expect(store.loadSession('ses_a')?.runState).toBe('cancelled');
    expect(runs.isBusy('ses_a')).toBe(false);
    await waitFor('ses_b', 'completed');
    expect(readEffects(join(root, 'effects.log'))).toEqual(['start slow-b', 'end slow-b']);
    expect(stats.total).toBe(1);
  });
});

describe('two conversations through the core', () => {
  let t: TestCore;
  afterEach(async () => t?.dispose());

  it('carry out their decisions at the same time', async () => {
    t = await openTestCore([
      reply(toolUse('a', 'run_command', { command: 'slow-a', ms: 300 })),
      reply(toolUse('b', 'run_command', { command: 'slow-b', ms: 300 })),
      final('Done.'),
      final('Done.'),
    ]);
    const first = await sendUntilApproval(t, 'a');
    const second = await sendUntilApproval(t, 'b');
    const answers = [first, second].map(({ pending }) =>
      t.core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: pending.calls.map((c) => ({ callId: c.callId, action: 'approve' as const })),
      }),
    );
    expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }]);
    await waitForRunState(t.core, first.session.id, 'completed');
    await waitForRunState(t.core, second.session.id, 'completed');
    const effects = t.effects();
    expect(effects.slice(0, 2).sort()).toEqual(['start slow-a', 'start slow-b']);
    expect(effects.slice(2).sort()).toEqual(['end slow-a', 'end slow-b']);
  });
});
