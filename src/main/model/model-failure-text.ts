import type { ErrorCode } from '../../shared/events';

/**
 * What a person reads when the model could not answer: what happened and what to do, in plain
 * words, without status codes or server text (those stay in the error event's message). Pure.
 */
export function deriveModelFailureText(code: ErrorCode, retryAfterMs?: number): string {
  switch (code) {
    case 'auth':
      return 'The model service did not accept the API key. Check the key in Settings, then try again.';
    case 'rate_limited':
      return retryAfterMs !== undefined && retryAfterMs > 0
        ? `The model service is busy with too many requests. Try again in about ${Math.max(1, Math.ceil(retryAfterMs / 1000))} seconds.`
        : 'The model service is busy with too many requests. Wait a moment, then try again.';
    case 'overloaded':
      return 'The model service is overloaded or unavailable right now. Try again in a moment.';
    case 'connection':
      return 'Gatehouse could not reach the model, or the connection dropped. Check the network or the server address in Settings, then try again.';
    case 'bad_response':
      return 'The model sent a reply Gatehouse could not read. Try again.';
    case 'context_too_long':
      return 'The conversation is too long for the model. Start a new conversation, or summarise this one first.';
    case 'internal':
      return 'Something went wrong inside Gatehouse. Nothing was lost; try again.';
  }
}
