import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { submitDecisions, type LoopDeps } from '../../src/main/agent';
import type { EventStore } from '../../src/main/store';
import type { McpServerConfig } from '../../src/shared/mcp';
import type { ApprovalMode, WorkMode } from '../../src/shared/modes';
import { createMcpRig, startMcpRun, trustListedTools, type McpRig, type McpRigOptions } from './mcp-harness';
import { createScriptedModelClient, type ScriptTurn } from './scripted-model-client';

export interface McpLoop {
  rig: McpRig;
  deps: LoopDeps;
  model: ReturnType<typeof createScriptedModelClient>;
  workspace: string;
  start(approvalMode?: ApprovalMode, workMode?: WorkMode): ReturnType<typeof startMcpRun>;
  /** The person trusts each trusted server in the tools it lists now (mcp-harness.ts, trustListedTools). */
  trustListedTools(): Promise<void>;
  answer(approvalId: string, decisions: unknown[]): ReturnType<typeof submitDecisions>;
  /** A new manager and registry over the same store and servers: what a restart of the core leaves. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The loop's collaborators over a real store, a workspace under `root`, and real MCP servers started by a real manager. */
export function createMcpLoop(
  store: EventStore,
  root: string,
  servers: McpServerConfig[],
  script: ScriptTurn[],
  options: Pick<McpRigOptions, 'prompts' | 'sandbox'> = {},
): McpLoop {
  const workspace = join(realpathSync(root), 'ws');
  mkdirSync(workspace, { recursive: true });
  const model = createScriptedModelClient(script);
  let n = 0;
  const first = createMcpRig(servers, options);
  const deps: LoopDeps = {
    store,
    loadModel: () => ({ ok: true, model }),
    tools: first.registry,
    memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
    now: () => new Date('2030-01-01T00:00:00Z'),
    ids: { newId: (prefix) => `${prefix}${++n}` },
    emit: { events: () => undefined, live: () => undefined },
    contextWindow: 200_000,
    maxTokens: 1024,
  };
  const loop: McpLoop = {
    rig: first,
    deps,
    model,
    workspace,
    start: (approvalMode = 'manual', workMode = 'agent') =>
      startMcpRun(store, loop.rig, workspace, deps.ids, { approvalMode, workMode }),
    trustListedTools: () => trustListedTools(loop.rig, workspace),
    answer: (approvalId, decisions) =>
      submitDecisions(deps, { approvalId, decisions }, { workspaceOf: () => workspace, approvalExisted: () => true }),
    async restart() {
      await loop.rig.manager.close();
      loop.rig = createMcpRig(servers, options);
      deps.tools = loop.rig.registry;
    },
    close: () => loop.rig.manager.close(),
  };
  return loop;
}

/** The tool results of a session, in order. */
export function loadResults(store: EventStore, sessionId: string) {
  return store.loadEvents(sessionId).flatMap((e) => (e.kind === 'tool_result' ? [e.data] : []));
}
