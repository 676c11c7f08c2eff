import type { IpcRequest, IpcResponse, McpServersView, MemoryNoteView } from '../../../shared/ipc';
import type { HookView } from '../../../shared/hooks';
import type { McpPromptView } from '../../../shared/mcp-prompts';
import type { RuleView } from '../../../shared/rules';
import { messageOf, type ClientResult, type GatehouseClient } from '../ipc/client';
import type { MainListChange, MainListName } from './main-lists';
import type { AppStore } from './store';

/** The MCP changes main answers with the whole servers view. */
export type McpServersChange = 'mcp:save' | 'mcp:remove' | 'mcp:set-trust' | 'mcp:sign-in' | 'mcp:sign-out';
/** The rules changes; main answers with the rule (or the import's count), not the list. */
export type RulesChange = 'rules:save' | 'rules:set-enabled' | 'rules:delete' | 'rules:import';
/** The hooks changes; main answers with the hook (or the import's result), not the list. */
export type HooksChange = 'hooks:save' | 'hooks:remove' | 'hooks:import';

/**
 * The window's requests for the lists main owns. Each answer is kept in the store (main-lists.ts),
 * where pushes keep it current after that; screens read the lists with selectors, never from an
 * answer of their own. Nothing here asks on a timer: a load is a screen opening or a person's change.
 * Every method resolves with main's answer to the request (a refusal included); none throws.
 */
export interface MainListRequests {
  /** The four lists, asked for once (Settings opening). */
  loadAll(): Promise<void>;
  loadMcpServers(): Promise<ClientResult<McpServersView>>;
  loadRules(): Promise<ClientResult<RuleView[]>>;
  loadHooks(): Promise<ClientResult<HookView[]>>;
  loadNotes(): Promise<ClientResult<MemoryNoteView[]>>;
  /** The MCP servers' questions waiting for the person (the window opening). */
  loadMcpPrompts(): Promise<ClientResult<McpPromptView[]>>;
  /** An MCP change; its answer, the whole view, is kept. */
  runMcpChange<C extends McpServersChange>(channel: C, request: IpcRequest<C>): Promise<ClientResult<McpServersView>>;
  /** An import of `mcpServers` JSON; the view in its answer is kept. */
  runMcpImport(text: string): Promise<ClientResult<IpcResponse<'mcp:import'>>>;
  /** A rules change, then the rules listed again (refused or not: main's list is what shows). */
  runRulesChange<C extends RulesChange>(channel: C, request: IpcRequest<C>): Promise<ClientResult<IpcResponse<C>>>;
  /** A hooks change, then the hooks listed again (refused or not). */
  runHooksChange<C extends HooksChange>(channel: C, request: IpcRequest<C>): Promise<ClientResult<IpcResponse<C>>>;
  /** Deletes a note, then the notes listed again (a refusal for a note already gone drops it too); a refusal is also a notice. */
  runNoteDelete(id: number): Promise<ClientResult<IpcResponse<'notes:delete'>>>;
}

export function createMainListRequests(client: GatehouseClient, store: AppStore): MainListRequests {
  const keep = (change: MainListChange) => store.dispatch({ type: 'list_answered', change });
  const refused = (list: MainListName, result: ClientResult<unknown>) =>
    store.dispatch({ type: 'list_refused', list, message: messageOf(result) });
  // The notes section has no line of its own for a refusal: it is said as a notice, as the window's other refusals are.
  const notice = (result: ClientResult<unknown>) => {
    if (!result.ok)
      store.dispatch({ type: 'notice_added', tone: 'error', title: result.error.title, message: result.error.message });
  };

  const requests: MainListRequests = {
    async loadAll() {
      await Promise.all([requests.loadMcpServers(), requests.loadRules(), requests.loadHooks(), requests.loadNotes()]);
    },
    async loadMcpServers() {
      const result = await client.call('mcp:list', {});
      if (result.ok) keep({ type: 'mcp_servers_changed', servers: result.value });
      else refused('mcpServers', result);
      return result;
    },
    async loadRules() {
      const result = await client.call('rules:list', {});
      if (result.ok) keep({ type: 'rules_changed', rules: result.value });
      else refused('rules', result);
      return result;
    },
    async loadHooks() {
      const result = await client.call('hooks:list', {});
      if (result.ok) keep({ type: 'hooks_changed', hooks: result.value });
      else refused('hooks', result);
      return result;
    },
    async loadNotes() {
      const result = await client.call('notes:list', {});
      if (result.ok) keep({ type: 'notes_changed', notes: result.value });
      else {
        refused('notes', result);
        notice(result);
      }
      return result;
    },
    async loadMcpPrompts() {
      const result = await client.call('mcp:prompts', {});
      if (result.ok) keep({ type: 'mcp_prompts', prompts: result.value });
      else refused('mcpPrompts', result);
      return result;
    },
    async runMcpChange(channel, request) {
      const result = (await client.call(channel, request)) as ClientResult<McpServersView>;
      if (result.ok) keep({ type: 'mcp_servers_changed', servers: result.value });
      return result;
    },
    async runMcpImport(text) {
      const result = await client.call('mcp:import', { text });
      if (result.ok) keep({ type: 'mcp_servers_changed', servers: result.value.view });
      return result;
    },
    async runRulesChange(channel, request) {
      const result = await client.call(channel, request);
      await requests.loadRules();
      return result;
    },
    async runHooksChange(channel, request) {
      const result = await client.call(channel, request);
      await requests.loadHooks();
      return result;
    },
    async runNoteDelete(id) {
      const result = await client.call('notes:delete', { id });
      notice(result);
      await requests.loadNotes();
      return result;
    },
  };
  return requests;
}
