import { createHookAnswerMemory, type HookJudge, type IdSource, type LoopDeps, type RuleJudge } from '../agent';
import { createAnthropicModelClient, type ModelClientFactory } from '../model';
import { createCheckpointStore, type CheckpointStore, type EventStore } from '../store';
import type { ToolRegistry } from '../tools/types';
import type Database from 'better-sqlite3';
import { createCheckpointKeeper } from './checkpoint-keeper';
import type { CoreDeps } from './core-deps';
import { createModelAccess, type ModelAccessPolicy } from './model-access';
import type { SettingsService } from './settings-service';
import type { Broadcaster } from './create-broadcaster';

/** What the agent loop is given for each drive, and the model access and checkpoints behind it. */
export interface LoopWiring {
  modelFactory: ModelClientFactory;
  models: ModelAccessPolicy;
  checkpoints: CheckpointStore;
  loadLimitBytes(): number;
  /** Read for each drive: settings changed since (the context window, the staleness bound) apply to the next. */
  loopDeps(): LoopDeps;
}

/**
 * The model access (cloud or local, per settings), the hooks asked once per distinct input of a
 * call, undo's checkpoints within their bound, and the loop's dependencies built from them.
 */
export function createLoopWiring(input: {
  db: Database.Database;
  store: EventStore;
  tools: ToolRegistry;
  memory: LoopDeps['memory'];
  rules: RuleJudge;
  settings: SettingsService;
  broadcaster: Broadcaster;
  defaultHooks: HookJudge;
  ids: IdSource;
  now: () => Date;
  deps: CoreDeps;
}): LoopWiring {
  const { store, tools, memory, rules, settings, now, ids, deps } = input;
  const modelFactory = deps.model ?? createAnthropicModelClient;
  const models = createModelAccess(modelFactory, settings, deps.idleTimeoutMs);
  // Hooks: the configured hooks (tests may script the answers), asked once per distinct input of a call.
  const hookJudge: HookJudge = createHookAnswerMemory(deps.hooks ?? input.defaultHooks);
  const checkpoints = createCheckpointStore(input.db, store, now);
  const loadLimitBytes = () => settings.checkpointLimitMb() * 1024 * 1024;
  const loopDeps = (): LoopDeps => ({
    store,
    tools,
    memory,
    now,
    ids,
    emit: input.broadcaster.emit,
    loadModel: models.loadModel,
    contextWindow: settings.contextWindow(),
    maxTokens: deps.maxTokens ?? 8192,
    checkpoints: createCheckpointKeeper(checkpoints, loadLimitBytes, now),
    rules,
    hooks: hookJudge,
    approvalStaleMs: settings.approvalStaleHours() * 3_600_000,
  });
  return { modelFactory, models, checkpoints, loadLimitBytes, loopDeps };
}
