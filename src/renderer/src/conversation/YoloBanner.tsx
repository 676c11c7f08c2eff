import { useState } from 'react';
import { Icon } from '../components/Icon';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useController } from '../react-hooks/app-context';
import { t } from '../i18n';

/**
 * Yolo fenced: while the conversation is in yolo, says so and turns it off in one
 * click. Turning it off is recorded at once and tightens the run under way (every call not yet
 * classified asks again).
 */
export function YoloBanner({ on }: { on: boolean }) {
  const controller = useController();
  const [busy, setBusy] = useState(false);
  if (!on) return null;
  return (
    <div className="banner warning yolo-banner" role="status" aria-live="polite">
      <Icon name="warning" /> {t('yolo.banner')}{' '}
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void controller.setApprovalMode('manual').finally(() => setBusy(false));
        }}
      >
        {t('yolo.turnOff')}
      </button>
    </div>
  );
}

/**
 * The once-per-conversation confirmation for yolo, with its consequences in the words of the
 * pipeline's mode sentence (mode.yolo.help).
 */
export function YoloConfirmDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t('yolo.confirmTitle')}
      confirmLabel={t('yolo.confirm')}
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('yolo.confirmLead')}</p>
      <p className="yolo-consequences">{t('mode.yolo.help')}</p>
      <p className="muted">{t('yolo.confirmOnce')}</p>
    </ConfirmDialog>
  );
}
