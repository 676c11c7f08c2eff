import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnthropicModelClient,
  ModelError,
  type ModelClient,
  type ModelRequest,
  type ModelTurn,
} from '../../../src/main/model';
import { startModelServer, type ModelServer } from '../../support/model-server';
import { createScriptedModelClient, reply, text, toolUse, type ScriptTurn } from '../../support/scripted-model-client';

/**
 * The loop's tests use the in-process client; it must answer a script as the real client does over
 * HTTP (the same turns, the same failures with the same codes), or those tests prove less than they say.
 */
const request: ModelRequest = {
  system: ['You help.'],
  messages: [{ role: 'user', content: 'hi' }],
  tools: [],
  maxTokens: 64,
};

type Played =
  | { ok: true; turn: ModelTurn; streamed: string }
  | { ok: false; code: string; retryable: boolean; retryAfterMs?: number; partial: unknown };

async function play(client: ModelClient): Promise<Played> {
  let streamed = '';
  try {
    const turn = await client.streamTurn(request, { onText: (d) => (streamed += d) }, new AbortController().signal);
    return { ok: true, turn, streamed };
  } catch (err) {
    if (!(err instanceof ModelError)) throw err;
    return {
      ok: false,
      code: err.code,
      retryable: err.retryable,
      ...(err.retryAfterMs !== undefined ? { retryAfterMs: err.retryAfterMs } : {}),
      partial: err.partial,
    };
  }
}

const cases: [string, ScriptTurn][] = [
  [
    'a reply with text and calls',
    reply(
      text('Reading.'),
      toolUse('toolu_1', 'read_file', { path: 'a.txt' }),
      toolUse('toolu_2', 'read_file', { path: 'b.txt' }),
    ),
  ],
  [
    'a call whose input is not JSON',
    reply({ type: 'tool_use', id: 'toolu_1', name: 'read_file', rawJson: '{"path": ' }),
  ],
  [
    'a 429 with Retry-After',
    {
      kind: 'error',
      status: 429,
      headers: { 'retry-after': '7' },
      errorType: 'rate_limit_error',
      message: 'slow down',
    },
  ],
  ['a 401', { kind: 'error', status: 401, errorType: 'authentication_error', message: 'bad key' }],
  ['a 529 overloaded', { kind: 'error', status: 529, errorType: 'overloaded_error', message: 'Overloaded' }],
  ['a dropped connection', { kind: 'drop', text: 'Partly ' }],
];

describe('the in-process scripted model client', () => {
  let server: ModelServer;
  beforeAll(async () => (server = await startModelServer()));
  afterAll(async () => server.close());

  it.each(cases)('plays %s as the HTTP client reads it from the model server', async (_name, turn) => {
    server.replace(turn);
    const overHttp = await play(createAnthropicModelClient({ baseUrl: server.baseUrl, apiKey: '', model: 'scripted' }));
    const inProcess = await play(createScriptedModelClient([turn]));
    if (overHttp.ok && inProcess.ok) {
      expect(inProcess.turn.content).toEqual(overHttp.turn.content);
      expect(inProcess.turn.stopReason).toBe(overHttp.turn.stopReason);
      expect(inProcess.streamed).toBe(overHttp.streamed);
    } else {
      expect(inProcess).toEqual(overHttp);
    }
  });

  it('records each request, fails on demand before the script goes on, and fails loudly when the script runs out', async () => {
    const client = createScriptedModelClient([reply(text('One.'))]);
    client.failNext('auth', { retryable: false });
    await expect(play(client)).resolves.toMatchObject({ ok: false, code: 'auth', retryable: false });
    await expect(play(client)).resolves.toMatchObject({ ok: true, streamed: 'One.' });
    await expect(play(client)).resolves.toMatchObject({ ok: false, code: 'server_error' });
    expect(client.requests).toEqual([request, request, request]);
  });

  it('stops mid-stream with the text so far when the signal aborts', async () => {
    const client = createScriptedModelClient([{ kind: 'stall', text: 'Thinking ' }]);
    const controller = new AbortController();
    const pending = client.streamTurn(request, { onText: () => controller.abort('stop') }, controller.signal);
    await expect(pending).rejects.toMatchObject({ code: 'connection', partial: [{ type: 'text', text: 'Thinking ' }] });
  });
});
