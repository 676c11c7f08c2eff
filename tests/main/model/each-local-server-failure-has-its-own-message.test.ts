import { afterEach, describe, expect, it } from 'vitest';
import { findClosedPort } from '../../support/closed-port';
import { createAnthropicModelClient, ModelError, type ModelTurn } from '../../../src/main/model';
import type { ModelToolSpec } from '../../../src/main/tools/types';
import {
  LLAMA_CONTEXT_OVERFLOW,
  LLAMA_OUT_OF_MEMORY,
  LMSTUDIO_SERVER_ERROR,
  OLLAMA_OUT_OF_MEMORY,
  startLocalModelServer,
  type LocalModelServer,
  type LocalServerKind,
} from '../../support/local-model-servers';
import { final, reply, text, toolUse, type ScriptTurn } from '../../support/model-server';
import { say } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';

const TOOLS: ModelToolSpec[] = [
  { name: 'read_file', description: 'Reads a file', input_schema: { type: 'object', properties: {} } },
];
const request = {
  system: ['base'],
  messages: [{ role: 'user' as const, content: 'hi' }],
  tools: TOOLS,
  maxTokens: 100,
};

let server: LocalModelServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function ask(
  kind: LocalServerKind,
  turns: ScriptTurn[],
  opts: { model?: string; base?: (b: string) => string; idleTimeoutMs?: number } = {},
): Promise<ModelTurn | ModelError> {
  server = await startLocalModelServer(kind, turns);
  const model = opts.model ?? (kind === 'ollama' ? 'qwen3:8b' : kind === 'lmstudio' ? 'qwen/qwen3-8b' : 'model.gguf');
  const client = createAnthropicModelClient({
    baseUrl: opts.base ? opts.base(server.baseUrl) : server.baseUrl,
    apiKey: '',
    model,
    ...(opts.idleTimeoutMs ? { idleTimeoutMs: opts.idleTimeoutMs } : {}),
  });
  try {
    return await client.streamTurn(request, { onText: () => {} }, new AbortController().signal);
  } catch (err) {
    expect(err).toBeInstanceOf(ModelError);
    return err as ModelError;
  }
}

describe('each local model failure is one message a person can act on', () => {
  it('a server that is not running is "refused" (never "the reply was cut off"), and Retry is offered', async () => {
    const client = createAnthropicModelClient({
      baseUrl: `http://127.0.0.1:${await findClosedPort()}`,
      apiKey: '',
      model: 'm',
    });
    const err = await client
      .streamTurn(request, { onText: () => {} }, new AbortController().signal)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'refused', retryable: true });
    const worded = wordInEnglish(say('run.modelFailed', { code: 'refused', seconds: 0 }));
    expect(worded).toMatch(/Nothing is answering.*server running/);
    expect(worded).not.toMatch(/cut off|dropped/);
  });

  it('an address ending in /v1 or /v1/messages still reaches the Messages API', async () => {
    expect(await ask('ollama', [final('hello from /v1')], { base: (b) => `${b}/v1` })).toMatchObject({
      content: [{ type: 'text', text: 'hello from /v1' }],
    });
    expect(await ask('lmstudio', [final('hello')], { base: (b) => `${b}/v1/messages/` })).toMatchObject({
      content: [{ type: 'text', text: 'hello' }],
    });
  });

  it('an Ollama model that is not pulled is not_found with the server’s words, and can be retried after fixing settings', async () => {
    const err = (await ask('ollama', [final('never sent')], { model: 'mistral' })) as ModelError;
    expect(err).toMatchObject({ code: 'not_found', retryable: true });
    expect(err.message).toContain("model 'mistral' not found, try pulling it first");
    expect(server?.requests).toHaveLength(1);
  });

  it('LM Studio without the model is not_found too', async () => {
    expect(await ask('lmstudio', [], { model: 'other' })).toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('Please load it first'),
    });
  });

  it.each([
    ['ollama', OLLAMA_OUT_OF_MEMORY, 'more system memory'],
    ['llama_server', LLAMA_OUT_OF_MEMORY, 'cudaMalloc failed: out of memory'],
  ] as const)(
    '%s running out of memory is out_of_memory (not "overloaded"), with its own text, asked once',
    async (kind, turn, words) => {
      const err = (await ask(kind, [turn])) as ModelError;
      expect(err).toMatchObject({ code: 'out_of_memory', retryable: true });
      expect(err.message).toContain(words);
      // The SDK does not retry a local 500: exactly one request reached the server.
      await new Promise((r) => setTimeout(r, 300));
      expect(server?.requests).toHaveLength(1);
    },
  );

  it('llama-server’s context overflow is context_too_long with its own text', async () => {
    const err = (await ask('llama_server', [LLAMA_CONTEXT_OVERFLOW])) as ModelError;
    expect(err).toMatchObject({ code: 'context_too_long' });
    expect(err.message).toContain('exceeds the available context size');
  });

  it('another 5xx is server_error with the server’s own text (LM Studio’s {"error": "…"} shape), asked once', async () => {
    const err = (await ask('lmstudio', [LMSTUDIO_SERVER_ERROR])) as ModelError;
    expect(err).toMatchObject({ code: 'server_error', retryable: true });
    expect(err.message).toContain('Model crashed: unexpected end of generation');
    expect(server?.requests).toHaveLength(1);
  });

  it('a plain-text 500 keeps its text', async () => {
    expect(await ask('llama_server', [{ kind: 'error', status: 500, body: 'GGML_ASSERT failed' }])).toMatchObject({
      code: 'server_error',
      message: expect.stringContaining('GGML_ASSERT failed'),
    });
  });

  it('a stream that stalls is "stalled" with the text so far; a server that never answers is "timeout"', async () => {
    const stalled = (await ask('ollama', [{ kind: 'stall', text: 'Half a rep' }], {
      idleTimeoutMs: 300,
    })) as ModelError;
    expect(stalled).toMatchObject({ code: 'stalled', partial: [{ type: 'text', text: 'Half a rep' }] });
    await server?.close();
    server = null;
    expect(await ask('llama_server', [{ kind: 'hang' }], { idleTimeoutMs: 300 })).toMatchObject({
      code: 'timeout',
      retryable: true,
    });
  });

  it('a tool_use with no input, or a non-object input, is invalid arguments, never a silent {}', async () => {
    const turn = (await ask('llama_server', [
      reply(
        { type: 'tool_use', id: 'a', name: 'read_file', startInput: 'omit', rawJson: '' },
        { type: 'tool_use', id: 'b', name: 'read_file', startInput: 'path.txt', rawJson: '' },
        { type: 'tool_use', id: 'c', name: 'read_file', rawJson: '["a"]' },
        { type: 'tool_use', id: 'd', name: 'read_file', rawJson: '' },
      ),
    ])) as ModelTurn;
    expect(turn.content).toEqual([
      {
        type: 'tool_use',
        id: 'a',
        name: 'read_file',
        input: undefined,
        inputError: 'the model sent no arguments (a JSON object was expected)',
      },
      {
        type: 'tool_use',
        id: 'b',
        name: 'read_file',
        input: 'path.txt',
        inputError: 'the arguments are a string, not a JSON object',
      },
      {
        type: 'tool_use',
        id: 'c',
        name: 'read_file',
        input: ['a'],
        inputError: 'the arguments are an array, not a JSON object',
      },
      // An empty object the model did send goes on to the tool's own schema.
      { type: 'tool_use', id: 'd', name: 'read_file', input: {} },
    ]);
  });

  it.each([
    ['tool-call markup', '<tool_call>\n{"name": "read_file", "arguments": {"path": "a.txt"}}\n</tool_call>'],
    [
      'JSON naming a tool with its arguments',
      'I will read it.\n```json\n{"name": "read_file", "parameters": {"path": "a.txt"}}\n```',
    ],
    ['Mistral’s marker', '[TOOL_CALLS] [{"name": "x", "arguments": {}}]'],
  ])(
    'a model that writes a tool call as text (%s) gets a message about its limits, with the text kept',
    async (_name, written) => {
      const err = (await ask('ollama', [final(written)])) as ModelError;
      expect(err).toMatchObject({ code: 'model_limits', retryable: true, partial: [{ type: 'text', text: written }] });
      expect(wordInEnglish(say('run.modelFailed', { code: 'model_limits', seconds: 0 }))).toMatch(/tool call as text/);
    },
  );

  it('an ordinary answer that mentions JSON is still an answer', async () => {
    const answer = 'Your package.json has {"name": "demo", "version": "1.0.0"}.';
    expect(await ask('ollama', [final(answer)])).toMatchObject({ content: [{ type: 'text', text: answer }] });
    expect(await ask('ollama', [reply(text('Reading.'), toolUse('t', 'read_file', { path: 'a' }))])).toMatchObject({
      stopReason: 'tool_use',
    });
  });

  it('a reply that ran out of context mid-way says so instead of ending as an answer', async () => {
    const err = (await ask('ollama', [
      { kind: 'reply', blocks: [text('The files are')], stopReason: 'model_context_window_exceeded' },
    ])) as ModelError;
    expect(err).toMatchObject({ code: 'context_too_long', partial: [{ type: 'text', text: 'The files are' }] });
  });
});
