import type Database from 'better-sqlite3';
import type { McpService } from '../mcp';
import { createMemoryNoteStore, createRuleStore, type EventStore } from '../store';
import type { Broadcaster } from './create-broadcaster';
import type { Lifecycle } from './create-lifecycle';
import { createListPushes } from './create-list-pushes';
import type { createHooksService } from './hooks-service';
import { loadLiveToolDefinition } from './load-live-tool-definition';
import { notifyAfter } from './notify-after';
import { createRulesService } from './rules-service';
import type { createMcpWiring } from './create-mcp-wiring';

/**
 * The lists main owns and every window shows (memory notes, saved rules, hooks, MCP servers), each
 * wrapped so a change the person or the model makes (a note the remember tool saved or one deleted; a
 * rule or hook saved, switched, removed, imported, trusted; a server saved, removed, trusted, signed
 * in or out, or its status changing) pushes that list whole. Nothing is pushed once the core closes.
 */
export function createOwnedLists(input: {
  db: Database.Database;
  store: EventStore;
  now: () => Date;
  hooksService: ReturnType<typeof createHooksService>;
  mcp: McpService;
  mcpControl: ReturnType<typeof createMcpWiring>['control'];
  broadcaster: Broadcaster;
  life: Pick<Lifecycle, 'closed'>;
}) {
  const { db, store, now, hooksService, mcp, mcpControl, broadcaster, life } = input;
  const notes = createMemoryNoteStore(db, now);
  // Saved rules: read fresh for every call judged, so a saved rule applies from the next one.
  const rulesService = createRulesService({
    rules: createRuleStore(db, now),
    events: store,
    now,
    workspaceOf: (id) => store.loadSession(id)?.workspace ?? null,
    liveToolDefinition: (tool) => loadLiveToolDefinition(mcp.manager, tool),
  });
  const lists = createListPushes(broadcaster, () => life.closed, {
    servers: mcpControl.view,
    notes: notes.listNotes,
    rules: rulesService.list,
    hooks: hooksService.list,
  });
  mcp.onServersChanged(lists.servers);
  return {
    lists,
    memory: notifyAfter(notes, ['saveNote', 'deleteNote'], lists.notes),
    rules: notifyAfter(rulesService, ['save', 'setEnabled', 'remove', 'importFile'], lists.rules),
    hooks: notifyAfter(hooksService, ['save', 'remove', 'importSettings', 'trustFolder', 'untrustFolder'], lists.hooks),
    mcpControl: notifyAfter(
      mcpControl,
      ['save', 'remove', 'setTrust', 'importJson', 'signIn', 'signOut'],
      lists.servers,
    ),
  };
}
