import { useMemo } from 'react';
import { createGatehouseClient, type GatehouseClient } from '../ipc/client';

/**
 * The typed bridge for the rules screens and the sheet's rule buttons. Saved rules are
 * kept in the main process only: every screen asks for them (rules:list) when it shows them, so
 * nothing here is a second copy of the rules table.
 */
export function useRulesClient(): GatehouseClient {
  return useMemo(() => createGatehouseClient((window as Partial<Window>).gatehouse), []);
}
