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
 *
 * Once loaded, the promise returned is one whose then() calls back at once. React.lazy calls
 * then() on the first render of the pane and, when the callback has run by the time then()
 * returns, renders the pane in that same pass (React supports such thenables). With an ordinary
 * promise the first pane after a preload still suspended: React showed the fallback, and then held
 * the pane back up to 300 ms (it throttles what a Suspense boundary reveals after its fallback).
 */
export function loadDiffEditor(): Promise<DiffEditorModule> {
  loading ??= import('./MonacoDiffPane').then(
    (module) => (loading = settledPromise(module)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A resolved promise whose then() runs its callback synchronously (await and catch work as usual). */
function settledPromise<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  // onRejected is never called: the promise is fulfilled (a throw in onFulfilled rejects the result).
  const then = <A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null): Promise<A | B> => {
    if (!onFulfilled) return Promise.resolve(value as unknown as A);
    try {
      return Promise.resolve(onFulfilled(value));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return Object.assign(promise, { then });
}

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
