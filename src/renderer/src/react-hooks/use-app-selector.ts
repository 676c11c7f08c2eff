import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { AppState } from '../state/app-state';
import { AppContext } from './app-context';

/**
 * One slice of the app state; the component re-renders only when that slice changes (compared by
 * reference, so the selector must return a piece of the state, never a fresh object). The reducers
 * keep untouched pieces identical, so a streamed token wakes only what shows it.
 */
export function useAppSelector<T>(selector: (state: AppState) => T): T {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing: render inside <AppContext.Provider>.');
  const { store } = value;
  const read = useCallback(() => selector(store.getSnapshot()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read);
}
