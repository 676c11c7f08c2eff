import { rm } from 'node:fs/promises';
import { createRetitler, runRecoverInterrupted } from '../agent';
import { deriveNpmHome } from '../mcp';
import { createDeciders } from './create-deciders';
import { createLifecycle } from './create-lifecycle';
import { createLoopWiring } from './create-loop-wiring';
import { createMcpWiring } from './create-mcp-wiring';
import { createOwnedLists } from './create-owned-lists';
import { createRandomIds } from './default-ids';
import { createDefaultToolRegistry } from './default-tools';
import { openFoundation } from './open-foundation';
import { assembleCore } from './assemble-core';
import { createSettingsStore } from '../store';
import type { CoreOptions, GatehouseCore } from './types';
import type { CoreDeps } from './core-deps';

export type { CoreDeps };

/**
 * The main-process core, wired in dependency order: each owner of live work or data is added to the
 * lifecycle as it is built, so `close` and `deleteEverything` stop the last built first (the
 * retitler, the reviewer, the runs, the MCP servers, the windows, the sandbox, the database).
 * Opens (and migrates) the database and marks runs the last process left streaming or executing as
 * interrupted. Throws when the database cannot be opened.
 */
export async function createCore(options: CoreOptions, deps: CoreDeps = {}): Promise<GatehouseCore> {
  const now = deps.now ?? options.now ?? (() => new Date());
  const ids = deps.ids ?? createRandomIds();
  const life = createLifecycle();
  // Wiped last: the npm cache of `npx` servers (what the person allowed fetched), once they are all stopped.
  life.add('npm-cache', { wipe: () => rm(deriveNpmHome(options.dataDir).folder, { recursive: true, force: true }) });
  const foundation = await openFoundation(options, deps, life, now);
  const { db, store, commandSandbox, settings, broadcaster, hooksService } = foundation;
  const { emit } = broadcaster;
  const {
    mcp,
    control: mcpControl,
    loadCacheReads,
    exportServers,
  } = createMcpWiring({
    given: deps.mcp,
    settingsStore: createSettingsStore(db),
    secrets: options.secrets,
    dataDir: options.dataDir,
    npmRegistry: options.npmRegistry,
    openExternal: options.openExternal,
    allowCaches: () => settings.commandCacheReads(),
    life,
    broadcaster,
  });
  const {
    lists,
    memory,
    rules,
    hooks,
    mcpControl: mcpFace,
  } = createOwnedLists({ db, store, now, hooksService, mcp, mcpControl, broadcaster, life });
  const tools =
    deps.tools ??
    createDefaultToolRegistry(
      { loadSandbox: async () => commandSandbox, dataDir: options.dataDir, loadCacheReads },
      mcp.tools,
    );
  const wiring = createLoopWiring({
    db,
    store,
    tools,
    memory,
    rules,
    settings,
    broadcaster,
    ids,
    now,
    deps,
    defaultHooks: hooksService.judge,
  });
  const { models, loopDeps } = wiring;
  const { runs, reviewer } = createDeciders({
    store,
    emit,
    settings,
    models,
    life,
    loadLoopDeps: loopDeps,
    ...(deps.onApprovalOpened !== undefined ? { onApprovalOpened: deps.onApprovalOpened } : {}),
  });
  if (deps.titleWithModel === true) {
    const retitler = createRetitler({ store, emit, loadModel: models.loadModel });
    broadcaster.subscribe((e) => e.type === 'event' && retitler.observe(e.event));
    life.add('retitler', { stop: () => retitler.close() });
  }
  // Start-up recovery: nothing from the previous process is still running; a review it did not
  // finish runs again, and commits only if the sheet is still undecided.
  for (const s of store.listSessions())
    if (s.runState === 'streaming' || s.runState === 'executing') runRecoverInterrupted({ store, emit }, s.id);
  reviewer.resumePending();
  return assembleCore({
    options,
    now,
    ids,
    life,
    foundation,
    mcp: { service: mcp, face: mcpFace, exportServers },
    owned: { lists, memory, rules, hooks },
    tools,
    wiring,
    runs,
  });
}
