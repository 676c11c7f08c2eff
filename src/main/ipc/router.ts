import type { z } from 'zod';
import { IPC_CONTRACT, type IpcError, type IpcRequest, type IpcResponse, type IpcResult } from '../../shared/ipc';
import { INVOKE_CHANNELS, type InvokeChannel } from '../../shared/ipc-channels';
import { deriveCheck, describeFields, say } from '../../shared/main-messages';
import { CoreError } from '../core/types';

/** The service behind each channel; receives the parsed (trusted-shape) request. */
export type IpcHandlers = {
  [C in InvokeChannel]: (
    request: z.infer<(typeof IPC_CONTRACT)[C]['request']>,
  ) => Promise<IpcResponse<C>> | IpcResponse<C>;
};

/** Who sent a request: the frame's URL, checked against the app's own origin. */
export interface IpcSender {
  url: string;
}

export interface IpcRouter {
  /**
   * Takes the channel and payload exactly as a window sent them (a string, since the sender is
   * untrusted: an unknown channel is the error `unknown_channel`). Never throws: every failure
   * becomes a typed `{ ok: false, error }`.
   */
  dispatch(channel: string, payload: unknown, sender: IpcSender): Promise<IpcResult<unknown>>;
}

function isChannel(channel: string): channel is InvokeChannel {
  return (INVOKE_CHANNELS as readonly string[]).includes(channel);
}

/**
 * The one place requests from windows enter the main process: it checks the sender frame, parses
 * the payload with the contract's zod schema (the renderer is untrusted), calls the handler and
 * wraps the outcome. Electron's ipcMain and the browser-test transport both call `dispatch`.
 */
export function createIpcRouter(handlers: IpcHandlers, isTrustedSender: (sender: IpcSender) => boolean): IpcRouter {
  return {
    async dispatch(channel, payload, sender) {
      if (!isTrustedSender(sender)) {
        return fail({ code: 'untrusted_sender', text: say('ipc.untrustedSender') });
      }
      if (!isChannel(channel)) {
        return fail({ code: 'unknown_channel', text: say('ipc.unknownChannel', { channel: channel.slice(0, 200) }) });
      }
      const parsed = IPC_CONTRACT[channel].request.safeParse(payload);
      if (!parsed.success) {
        return fail({
          code: 'invalid_payload',
          text: say('ipc.invalidPayload', { fields: describeFields(parsed.error), check: deriveCheck(parsed.error) }),
        });
      }
      try {
        const handler = handlers[channel] as (request: unknown) => Promise<unknown> | unknown;
        const value = await handler(parsed.data);
        return { ok: true, value: value ?? null };
      } catch (error) {
        if (error instanceof CoreError) return fail({ code: error.code, text: error.text });
        console.error(`[ipc] ${channel} failed`, error);
        return fail({ code: 'internal', text: say('ipc.internal') });
      }
    },
  };
}

function fail(error: IpcError): IpcResult<never> {
  return { ok: false, error };
}

export type { IpcRequest };
