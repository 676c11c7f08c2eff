import {
  isModelServerAddress,
  normalizeModelBaseUrl,
  type ConnectionProblem,
  type ConnectionTestRequest,
  type ConnectionTestResult,
  type ServerKind,
} from '../../shared';
import { say, type MainMessage } from '../../shared/main-messages';
import { deriveSystemCode } from './map-model-error';

const PROBE_TIMEOUT_MS = 5000;
/** Cap on what is read of any answer: a hostile server cannot make us buffer gigabytes. */
const MAX_BODY_CHARS = 2_000_000;

type Probe = { status: number; json: unknown; text: string } | { failure: 'refused' | 'unreachable'; detail: string };

/** One request to the server; never throws. No credentials: local servers need none. */
async function runProbe(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Probe> {
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      ...(init.body !== undefined
        ? { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }
        : {}),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = (await res.text()).slice(0, MAX_BODY_CHARS);
    let json: unknown = undefined;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      // not JSON: `json` stays undefined and the caller reads `text`
    }
    return { status: res.status, json, text };
  } catch (err) {
    const code = deriveSystemCode(err);
    const detail = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return { failure: code === 'ECONNREFUSED' ? 'refused' : 'unreachable', detail };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ok = (p: Probe): p is Extract<Probe, { status: number }> => 'status' in p && p.status >= 200 && p.status < 300;
/**
 * Whether a path is not served: 404/405 (unless it is a JSON error about the model, which means the
 * endpoint is there and judged the empty request), or LM Studio's 200 with
 * `{"error":"Unexpected endpoint or method…"}`.
 */
const isUnknownEndpoint = (p: Probe): boolean => {
  if (!('status' in p)) return false;
  if (p.status === 404 || p.status === 405) return !(p.json !== undefined && /model/i.test(p.text));
  return (
    isObject(p.json) && typeof p.json.error === 'string' && /unexpected endpoint|cannot (get|post)/i.test(p.json.error)
  );
};

function listIds(json: unknown, key: 'data' | 'models', field: 'id' | 'name'): string[] | null {
  if (!isObject(json) || !Array.isArray(json[key])) return null;
  return (json[key] as unknown[]).flatMap((m) => (isObject(m) && typeof m[field] === 'string' ? [m[field]] : []));
}

function positiveInt(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;
}

/** Ollama: the runtime `num_ctx` when the model sets one, else the model's trained context length. */
async function loadOllamaWindow(base: string, model: string): Promise<number | undefined> {
  const show = await runProbe(`${base}/api/show`, { method: 'POST', body: { model } });
  if (!ok(show) || !isObject(show.json)) return undefined;
  const params =
    typeof show.json.parameters === 'string' ? /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(show.json.parameters) : null;
  if (params?.[1]) return positiveInt(Number(params[1]));
  const info = show.json.model_info;
  if (!isObject(info)) return undefined;
  for (const [key, value] of Object.entries(info)) if (key.endsWith('.context_length')) return positiveInt(value);
  return undefined;
}

function loadLlamaServerWindow(props: unknown, modelsJson: unknown): number | undefined {
  const settings = isObject(props) ? props.default_generation_settings : undefined;
  const nCtx = isObject(settings) ? positiveInt(settings.n_ctx) : undefined;
  if (nCtx !== undefined) return nCtx;
  if (isObject(modelsJson) && Array.isArray(modelsJson.data)) {
    for (const m of modelsJson.data as unknown[])
      if (isObject(m) && isObject(m.meta)) return positiveInt(m.meta.n_ctx_train);
  }
  return undefined;
}

function loadLmStudioWindow(v0: unknown, model: string): number | undefined {
  if (!isObject(v0) || !Array.isArray(v0.data)) return undefined;
  const entry = (v0.data as unknown[]).find((m) => isObject(m) && m.id === model);
  return isObject(entry)
    ? (positiveInt(entry.loaded_context_length) ?? positiveInt(entry.max_context_length))
    : undefined;
}

/** The server a port usually belongs to, for "start it" advice (the window words each). */
function deriveServerName(base: string): 'ollama' | 'lmstudio' | 'llama_server' | 'other' {
  const port = (() => {
    try {
      return new URL(base).port;
    } catch {
      return '';
    }
  })();
  if (port === '11434') return 'ollama';
  if (port === '1234') return 'lmstudio';
  if (port === '8080') return 'llama_server';
  return 'other';
}

function hasModel(models: readonly string[], model: string): boolean {
  return models.includes(model) || (!model.includes(':') && models.includes(`${model}:latest`));
}

/**
 * Test connection: reaches the server at `baseUrl` (normalised: a trailing /v1 or /v1/messages is
 * dropped), finds what kind of server it is from the endpoints it serves, lists its models
 * (Ollama /api/tags, the OpenAI-style /v1/models the others serve), checks that it answers the
 * Anthropic Messages API (an empty POST must not be "no such endpoint"), checks the model is
 * there, and learns its context window where the server says it (Ollama /api/show, llama-server
 * /props, LM Studio /api/v0/models). Sends no key and never starts a generation. Never throws.
 */
export async function runConnectionTest(request: ConnectionTestRequest): Promise<ConnectionTestResult> {
  const { baseUrl: base, changed } = normalizeModelBaseUrl(request.baseUrl);
  const model = request.model.trim();
  const result = (
    kind: ServerKind,
    reachable: boolean,
    models: string[],
    problem: ConnectionProblem | null,
    text: MainMessage | null,
    extra: { contextWindow?: number; command?: string } = {},
  ): ConnectionTestResult => ({
    baseUrl: base,
    ...(changed ? { normalizedFrom: request.baseUrl.trim() } : {}),
    reachable,
    kind,
    models,
    problem,
    text,
    ...extra,
  });

  if (base === '' || !isModelServerAddress(base)) {
    return result('unknown', false, [], 'invalid_address', say('connection.invalidAddress'));
  }

  const version = await runProbe(`${base}/api/version`);
  if ('failure' in version) {
    return version.failure === 'refused'
      ? result(
          'unknown',
          false,
          [],
          'not_running',
          say('connection.notRunning', { address: base, server: deriveServerName(base) }),
        )
      : result(
          'unknown',
          false,
          [],
          'unreachable',
          say('connection.unreachable', { address: base, detail: version.detail }),
        );
  }

  let kind: ServerKind = 'unknown';
  let models: string[];
  let contextSource: (model: string) => Promise<number | undefined> = () => Promise.resolve(undefined);
  if (ok(version) && isObject(version.json) && typeof version.json.version === 'string') {
    kind = 'ollama';
    const tags = await runProbe(`${base}/api/tags`);
    models = (ok(tags) ? listIds(tags.json, 'models', 'name') : null) ?? [];
    contextSource = (chosen) => loadOllamaWindow(base, chosen);
  } else {
    const list = await runProbe(`${base}/v1/models`);
    const ids = ok(list) ? listIds(list.json, 'data', 'id') : null;
    const props = await runProbe(`${base}/props`);
    if (ok(props) && isObject(props.json) && 'default_generation_settings' in props.json) {
      kind = 'llama_server';
      const modelsJson = ok(list) ? list.json : undefined;
      contextSource = () => Promise.resolve(loadLlamaServerWindow(props.json, modelsJson));
    } else if (ids !== null) {
      const v0 = await runProbe(`${base}/api/v0/models`);
      if (ok(v0) && listIds(v0.json, 'data', 'id') !== null) {
        kind = 'lmstudio';
        contextSource = (chosen) => Promise.resolve(loadLmStudioWindow(v0.json, chosen));
      } else kind = 'openai_style';
    }
    models = ids ?? [];
  }

  const messages = await runProbe(`${base}/v1/messages`, { method: 'POST', body: {} });
  if ('failure' in messages)
    return result(kind, false, models, 'unreachable', say('connection.stoppedAnswering', { detail: messages.detail }));
  if (isUnknownEndpoint(messages) || (messages.json === undefined && /<html|<!doctype/i.test(messages.text))) {
    if (kind === 'unknown') {
      return result(kind, true, models, 'wrong_port', say('connection.wrongPort', { address: base }));
    }
    return result(kind, true, models, 'not_anthropic', say('connection.notAnthropic', { address: base, kind }));
  }

  if (model !== '' && models.length > 0 && !hasModel(models, model) && kind !== 'llama_server') {
    const command = kind === 'ollama' ? `ollama pull ${model}` : kind === 'lmstudio' ? `lms get ${model}` : undefined;
    const what =
      kind === 'ollama' ? say('connection.ollamaModelMissing', { model }) : say('connection.modelMissing', { model });
    return result(kind, true, models, 'model_missing', what, command !== undefined ? { command } : {});
  }

  // With no model named and one on the server, the form fills that one in: its window is the one to learn.
  const chosen = model !== '' ? model : models.length === 1 ? (models[0] ?? '') : '';
  const contextWindow = chosen !== '' || kind === 'llama_server' ? await contextSource(chosen) : undefined;
  return result(kind, true, models, null, null, contextWindow !== undefined ? { contextWindow } : {});
}
