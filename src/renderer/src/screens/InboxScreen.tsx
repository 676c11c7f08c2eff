import type { InboxItem } from '../../../shared';
import { Icon } from '../components/Icon';
import { useController } from '../hooks/app-context';
import { formatTime, t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

/** Every approval waiting across conversations; opening one jumps to its sheet. */
export function InboxScreen({ inbox }: { inbox: InboxItem[] }) {
  const controller = useController();
  return (
    <div className="screen">
      <h1>{t('inbox.title')}</h1>
      {inbox.length === 0 ? (
        <p className="empty-state">{t('inbox.empty')}</p>
      ) : (
        <ul className="inbox-list">
          {inbox.map((item) => (
            <li key={item.approvalId} className="inbox-item">
              <div>
                <h2>{t('inbox.item', { count: item.calls.length, title: item.sessionTitle })}</h2>
                <p className="muted">{t('inbox.requested', { time: formatTime(item.requestedAt) })}</p>
                <ul className="inbox-calls">
                  {item.calls.map((call) => (
                    <li key={call.callId}>
                      {deriveVisibleText(call.inspection.summary, { lines: 'mark' })}
                      {call.inspection.outsideWorkspace && (
                        <strong className="outside-note">
                          {' '}
                          <Icon name="warning" /> {t('inbox.outside')}
                        </strong>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              <button
                type="button"
                className="primary"
                aria-label={`${t('inbox.open')}: ${item.sessionTitle}`}
                onClick={() => void controller.openSession(item.sessionId, item.approvalId)}
              >
                {t('inbox.open')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
