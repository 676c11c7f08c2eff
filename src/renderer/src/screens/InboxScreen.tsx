import { useState } from 'react';
import type { InboxItem, SessionSummary } from '../../../shared';
import { ApprovalSheet } from '../approval/ApprovalSheet';
import { runFocusWhenReady } from '../approval/focus-when-ready';
import { Icon } from '../components/Icon';
import { useController } from '../react-hooks/app-context';
import { formatTime, t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { formatMailLine } from '../approval/mcp/format-mail-line';
import type { PendingCall } from '../../../shared/events';

/** One waiting call in a line: a mail by what is done with it, its recipients and subject; anything else by its summary. */
function formatCallLine(call: PendingCall): string {
  const preview = call.inspection.preview;
  if (preview.type === 'mcp' && preview.mcp.mail !== undefined) return formatMailLine(preview.mcp.mail);
  return deriveVisibleText(call.inspection.summary, { lines: 'mark' });
}

interface InboxScreenProps {
  inbox: InboxItem[];
  /** For each waiting sheet's folder (paths are shown relative to it). */
  sessions: SessionSummary[];
}

/**
 * Every approval waiting across conversations. Each can be answered right here (the same sheet as
 * in its conversation) or opened in its conversation. After an answer the focus moves on to the
 * next waiting approval, or to the heading when none is left.
 */
export function InboxScreen({ inbox, sessions }: InboxScreenProps) {
  const controller = useController();
  const [answering, setAnswering] = useState<string | null>(null);
  const workspaceOf = (sessionId: string) => sessions.find((s) => s.id === sessionId)?.workspace ?? '';

  const moveOnAfter = (approvalId: string, item: Element | null) => {
    setAnswering(null);
    runFocusWhenReady(
      () =>
        document.querySelector<HTMLElement>('.inbox-item .inbox-answer') ??
        // None left to answer here: once the answered one has left the list, the heading.
        (document.querySelector(`[data-inbox-approval="${approvalId}"]`)
          ? null
          : document.getElementById('inbox-title')),
      item,
    );
  };

  return (
    <div className="screen">
      <h1 id="inbox-title" tabIndex={-1}>
        {t('inbox.title')}
      </h1>
      <p className="muted">{t('approval.inbox.jumpHint')}</p>
      {inbox.length === 0 ? (
        <p className="empty-state">{t('inbox.empty')}</p>
      ) : (
        <ul className="inbox-list">
          {inbox.map((item) => {
            const open = answering === item.approvalId;
            return (
              <li
                key={item.approvalId}
                className={`inbox-item${open ? ' answering' : ''}`}
                data-inbox-approval={item.approvalId}
              >
                <div className="inbox-item-row">
                  <div>
                    <h2>{t('inbox.item', { count: item.calls.length, title: item.sessionTitle })}</h2>
                    <p className="muted">{t('inbox.requested', { time: formatTime(item.requestedAt) })}</p>
                    {!open && (
                      <ul className="inbox-calls">
                        {item.calls.map((call) => (
                          <li key={call.callId}>
                            {formatCallLine(call)}
                            {call.inspection.outsideWorkspace && (
                              <strong className="outside-note">
                                {' '}
                                <Icon name="warning" /> {t('inbox.outside')}
                              </strong>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <div className="inbox-buttons">
                    <button
                      type="button"
                      className={open ? 'inbox-hide' : 'primary inbox-answer'}
                      aria-expanded={open}
                      aria-label={`${open ? t('approval.inbox.hideSheet') : t('approval.inbox.answerHere')}: ${item.sessionTitle}`}
                      onClick={() => setAnswering(open ? null : item.approvalId)}
                    >
                      {open ? t('approval.inbox.hideSheet') : t('approval.inbox.answerHere')}
                    </button>
                    <button
                      type="button"
                      aria-label={`${t('inbox.open')}: ${item.sessionTitle}`}
                      onClick={() => void controller.openSession(item.sessionId, item.approvalId)}
                    >
                      {t('inbox.open')}
                    </button>
                  </div>
                </div>
                {open && (
                  <ApprovalSheet
                    approval={item}
                    workspace={workspaceOf(item.sessionId)}
                    autoFocus
                    answers={controller.answersFor(item.approvalId)}
                    onSent={() =>
                      moveOnAfter(item.approvalId, document.querySelector(`[data-inbox-approval="${item.approvalId}"]`))
                    }
                    onPreviewEdit={(callId, args) => controller.previewEdit(item.approvalId, callId, args)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
