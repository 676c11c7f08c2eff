import { deriveModelFailureText, ModelError } from '../model';
import { CoreError } from './types';

/**
 * What core.compact() throws when summarising failed: a CoreError in plain words, never the
 * model's own error (whose text carries status codes and server wording). Anything that is not a
 * model failure (a bug, the database) is returned unchanged for the IPC router's generic answer.
 */
export function buildCompactionError(err: unknown): unknown {
  if (err instanceof CoreError || !(err instanceof ModelError)) return err;
  const what =
    err.code === 'context_too_long'
      ? 'The conversation is too long for the model even to summarise. Start a new conversation to go on.'
      : `Gatehouse could not summarise the conversation. ${deriveModelFailureText(err.code, err.retryAfterMs)}`;
  return new CoreError('model_unavailable', `${what} Nothing was changed.`);
}
