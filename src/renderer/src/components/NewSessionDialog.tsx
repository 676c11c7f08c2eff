import { useState } from 'react';
import { useController } from '../hooks/app-context';
import { t } from '../i18n';
import { ModalDialog } from './ModalDialog';

/** Starts a conversation in a folder: the last one used is offered, or the native picker. */
export function NewSessionDialog({ open, lastWorkspace, onClose }: { open: boolean; lastWorkspace: string | null; onClose(): void }) {
  const controller = useController();
  const [busy, setBusy] = useState(false);

  const start = async (workspace: string | null) => {
    if (!workspace) return;
    setBusy(true);
    const ok = await controller.createSession(workspace);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <ModalDialog open={open} title={t('newSession.title')} onDismiss={onClose}>
      <p className="dialog-body">{t('newSession.body')}</p>
      <div className="dialog-actions stacked">
        {lastWorkspace && (
          <button type="button" className="primary" disabled={busy} onClick={() => void start(lastWorkspace)}>
            {t('newSession.useLast', { path: lastWorkspace })}
          </button>
        )}
        <button
          type="button"
          className={lastWorkspace ? '' : 'primary'}
          disabled={busy}
          onClick={() => void controller.pickWorkspace().then(start)}
        >
          {t('newSession.pick')}
        </button>
        <button type="button" onClick={onClose}>
          {t('newSession.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
