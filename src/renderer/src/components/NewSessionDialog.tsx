import { useRef, useState } from 'react';
import { COMPOSER_INPUT } from '../approval/focus-when-ready';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';
import { ModalDialog } from './ModalDialog';

/** Starts a conversation in a folder: the last one used is offered, or the native picker. */
export function NewSessionDialog({
  open,
  lastWorkspace,
  onClose,
}: {
  open: boolean;
  lastWorkspace: string | null;
  onClose(): void;
}) {
  const controller = useController();
  const [busy, setBusy] = useState(false);
  // Once the conversation exists the person's next step is to type in it: the focus goes to the
  // message box instead of back to the button that opened the dialog.
  const started = useRef(false);

  const start = async (workspace: string | null) => {
    if (!workspace) return;
    setBusy(true);
    const created = await controller.createSession(workspace);
    setBusy(false);
    if (created.ok) {
      started.current = true;
      onClose();
    }
  };
  const finalFocus = () => {
    if (!started.current) return null;
    started.current = false;
    return document.querySelector<HTMLElement>(COMPOSER_INPUT);
  };

  return (
    <ModalDialog open={open} title={t('newSession.title')} onDismiss={onClose} finalFocus={finalFocus}>
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
          onClick={() => void controller.pickWorkspace().then((picked) => start(picked.ok ? picked.value : null))}
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
