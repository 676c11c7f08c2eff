import type { ErrorCode } from '../../../../shared/events';
import type { MainMessage } from '../../../../shared/main-messages';
import { isCheckId } from '../../../../shared/main-messages/checks';
import { t, type MessageKey, type MessageParams } from '../index';

/** A schema's rule (a CheckId) as a clause in the window's language; an unknown one reads as the generic rule. */
export function wordCheck(check: string): string {
  return t((isCheckId(check) ? `main.${check}` : 'main.check.notExpected') as MessageKey);
}

/**
 * A message of the main process's in the window's language: its id's words (`main.<id>`) with its
 * parameters. A `check` parameter is a schema's rule, worded in place (wordCheck). A `code`
 * parameter is a model failure's code, worded as `{reason}` the way the conversation words that
 * failure. An id this window does not know (a newer main) reads as the generic failure rather than
 * as an id.
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
  const check = message.params['check' as keyof typeof message.params];
  if (typeof check === 'string') params.check = wordCheck(check);
  const worded = t(key, params);
  return worded === key ? t('main.ipc.internal') : worded;
}
