import { createCommandSandbox, type CommandSandbox } from '../sandbox';
import {
  createEventStore,
  createHookStore,
  createSettingsStore,
  openDatabase,
  runWipeDatabase,
  type EventStore,
} from '../store';
import type Database from 'better-sqlite3';
import { createBroadcaster, type Broadcaster } from './create-broadcaster';
import type { Lifecycle } from './create-lifecycle';
import type { CoreDeps } from './core-deps';
import { createHooksService } from './hooks-service';
import { deriveSandboxFact } from './sandbox-fact';
import { createSessionViews, type SessionViews } from './session-views';
import { createSettingsService, type SettingsService } from './settings-service';
import { createWindowTexts, type WindowTexts } from './window-texts';
import type { CoreOptions } from './types';

/** What everything else in the core stands on: the database, the log, the sandbox, settings, the windows, the hooks. */
export interface Foundation {
  db: Database.Database;
  store: EventStore;
  commandSandbox: CommandSandbox;
  settings: SettingsService;
  views: SessionViews;
  broadcaster: Broadcaster;
  /** The window's copy of the log: large texts held back, read on demand. */
  windowTexts: WindowTexts;
  hooksService: ReturnType<typeof createHooksService>;
}

/**
 * Opens (and migrates) the database, probes the command sandbox once, and builds settings, the
 * session views, the broadcaster and the hooks service, each added to `life` as it is built.
 * Throws when the database cannot be opened.
 */
export async function openFoundation(
  options: CoreOptions,
  deps: CoreDeps,
  life: Lifecycle,
  now: () => Date,
): Promise<Foundation> {
  const db = openDatabase({
    dataDir: options.dataDir,
    ...(options.nativeBinding !== undefined ? { nativeBinding: options.nativeBinding } : {}),
  });
  life.add('database', { stop: () => void db.close(), wipe: () => runWipeDatabase(db) });
  const store = createEventStore(db, now);
  // The sandbox is probed once, at start-up (one sandboxed `true`); settings and every command sheet say what it found.
  const commandSandbox = deps.commandSandbox ?? (await createCommandSandbox({ dataDir: options.dataDir }));
  life.add('sandbox', { stop: () => commandSandbox.close() });
  const sandboxFact = deriveSandboxFact(commandSandbox.status);
  const settings = createSettingsService(createSettingsStore(db), options.secrets, options.dataDir, () => sandboxFact);
  const views = createSessionViews({ store, defaultApprovalMode: () => settings.defaultApprovalMode() });
  const windowTexts = createWindowTexts(store);
  const broadcaster = createBroadcaster(views, windowTexts.event);
  life.add('windows', { stop: () => broadcaster.clear() });
  // The hooks' log folders and the transcripts they read are wiped once nothing runs a hook.
  const hooksService = createHooksService({
    store: createHookStore(db, now),
    dataDir: options.dataDir,
    // A compacted conversation's transcript needs only what its latest compaction did not summarise.
    loadHistoryEvents: (id) => store.loadEventsAfter(id, store.loadCompactedThrough(id)),
    sandboxStatus: () => commandSandbox.status,
  });
  life.add('hook-files', { wipe: () => hooksService.wipeFiles() });
  return { db, store, commandSandbox, settings, views, broadcaster, windowTexts, hooksService };
}
