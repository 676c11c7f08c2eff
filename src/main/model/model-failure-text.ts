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
      return 'The connection to the model dropped in the middle of the reply. Try again.';
    case 'bad_response':
      return 'The model sent a reply Gatehouse could not read. Try again.';
    case 'context_too_long':
      return 'The conversation is too long for the model. Start a new conversation, or summarise this one first.';
    case 'internal':
      return 'Something went wrong inside Gatehouse. Nothing was lost; try again.';
    case 'refused':
      return 'Nothing is answering at the model server address. Start the server (or check the port in Settings), then try again.';
    case 'unreachable':
      return 'Gatehouse could not reach the model server. Check the address in Settings and the network, then try again.';
    case 'timeout':
      return 'The model server did not answer in time. It may still be loading the model; try again in a moment.';
    case 'stalled':
      return 'The model stopped sending its reply part-way. Try again.';
    case 'server_error':
      return 'The model server reported a problem (its own words are below). Try again, or check the server.';
    case 'out_of_memory':
      return 'The model server ran out of memory. Close other programs or choose a smaller model in Settings, then try again.';
    case 'not_found':
      return 'The model server does not know this address or this model. Test the connection in Settings, then try again.';
    case 'model_limits':
      return 'The model did not use tools the way Gatehouse needs (it wrote a tool call as text, or ran out of room). Try again, or choose a model that supports tool use in Settings.';
  }
}
