import type { CorePush, GatehouseApi } from '../../../shared/ipc';
import { methodNameFor, type InvokeChannel } from '../../../shared/ipc-channels';

/** Where a window keeps the conversation it has open, to open it again next time. */
export const OPEN_SESSION_KEY = 'gatehouse.openSession';

/**
 * What a window asks main for the moment it starts, before the app's own code is read (src/renderer/src/main.tsx
 * runs this, then fetches the app): main's answers travel while that code is parsed. The client
 * (./client.ts) hands each answer to the first call of the same channel and request, once, and the
 * pushes main sent meanwhile to its first push listener, so nothing main said is lost.
 */
export interface EarlyRequests {
  /** The answer already asked for `channel` with `request` (compared as JSON), taken once; else null. */
  take(channel: InvokeChannel, request: unknown): Promise<unknown> | null;
  /**
   * Subscribes `listener` to main's pushes: the ones kept since the start first (to every listener
   * subscribed in the same turn as the first), then the rest as they come.
   */
  takePushes(listener: (push: CorePush) => void): () => void;
}

function readStoredSession(storage: () => Pick<Storage, 'getItem'>): string | null {
  try {
    return storage().getItem(OPEN_SESSION_KEY);
  } catch {
    return null;
  }
}

/**
 * Asks main for the bootstrap and, when the window had one open, that conversation's latest page,
 * keeping the pushes from now on. Null without a bridge (the client then says the bridge is missing).
 */
export function startEarlyRequests(
  api: GatehouseApi | undefined,
  storage: () => Pick<Storage, 'getItem'>,
): EarlyRequests | null {
  if (!api) return null;
  // One subscription from now on: pushes are kept until the first listener comes, then handed to
  // every listener subscribed in that same turn (the controller subscribes its three together).
  const kept: CorePush[] = [];
  const listeners = new Set<(push: CorePush) => void>();
  let delivering = false;
  api.onCore((push) => {
    if (!delivering) kept.push(push);
    else for (const listener of listeners) listener(push);
  });
  let handing = false;
  const methods = api as unknown as Record<string, ((request: unknown) => Promise<unknown>) | undefined>;
  const asked = new Map<string, Promise<unknown>>();
  const ask = (channel: InvokeChannel, request: unknown) => {
    const method = methods[methodNameFor(channel)];
    if (!method) return;
    // Caught here as well: a rejection nobody has taken yet is not an unhandled one. The client
    // still sees the rejection (it awaits the same promise).
    let answer: Promise<unknown>;
    try {
      answer = method(request);
    } catch (cause) {
      answer = Promise.reject(cause instanceof Error ? cause : new Error(String(cause)));
    }
    answer.catch(() => undefined);
    asked.set(`${channel} ${JSON.stringify(request)}`, answer);
  };
  const remembered = readStoredSession(storage);
  if (remembered !== null) ask('session:load', { sessionId: remembered });
  ask('app:bootstrap', {});
  return {
    take(channel, request) {
      const key = `${channel} ${JSON.stringify(request)}`;
      const answer = asked.get(key) ?? null;
      asked.delete(key);
      return answer;
    },
    takePushes(listener) {
      listeners.add(listener);
      if (!handing) {
        handing = true;
        queueMicrotask(() => {
          delivering = true;
          for (const push of kept.splice(0)) for (const each of listeners) each(push);
        });
      }
      return () => listeners.delete(listener);
    },
  };
}
