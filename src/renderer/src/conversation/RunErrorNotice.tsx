import { useCallback, useEffect, useState } from 'react';
import type { ErrorCode } from '../../../shared';
import { Icon } from '../components/Icon';
import { useController } from '../react-hooks/app-context';
import { useAppSelector } from '../react-hooks/use-app-selector';
import { useNow } from '../react-hooks/use-now';
import { t } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import { deriveCanRetry } from '../state/derive';
import type { AppState } from '../state/app-state';
import type { TranscriptEntry } from '../state/session-view';

type ErrorEntry = Extract<TranscriptEntry, { kind: 'error' }>;

const selectSettings = (s: AppState) => s.settings;
const selectCanRetry = (s: AppState) => deriveCanRetry(s.session ?? null);
const selectWorkspace = (s: AppState) => s.session?.workspace ?? null;

/**
 * Which fixes a failure points at, besides Try again. Pure. `fresh`: a new conversation in the same
 * folder, for a conversation the model can no longer read whole (beside summarising it).
 */
export function deriveErrorActions(code: ErrorCode): { settings: boolean; test: boolean; fresh: boolean } {
  switch (code) {
    case 'refused':
    case 'unreachable':
    case 'timeout':
    case 'not_found':
      return { settings: true, test: true, fresh: false };
    case 'context_too_long':
      return { settings: true, test: false, fresh: true };
    case 'auth':
    case 'out_of_memory':
    case 'model_limits':
    case 'server_error':
      return { settings: true, test: false, fresh: false };
    default:
      return { settings: false, test: false, fresh: false };
  }
}

/** When Retry may go, in ms since the epoch (0: now). Pure. */
export function deriveRetryReadyAt(entry: ErrorEntry): number {
  if (!entry.retryAfterMs || !entry.at) return 0;
  const at = Date.parse(entry.at);
  return Number.isNaN(at) ? 0 : at + entry.retryAfterMs;
}

/**
 * A model failure in the transcript: what happened in plain words, the server's own text below,
 * and on the latest one the actions that fix it (Try again — after the wait a 429 asked for —,
 * Open settings, Test connection for a local server; for a conversation too long, Summarise and a
 * new conversation in the same folder).
 */
export function RunErrorNotice({ entry }: { entry: ErrorEntry }) {
  const controller = useController();
  const settings = useAppSelector(selectSettings);
  // Booleans read from the store: the notice wakes only when they change, not on every streamed token.
  const latest = useAppSelector(useCallback((s: AppState) => s.session?.lastError?.seq === entry.seq, [entry.seq]));
  const canRetry = useAppSelector(selectCanRetry) && latest;
  const local = settings?.provider === 'local';
  // A cloud connection that failed is this computer's network, not an address in Settings.
  const offline =
    settings?.provider === 'anthropic' &&
    (entry.code === 'refused' || entry.code === 'unreachable' || entry.code === 'timeout');
  const actions = latest && !offline ? deriveErrorActions(entry.code) : { settings: false, test: false, fresh: false };
  const workspace = useAppSelector(selectWorkspace);
  const readyAt = deriveRetryReadyAt(entry);
  /** Set while Try again waits out the delay a 429 asked for; the retry goes when it is reached. */
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [testing, setTesting] = useState(false);
  const [summarising, setSummarising] = useState(false);
  const [testText, setTestText] = useState<string | null>(null);
  const now = useNow(waitUntil !== null, 250);
  const waiting = waitUntil !== null;
  const secondsLeft = waitUntil === null ? 0 : Math.max(1, Math.ceil((waitUntil - now) / 1000));

  useEffect(() => {
    if (waitUntil === null) return;
    const timer = window.setTimeout(
      () => {
        setWaitUntil(null);
        void controller.retryRun();
      },
      Math.max(0, waitUntil - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [waitUntil, controller]);

  const plain = offline
    ? t(entry.code === 'timeout' ? 'error.cloud.timeout' : 'error.cloud.unreachable')
    : t(`error.${entry.code}`);
  const wait = entry.retryAfterMs ? ` ${t('error.retryIn', { seconds: Math.ceil(entry.retryAfterMs / 1000) })}` : '';

  const test = async () => {
    if (!settings) return;
    setTesting(true);
    const answer = await controller.testConnection(settings.baseUrl, settings.model);
    setTesting(false);
    if (!answer.ok) return;
    const result = answer.value;
    setTestText(
      result.problem === null
        ? `✓ ${t('connection.okModel', { model: settings.model })}`
        : [result.text && wordMain(result.text), result.command].filter(Boolean).join(' '),
    );
  };

  return (
    <div className="error-entry" role="note">
      <Icon name="warning" /> <strong>{`${plain}${wait}`}</strong>
      {entry.message &&
        (offline ? (
          // The network library's own words ("fetch failed") explain nothing to a person: there if wanted.
          <details className="muted">
            <summary>{t('error.details')}</summary>
            <p>{entry.message}</p>
          </details>
        ) : (
          <p className="muted">{entry.message}</p>
        ))}
      {(canRetry || actions.settings || actions.fresh || (actions.test && local)) && (
        <div className="row error-actions">
          {actions.fresh && (
            <button
              type="button"
              className="primary"
              disabled={summarising}
              onClick={() => {
                setSummarising(true);
                void controller.summariseAndRetry().finally(() => setSummarising(false));
              }}
            >
              {summarising ? t('error.action.summarising') : t('error.action.summarise')}
            </button>
          )}
          {canRetry && (
            <button
              type="button"
              className="primary"
              disabled={waiting}
              onClick={() => {
                if (Date.now() >= readyAt) void controller.retryRun();
                else setWaitUntil(readyAt);
              }}
            >
              {waiting ? t('error.action.retryWaiting', { seconds: secondsLeft }) : t('error.action.retry')}
            </button>
          )}
          {actions.fresh && workspace !== null && (
            <button type="button" onClick={() => void controller.createSession(workspace)}>
              {t('error.action.newConversation')}
            </button>
          )}
          {actions.test && local && (
            <button type="button" disabled={testing} onClick={() => void test()}>
              {testing ? t('error.action.testing') : t('error.action.testConnection')}
            </button>
          )}
          {actions.settings && (
            <button type="button" onClick={() => controller.showScreen('settings')}>
              {t('error.action.openSettings')}
            </button>
          )}
        </div>
      )}
      {testText !== null && (
        <p role="status" className="error-test-result">
          {testText}
        </p>
      )}
    </div>
  );
}
