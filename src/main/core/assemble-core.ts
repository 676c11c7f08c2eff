import type { IdSource, RunSupervisor } from '../agent';
import type { McpService } from '../mcp';
import { createDraftStore } from '../store';
import type { ToolRegistry } from '../tools/types';
import { runModelCheck } from './check-model';
import { buildWorkspaceCheck } from './check-workspace';
import type { Lifecycle } from './create-lifecycle';
import type { LoopWiring } from './create-loop-wiring';
import type { createOwnedLists } from './create-owned-lists';
import { createDraftsService } from './drafts-service';
import type { Foundation } from './open-foundation';
import { createRunCommands } from './run-commands';
import { createSessionCommands } from './session-commands';
import { createSessionGuards } from './session-guards';
import type { CoreOptions, GatehouseCore } from './types';
import { createUndoAndNotesCommands } from './undo-and-notes-commands';
import { createUndoService } from './undo-service';

/** The parts create-core.ts built, in its order, that the core's commands are made of. */
export interface CoreParts {
  options: CoreOptions;
  now: () => Date;
  ids: IdSource;
  life: Lifecycle;
  foundation: Foundation;
  mcp: { service: McpService; face: GatehouseCore['mcp']; exportServers: GatehouseCore['exportMcpServers'] };
  owned: Pick<ReturnType<typeof createOwnedLists>, 'lists' | 'memory' | 'rules' | 'hooks'>;
  tools: ToolRegistry;
  wiring: LoopWiring;
  runs: RunSupervisor;
}

/**
 * The core as the IPC router and the app see it: the session and run commands, undo and notes,
 * drafts, settings, the owned lists, and the two walks of the lifecycle (Delete everything stops
 * everything running first: a run left going would write to the log after the wipe).
 */
export function assembleCore(parts: CoreParts): GatehouseCore {
  const { options, now, ids, life, runs, tools } = parts;
  const { db, store, settings, views, broadcaster, hooksService } = parts.foundation;
  const { emit } = broadcaster;
  const { lists, memory, rules, hooks } = parts.owned;
  const { modelFactory, models, checkpoints, loadLimitBytes, loopDeps } = parts.wiring;
  const mcp = parts.mcp.service;
  const mcpFace = parts.mcp.face;
  const exportServers = parts.mcp.exportServers;
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
        runs.forget(sessionId);
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
      windowCall: (sessionId, call) => parts.foundation.windowTexts.call(sessionId, call),
    }),
    getSettings: () => settings.getPublic(),
    updateSettings: (patch) => settings.update(patch),
    checkWorkspace: (path) => buildWorkspaceCheck(path, options.dataDir),
    checkModel: () => runModelCheck(settings.buildModelSettings(), modelFactory),
    subscribe: (listener) => broadcaster.subscribe(listener),
    windowTexts: parts.foundation.windowTexts,
    close: () => life.close(),
  };
}
