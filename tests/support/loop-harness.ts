import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LoopDeps, ModelAccess, RunTarget } from '../../src/main/agent';
import { profileFor } from '../../src/main/policy';
import { draft, type EventStore } from '../../src/main/store';
import { createToolRegistry, type ToolRegistry } from '../../src/main/tools';
import type { LiveEvent, RunConfig, SessionEvent } from '../../src/shared/events';
import type { ApprovalMode } from '../../src/shared/modes';

/** What the loop reported through its emit sink, in order. */
export interface EmittedLog {
  events: SessionEvent[];
  live: LiveEvent[];
}

export interface LoopHarnessOptions {
  /** The model as `loadModel` builds it now; change `access` between drives to take it away or bring it back. */
  access: ModelAccess;
  /** Default: the real built-in tools (real files in the workspace). */
  tools?: ToolRegistry;
}

export interface LoopHarness {
  deps: LoopDeps;
  emitted: EmittedLog;
  workspace: string;
  /** What `loadModel` returns from now on. */
  setModel(access: ModelAccess): void;
  /** A new conversation with one message sent in agent mode, as the core's send records it; returns the run to drive. */
  startRun(text: string, approvalMode?: ApprovalMode): RunTarget;
}

/**
 * The loop's collaborators over a real store (tests/support/temp-store.ts) and a real workspace
 * folder under `root`, with counting ids, a fixed clock and a recording emit sink: for tests that
 * call runDrive and submitDecisions in-process, with a scripted model client.
 */
export function createLoopHarness(store: EventStore, root: string, options: LoopHarnessOptions): LoopHarness {
  const workspace = join(root, 'ws');
  mkdirSync(workspace, { recursive: true });
  const emitted: EmittedLog = { events: [], live: [] };
  let access = options.access;
  let n = 0;
  const deps: LoopDeps = {
    store,
    loadModel: () => access,
    tools: options.tools ?? createToolRegistry(),
    memory: { saveNote: () => undefined, loadFolderNotes: () => [] },
    now: () => new Date('2030-01-01T00:00:00Z'),
    ids: { newId: (prefix) => `${prefix}${++n}` },
    emit: { events: (events) => void emitted.events.push(...events), live: (event) => void emitted.live.push(event) },
    contextWindow: 200_000,
    maxTokens: 1024,
  };
  return {
    deps,
    emitted,
    workspace,
    setModel: (next) => void (access = next),
    startRun(text, approvalMode = 'manual') {
      const sessionId = deps.ids.newId('ses_');
      const runId = deps.ids.newId('run_');
      const config: RunConfig = {
        workMode: 'agent',
        approvalMode,
        tools: [...profileFor('agent').tools],
        model: 'scripted',
        agentId: 'default',
      };
      store.createSession({ id: sessionId, title: 'Loop test', workspace, agentId: 'default' });
      store.appendEvents(sessionId, [
        draft('user_message', { runId, text, config }),
        draft('run_state', { runId, state: 'streaming' }),
      ]);
      return { sessionId, runId, workspaceRoot: workspace, config, signal: new AbortController().signal };
    },
  };
}
