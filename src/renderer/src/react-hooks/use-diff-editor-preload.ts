import { useEffect } from 'react';
import { preloadDiffEditor } from '../approval/preload-diff-editor';

/**
 * How long a settled window waits before warming Monaco. The warm-up (preloadDiffEditor) is ≈ 1.2 s
 * of the window's thread on a 2-core machine, and evaluating Monaco's chunk is one long task (up to
 * ≈ 0.3 s there): run at the window's first idle moment, it landed on the person's first clicks and
 * keys (docs/benchmarks.md).
 * A diff rarely comes sooner (a message has to be written and answered); one that does loads
 * Monaco itself, as it would have while a warm-up was under way.
 */
export const PRELOAD_AFTER_MS = 5000;

/** Warms the Monaco diff pane at an idle moment PRELOAD_AFTER_MS after the window settled (its conversation painted). */
export function useDiffEditorPreload(settled: boolean): void {
  useEffect(() => {
    if (!settled) return;
    let idle: number | null = null;
    const timer = setTimeout(() => {
      idle = window.requestIdleCallback(() => void preloadDiffEditor(), { timeout: 5000 });
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [settled]);
}
