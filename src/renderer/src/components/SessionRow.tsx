import { memo, useState } from 'react';
import type { SessionSummary } from '../../../shared';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import { Icon } from './Icon';
import { ConfirmDialog } from './ConfirmDialog';
import { useLocale } from '../react-hooks/use-locale';

function statusLabel(s: SessionSummary): string | null {
  if (s.pendingApprovalId) return t('sessions.pendingBadge');
  if (s.runState === 'streaming' || s.runState === 'executing') return t('sessions.running');
  if (s.runState === 'failed') return t('sessions.failed');
  return null;
}

/** One conversation in the sidebar: open it, rename it inline, or delete it after a confirmation. */
export const SessionRow = memo(function SessionRow({
  session,
  current,
}: {
  session: SessionSummary;
  current: boolean;
}) {
  useLocale();
  const controller = useController();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(session.title);
  const [confirming, setConfirming] = useState(false);
  const status = statusLabel(session);

  if (renaming) {
    return (
      <li className="session-row">
        <form
          className="rename-form"
          onSubmit={(event) => {
            event.preventDefault();
            const title = draft.trim();
            if (!title) return;
            void controller.renameSession(session.id, title).then((renamed) => renamed.ok && setRenaming(false));
          }}
        >
          <input
            aria-label={t('sessions.renameLabel', { title: session.title })}
            value={draft}
            autoFocus
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setRenaming(false);
            }}
          />
          <button type="submit">{t('sessions.renameSave')}</button>
        </form>
      </li>
    );
  }

  return (
    <li className={`session-row${current ? ' current' : ''}`}>
      <button
        type="button"
        className="session-open"
        aria-current={current ? 'page' : undefined}
        onClick={() => void controller.openSession(session.id)}
      >
        <span className="session-title">{session.title}</span>
        {status && (
          <span className={`session-status${session.pendingApprovalId ? ' pending' : ''}`}>
            <span aria-hidden="true">{session.pendingApprovalId ? '● ' : ''}</span>
            {status}
          </span>
        )}
      </button>
      <span className="session-actions" role="group" aria-label={t('sessions.actionsFor', { title: session.title })}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('sessions.renameFor', { title: session.title })}
          title={t('sessions.rename')}
          onClick={() => {
            setDraft(session.title);
            setRenaming(true);
          }}
        >
          <Icon name="pencil" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('sessions.deleteFor', { title: session.title })}
          title={t('sessions.delete')}
          onClick={() => setConfirming(true)}
        >
          <Icon name="trash" />
        </button>
      </span>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.deleteTitle', { title: session.title })}
        confirmLabel={t('sessions.deleteConfirm')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void controller.deleteSession(session.id);
        }}
      >
        <p>{t('sessions.deleteBody')}</p>
      </ConfirmDialog>
    </li>
  );
});
