import type { CorePush, IpcRequest, McpServersView, MemoryNoteView } from '../../src/shared/ipc';
import type { InvokeChannel } from '../../src/shared/ipc-channels';
import type { HookView } from '../../src/shared/hooks';
import type { McpPromptView } from '../../src/shared/mcp-prompts';
import type { RuleView } from '../../src/shared/rules';
import type { ClientResult, GatehouseClient } from '../../src/renderer/src/ipc/client';

/**
 * A GatehouseClient stand-in for the lists main owns: answers each request from `answer` (a refusal
 * when it has none), records every channel asked, and sends pushes as main would on 'push:core'.
 */
export function createListsStandIn(
  answer: (channel: InvokeChannel, request: unknown) => ClientResult<unknown> | undefined,
) {
  const asked: InvokeChannel[] = [];
  const listeners = new Set<(push: CorePush) => void>();
  const client: GatehouseClient = {
    async call<C extends InvokeChannel>(channel: C, request: IpcRequest<C>) {
      asked.push(channel);
      const answered = answer(channel, request) ?? refusal(`nothing answers ${channel}`);
      return answered as never;
    },
    onCore(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOpenApproval: () => () => undefined,
  };
  return {
    client,
    asked,
    count: (channel: InvokeChannel) => asked.filter((c) => c === channel).length,
    push: (push: CorePush) => {
      for (const listener of listeners) listener(push);
    },
  };
}

export const accepted = <T>(value: T): ClientResult<T> => ({ ok: true, value });

export function refusal(message: string): ClientResult<never> {
  return { ok: false, error: { code: 'not_found', title: 'That item no longer exists.', message } };
}

/** MCP servers as main lists them: no server configured, one instance per state given. */
export function mcpView(
  ...states: Array<{ name: string; status: McpServersView['states'][number]['status'] }>
): McpServersView {
  return { servers: [], states: states.map((s) => ({ ...s, workspace: null, toolCount: 0, restarts: 0 })) };
}

export const note = (id: number, text: string): MemoryNoteView => ({
  id,
  workspace: '/ws',
  text,
  createdAt: '2026-01-01T00:00:00.000Z',
});

// Only the id of a rule, a hook or a server's question matters to these lists (they are replaced whole, never read into).
export const rule = (id: string): RuleView => ({ id }) as unknown as RuleView;
export const hook = (id: string): HookView => ({ id }) as unknown as HookView;
export const prompt = (id: string): McpPromptView => ({ id }) as unknown as McpPromptView;
