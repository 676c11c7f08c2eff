import type { ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Puts a dialog opened from inside the approval sheet outside it: in the document (so the sheet's
 * styles and scrolling leave it alone) and, since React events still bubble along the component
 * tree, with its keys and focus moves stopped here, so y, n, j, k and Enter typed in the dialog
 * never answer the sheet behind it.
 */
export function DialogPortal({ children }: { children: ReactNode }) {
  return createPortal(
    <div className="rules-dialog-host" onKeyDown={stop} onKeyUp={stop} onFocus={stop} onBlur={stop}>
      {children}
    </div>,
    document.body,
  );
}
