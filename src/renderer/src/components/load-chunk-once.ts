/**
 * A chunk of the app's code loaded once, by React.lazy and by a preload alike: `load()` returns
 * the same promise each time, and a failed load is forgotten so the next call tries again.
 *
 * Once loaded, the promise returned is one whose then() calls back at once. React.lazy calls
 * then() on the first render and, when the callback has run by the time then() returns, renders
 * the component in that same pass (React supports such thenables). With an ordinary promise a
 * component preloaded long before still suspended on its first render: React showed the fallback
 * for a frame, and then held the component back up to 300 ms (it throttles what a Suspense
 * boundary reveals after its fallback).
 */
export function loadChunkOnce<T>(importChunk: () => Promise<T>): LoadChunkOnce<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const load = () => {
    loading ??= importChunk().then(
      (module) => {
        loaded = module;
        return (loading = settledPromise(module));
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(load, { loaded: () => loaded });
}

/** Loads the chunk (see loadChunkOnce); `loaded()` is its module once loaded, else null, and never starts a load. */
export type LoadChunkOnce<T> = (() => Promise<T>) & { loaded(): T | null };

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
