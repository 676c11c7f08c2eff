import type { ComponentType } from 'react';
import type { MonacoDiffPaneProps } from './MonacoDiffPane';
import { loadChunkOnce, type LoadChunkOnce } from '../components/load-chunk-once';

interface DiffEditorModule {
  default: ComponentType<MonacoDiffPaneProps>;
  warmUpDiffEditor(): Promise<void>;
  primeDiffEditor(original: string, modified: string, language: string): void;
}

/**
 * Loads the Monaco diff pane's chunk once (a dynamic import: Monaco is never in the main bundle),
 * shared by React.lazy and preloadDiffEditor, so a preload is never loaded twice; once loaded, the
 * first pane after a preload renders without suspending (see loadChunkOnce).
 */
export const loadDiffEditor: LoadChunkOnce<DiffEditorModule> = loadChunkOnce(() => import('./MonacoDiffPane'));

/**
 * Fetches and evaluates Monaco ahead of the first write preview, then warms it up (services, the
 * diff worker and a first diff; see warmUpDiffEditor). Call it when the app is idle
 * (requestIdleCallback); never throws, and a second call does nothing. The promise is for
 * benchmarks and tests; the app may ignore it.
 */
export function preloadDiffEditor(): Promise<void> {
  return loadDiffEditor()
    .then((module) => module.warmUpDiffEditor())
    .catch(() => undefined);
}
