import { rm } from 'node:fs/promises';
import { createHookAnswerMemory, createRetitler, runRecoverInterrupted, type HookJudge, type LoopDeps } from '../agent';
import { createAnthropicModelClient } from '../model';
import { deriveNpmHome } from '../mcp';
import { createCommandSandbox } from '../sandbox';
import {
  createCheckpointStore,
  createDraftStore,
  createEventStore,
  createHookStore,
  createSettingsStore,
  openDatabase,
  runWipeDatabase,
} from '../store';
import { createCheckpointKeeper } from './checkpoint-keeper';
import { runModelCheck } from './check-model';
import { buildWorkspaceCheck } from './check-workspace';
import { createBroadcaster } from './create-broadcaster';
import { createDeciders } from './create-deciders';
import { createLifecycle } from './create-lifecycle';
import { createMcpWiring } from './create-mcp-wiring';
import { createOwnedLists } from './create-owned-lists';
import { createRandomIds } from './default-ids';
import { createDefaultToolRegistry } from './default-tools';
import { createDraftsService } from './drafts-service';
import { createHooksService } from './hooks-service';
import { createModelAccess } from './model-access';
import { createRunCommands } from './run-commands';
import { deriveSandboxFact } from './sandbox-fact';
import { createSessionCommands } from './session-commands';
import { createSessionGuards } from './session-guards';
import { createSessionViews } from './session-views';
import { createSettingsService } from './settings-service';
import type { CoreOptions, GatehouseCore } from './types';
import { createUndoService } from './undo-service';
import { createUndoAndNotesCommands } from './undo-and-notes-commands';
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
  const broadcaster = createBroadcaster(views);
  life.add('windows', { stop: () => broadcaster.clear() });
  const { emit } = broadcaster;
  // The hooks' log folders and the transcripts they read are wiped once nothing runs a hook.
  const hooksService = createHooksService({
    store: createHookStore(db, now),
    dataDir: options.dataDir,
    loadEvents: (id) => store.loadEvents(id),
    sandboxStatus: () => commandSandbox.status,
  });
  life.add('hook-files', { wipe: () => hooksService.wipeFiles() });
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
  const modelFactory = deps.model ?? createAnthropicModelClient;
  const models = createModelAccess(modelFactory, settings, deps.idleTimeoutMs);
  // Hooks: the configured hooks (tests may script the answers), asked once per distinct input of a call.
  const hookJudge: HookJudge = createHookAnswerMemory(deps.hooks ?? hooksService.judge);
  const checkpoints = createCheckpointStore(db, store, now);
  const loadLimitBytes = () => settings.checkpointLimitMb() * 1024 * 1024;
  const loopDeps = (): LoopDeps => ({
    store,
    tools,
    memory,
    now,
    ids,
    emit,
    loadModel: models.loadModel,
    contextWindow: settings.contextWindow(),
    maxTokens: deps.maxTokens ?? 8192,
    checkpoints: createCheckpointKeeper(checkpoints, loadLimitBytes, now),
    rules,
    hooks: hookJudge,
    approvalStaleMs: settings.approvalStaleHours() * 3_600_000,
  });
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
  const guards = createSessionGuards({ store, isBusy: (id) => runs.isBusy(id), isClosed: () => life.closed });
  const undo = createUndoService({
    store,
    checkpoints,
    emit,
    now,
    loadLimitBytes,
    requireSession: guards.requireSession,
    requireIdle: guards.requireIdle,
  });
  const runCommands = createRunCommands({
    runs,
    store,
    emit,
    guards,
    settings,
    mcp,
    ids,
    loadLoopDeps: loopDeps,
    requireModel: models.requireModel,
  });
  return {
    ...createSessionCommands({
      store,
      emit,
      settings,
      views,
      guards,
      loop: { tools, memory },
      dataDir: options.dataDir,
      now,
      newId: (p) => ids.newId(p),
      isBusy: (id) => runs.isBusy(id),
      onDeleted: (sessionId) => {
        void hooksService.forgetSession(sessionId).catch(() => undefined);
        broadcaster.pushLists();
      },
    }),
    ...runCommands,
    ...createUndoAndNotesCommands({ undo, checkpoints, memory, guards }),
    // Everything running is stopped first: a run left going would write to the log after the wipe.
    async deleteEverything() {
      await life.wipe();
      lists.all();
    },
    mcp: mcpFace,
    exportMcpServers: exportServers,
    rules,
    hooks,
    drafts: createDraftsService({
      drafts: createDraftStore(db),
      loadPending: (id) => store.loadPendingApprovalById(id),
      push: (e) => broadcaster.push(e),
      submit: (input) => runCommands.submitDecisions(input),
    }),
    getSettings: () => settings.getPublic(),
    updateSettings: (patch) => settings.update(patch),
    checkWorkspace: (path) => buildWorkspaceCheck(path, options.dataDir),
    checkModel: () => runModelCheck(settings.buildModelSettings(), modelFactory),
    subscribe: (listener) => broadcaster.subscribe(listener),
    close: () => life.close(),
  };
}
