import { applyAppAction, initialAppState, type AppAction, type AppState } from './app-state';

/** A tiny external store for useSyncExternalStore: one immutable snapshot, replaced per action. */
export interface AppStore {
  getSnapshot(): AppState;
  subscribe(listener: () => void): () => void;
  dispatch(action: AppAction): void;
}

export function createAppStore(initial: AppState = initialAppState): AppStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch(action) {
      const next = applyAppAction(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
