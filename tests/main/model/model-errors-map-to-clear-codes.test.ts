import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClosedPort } from '../../support/closed-port';
import { createAnthropicModelClient, ModelError, type ModelTurn } from '../../../src/main/model';
import { startModelServer, text, toolUse, reply, type ModelServer, type ScriptTurn } from '../../support/model-server';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(async () => server.close());

const request = { system: ['base'], messages: [{ role: 'user' as const, content: 'hi' }], tools: [], maxTokens: 100 };

async function run(
  turn: ScriptTurn,
  opts: { idleTimeoutMs?: number; baseUrl?: string } = {},
): Promise<ModelTurn | ModelError> {
  server.replace(turn);
  const client = createAnthropicModelClient({
    baseUrl: opts.baseUrl ?? server.baseUrl,
    apiKey: '',
    model: 'm',
    ...(opts.idleTimeoutMs ? { idleTimeoutMs: opts.idleTimeoutMs } : {}),
  });
  const deltas: string[] = [];
  try {
    return await client.streamTurn(request, { onText: (d) => deltas.push(d) }, new AbortController().signal);
  } catch (err) {
    expect(err).toBeInstanceOf(ModelError);
    return err as ModelError;
  }
}

describe('the Anthropic client against the scripted server', () => {
  it('streams text and several tool_use blocks with input in pieces; malformed tool JSON is kept with a reason', async () => {
    const turn = (await run(
      reply(
        text('Hi there, reading.'),
        toolUse('t1', 'read_file', { path: 'a' }),
        toolUse('t2', 'run_command', { command: 'ls' }),
        { type: 'tool_use', id: 't3', name: 'read_file', rawJson: '{"pa' },
      ),
    )) as ModelTurn;
    expect(turn.stopReason).toBe('tool_use');
    expect(turn.content).toEqual([
      { type: 'text', text: 'Hi there, reading.' },
      { type: 'tool_use', id: 't1', name: 'read_file', input: { path: 'a' } },
      { type: 'tool_use', id: 't2', name: 'run_command', input: { command: 'ls' } },
      {
        type: 'tool_use',
        id: 't3',
        name: 'read_file',
        input: '{"pa',
        inputError: expect.stringContaining('not valid JSON'),
      },
    ]);
    expect(turn.usage).toEqual({ inputTokens: 10, outputTokens: 5 });
  });

  it.each([
    [{ kind: 'error', status: 401 } as ScriptTurn, 'auth', false],
    [{ kind: 'error', status: 403 } as ScriptTurn, 'auth', false],
    [{ kind: 'error', status: 500 } as ScriptTurn, 'server_error', true],
    [{ kind: 'error', status: 529, errorType: 'overloaded_error' } as ScriptTurn, 'overloaded', true],
    [{ kind: 'malformed', text: 'Half' } as ScriptTurn, 'bad_response', true],
  ])('maps %o to %s', async (turn, code, retryable) => {
    const err = (await run(turn)) as ModelError;
    expect(err).toMatchObject({ code, retryable });
  });

  it('429 carries retry-after', async () => {
    expect(await run({ kind: 'error', status: 429, headers: { 'retry-after': '7' } })).toMatchObject({
      code: 'rate_limited',
      retryAfterMs: 7000,
    });
  });

  it('a dropped connection keeps the partial text', async () => {
    const err = (await run({ kind: 'drop', text: 'So far so good' })) as ModelError;
    expect(err.code).toBe('connection');
    expect(err.partial).toEqual([{ type: 'text', text: 'So far so good' }]);
  });

  it('a stalled stream times out instead of hanging; a closed port is refused', async () => {
    expect(await run({ kind: 'stall', text: 'x' }, { idleTimeoutMs: 300 })).toMatchObject({
      code: 'stalled',
      message: expect.stringContaining('stalled'),
    });
    expect(
      await run({ kind: 'stall', text: 'x' }, { baseUrl: `http://127.0.0.1:${await findClosedPort()}` }),
    ).toMatchObject({ code: 'refused' });
  });
});
