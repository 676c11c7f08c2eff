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

function sdkMessage(err: InstanceType<typeof Anthropic.APIError>): string {
  const body = err.error as { error?: { message?: unknown } } | undefined;
  const inner = body?.error?.message;
  return typeof inner === 'string' ? inner : err.message;
}

/**
 * Maps anything the SDK or the stream threw to a ModelError (a ModelError is returned as it is).
 * Never throws. Not pure: an HTTP-date Retry-After is turned into a delay against the clock.
 */
export function buildModelError(err: unknown, partial: ModelBlock[] = []): ModelError {
  if (err instanceof ModelError) return err;
  const make = (code: ErrorCode, message: string, retryable: boolean, retryAfterMs?: number) =>
    new ModelError(code, message, retryable, retryAfterMs, partial);
  if (err instanceof Anthropic.APIConnectionTimeoutError) {
    return make('connection', 'The model did not answer in time.', true);
  }
  if (err instanceof Anthropic.APIConnectionError) {
    return make('connection', `Could not reach the model: ${messageOf(err.cause ?? err)}`, true);
  }
  if (err instanceof Anthropic.APIError) {
    const status = err.status;
    const detail = sdkMessage(err);
    if (status === 401 || status === 403) return make('auth', `The model server refused the API key (${status}): ${detail}`, false);
    if (status === 429) return make('rate_limited', `Rate limited by the model server: ${detail}`, true, loadRetryAfter(err.headers));
    if (status === 413) return make('context_too_long', `The conversation is too long for the model: ${detail}`, false);
    if (status === 400 && /too long|context|prompt is too long/i.test(detail)) {
      return make('context_too_long', `The conversation is too long for the model: ${detail}`, false);
    }
    if (status === undefined) {
      // An `event: error` frame inside the stream (e.g. overloaded_error).
      const overloaded = /overloaded/i.test(detail) || /overloaded/i.test(err.message);
      return make(overloaded ? 'overloaded' : 'bad_response', `The model stream reported an error: ${detail}`, true);
    }
    if (status >= 500) return make('overloaded', `The model server is unavailable (${status}): ${detail}`, true, loadRetryAfter(err.headers));
    return make('bad_response', `The model server rejected the request (${status}): ${detail}`, false);
  }
  if (err instanceof SyntaxError) return make('bad_response', `The model sent a malformed event: ${err.message}`, true);
  const text = messageOf(err);
  if (/terminated|ECONNRESET|ECONNREFUSED|socket|other side closed|network|fetch failed/i.test(text)) {
    return make('connection', `The connection to the model dropped: ${text}`, true);
  }
  return make('bad_response', `Unexpected failure while reading the model reply: ${text}`, true);
}
