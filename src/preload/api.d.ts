import type { GatehouseApi } from '../shared/ipc';

declare global {
  interface Window {
    /** Exposed by the preload (or, in browser tests, by the harness stand-in). */
    readonly gatehouse: GatehouseApi;
  }
}

export {};
