import type { z } from 'zod';
import { IPC_CONTRACT, type IpcError, type IpcRequest, type IpcResponse, type IpcResult } from '../../shared/ipc';
import { INVOKE_CHANNELS, type InvokeChannel } from '../../shared/ipc-channels';
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

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'request';
    return `${where}: ${issue.message}`;
  });
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
        return fail({ code: 'untrusted_sender', message: 'This request did not come from Gatehouse’s own window.' });
      }
      if (!isChannel(channel)) {
        return fail({ code: 'unknown_channel', message: `There is no request called "${channel}".` });
      }
      const parsed = IPC_CONTRACT[channel].request.safeParse(payload);
      if (!parsed.success) {
        const issues = describeIssues(parsed.error);
        return fail({ code: 'invalid_payload', message: `The request was not valid: ${issues.join('; ')}`, issues });
      }
      try {
        const handler = handlers[channel] as (request: unknown) => Promise<unknown> | unknown;
        const value = await handler(parsed.data);
        return { ok: true, value: value ?? null };
      } catch (error) {
        if (error instanceof CoreError) return fail({ code: error.code, message: error.message });
        console.error(`[ipc] ${channel} failed`, error);
        return fail({
          code: 'internal',
          message: 'Something went wrong inside Gatehouse. Nothing was lost; try again.',
        });
      }
    },
  };
}

function fail(error: IpcError): IpcResult<never> {
  return { ok: false, error };
}

export type { IpcRequest };
