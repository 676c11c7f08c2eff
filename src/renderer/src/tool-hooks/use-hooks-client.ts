import { useMemo } from 'react';
import { createGatehouseClient, type GatehouseClient } from '../ipc/client';

/**
 * The typed bridge for Settings › Hooks. Hooks and folder trust are kept in the main
 * process only: the section asks for them (hooks:list, hooks:project) when it shows them and after
 * every change, so nothing here is a second copy of them.
 */
export function useHooksClient(): GatehouseClient {
  return useMemo(() => createGatehouseClient((window as Partial<Window>).gatehouse), []);
}
