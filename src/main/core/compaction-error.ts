import { deriveRetrySeconds, say } from '../../shared/main-messages';
import { ModelError } from '../model';
import { CoreError } from './types';

/**
 * What core.compact() throws when summarising failed: a CoreError in plain words, never the
 * model's own error (whose text carries status codes and server wording). Anything that is not a
 * model failure (a bug, the database) is returned unchanged for the IPC router's generic answer.
 */
export function buildCompactionError(err: unknown): unknown {
  if (err instanceof CoreError || !(err instanceof ModelError)) return err;
  return new CoreError(
    'model_unavailable',
    err.code === 'context_too_long'
      ? say('model.tooLongToSummarise')
      : say('model.cannotSummarise', { code: err.code, seconds: deriveRetrySeconds(err.retryAfterMs) }),
  );
}
