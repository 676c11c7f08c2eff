import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n';

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

/**
 * A modal confirmation on the native <dialog>: it traps focus, Esc cancels, and focus starts on
 * Cancel so a stray Enter never destroys anything.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'normal', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">
        <button type="button" ref={cancelRef} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
