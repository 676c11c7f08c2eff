import { useSyncExternalStore } from 'react';

/**
 * The root font size in px: 16 at 100 % text size, 32 at 200 %. Text zoom scales the root font
 * size (use-zoom.ts), so this is the zoom factor × 16 whatever stores the zoom; it follows every
 * change of the root element's style or class.
 */
function readRootFontPx(): number {
  const px = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(px) && px > 0 ? px : 16;
}

function subscribeRootFont(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
  return () => observer.disconnect();
}

export function useRootFontPx(): number {
  return useSyncExternalStore(subscribeRootFont, readRootFontPx);
}

/**
 * The font size, in px, for code in the diff panes (Monaco takes px, not rem): Monaco's own 14 px
 * at 100 % text size, scaled with the zoom. Read it in MonacoDiffPane's options as `fontSize`.
 */
export function useDiffFontSize(): number {
  return Math.round(useRootFontPx() * 0.875);
}

function subscribeWindow(onChange: () => void): () => void {
  const unsubscribeFont = subscribeRootFont(onChange);
  window.addEventListener('resize', onChange);
  return () => {
    unsubscribeFont();
    window.removeEventListener('resize', onChange);
  };
}

/** True while the window is narrower than `rem` root-font units: true sooner at larger text sizes. */
export function useNarrowWindow(rem: number): boolean {
  return useSyncExternalStore(subscribeWindow, () => window.innerWidth < rem * readRootFontPx());
}

/** True while the window is shorter than `rem` root-font units: true sooner at larger text sizes. */
export function useShortWindow(rem: number): boolean {
  return useSyncExternalStore(subscribeWindow, () => window.innerHeight < rem * readRootFontPx());
}
