import { useEffect, useState } from 'react';

/**
 * For a dialog that is mounted to open and unmounted to close: the focus goes back to where it
 * was when the dialog was first drawn (the button that opened it). Read during the first render,
 * before the modal takes the focus; given back once the dialog has left the document (a control
 * behind an open modal cannot take the focus).
 */
export function useFocusReturn(): void {
  const [opener] = useState(() => (typeof document !== 'undefined' ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
