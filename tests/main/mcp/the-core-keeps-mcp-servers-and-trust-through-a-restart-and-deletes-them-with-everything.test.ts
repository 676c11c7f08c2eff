import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/main/store';
import { openTestCore, sendUntilApproval, waitForRunState, type TestCore } from '../../support/core-harness';
import { testServerConfig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { final, reply, toolUse } from '../../support/model-server';

/** The whole core (real SQLite, the scripted Messages API over HTTP) with the test calendar server over stdio. */
let t: TestCore | null = null;
afterEach(async () => {
  await t?.dispose();
  t = null;
});

const event = {
  title: 'Retro',
  start: '2030-01-04T16:00:00Z',
  end: '2030-01-04T17:00:00Z',
  guests: ['zoe@partner.org'],
};

describe('MCP servers in the core', () => {
  it('a sheet waiting on an MCP call survives a restart of the core; the server starts again and the approved call runs once', async () => {
    t = await openTestCore([reply(toolUse('t1', 'mcp__calendar__create_event', event)), final('Booked.')], {
      realTools: true,
    });
    const state = join(t.root, 'calendar.json');
    const config = testServerConfig('calendar', 'mcp-calendar-server.ts', state, { ownDomains: ['example.com'] });
    await t.core.mcp.save(config);
    const view = await t.core.mcp.setTrust('calendar', true);
    expect(view.servers).toEqual([expect.objectContaining({ name: 'calendar', trusted: true })]);

    const { session, pending } = await sendUntilApproval(t, 'Book the retro', 'yolo');
    expect(pending.calls.map((c) => c.tool)).toEqual(['mcp__calendar__create_event']);
    expect(t.core.mcp.view().states).toEqual([
      expect.objectContaining({ name: 'calendar', workspace: t.workspace, status: 'ready', toolCount: 5 }),
    ]);
    expect(loadTestServerState(state).roots).toEqual([`file://${t.workspace}`]);

    await t.core.close();
    const core = await t.reopen();
    // Nothing starts by itself after a restart; trust was kept.
    expect(core.mcp.view()).toMatchObject({ servers: [expect.objectContaining({ trusted: true })], states: [] });
    expect(
      await core.submitDecisions({
        approvalId: pending.approvalId,
        decisions: [{ callId: pending.calls[0]!.callId, action: 'approve' }],
      }),
    ).toEqual({ ok: true });
    await waitForRunState(core, session.id, 'completed', 20_000);
    expect(loadTestServerState(state)).toMatchObject({ starts: 2, received: [{ tool: 'create_event', args: event }] });
  });

  it('export hides env values and keeps the pinned tools; Delete everything stops the servers and forgets them, their trust and their pins', async () => {
    t = await openTestCore([final('Nothing to do.')], { realTools: true });
    const state = join(t.root, 'calendar.json');
    await t.core.mcp.save({
      ...testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
        trusted: true,
        env: { CALENDAR_TOKEN: 'secret-token' },
      }),
    });
    const session = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: session.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, session.id, 'completed');
    expect(t.core.mcp.view().states.map((s) => s.status)).toEqual(['ready']);
    expect(JSON.stringify(t.core.exportMcpServers())).not.toContain('secret-token');
    expect(t.core.exportMcpServers()).toEqual([
      expect.objectContaining({
        name: 'calendar',
        trusted: true,
        transport: expect.objectContaining({ env: { CALENDAR_TOKEN: '[not exported]' } }),
      }),
    ]);

    // The person trusts the tools Settings shows: each is pinned in the definition they saw, and exported so.
    const shown = t.core.mcp.view().tools?.[0]?.tools ?? [];
    expect(shown.map((x) => x.now.name)).toEqual([
      'list_events',
      'get_event',
      'create_event',
      'move_event',
      'delete_event',
    ]);
    await t.core.mcp.setTrust(
      'calendar',
      true,
      shown.map((x) => ({ tool: x.now.name, hash: x.hash })),
    );
    const [exported] = t.core.exportMcpServers() as {
      trustedTools?: { hash: string; definition: { name: string; description?: string } }[];
    }[];
    expect(exported?.trustedTools).toHaveLength(5);
    expect(exported?.trustedTools?.find((p) => p.definition.name === 'create_event')).toEqual({
      hash: shown.find((x) => x.now.name === 'create_event')!.hash,
      definition: expect.objectContaining({
        name: 'create_event',
        description: 'Creates an event and invites its guests.',
        inputSchema: expect.objectContaining({ type: 'object' }),
      }),
    });

    const pinned = shown.find((x) => x.now.name === 'create_event')!.hash;
    const inDatabase = () =>
      ['', '-wal', '-shm']
        .map((suffix) => join(t!.dataDir, DATABASE_FILE + suffix))
        .filter(existsSync)
        .some((path) => readFileSync(path).includes(pinned));
    expect(inDatabase()).toBe(true);

    const pid = loadTestServerState(state).pid!;
    await t.core.deleteEverything();
    expect(t.core.mcp.view()).toEqual({ servers: [], states: [] });
    expect(t.core.exportMcpServers()).toEqual([]);
    expect(() => process.kill(pid, 0)).toThrow();
    // Nothing of the pins is left in the database's bytes, nor for a restart to read back.
    expect(inDatabase()).toBe(false);
    await t.core.close();
    const core = await t.reopen();
    expect(core.mcp.view()).toEqual({ servers: [], states: [] });
    expect(core.exportMcpServers()).toEqual([]);
  });

  it('refuses an import that is not an mcpServers JSON, in plain words, and adds the servers of one that is, untrusted', async () => {
    t = await openTestCore([], { realTools: true });
    await expect(t.core.mcp.importJson('not json')).rejects.toMatchObject({ code: 'invalid_input' });
    const result = await t.core.mcp.importJson(
      JSON.stringify({ mcpServers: { notes: { command: 'notes-mcp', args: ['--stdio'] } } }),
    );
    expect(result.added).toEqual(['notes']);
    expect(result.view.servers).toEqual([expect.objectContaining({ name: 'notes', trusted: false })]);
  });
});
