import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Esc, or the owner's own cancel button: the owner closes the dialog by setting `open` false. */
  onDismiss(): void;
  /** Where the focus starts when the dialog opens; the browser's choice (the first control) when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes when the dialog closes; the control that opened it when absent (the browser's way). */
  finalFocus?: () => HTMLElement | null;
  /** The body and the actions, below the title. */
  children: ReactNode;
}

/**
 * The frame every modal shares, on the native <dialog>: showModal() traps the focus and makes the
 * rest of the window inert; the title names the dialog; Esc asks the owner instead of closing it
 * behind React's back.
 */
export function ModalDialog({ open, title, onDismiss, initialFocus, finalFocus, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      finalFocus?.()?.focus();
    }
  }, [open, initialFocus, finalFocus]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
