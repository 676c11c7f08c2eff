import { startModelServer, type ModelServer, type RouteAnswer, type ScriptTurn } from './model-server';

/**
 * Scripted servers that behave like the three local servers people run, as far as Gatehouse can
 * tell them apart: their model-list endpoints, what they say about a model's context window, the
 * shape of their errors, and what they answer on paths they do not serve. The Messages API itself
 * is the scripted one (tests/support/model-server.ts).
 *
 * - Ollama: GET /api/version, GET /api/tags, POST /api/show (model_info.<arch>.context_length and
 *   a `num_ctx` parameter when the Modelfile sets one), OpenAI-style GET /v1/models too; a model
 *   that is not pulled is a 404 `not_found_error` "model … not found, try pulling it first".
 * - LM Studio: GET /v1/models and /api/v0/models (max/loaded_context_length); unknown paths answer
 *   200 with `{"error":"Unexpected endpoint or method. (GET /x)"}`; errors are `{"error":"…"}`.
 * - llama-server: GET /v1/models (meta.n_ctx_train; also an Ollama-style `models` list and
 *   /api/tags), GET /props (default_generation_settings.n_ctx); errors are
 *   `{"error":{"code","message","type"}}`; it serves whatever model name it is asked for.
 */
export type LocalServerKind = 'ollama' | 'lmstudio' | 'llama_server';

export interface LocalServerOptions {
  models?: string[];
  /** The window the server reports for every model. */
  contextWindow?: number;
  /** Ollama only: a Modelfile `num_ctx`, which wins over the trained length. */
  numCtx?: number;
  /** false: the server predates the Messages API (POST /v1/messages is "not found"). */
  messagesApi?: boolean;
}

export interface LocalModelServer extends ModelServer {
  kind: LocalServerKind;
  /** Every path asked for, "GET /api/tags", in order. */
  hits: string[];
}

const ollamaMissing = (model: string): ScriptTurn => ({
  kind: 'error',
  status: 404,
  body: {
    type: 'error',
    error: { type: 'not_found_error', message: `model '${model}' not found, try pulling it first` },
  },
});

/** Ollama's out-of-memory 500, as it words it when a model does not fit. */
export const OLLAMA_OUT_OF_MEMORY: ScriptTurn = {
  kind: 'error',
  status: 500,
  body: {
    type: 'error',
    error: { type: 'api_error', message: 'model requires more system memory (12.5 GiB) than is available (7.1 GiB)' },
  },
};

/** llama-server's answer when the prompt does not fit its context. */
export const LLAMA_CONTEXT_OVERFLOW: ScriptTurn = {
  kind: 'error',
  status: 400,
  body: {
    error: {
      code: 400,
      message: 'the request exceeds the available context size, try increasing it',
      type: 'exceed_context_size_error',
      n_prompt_tokens: 9000,
      n_ctx: 8192,
    },
  },
};

/** llama.cpp's own 500 when the GPU cannot hold the KV cache. */
export const LLAMA_OUT_OF_MEMORY: ScriptTurn = {
  kind: 'error',
  status: 500,
  body: {
    error: {
      code: 500,
      message:
        'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 4096.00 MiB on device 0: cudaMalloc failed: out of memory',
      type: 'server_error',
    },
  },
};

/** LM Studio's plain error shape. */
export const LMSTUDIO_SERVER_ERROR: ScriptTurn = {
  kind: 'error',
  status: 500,
  body: { error: 'Model crashed: unexpected end of generation' },
};

export async function startLocalModelServer(
  kind: LocalServerKind,
  turns: ScriptTurn[] = [],
  options: LocalServerOptions = {},
): Promise<LocalModelServer> {
  const models =
    options.models ??
    (kind === 'ollama' ? ['qwen3:8b', 'llama3.2:latest'] : kind === 'lmstudio' ? ['qwen/qwen3-8b'] : ['model.gguf']);
  const window = options.contextWindow ?? 32768;
  const messagesApi = options.messagesApi ?? true;
  const hits: string[] = [];
  const lmUnknown = (method: string, path: string): RouteAnswer => ({
    status: 200,
    body: { error: `Unexpected endpoint or method. (${method} ${path})` },
  });
  const notFound = (): RouteAnswer =>
    kind === 'ollama'
      ? { status: 404, body: '404 page not found' }
      : kind === 'lmstudio'
        ? { status: 200, body: { error: 'Unexpected endpoint or method.' } }
        : { status: 404, body: { error: { code: 404, message: 'File Not Found', type: 'not_found_error' } } };

  const route = (method: string, path: string, body: unknown): RouteAnswer | undefined => {
    hits.push(`${method} ${path}`);
    const openAiList = {
      object: 'list',
      data: models.map((id) => ({
        id,
        object: 'model',
        owned_by: 'local',
        ...(kind === 'llama_server' ? { meta: { n_ctx_train: window * 4 } } : {}),
      })),
    };
    if (path === '/v1/messages' && method === 'POST') {
      if (!messagesApi) return notFound();
      const b = body as { model?: unknown; messages?: unknown } | undefined;
      // An empty request is refused the way each server refuses it, without generating.
      if (b === undefined || typeof b.model !== 'string' || !Array.isArray(b.messages)) {
        if (kind === 'lmstudio') return { status: 400, body: { error: "'model' is required" } };
        if (kind === 'ollama')
          return {
            status: 400,
            body: { type: 'error', error: { type: 'invalid_request_error', message: 'model is required' } },
          };
        return {
          status: 400,
          body: { error: { code: 400, message: "'messages' is required", type: 'invalid_request_error' } },
        };
      }
      return undefined; // the scripted Messages API
    }
    if (kind === 'ollama') {
      if (method === 'GET' && path === '/api/version') return { status: 200, body: { version: '0.14.2' } };
      if (method === 'GET' && path === '/api/tags')
        return { status: 200, body: { models: models.map((name) => ({ name, model: name, size: 5_000_000_000 })) } };
      if (method === 'GET' && path === '/v1/models') return { status: 200, body: openAiList };
      if (method === 'POST' && path === '/api/show') {
        const name = (body as { model?: unknown } | undefined)?.model;
        if (typeof name !== 'string' || !models.some((m) => m === name || m === `${name}:latest`))
          return { status: 404, body: { error: `model '${String(name)}' not found` } };
        return {
          status: 200,
          body: {
            modelfile: '…',
            parameters: options.numCtx
              ? `num_ctx                        ${options.numCtx}\nstop                           "<|im_end|>"`
              : 'stop "<|im_end|>"',
            model_info: { 'general.architecture': 'qwen3', 'qwen3.context_length': window },
          },
        };
      }
      return notFound();
    }
    if (kind === 'lmstudio') {
      if (method === 'GET' && path === '/v1/models') return { status: 200, body: openAiList };
      if (method === 'GET' && path === '/api/v0/models')
        return {
          status: 200,
          body: {
            object: 'list',
            data: models.map((id) => ({
              id,
              type: 'llm',
              state: 'loaded',
              max_context_length: window * 4,
              loaded_context_length: window,
            })),
          },
        };
      return lmUnknown(method, path);
    }
    if (method === 'GET' && (path === '/v1/models' || path === '/models'))
      return { status: 200, body: { ...openAiList, models: models.map((name) => ({ name, model: name })) } };
    if (method === 'GET' && path === '/api/tags')
      return { status: 200, body: { models: models.map((name) => ({ name, model: name })) } };
    if (method === 'GET' && path === '/props')
      return {
        status: 200,
        body: {
          default_generation_settings: { n_ctx: window },
          total_slots: 1,
          model_path: `/models/${models[0] ?? 'model.gguf'}`,
        },
      };
    return notFound();
  };

  const screen = (body: { model: string }): ScriptTurn | undefined => {
    if (kind === 'llama_server') return undefined; // serves its one model whatever the name
    if (models.some((m) => m === body.model || m === `${body.model}:latest`)) return undefined;
    if (kind === 'ollama') return ollamaMissing(body.model);
    return { kind: 'error', status: 404, body: { error: `Model "${body.model}" not found. Please load it first.` } };
  };

  const server = await startModelServer(turns, { route, screen });
  return Object.assign(server, { kind, hits });
}
