import Anthropic from '@anthropic-ai/sdk';
import type { ErrorCode } from '../../shared/events';
import { ModelError, type ModelBlock } from './types';

/** The delay a Retry-After(-ms) header asks for, in ms; reads the clock for an HTTP date. */
function loadRetryAfter(headers: Headers | undefined): number | undefined {
  if (headers === undefined) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && Number.isFinite(Number(ms))) return Math.max(0, Math.round(Number(ms)));
  const seconds = headers.get('retry-after');
  if (seconds === null) return undefined;
  if (Number.isFinite(Number(seconds))) return Math.max(0, Math.round(Number(seconds) * 1000));
  const date = Date.parse(seconds);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The errno-style code (ECONNREFUSED, ENOTFOUND…) anywhere down an error's cause chain. */
export function deriveSystemCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The server's own words from an error body, whatever its shape: Anthropic's
 * `{error: {message}}` (Ollama, llama-server), OpenAI's `{error: {message}}`, LM Studio's
 * `{error: "…"}`, `{message}` or a plain-text body. Capped, so a server cannot flood the log.
 */
function deriveServerText(err: InstanceType<typeof Anthropic.APIError>): string {
  const body = err.error as unknown;
  let text: string | undefined;
  if (typeof body === 'string') text = body;
  else if (body !== null && typeof body === 'object') {
    const inner = (body as { error?: unknown }).error;
    if (typeof inner === 'string') text = inner;
    else if (
      inner !== null &&
      typeof inner === 'object' &&
      typeof (inner as { message?: unknown }).message === 'string'
    )
      text = (inner as { message: string }).message;
    else if (typeof (body as { message?: unknown }).message === 'string') text = (body as { message: string }).message;
  }
  const result = (text ?? err.message).trim();
  return result.length > 500 ? `${result.slice(0, 500)}…` : result;
}

const OUT_OF_MEMORY =
  /out of memory|\bOOM\b|failed to allocate|cudaMalloc|more system memory|insufficient memory|not enough memory|unable to allocate|memory allocation/i;
const CONTEXT_OVERFLOW =
  /too long|context (length|size|window)|exceeds? the (available )?context|exceed_context|n_ctx|prompt is too long|maximum context|context overflow/i;
const MODEL_MISSING =
  /model .*not found|not found.*model|try pulling|no such model|model_not_found|unknown model|model .*does not exist|no models? loaded/i;

/**
 * Maps anything the SDK or the stream threw to a ModelError (a ModelError is returned as it is),
 * one code per failure a person can tell apart. Never throws. Not pure: an HTTP-date Retry-After
 * is turned into a delay against the clock.
 */
export function buildModelError(err: unknown, partial: ModelBlock[] = []): ModelError {
  if (err instanceof ModelError) return err;
  const make = (code: ErrorCode, message: string, retryable: boolean, retryAfterMs?: number) =>
    new ModelError(code, message, retryable, retryAfterMs, partial);
  if (err instanceof Anthropic.APIConnectionTimeoutError) {
    return make('timeout', 'The model server did not answer in time.', true);
  }
  if (err instanceof Anthropic.APIConnectionError) {
    const system = deriveSystemCode(err.cause ?? err);
    const detail = messageOf(err.cause ?? err);
    if (system === 'ECONNREFUSED') return make('refused', `Nothing accepted the connection (${detail}).`, true);
    if (system === 'ETIMEDOUT') return make('timeout', `The model server did not answer in time (${detail}).`, true);
    if (system === 'ECONNRESET' || system === 'EPIPE') {
      return make(partial.length > 0 ? 'connection' : 'unreachable', `The connection was closed (${detail}).`, true);
    }
    return make('unreachable', `Could not reach the model server: ${detail}`, true);
  }
  if (err instanceof Anthropic.APIError) {
    const status = err.status;
    const detail = deriveServerText(err);
    if (status === 401 || status === 403)
      return make('auth', `The model server refused the API key (${status}): ${detail}`, false);
    if (status === 429)
      return make('rate_limited', `Rate limited by the model server: ${detail}`, true, loadRetryAfter(err.headers));
    if (status === 413) return make('context_too_long', `The conversation is too long for the model: ${detail}`, false);
    if (status === undefined) {
      // An `event: error` frame inside the stream (e.g. overloaded_error).
      if (OUT_OF_MEMORY.test(detail))
        return make('out_of_memory', `The model server ran out of memory: ${detail}`, true);
      const overloaded = /overloaded/i.test(detail) || /overloaded/i.test(err.message);
      return make(overloaded ? 'overloaded' : 'bad_response', `The model stream reported an error: ${detail}`, true);
    }
    if (OUT_OF_MEMORY.test(detail))
      return make('out_of_memory', `The model server ran out of memory (${status}): ${detail}`, true);
    if (status >= 400 && status < 500 && CONTEXT_OVERFLOW.test(detail)) {
      return make('context_too_long', `The conversation is too long for the model: ${detail}`, false);
    }
    // A 404 is an address the SDK completed wrongly (a base ending in /v1) or a model the server
    // lacks: the person fixes Settings, then Retry works, so it stays retryable.
    if (status === 404) {
      const what = MODEL_MISSING.test(detail)
        ? 'The model server does not have this model'
        : 'The model server has no Messages API at this address';
      return make('not_found', `${what} (404): ${detail}`, true);
    }
    if (status === 529 || (status === 503 && /overloaded/i.test(detail))) {
      return make(
        'overloaded',
        `The model service is overloaded (${status}): ${detail}`,
        true,
        loadRetryAfter(err.headers),
      );
    }
    if (status >= 500)
      return make('server_error', `The model server failed (${status}): ${detail}`, true, loadRetryAfter(err.headers));
    return make('server_error', `The model server rejected the request (${status}): ${detail}`, true);
  }
  if (err instanceof SyntaxError) return make('bad_response', `The model sent a malformed event: ${err.message}`, true);
  const text = messageOf(err);
  const system = deriveSystemCode(err);
  if (system === 'ECONNREFUSED') return make('refused', `Nothing accepted the connection (${text}).`, true);
  if (/terminated|ECONNRESET|socket|other side closed|network|fetch failed/i.test(text)) {
    return make('connection', `The connection to the model dropped: ${text}`, true);
  }
  return make('bad_response', `Unexpected failure while reading the model reply: ${text}`, true);
}
