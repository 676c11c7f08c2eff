import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findClosedPort } from '../../support/closed-port';
import { runConnectionTest } from '../../../src/main/model';
import { ConnectionTestResultSchema } from '../../../src/shared';
import { startLocalModelServer, type LocalModelServer } from '../../support/local-model-servers';

let server: LocalModelServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('Test connection', () => {
  it('Ollama: lists its models, learns the window from /api/show, and never starts a generation', async () => {
    server = await startLocalModelServer('ollama', [], {
      models: ['qwen3:8b', 'llama3.2:latest'],
      contextWindow: 40960,
    });
    const result = await runConnectionTest({ baseUrl: server.baseUrl, model: 'qwen3:8b' });
    expect(ConnectionTestResultSchema.parse(result)).toMatchObject({
      kind: 'ollama',
      reachable: true,
      problem: null,
      text: null,
      models: ['qwen3:8b', 'llama3.2:latest'],
      contextWindow: 40960,
    });
    expect(server.hits).toContain('POST /api/show');
    expect(server.requests).toHaveLength(0); // the empty POST was refused by the server as invalid: no model ran
  });

  it('Ollama: a Modelfile num_ctx is the window that counts; "llama3.2" finds "llama3.2:latest"', async () => {
    server = await startLocalModelServer('ollama', [], {
      models: ['llama3.2:latest'],
      contextWindow: 131072,
      numCtx: 8192,
    });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: 'llama3.2' })).toMatchObject({
      problem: null,
      contextWindow: 8192,
    });
  });

  it('Ollama: a model that is not pulled says so, with the command to pull it', async () => {
    server = await startLocalModelServer('ollama', [], { models: ['llama3.2:latest'] });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: 'qwen3:8b' })).toMatchObject({
      problem: 'model_missing',
      command: 'ollama pull qwen3:8b',
      models: ['llama3.2:latest'],
      text: { id: 'connection.ollamaModelMissing', params: { model: 'qwen3:8b' } },
    });
  });

  it('LM Studio: models from /v1/models, the loaded window from /api/v0/models, despite answering unknown paths with 200', async () => {
    server = await startLocalModelServer('lmstudio', [], {
      models: ['qwen/qwen3-8b', 'google/gemma-3-12b'],
      contextWindow: 16384,
    });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: 'qwen/qwen3-8b' })).toMatchObject({
      kind: 'lmstudio',
      problem: null,
      models: ['qwen/qwen3-8b', 'google/gemma-3-12b'],
      contextWindow: 16384,
    });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: 'nope' })).toMatchObject({
      problem: 'model_missing',
      command: 'lms get nope',
      text: { id: 'connection.modelMissing', params: { model: 'nope' } },
    });
  });

  it("with no model named, a server with one model has that model's window learned (the form fills it in)", async () => {
    server = await startLocalModelServer('lmstudio', [], { models: ['google/gemma-3-4b'], contextWindow: 8192 });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: '' })).toMatchObject({
      kind: 'lmstudio',
      problem: null,
      models: ['google/gemma-3-4b'],
      contextWindow: 8192,
    });
    await server.close();
    server = await startLocalModelServer('ollama', [], { models: ['qwen3:8b'], contextWindow: 40960 });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: '' })).toMatchObject({
      kind: 'ollama',
      problem: null,
      models: ['qwen3:8b'],
      contextWindow: 40960,
    });
  });

  it('with no model named and several on the server, no window is guessed', async () => {
    server = await startLocalModelServer('lmstudio', [], {
      models: ['qwen/qwen3-8b', 'google/gemma-3-12b'],
      contextWindow: 16384,
    });
    const result = await runConnectionTest({ baseUrl: server.baseUrl, model: '' });
    expect(result).toMatchObject({ kind: 'lmstudio', problem: null });
    expect(result.contextWindow).toBeUndefined();
  });

  it('llama-server: the running n_ctx from /props; whatever model name it is given', async () => {
    server = await startLocalModelServer('llama_server', [], { contextWindow: 8192 });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: '' })).toMatchObject({
      kind: 'llama_server',
      problem: null,
      models: ['model.gguf'],
      contextWindow: 8192,
    });
  });

  it('an address ending in /v1 or /v1/messages is tested without it, and says it was shortened', async () => {
    server = await startLocalModelServer('ollama');
    expect(await runConnectionTest({ baseUrl: `${server.baseUrl}/v1`, model: '' })).toMatchObject({
      baseUrl: server.baseUrl,
      normalizedFrom: `${server.baseUrl}/v1`,
      problem: null,
    });
    expect(await runConnectionTest({ baseUrl: `${server.baseUrl}/v1/messages`, model: '' })).toMatchObject({
      baseUrl: server.baseUrl,
      problem: null,
    });
  });

  it('nothing running at the address: "not running", naming the server that port belongs to', async () => {
    const port = await findClosedPort();
    const result = await runConnectionTest({ baseUrl: `http://127.0.0.1:${port}`, model: 'x' });
    expect(ConnectionTestResultSchema.parse(result)).toMatchObject({
      reachable: false,
      problem: 'not_running',
      text: { id: 'connection.notRunning', params: { address: `http://127.0.0.1:${port}`, server: 'other' } },
    });
  });

  it('a server without the Messages API (an old Ollama) is "not Anthropic-compatible", with what to do', async () => {
    server = await startLocalModelServer('ollama', [], { messagesApi: false });
    expect(await runConnectionTest({ baseUrl: server.baseUrl, model: 'qwen3:8b' })).toMatchObject({
      kind: 'ollama',
      problem: 'not_anthropic',
      text: { id: 'connection.notAnthropic', params: { address: server.baseUrl, kind: 'ollama' } },
    });
  });

  it('a Messages API that answers the empty probe "model not found" (404) is still one', async () => {
    const strict = createHttpServer((req, res) => {
      if (req.url === '/v1/messages')
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: "model '' not found" } }));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => strict.listen(0, '127.0.0.1', r));
    try {
      const { port } = strict.address() as AddressInfo;
      expect(await runConnectionTest({ baseUrl: `http://127.0.0.1:${port}`, model: 'm' })).toMatchObject({
        kind: 'unknown',
        reachable: true,
        problem: null,
        models: [],
      });
    } finally {
      await new Promise<void>((r) => strict.close(() => r()));
    }
  });

  it('a web server that is not a model server is "wrong port"', async () => {
    const web = createHttpServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><h1>Not here</h1>'),
    );
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    try {
      const { port } = web.address() as AddressInfo;
      expect(await runConnectionTest({ baseUrl: `http://127.0.0.1:${port}`, model: '' })).toMatchObject({
        kind: 'unknown',
        reachable: true,
        problem: 'wrong_port',
        text: { id: 'connection.wrongPort', params: { address: `http://127.0.0.1:${port}` } },
      });
    } finally {
      await new Promise<void>((r) => web.close(() => r()));
    }
  });

  it('an address that is not http(s) is refused before anything is sent', async () => {
    expect(await runConnectionTest({ baseUrl: 'file:///etc/passwd', model: '' })).toMatchObject({
      problem: 'invalid_address',
      reachable: false,
      text: { id: 'connection.invalidAddress', params: {} },
    });
  });
});
