import { useEffect, useState } from 'react';
import type { InboxCall, InboxItem, PendingApproval, SessionSummary } from '../../../shared';
import { ApprovalSheet } from '../approval/ApprovalSheet';
import { runFocusWhenReady } from '../approval/focus-when-ready';
import { Icon } from '../components/Icon';
import { useController } from '../react-hooks/app-context';
import { formatTime, t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';
import { formatMailLine } from '../approval/mcp/format-mail-line';
import { wordMain } from '../i18n/main/word-main';

/** One waiting call in a line: a mail by what is done with it, its recipients and subject; anything else by its summary. */
function formatCallLine(call: InboxCall): string {
  if (call.mail !== undefined) return formatMailLine(call.mail);
  return deriveVisibleText(wordMain(call.summary), { lines: 'mark' });
}

/**
 * The sheet of one waiting approval, answered from the inbox. The inbox lists each call in a line;
 * the whole approval (arguments, previews) is loaded first, and no approve control shows until it is.
 */
function InboxSheet({ item, workspace, onSent }: { item: InboxItem; workspace: string; onSent: () => void }) {
  const controller = useController();
  const [loaded, setLoaded] = useState<{ approval: PendingApproval | null } | { failed: string } | null>(null);
  useEffect(() => {
    let live = true;
    void controller.loadApproval(item.approvalId).then((result) => {
      if (live) setLoaded(result.ok ? { approval: result.value } : { failed: result.error.message });
    });
    return () => {
      live = false;
    };
  }, [controller, item.approvalId]);
  if (loaded === null)
    return (
      <p className="muted inbox-loading" role="status">
        {t('inbox.loading')}
      </p>
    );
  if ('failed' in loaded)
    return (
      <p className="inbox-loading" role="alert">
        {t('inbox.loadFailed', { message: loaded.failed })}
      </p>
    );
  if (loaded.approval === null)
    return (
      <p className="muted inbox-loading" role="status">
        {t('inbox.alreadyAnswered')}
      </p>
    );
  return (
    <ApprovalSheet
      approval={loaded.approval}
      workspace={workspace}
      autoFocus
      answers={controller.answersFor(item.approvalId)}
      onSent={onSent}
      onPreviewEdit={(callId, args) => controller.previewEdit(item.approvalId, callId, args)}
    />
  );
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
                            {call.outsideWorkspace && (
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
                      aria-label={t(open ? 'approval.inbox.hideSheetFor' : 'approval.inbox.answerHereFor', {
                        title: item.sessionTitle,
                      })}
                      onClick={() => setAnswering(open ? null : item.approvalId)}
                    >
                      {open ? t('approval.inbox.hideSheet') : t('approval.inbox.answerHere')}
                    </button>
                    <button
                      type="button"
                      aria-label={t('inbox.openFor', { title: item.sessionTitle })}
                      onClick={() => void controller.openSession(item.sessionId, item.approvalId)}
                    >
                      {t('inbox.open')}
                    </button>
                  </div>
                </div>
                {open && (
                  <InboxSheet
                    item={item}
                    workspace={workspaceOf(item.sessionId)}
                    onSent={() =>
                      moveOnAfter(item.approvalId, document.querySelector(`[data-inbox-approval="${item.approvalId}"]`))
                    }
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
