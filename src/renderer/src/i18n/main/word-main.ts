import type { ErrorCode } from '../../../../shared/events';
import type { MainMessage } from '../../../../shared/main-messages';
import { t, type MessageKey, type MessageParams } from '../index';

/**
 * A message of the main process's in the window's language: its id's words (`main.<id>`) with its
 * parameters. A `code` parameter is a model failure's code, worded as `{reason}` the way the
 * conversation words that failure. An id this window does not know (a newer main) reads as the
 * generic failure rather than as an id.
 */
export function wordMain(message: MainMessage): string {
  const key = `main.${message.id}` as MessageKey;
  const params: MessageParams = { ...message.params };
  const code = message.params['code' as keyof typeof message.params];
  if (typeof code === 'string') {
    const seconds = message.params['seconds' as keyof typeof message.params];
    const wait = typeof seconds === 'number' && seconds > 0 ? ` ${t('error.retryIn', { seconds })}` : '';
    params.reason = `${t(`error.${code as ErrorCode}`)}${wait}`;
  }
  const worded = t(key, params);
  return worded === key ? t('main.ipc.internal') : worded;
}
