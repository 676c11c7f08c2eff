import type { GatehouseApi } from '../shared/ipc';
import { INVOKE_CHANNELS, methodNameFor, type PushChannel } from '../shared/ipc-channels';

/** The two ipcRenderer methods the bridge needs; a stand-in in tests. */
export interface RendererTransport {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  on(channel: PushChannel, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: PushChannel, listener: (event: unknown, payload: unknown) => void): unknown;
}

/**
 * Builds `window.gatehouse`: one method per contract channel and one listener per push channel.
 * No generic send/on passthrough, so a compromised page cannot reach channels outside the contract.
 */
export function buildGatehouseApi(transport: RendererTransport): GatehouseApi {
  const api: Record<string, unknown> = {};
  for (const channel of INVOKE_CHANNELS) {
    api[methodNameFor(channel)] = (request: unknown) => transport.invoke(channel, request ?? {});
  }
  const listen = (channel: PushChannel) => (listener: (payload: never) => void) => {
    const handler = (_event: unknown, payload: unknown) => listener(payload as never);
    transport.on(channel, handler);
    return () => {
      transport.removeListener(channel, handler);
    };
  };
  api.onCore = listen('push:core');
  api.onOpenApproval = listen('push:open-approval');
  return Object.freeze(api) as GatehouseApi;
}
