import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnthropicModelClient } from '../../../src/main/model';
import { openTestCore, waitForRunState, type TestCore } from '../../support/core-harness';
import { final, startModelServer, type ModelServer } from '../../support/model-server';

/** What the SDK reads from the environment when it is not told otherwise. */
const SDK_VARIABLES = ['ANTHROPIC_BASE_URL', 'ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'] as const;
const request = { system: ['base'], messages: [{ role: 'user' as const, content: 'hi' }], tools: [], maxTokens: 100 };
const never = new AbortController().signal;

interface SeenRequest {
  origin: string;
  authorization: string | null;
  apiKey: string | null;
}

let envServer: ModelServer;
let saved: Partial<Record<(typeof SDK_VARIABLES)[number], string>>;
let seen: SeenRequest[];

/**
 * Anthropic's API cannot be reached from the build machines, so a request to it is recorded and
 * refused with a 401 here; a request to any other address is recorded and really sent, so one that
 * went to the environment's server would reach it.
 */
function stubAnthropicApi(): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    seen.push({ origin: url.origin, authorization: headers.get('authorization'), apiKey: headers.get('x-api-key') });
    if (url.origin === 'https://api.anthropic.com') {
      return new Response(
        JSON.stringify({
          type: 'error',
          error: { type: 'authentication_error', message: 'refused by the offline stand-in' },
        }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    return realFetch(input, init);
  });
}

beforeEach(async () => {
  seen = [];
  envServer = await startModelServer([final('answered by the server the environment names')]);
  saved = {};
  for (const name of SDK_VARIABLES) if (process.env[name] !== undefined) saved[name] = process.env[name];
  process.env.ANTHROPIC_BASE_URL = envServer.baseUrl;
  process.env.ANTHROPIC_API_KEY = 'sk-ant-from-the-environment';
  process.env.ANTHROPIC_AUTH_TOKEN = 'token-from-the-environment';
  stubAnthropicApi();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const name of SDK_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await envServer.close();
});

describe('with ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY and ANTHROPIC_AUTH_TOKEN set for another tool', () => {
  it('a cloud client sends its own key to api.anthropic.com and nothing to the address in the environment', async () => {
    const client = createAnthropicModelClient({ baseUrl: '', apiKey: 'sk-ant-the-persons-key', model: 'claude-test' });
    await expect(client.streamTurn(request, { onText: () => undefined }, never)).rejects.toMatchObject({
      code: 'auth',
    });
    expect(seen.map((s) => s.origin)).toEqual(['https://api.anthropic.com']);
    expect([seen[0]!.authorization, seen[0]!.apiKey].join(' ')).toContain('sk-ant-the-persons-key');
    expect(JSON.stringify(seen)).not.toContain('from-the-environment');
    expect(envServer.requests).toHaveLength(0);
  });

  it('a local client sends the placeholder to its configured server, never the environment key or address', async () => {
    const local = await startModelServer([final('answered by the configured server')]);
    try {
      const client = createAnthropicModelClient({ baseUrl: local.baseUrl, apiKey: '', model: 'scripted' });
      const turn = await client.streamTurn(request, { onText: () => undefined }, never);
      expect(turn.content).toEqual([{ type: 'text', text: 'answered by the configured server' }]);
      expect(local.requests).toHaveLength(1);
      expect(JSON.stringify(seen)).not.toContain('from-the-environment');
      expect(envServer.requests).toHaveLength(0);
    } finally {
      await local.close();
    }
  });

  it('a conversation with the cloud provider set up in Settings reaches Anthropic, not the environment address', async () => {
    let t: TestCore | undefined;
    try {
      t = await openTestCore();
      t.core.updateSettings({ provider: 'anthropic', apiKey: 'sk-ant-the-persons-key', model: 'claude-test' });
      const s = t.core.createSession({ workspace: t.workspace });
      await t.core.send({ sessionId: s.id, text: 'hello', workMode: 'agent', approvalMode: 'manual' });
      await waitForRunState(t.core, s.id, 'failed');
      expect(seen.map((r) => r.origin)).toEqual(['https://api.anthropic.com']);
      expect(JSON.stringify(seen)).toContain('sk-ant-the-persons-key');
      expect(JSON.stringify(seen)).not.toContain('from-the-environment');
      expect(envServer.requests).toHaveLength(0);
    } finally {
      await t?.dispose();
    }
  });
});
