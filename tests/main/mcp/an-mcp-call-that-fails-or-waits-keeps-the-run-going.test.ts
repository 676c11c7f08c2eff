import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { testServerConfig } from '../../support/mcp-harness';
import { createMcpLoop, loadResults, type McpLoop } from '../../support/mcp-loop';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { final, reply, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

const t = useTempStore('gatehouse-mcp-fail-');
let loop: McpLoop | null = null;
afterEach(async () => {
  await loop?.close();
  loop = null;
});

const event = { title: 'Standup', start: '2030-01-02T09:00:00Z', end: '2030-01-02T09:15:00Z', guests: [] };

async function approveAll(l: McpLoop, sessionId: string) {
  const pending = t.store.loadPendingApproval(sessionId)!;
  expect(
    (
      await l.answer(
        pending.approvalId,
        pending.calls.map((c) => ({ callId: c.callId, action: 'approve' })),
      )
    ).result,
  ).toEqual({ ok: true });
}

describe('an MCP call that does not come back', () => {
  it('a server that dies mid-call gives the model a clear error, is restarted, and the run goes on', async () => {
    const state = join(t.dir, 'calendar.json');
    loop = createMcpLoop(
      t.store,
      t.dir,
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          env: { MCP_TEST_CRASH_ON: 'create_event' },
        }),
      ],
      [
        reply(toolUse('t1', 'mcp__calendar__create_event', event)),
        reply(toolUse('t2', 'mcp__calendar__list_events', {})),
        final('The calendar server crashed; nothing else is wrong.'),
      ],
    );
    await loop.trustListedTools();
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    await approveAll(loop, run.sessionId);
    expect(await runDrive(loop.deps, run)).toBe('completed');
    const [crashed, listed] = loadResults(t.store, run.sessionId);
    expect(crashed).toMatchObject({ tool: 'mcp__calendar__create_event', outcome: 'failure' });
    expect(crashed?.content).toMatch(/stopped while create_event was running\. It may or may not have taken effect/);
    // The next call reached a fresh process: the server was started again.
    expect(listed).toMatchObject({ tool: 'mcp__calendar__list_events', outcome: 'success' });
    expect(loadTestServerState(state).starts).toBe(2);
    const states = loop.rig.manager.states();
    expect(states).toEqual([expect.objectContaining({ name: 'calendar', status: 'ready', restarts: 1 })]);
    expect(states[0]?.stderrTail).toContain('calendar: crashing on create_event');
  });

  it('a call past its timeout is cancelled and the model is told, in words, that it timed out', async () => {
    const state = join(t.dir, 'calendar.json');
    loop = createMcpLoop(
      t.store,
      t.dir,
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          callTimeoutMs: 1_000,
          env: { MCP_TEST_SLOW_MS: '5000' },
        }),
      ],
      [reply(toolUse('t1', 'mcp__calendar__create_event', event)), final('It timed out.')],
    );
    const run = await loop.start('manual');
    await runDrive(loop.deps, run);
    await approveAll(loop, run.sessionId);
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(loadResults(t.store, run.sessionId)[0]?.content).toMatch(
      /did not answer create_event within 1 s, so Gatehouse cancelled it/,
    );
  });

  it('Stop cancels a running MCP call and the result says so', async () => {
    const state = join(t.dir, 'calendar.json');
    loop = createMcpLoop(
      t.store,
      t.dir,
      [
        testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
          trusted: true,
          env: { MCP_TEST_SLOW_MS: '20000' },
        }),
      ],
      [reply(toolUse('t1', 'mcp__calendar__create_event', event))],
    );
    const run = await loop.start('manual');
    await runDrive(loop.deps, run);
    await approveAll(loop, run.sessionId);
    const stop = new AbortController();
    const drive = runDrive(loop.deps, { ...run, signal: stop.signal });
    // Stop once the server has the call.
    for (let i = 0; i < 200 && !loadTestServerState(state).received.some((r) => r.tool === 'create_event'); i += 1)
      await new Promise((r) => setTimeout(r, 25));
    const started = Date.now();
    stop.abort();
    await drive;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(loadResults(t.store, run.sessionId)[0]).toMatchObject({ outcome: 'cancelled' });
    // The server was told (notifications/cancelled) and stopped the call.
    for (let i = 0; i < 100 && loadTestServerState(state).cancelled === undefined; i += 1)
      await new Promise((r) => setTimeout(r, 25));
    expect(loadTestServerState(state).cancelled).toEqual(['create_event']);
    // The server is still up and answers the next call.
    const connection = await loop.rig.manager.connectionFor('calendar', loop.workspace);
    expect(
      (await connection.callTool('list_events', {}, { signal: new AbortController().signal, timeoutMs: 5_000 }))
        .isError,
    ).not.toBe(true);
  });
});
