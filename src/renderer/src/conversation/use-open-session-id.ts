import { useContext, useSyncExternalStore } from 'react';
import { AppContext } from '../react-hooks/app-context';

const noSubscription = () => () => undefined;

/** The open conversation's id; re-renders only when it changes (not on every store update). */
export function useOpenSessionId(): string | null {
  const app = useContext(AppContext);
  return useSyncExternalStore(
    app?.store.subscribe ?? noSubscription,
    () => app?.store.getSnapshot().openSessionId ?? null,
  );
}
