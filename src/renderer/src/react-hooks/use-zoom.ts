import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

const ZOOM_KEY = 'gatehouse.zoom';
const ZOOM_STEPS = [0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2] as const;

function readZoom(): number {
  try {
    const stored = Number(localStorage.getItem(ZOOM_KEY));
    return (ZOOM_STEPS as readonly number[]).includes(stored) ? stored : 1;
  } catch {
    return 1;
  }
}

/** Steps through ZOOM_STEPS (pure): +1 larger, -1 smaller, 0 back to 100 %. */
export function deriveNextZoom(current: number, direction: 1 | -1 | 0): number {
  if (direction === 0) return 1;
  const index = ZOOM_STEPS.findIndex((z) => z >= current);
  const here = index === -1 ? ZOOM_STEPS.length - 1 : index;
  const next = Math.min(ZOOM_STEPS.length - 1, Math.max(0, here + direction));
  return ZOOM_STEPS[next] ?? 1;
}

/**
 * Text zoom with Ctrl/Cmd + / − / 0: scales the root font size (all sizes are rem) and remembers
 * the choice in localStorage.
 */
export function useZoom(): { zoom: number; setZoomStep: (direction: 1 | -1 | 0) => void } {
  const [zoom, setZoom] = useState(readZoom);
  const setZoomStep = useCallback((direction: 1 | -1 | 0) => setZoom((z) => deriveNextZoom(z, direction)), []);

  // Before the window paints at that size; 100 % is the stylesheet's own size, so a window at the
  // default zoom changes no style as it opens (a new root size restyles the whole page).
  useLayoutEffect(() => {
    const size = zoom === 1 ? '' : `${zoom * 100}%`;
    if (document.documentElement.style.fontSize !== size) document.documentElement.style.fontSize = size;
    try {
      localStorage.setItem(ZOOM_KEY, String(zoom));
    } catch {
      // Not persisted: the zoom still applies for this window.
    }
  }, [zoom]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const direction =
        event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : event.key === '0' ? 0 : null;
      if (direction === null) return;
      event.preventDefault();
      setZoomStep(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setZoomStep]);

  return { zoom, setZoomStep };
}
