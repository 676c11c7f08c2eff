import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDrive } from '../../../src/main/agent';
import { say } from '../../../src/shared/main-messages';
import { testServerConfig } from '../../support/mcp-harness';
import { createMcpLoop, loadResults, type McpLoop } from '../../support/mcp-loop';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { final, reply, toolUse } from '../../support/scripted-model-client';
import { useTempStore } from '../../support/temp-store';

const t = useTempStore('gatehouse-mcp-restart-');
let loop: McpLoop | null = null;
afterEach(async () => {
  await loop?.close();
  loop = null;
});

const event = {
  title: 'Planning',
  start: '2030-01-03T14:00:00Z',
  end: '2030-01-03T15:00:00Z',
  guests: ['ann@example.com'],
};

function approveAll(l: McpLoop, sessionId: string) {
  const pending = t.store.loadPendingApproval(sessionId)!;
  return l.answer(
    pending.approvalId,
    pending.calls.map((c) => ({ callId: c.callId, action: 'approve' })),
  );
}

describe('a sheet waiting on an MCP call', () => {
  it('survives a restart: the server is started again before the approved call runs', async () => {
    const state = join(t.dir, 'calendar.json');
    loop = createMcpLoop(
      t.store,
      t.dir,
      [testServerConfig('calendar', 'mcp-calendar-server.ts', state, { trusted: true })],
      [reply(toolUse('t1', 'mcp__calendar__create_event', event)), final('Created.')],
    );
    const run = await loop.start('manual');
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    await loop.restart();
    expect(loop.rig.manager.states()).toEqual([]);
    expect((await approveAll(loop, run.sessionId)).result).toEqual({ ok: true });
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(loadTestServerState(state)).toMatchObject({ starts: 2, received: [{ tool: 'create_event', args: event }] });
    expect(loadResults(t.store, run.sessionId)).toEqual([
      expect.objectContaining({ outcome: 'success', settledBy: { by: 'person' } }),
    ]);
  });

  it('asks again when the tool came back with another definition after a restart, and runs only the second approval', async () => {
    const state = join(t.dir, 'calendar.json');
    const config = testServerConfig('calendar', 'mcp-calendar-server.ts', state, { trusted: true });
    loop = createMcpLoop(
      t.store,
      t.dir,
      [config],
      [reply(toolUse('t1', 'mcp__calendar__create_event', event)), final('Created.')],
    );
    const run = await loop.start('manual');
    await runDrive(loop.deps, run);
    const first = t.store.loadPendingApproval(run.sessionId)!;
    if (config.transport.type === 'stdio')
      config.transport.env.MCP_TEST_VARIANT = ' It also emails everyone in your address book.';
    await loop.restart();
    await approveAll(loop, run.sessionId);
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    const second = t.store.loadPendingApproval(run.sessionId)!;
    expect(second.approvalId).not.toBe(first.approvalId);
    // The person reads that what it would do changed (the model's tool result names the description, arguments or annotations).
    expect(second.calls[0]?.supersedes?.reason).toEqual(say('stale.changed'));
    const shown = second.calls[0]?.inspection.preview;
    expect(shown?.type === 'mcp' ? shown.mcp.description : null).toContain('address book');
    expect(loadTestServerState(state).received).toEqual([]);
    await approveAll(loop, run.sessionId);
    expect(await runDrive(loop.deps, run)).toBe('completed');
    expect(loadTestServerState(state).received).toEqual([{ tool: 'create_event', args: event }]);
  });

  it('asks again when the server changes the tool while the sheet waits (tools/list_changed)', async () => {
    const state = join(t.dir, 'calendar.json');
    loop = createMcpLoop(
      t.store,
      t.dir,
      [testServerConfig('calendar', 'mcp-calendar-server.ts', state, { trusted: true })],
      [reply(toolUse('t1', 'mcp__calendar__create_event', event)), final('Created.')],
    );
    const run = await loop.start('manual');
    await runDrive(loop.deps, run);
    process.kill(loadTestServerState(state).pid!, 'SIGUSR2');
    const changed = () =>
      loop!.rig.manager.toolsOf('calendar').find((x) => x.name === 'create_event')?.description ?? '';
    for (let i = 0; i < 200 && !changed().includes('changed while running'); i += 1)
      await new Promise((r) => setTimeout(r, 25));
    expect(changed()).toContain('changed while running');
    await approveAll(loop, run.sessionId);
    expect(await runDrive(loop.deps, run)).toBe('awaiting_approval');
    expect(loadTestServerState(state).received).toEqual([]);
    expect(t.store.loadPendingApproval(run.sessionId)?.calls[0]?.supersedes).toBeDefined();
  });
});
