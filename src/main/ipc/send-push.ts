import type { CorePush, OpenApprovalPush } from '../../shared/ipc';
import type { PushChannel } from '../../shared/ipc-channels';

/** What each push channel carries: the counterpart of the request contract, for main → window. */
export interface PushPayloads {
  'push:core': CorePush;
  'push:open-approval': OpenApprovalPush;
}

/** The one member of webContents a push needs (a stand-in in tests). */
export interface PushTarget {
  send(channel: string, payload: unknown): void;
}

/**
 * Sends one push to a window, typed by its channel, so a payload that does not match its channel
 * does not compile. The only place the main process names a push channel.
 */
export function sendPush<C extends PushChannel>(target: PushTarget, channel: C, payload: PushPayloads[C]): void {
  target.send(channel, payload);
}
