import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIpcHandlers, createIpcRouter, type DesktopServices } from '../../../src/main/ipc';
import type { McpServersView } from '../../../src/shared/ipc';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { testServerConfig } from '../../support/mcp-harness';
import { loadTestServerState } from '../../support/mcp-test-server-state';
import { final } from '../../support/model-server';

/** The whole core (real SQLite, the test calendar server over stdio) behind the real IPC router, as a window reaches it. */
let t: TestCore | null = null;
afterEach(async () => {
  await t?.dispose();
  t = null;
});

const APP = { url: 'file:///app/out/renderer/index.html' };
const desktop: DesktopServices = { platform: 'linux', pickFolder: async () => null, saveJson: async () => null };
const ENV_VALUE = 'env-secret-5be1f3';
const HEADER_VALUE = 'Bearer header-secret-a8c2d7';

function windowRouter(core: TestCore['core']) {
  const router = createIpcRouter(buildIpcHandlers(core, desktop), (s) => s.url === APP.url);
  return (channel: string, payload: unknown) => router.dispatch(channel, payload, APP);
}

/** The calendar server, told to record what CALENDAR_TOKEN it was started with. */
function calendar(state: string, extra: Record<string, unknown> = {}) {
  const config = testServerConfig('calendar', 'mcp-calendar-server.ts', state, {
    env: { MCP_TEST_RECORD_ENV: 'CALENDAR_TOKEN', CALENDAR_TOKEN: ENV_VALUE },
  });
  return { ...config, ...extra };
}

const remote = {
  name: 'remote',
  scope: 'global',
  enabled: false,
  transport: {
    type: 'http',
    url: 'https://mcp.example.com/mcp',
    headers: { Authorization: HEADER_VALUE, 'X-Empty': '' },
  },
};

describe('MCP header and env values never reach the window', () => {
  it('mcp:list, mcp:save and mcp:import answer with names and "set" marks, never a stored value', async () => {
    t = await openTestCore([]);
    const call = windowRouter(t.core);
    const states = join(t.root, 'calendar.json');
    const answers = [await call('mcp:save', calendar(states)), await call('mcp:save', remote)];
    answers.push(await call('mcp:list', {}));
    answers.push(
      await call('mcp:import', {
        text: JSON.stringify({ mcpServers: { pasted: { command: 'x', env: { PASTED_TOKEN: 'pasted-secret-91' } } } }),
      }),
    );
    for (const answer of answers) {
      expect(answer.ok).toBe(true);
      const json = JSON.stringify(answer);
      expect(json).not.toContain('env-secret-5be1f3');
      expect(json).not.toContain('header-secret-a8c2d7');
      expect(json).not.toContain('pasted-secret-91');
    }
    const list = answers[2] as { value: McpServersView };
    expect(list.value.servers.find((s) => s.name === 'calendar')?.transport).toMatchObject({
      env: { CALENDAR_TOKEN: { set: true } },
    });
    expect(list.value.servers.find((s) => s.name === 'remote')?.transport).toEqual({
      type: 'http',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: { set: true }, 'X-Empty': { set: false } },
    });
    // The pasted import kept its value (the person pasted it): only its mark travels.
    expect((t.core.mcp.view().servers.find((s) => s.name === 'pasted')?.transport as { env: unknown }).env).toEqual({
      PASTED_TOKEN: { set: true },
    });
  });

  it('a save that keeps the value changes another field, and the server is started with the stored value', async () => {
    t = await openTestCore([final('Nothing to do.'), final('Still nothing.')], { realTools: true });
    const call = windowRouter(t.core);
    const states = join(t.root, 'calendar.json');
    expect((await call('mcp:save', calendar(states))).ok).toBe(true);

    // What the Settings form sends after an edit of the timeout: the values as keep marks.
    const edited = calendar(states, { callTimeoutMs: 30_000 });
    const kept = {
      ...edited,
      transport: { ...edited.transport, env: { MCP_TEST_RECORD_ENV: { keep: true }, CALENDAR_TOKEN: { keep: true } } },
    };
    const saved = await call('mcp:save', kept);
    expect(saved).toMatchObject({
      ok: true,
      value: { servers: [expect.objectContaining({ name: 'calendar', callTimeoutMs: 30_000 })] },
    });
    expect(JSON.stringify(saved)).not.toContain(ENV_VALUE);

    const session = t.core.createSession({ workspace: t.workspace });
    await t.core.send({ sessionId: session.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
    await waitForRunState(t.core, session.id, 'completed', 20_000);
    expect(loadTestServerState(states).env).toEqual({ CALENDAR_TOKEN: ENV_VALUE });

    // Replacing one value and keeping the other: the server (restarted by the save) gets the new one.
    const replaced = {
      ...edited,
      transport: { ...edited.transport, env: { MCP_TEST_RECORD_ENV: { keep: true }, CALENDAR_TOKEN: 'new-token-3' } },
    };
    expect((await call('mcp:save', replaced)).ok).toBe(true);
    await t.core.send({ sessionId: session.id, text: 'again', workMode: 'agent', approvalMode: 'manual' });
    await expect
      .poll(() => loadTestServerState(states).env, { timeout: 20_000 })
      .toEqual({ CALENDAR_TOKEN: 'new-token-3' });
  });

  it('refuses a keep for a name with no stored value, in words naming it, and a malformed keep before the core sees it', async () => {
    t = await openTestCore([]);
    const call = windowRouter(t.core);
    expect((await call('mcp:save', remote)).ok).toBe(true);

    const unknownKey = {
      ...remote,
      transport: { ...remote.transport, headers: { Authorization: { keep: true }, 'X-Api-Key': { keep: true } } },
    };
    expect(await call('mcp:save', unknownKey)).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'invalid_input',
        text: { id: 'mcp.noKeptValue', params: expect.objectContaining({ kind: 'header', names: '"X-Api-Key"' }) },
      }),
    });
    // An empty value (e.g. one that no longer opens) is nothing to keep either.
    const emptyKey = { ...remote, transport: { ...remote.transport, headers: { 'X-Empty': { keep: true } } } };
    expect(await call('mcp:save', emptyKey)).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', text: { id: 'mcp.noKeptValue', params: { names: '"X-Empty"' } } },
    });
    // A new server has nothing stored: a keep cannot fish for another server's value.
    const other = { ...unknownKey, name: 'other' };
    expect(await call('mcp:save', other)).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_input',
        text: { id: 'mcp.noKeptValue', params: { names: expect.stringContaining('"Authorization"') } },
      },
    });
    expect(
      await call('mcp:save', {
        ...remote,
        transport: { ...remote.transport, headers: { Authorization: { keep: false } } },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload' },
    });
    expect(
      await call('mcp:save', {
        ...remote,
        transport: { ...remote.transport, headers: { Authorization: { set: true } } },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload' },
    });
    // Nothing refused changed what is stored.
    expect(t.core.mcp.view().servers.map((s) => s.name)).toEqual(['remote']);
    expect(t.core.mcp.view().servers[0]?.transport).toMatchObject({
      headers: { Authorization: { set: true }, 'X-Empty': { set: false } },
    });
  });
});
