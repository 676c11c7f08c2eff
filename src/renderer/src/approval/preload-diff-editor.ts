import type { ComponentType } from 'react';
import type { MonacoDiffPaneProps } from './MonacoDiffPane';

interface DiffEditorModule {
  default: ComponentType<MonacoDiffPaneProps>;
  warmUpDiffEditor(): Promise<void>;
}

let loading: Promise<DiffEditorModule> | null = null;

/**
 * Loads the Monaco diff pane's chunk once (a dynamic import: Monaco is never in the main bundle).
 * Shared by React.lazy and preloadDiffEditor, so a preload is never loaded twice. A failed load
 * is forgotten so the next call can try again.
 */
export function loadDiffEditor(): Promise<DiffEditorModule> {
  loading ??= import('./MonacoDiffPane').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Fetches and evaluates Monaco ahead of the first write preview, then warms it up (services and
 * diff worker started). Call it when the app is idle (requestIdleCallback); never throws, and a
 * second call does nothing. The promise is for benchmarks and tests; the app may ignore it.
 */
export function preloadDiffEditor(): Promise<void> {
  return loadDiffEditor()
    .then((module) => module.warmUpDiffEditor())
    .catch(() => undefined);
}
