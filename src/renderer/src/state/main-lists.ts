import type { CorePush, McpServersView, MemoryNoteView } from '../../../shared/ipc';
import type { HookView } from '../../../shared/hooks';
import type { McpPromptView } from '../../../shared/mcp-prompts';
import type { RuleView } from '../../../shared/rules';
import type { AppState } from './app-state';

/**
 * The lists the main process owns (MCP servers, saved rules, hooks, `remember` notes, the MCP
 * servers' questions waiting for the person), as main last sent them. Each is replaced whole, by a
 * push on 'push:core' or by main's answer to a request the window made; the window never edits one.
 */

/** One list as the window holds it: null until main has sent it; the words of main's last refusal to list it. */
export interface KeptList<T> {
  value: T | null;
  loadError: string | null;
}

export interface MainLists {
  mcpServers: KeptList<McpServersView>;
  rules: KeptList<RuleView[]>;
  hooks: KeptList<HookView[]>;
  notes: KeptList<MemoryNoteView[]>;
  mcpPrompts: KeptList<McpPromptView[]>;
}

export type MainListName = keyof MainLists;

/** A whole list from main: a push, or the same shape built from main's answer to a request. */
export type MainListChange = Extract<
  CorePush,
  { type: 'mcp_servers_changed' | 'rules_changed' | 'hooks_changed' | 'notes_changed' | 'mcp_prompts' }
>;

const empty = { value: null, loadError: null };

export const initialMainLists: MainLists = {
  mcpServers: empty,
  rules: empty,
  hooks: empty,
  notes: empty,
  mcpPrompts: empty,
};

/** Replaces the one list the change carries; the others stay identical (pure). */
export function applyMainListChange(lists: MainLists, change: MainListChange): MainLists {
  switch (change.type) {
    case 'mcp_servers_changed':
      return { ...lists, mcpServers: { value: change.servers, loadError: null } };
    case 'rules_changed':
      return { ...lists, rules: { value: change.rules, loadError: null } };
    case 'hooks_changed':
      return { ...lists, hooks: { value: change.hooks, loadError: null } };
    case 'notes_changed':
      return { ...lists, notes: { value: change.notes, loadError: null } };
    case 'mcp_prompts':
      return { ...lists, mcpPrompts: { value: change.prompts, loadError: null } };
  }
}

/** Main refused to list one: its words are kept beside what was listed before, if anything (pure). */
export function applyMainListRefused(lists: MainLists, list: MainListName, message: string): MainLists {
  return { ...lists, [list]: { ...lists[list], loadError: message } };
}

// Selectors for useAppSelector: each returns the kept list itself, so a change to another list
// (or to the conversation) does not wake the screens that show this one.
export const selectMcpServers = (state: AppState): KeptList<McpServersView> => state.lists.mcpServers;
export const selectRules = (state: AppState): KeptList<RuleView[]> => state.lists.rules;
export const selectHooks = (state: AppState): KeptList<HookView[]> => state.lists.hooks;
export const selectNotes = (state: AppState): KeptList<MemoryNoteView[]> => state.lists.notes;
export const selectMcpPrompts = (state: AppState): KeptList<McpPromptView[]> => state.lists.mcpPrompts;
