import { useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { ModalDialog } from './ModalDialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** 'danger' styles the confirm button as destructive (with a label that says so, never colour alone). */
  tone?: 'danger' | 'normal';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal confirmation: Esc cancels, and focus starts on Cancel so a stray Enter never destroys anything. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'normal',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open={open} title={title} onDismiss={onCancel} initialFocus={cancelRef}>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">
        <button type="button" ref={cancelRef} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
