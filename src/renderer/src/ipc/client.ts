import type {
  CorePush,
  GatehouseApi,
  IpcError,
  IpcErrorCode,
  IpcRequest,
  IpcResponse,
  IpcResult,
  OpenApprovalPush,
} from '../../../shared/ipc';
import { methodNameFor, type InvokeChannel } from '../../../shared/ipc-channels';
import { t, type MessageKey } from '../i18n';
import { wordMain } from '../i18n/main/word-main';
import type { MainMessage } from '../../../shared/main-messages';
import type { EarlyRequests } from './early-requests';

/** An IPC failure in words a person can read: a short title and the main process's message, worded here. */
export interface DisplayError {
  code: IpcErrorCode | 'transport';
  title: string;
  message: string;
  /** Main's message itself, when main sent one (not for a transport failure). */
  text?: MainMessage;
}

export type ClientResult<T> = { ok: true; value: T } | { ok: false; error: DisplayError };

/** The renderer's typed view of window.gatehouse: one call per channel, never throws. */
export interface GatehouseClient {
  call<C extends InvokeChannel>(channel: C, request: IpcRequest<C>): Promise<ClientResult<IpcResponse<C>>>;
  onCore(listener: (push: CorePush) => void): () => void;
  onOpenApproval(listener: (push: OpenApprovalPush) => void): () => void;
}

/** A refused result's words for a form's error line; '' when it succeeded (pure). */
export function messageOf<T>(result: ClientResult<T>): string {
  return result.ok ? '' : result.error.message;
}

type AnyMethod = (request: unknown) => Promise<IpcResult<unknown>>;

/** Turns the main process's typed error into a DisplayError (pure). */
export function deriveDisplayError(error: IpcError): DisplayError {
  // Typed, not cast: a new IpcErrorCode without a message in the catalogue fails to compile.
  const titleKey: MessageKey = `ipc.${error.code}`;
  return { code: error.code, title: t(titleKey), message: wordMain(error.text), text: error.text };
}

function transportError(cause: unknown): DisplayError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return { code: 'transport', title: t('ipc.transport'), message };
}

/**
 * Wraps the preload's API (or the browser-test stand-in). Every outcome, including a rejected
 * promise or a missing bridge, comes back as a ClientResult so screens only render it. `early`:
 * what the window asked as it started (./early-requests.ts), answered to the first same call.
 */
export function createGatehouseClient(
  api: GatehouseApi | undefined,
  early: EarlyRequests | null = null,
): GatehouseClient {
  const methods = api as unknown as Record<string, AnyMethod | undefined> | undefined;
  return {
    async call(channel, request) {
      const method = methods?.[methodNameFor(channel)];
      if (!method) return { ok: false, error: transportError(t('app.bridgeMissing')) };
      try {
        const asked = early?.take(channel, request) as ReturnType<AnyMethod> | null | undefined;
        const result = await (asked ?? method(request));
        if (result.ok) return { ok: true, value: result.value as IpcResponse<typeof channel> };
        return { ok: false, error: deriveDisplayError(result.error) };
      } catch (cause) {
        return { ok: false, error: transportError(cause) };
      }
    },
    onCore(listener) {
      if (early) return early.takePushes(listener);
      return api ? api.onCore(listener) : () => undefined;
    },
    onOpenApproval(listener) {
      return api ? api.onOpenApproval(listener) : () => undefined;
    },
  };
}
