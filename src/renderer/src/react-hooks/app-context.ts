import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppState } from '../state/app-state';
import type { GatehouseClient } from '../ipc/client';
import type { AppController } from '../state/controller';
import type { AppStore } from '../state/store';

export interface AppContextValue {
  store: AppStore;
  controller: AppController;
}

export const AppContext = createContext<AppContextValue | null>(null);

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing: render inside <AppContext.Provider>.');
  return value;
}

/** The current app state; re-renders when the store changes. */
export function useAppState(): AppState {
  const { store } = useAppContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export function useController(): AppController {
  return useAppContext().controller;
}

/**
 * The window's one IPC client (built once in main.tsx, held by the controller), for a screen's own
 * requests. Never build another from window.gatehouse.
 */
export function useClient(): GatehouseClient {
  return useAppContext().controller.client;
}
