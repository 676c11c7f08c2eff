import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type CoreEvent, type GatehouseCore, type SecretBox } from '../../src/main/core';
import type { HookJudge } from '../../src/main/agent';
import { createCommandSandbox } from '../../src/main/sandbox';
import type { RunState } from '../../src/shared/events';
import type { ApprovalMode } from '../../src/shared/modes';
import type { PendingApproval, SessionSummary } from '../../src/shared/views';
import { createFakeRegistry, createFakeTools, createFileEffects, readEffects, type FakeToolHooks } from './fake-tools';
import { startModelServer, type ModelServer, type ScriptTurn } from './model-server';

/** Seals with a marker so tests can see the key is not stored in clear. */
export const testSecrets: SecretBox = {
  storage: 'basic_text',
  encrypt: (plain) => Buffer.from(`sealed:${Buffer.from(plain).toString('hex')}`),
  decrypt: (sealed) => Buffer.from(sealed.toString().replace(/^sealed:/, ''), 'hex').toString(),
};

export interface TestCore {
  core: GatehouseCore;
  server: ModelServer;
  root: string;
  dataDir: string;
  workspace: string;
  effectsPath: string;
  events: CoreEvent[];
  effects(): string[];
  /** Reopens the core on the same database (the old one must be closed). */
  reopen(): Promise<GatehouseCore>;
  dispose(): Promise<void>;
}

export interface TestCoreOptions {
  idleTimeoutMs?: number;
  contextWindow?: number;
  hooks?: FakeToolHooks;
  /** The built-in tools of src/main/tools (real files, real bash in the core's own sandbox) instead of the fake ones. */
  realTools?: boolean;
  /** Commands find no sandbox on this computer (bubblewrap looked for where there is none). */
  noSandbox?: boolean;
  /** The core's clock (approvals going stale); the real one by default. */
  now?: () => Date;
  /** Who answers hooks; none by default. */
  hookJudge?: HookJudge;
}

export async function openTestCore(script: ScriptTurn[] = [], opts: TestCoreOptions = {}): Promise<TestCore> {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-core-'));
  const dataDir = join(root, 'data');
  const workspace = join(root, 'ws');
  mkdirSync(workspace);
  const effectsPath = join(root, 'effects.log');
  const server = await startModelServer(script);
  const events: CoreEvent[] = [];
  const make = async () => {
    const core = await createCore(
      { dataDir, secrets: testSecrets },
      {
        ...(opts.realTools === true
          ? {}
          : { tools: createFakeRegistry(createFakeTools(createFileEffects(effectsPath), opts.hooks)) }),
        ...(opts.noSandbox === true
          ? { commandSandbox: await createCommandSandbox({ dataDir, searchPath: join(root, 'no-programs-here') }) }
          : {}),
        ...(opts.idleTimeoutMs !== undefined ? { idleTimeoutMs: opts.idleTimeoutMs } : {}),
        ...(opts.now !== undefined ? { now: opts.now } : {}),
        ...(opts.hookJudge !== undefined ? { hooks: opts.hookJudge } : {}),
      },
    );
    core.updateSettings({
      provider: 'local',
      baseUrl: server.baseUrl,
      model: 'scripted',
      ...(opts.contextWindow !== undefined ? { contextWindow: opts.contextWindow } : {}),
    });
    core.subscribe((e) => events.push(e));
    return core;
  };
  const t: TestCore = {
    core: await make(),
    server,
    root,
    dataDir,
    workspace,
    effectsPath,
    events,
    effects: () => readEffects(effectsPath),
    reopen: async () => (t.core = await make()),
    dispose: async () => {
      await t.core.close().catch(() => undefined);
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return t;
}

/** Polls the session until its run reaches one of the states. */
export async function waitForRunState(
  core: GatehouseCore,
  sessionId: string,
  states: RunState | RunState[],
  timeoutMs = 10_000,
): Promise<RunState> {
  const wanted = Array.isArray(states) ? states : [states];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = core.listSessions().find((x) => x.id === sessionId)?.runState ?? null;
    if (s !== null && wanted.includes(s)) return s;
    if (Date.now() > deadline) throw new Error(`run state ${String(s)}, expected ${wanted.join('/')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Starts a conversation in the test workspace, sends `text` in agent mode and waits until the run
 * stops at the gate; returns the session and its pending approval.
 */
export async function sendUntilApproval(
  t: TestCore,
  text: string,
  approvalMode: ApprovalMode = 'manual',
): Promise<{ session: SessionSummary; pending: PendingApproval }> {
  const session = t.core.createSession({ workspace: t.workspace });
  await t.core.send({ sessionId: session.id, text, workMode: 'agent', approvalMode });
  await waitForRunState(t.core, session.id, 'awaiting_approval');
  const pending = t.core.loadSession(session.id).pending;
  if (pending === null) throw new Error('the run is awaiting approval but has no pending approval');
  return { session, pending };
}

/**
 * Answers every approval the moment it is pushed, as a second window or a very quick person would:
 * approves all its calls. Returns the submissions' promises, filled as they are made.
 */
export function approveOnAppearance(core: GatehouseCore): Promise<unknown>[] {
  const answered: Promise<unknown>[] = [];
  core.subscribe((e) => {
    if (e.type === 'event' && e.event.kind === 'approval_requested') {
      const { approvalId, calls } = e.event.data;
      answered.push(
        core.submitDecisions({
          approvalId,
          decisions: calls.map((c) => ({ callId: c.callId, action: 'approve' as const })),
        }),
      );
    }
  });
  return answered;
}
