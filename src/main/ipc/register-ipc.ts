import { INVOKE_CHANNELS, type InvokeChannel } from '../../shared/ipc-channels';
import type { IpcRouter } from './router';

/** The member of Electron's ipcMain this needs; a stand-in in tests. */
export interface IpcMainLike {
  handle(
    channel: InvokeChannel,
    listener: (event: { senderFrame?: { url: string } | null }, payload: unknown) => Promise<unknown>,
  ): void;
}

/**
 * The only place raw ipcMain is used: every contract channel is handled by the router, which checks
 * the sender frame and validates the payload. A request from a destroyed frame has no URL and is refused.
 * Electron is loaded lazily so the router and handlers also run in plain Node (browser tests).
 */
export async function registerIpc(router: IpcRouter, ipcMain?: IpcMainLike): Promise<void> {
  const target: IpcMainLike = ipcMain ?? (await import('electron')).ipcMain;
  for (const channel of INVOKE_CHANNELS) {
    target.handle(channel, (event, payload) =>
      router.dispatch(channel, payload, { url: event.senderFrame?.url ?? '' }),
    );
  }
}
