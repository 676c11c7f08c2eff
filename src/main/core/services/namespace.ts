import type { z } from 'zod';
import type { IPC_CONTRACT, IpcResponse } from '../../../shared/ipc';
import type { InvokeChannel } from '../../../shared/ipc-channels';

type NamespaceOf<C extends string> = C extends `${infer N}:${string}` ? N : never;

/** The contract's namespaces: the part of each channel name before the colon ('session', 'mcp', …). */
export type IpcNamespace = NamespaceOf<InvokeChannel>;

/** One channel's handler: the parsed request in, the contract's response out. */
export type ChannelHandler<C extends InvokeChannel> = (
  request: z.infer<(typeof IPC_CONTRACT)[C]['request']>,
) => Promise<IpcResponse<C>> | IpcResponse<C>;

/** A namespace's service: one handler per channel with its prefix, so a missing one does not compile. */
export type NamespaceService<N extends IpcNamespace> = {
  [C in InvokeChannel as NamespaceOf<C> extends N ? C : never]: ChannelHandler<C>;
};

/** Every namespace's service, by namespace. */
export type CoreServices = { [N in IpcNamespace]: NamespaceService<N> };
