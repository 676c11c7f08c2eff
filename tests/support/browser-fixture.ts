import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import type { PendingApproval, SessionSnapshot, SessionSummary } from '../../src/shared';
import { derivePreviewTokenText } from '../../src/shared/approval-drafts';
import type { IpcResult } from '../../src/shared/ipc';
import { startIpcCoreChild, type IpcCoreChild } from './browser-core';
import { testServerConfig } from './mcp-harness';
import { saveTestServerState } from './mcp-test-server-state';
import { launchBrowserHarness, type BrowserHarness, type ChromiumOptions } from './browser-harness';
import { startLocalModelServer, type LocalServerKind, type LocalServerOptions } from './local-model-servers';
import { startModelServer, type ModelServer, type ModelServerOptions, type ScriptTurn } from './model-server';

/** One browser test's world: temp workspace and data folder, scripted model, core child, Chromium. */
export interface BrowserFixture {
  harness: BrowserHarness;
  page: Page;
  model: ModelServer;
  core: IpcCoreChild;
  dataDir: string;
  workspace: string;
  /** Creates a session through the router and (re)loads the app on it. */
  openSession(title?: string): Promise<string>;
  /** SIGKILLs the core child and starts a new one on the same database (a fresh fixture's keeps the settings as saved). */
  restartCore(): Promise<void>;
  dispose(): Promise<void>;
}

export interface BrowserFixtureOptions {
  colorScheme?: 'light' | 'dark';
  /** Start the core as a first run finds it: not onboarded, no model chosen. */
  fresh?: boolean;
  /** The scripted server behaves like this local server (its model list, errors, window). */
  localServer?: { kind: LocalServerKind } & LocalServerOptions;
  /** Variables added to the core's environment (as if the app had been started with them). */
  coreEnv?: Record<string, string>;
  /** The scripted server's options (e.g. `screen`: answer a request from what it carries, such as call ids the core minted). */
  modelServer?: ModelServerOptions;
}

/** A data folder, a workspace, a window and a core open on them, before a model is chosen. */
interface World {
  root: string;
  dataDir: string;
  workspace: string;
  harness: BrowserHarness;
  core: IpcCoreChild;
}

/** Makes a world: the window and the core start side by side (neither needs the other to start). */
async function prepareWorld(chromium: ChromiumOptions, coreEnv?: Record<string, string>): Promise<World> {
  // Inside the run's folder when there is one (a worker's last spare is removed with it); named
  // short, so a workspace path is no longer on screen than a test's own folder was.
  const worlds = process.env.GATEHOUSE_TEST_WORLDS;
  const root = mkdtempSync(worlds ? join(worlds, 'w-') : join(tmpdir(), 'gatehouse-browser-'));
  const dataDir = join(root, 'data');
  const workspace = join(root, 'workspace');
  mkdirSync(dataDir);
  mkdirSync(workspace);
  const [harness, core] = await Promise.allSettled([
    launchBrowserHarness(chromium),
    startIpcCoreChild(dataDir, null, workspace, { env: coreEnv }),
  ]);
  if (harness.status === 'fulfilled' && core.status === 'fulfilled')
    return { root, dataDir, workspace, harness: harness.value, core: core.value };
  if (harness.status === 'fulfilled') await harness.value.close();
  if (core.status === 'fulfilled') await core.value.kill();
  rmSync(root, { recursive: true, force: true });
  throw harness.status === 'rejected' ? harness.reason : (core as PromiseRejectedResult).reason;
}

async function disposeWorld(world: World): Promise<void> {
  await world.harness.close();
  await world.core.kill();
  rmSync(world.root, { recursive: true, force: true });
}

/**
 * The next test file's world, made while this one runs: a file's core start (~1.5 s) and window
 * (~0.7 s) were most of what a short browser file cost. Only inside the vitest run, whose files
 * run one after another in one worker and share one Chromium (vitest.browser.config.ts); a bench
 * or a window with options of its own starts its world when it opens. Nothing of a spare is ever
 * shared: each world serves one fixture, its data folder, workspace and core fresh. A worker's last
 * spare is never taken: its core exits when the worker's IPC channel closes, and its folders go with
 * the run's (tests/support/browser-global-setup.ts).
 */
let spare: { key: string; world: Promise<World> } | null = null;

function chromiumKey(chromium: ChromiumOptions): string | null {
  if (chromium.ownBrowser || !process.env.GATEHOUSE_TEST_CHROMIUM_WS) return null;
  return JSON.stringify([chromium.viewport ?? null, chromium.colorScheme ?? null]);
}

/** The spare when it was made for these options (a core with an environment of its own never is), else a new world. */
function takeWorld(chromium: ChromiumOptions, coreEnv?: Record<string, string>): Promise<World> {
  const waiting = spare;
  spare = null;
  if (waiting && coreEnv === undefined && waiting.key === chromiumKey(chromium))
    return waiting.world.catch(() => prepareWorld(chromium));
  if (waiting) void waiting.world.then(disposeWorld, () => undefined);
  return prepareWorld(chromium, coreEnv);
}

function prepareSpare(): void {
  const key = chromiumKey({});
  if (key === null || spare) return;
  const world = prepareWorld({});
  spare = { key, world };
  world.catch(() => undefined);
}

export async function openBrowserFixture(
  script: ScriptTurn[],
  options: BrowserFixtureOptions = {},
): Promise<BrowserFixture> {
  const model = options.localServer
    ? await startLocalModelServer(options.localServer.kind, script, options.localServer)
    : await startModelServer(script, options.modelServer);
  let world: World;
  try {
    world = await takeWorld(options, options.coreEnv);
    await world.core.useModel(model.baseUrl, { fresh: options.fresh === true });
  } catch (error) {
    await model.close();
    throw error;
  }
  prepareSpare();
  const { dataDir, workspace, harness } = world;
  const fixture: BrowserFixture = {
    harness,
    page: harness.page,
    model,
    core: world.core,
    dataDir,
    workspace,
    async openSession(title) {
      const created = (await fixture.core.call<SessionSummary>('session:create', {
        workspace,
        ...(title ? { title } : {}),
      })) as IpcResult<SessionSummary>;
      if (!created.ok) throw new Error(created.error.text.id);
      // The app reopens the conversation it remembers (localStorage): make that this one, then load
      // the app (the window is on the app's origin from the start: its blank page or the app).
      await harness.page.evaluate(`localStorage.setItem('gatehouse.openSession', ${JSON.stringify(created.value.id)})`);
      await harness.open();
      return created.value.id;
    },
    async restartCore() {
      await fixture.core.kill();
      fixture.core = await startIpcCoreChild(dataDir, model.baseUrl, workspace, {
        fresh: options.fresh === true,
        env: options.coreEnv,
      });
      harness.attach(fixture.core);
    },
    async dispose() {
      await disposeWorld({ ...world, core: fixture.core });
      await model.close();
    },
  };
  harness.attach(fixture.core);
  return fixture;
}

/**
 * One fixture for a describe block: opened in beforeAll (then `setup` runs: files, a session),
 * disposed in afterAll. Returns a stand-in that forwards to the fixture once it is open, so a
 * restarted core (`restartCore`) is what the test sees too.
 */
export function useBrowserFixture(
  script: ScriptTurn[],
  setup: (fixture: BrowserFixture) => Promise<unknown> | void = () => undefined,
  options: BrowserFixtureOptions = {},
): BrowserFixture {
  let current: BrowserFixture | null = null;
  beforeAll(async () => {
    current = await openBrowserFixture(script, options);
    await setup(current);
  });
  // A failed test leaves what the window showed when it failed in the log: a flake on a loaded CI
  // machine is then a fact to read (which conversation, why the composer was locked, where the focus was).
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !current) return;
    const seen = await current.page
      .evaluate(
        `JSON.stringify({
        heading: document.querySelector('h1')?.textContent ?? null,
        composerLocked: document.querySelector('.composer-blocked')?.textContent ?? null,
        focus: document.activeElement ? document.activeElement.tagName + '#' + document.activeElement.id + '.' + document.activeElement.className : null,
        runStatus: document.querySelector('.run-status-area')?.textContent ?? null,
      })`,
      )
      .catch((err: unknown) => `(could not read the page: ${String(err)})`);
    console.error(`[browser fixture] the window when "${context.task.name}" failed: ${String(seen)}`);
  });
  afterAll(async () => current?.dispose());
  return new Proxy({} as BrowserFixture, {
    get(_target, key) {
      if (!current)
        throw new Error('the browser fixture is open only inside the tests and hooks of its describe block');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/** Types a message in the composer and sends it with the Send button. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The approval sheet on screen (the waiting one). */
export function approvalSheet(page: Page): Locator {
  return page.locator('.approval-slot.waiting .gh-sheet');
}

/** The approval id and call ids the sheet on screen shows. */
export async function readSheetIds(page: Page): Promise<{ approvalId: string | null; callIds: string[] }> {
  const sheet = approvalSheet(page);
  await sheet.waitFor();
  const approvalId = await sheet.getAttribute('data-approval-id');
  const callIds = await sheet
    .locator('[data-call-id]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-call-id') ?? ''));
  return { approvalId, callIds };
}

/** Polls the core until the session has a pending approval; resolves with its id. */
export async function waitForPendingApproval(
  core: IpcCoreChild,
  sessionId: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const loaded = await core.call<SessionSnapshot>('session:load', { sessionId });
    if (loaded.ok && loaded.value.pending) return loaded.value.pending.approvalId;
    if (Date.now() > deadline) throw new Error(`no approval became pending in ${sessionId} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Answers a waiting approval from the test side the way a window does: one draft per call, then
 * Send naming the version and, for each approved call, the token of the call as shown.
 */
export async function answerThroughDrafts(
  core: IpcCoreChild,
  pending: PendingApproval,
  answers: Readonly<Record<string, { action: 'approve' } | { action: 'deny'; reason?: string }>>,
): Promise<IpcResult<unknown>> {
  let version = 0;
  const previewTokens: Record<string, string> = {};
  for (const call of pending.calls) {
    const answer = answers[call.callId];
    if (answer === undefined) throw new Error(`no answer given for ${call.callId}`);
    const draft = {
      action: answer.action,
      reason: answer.action === 'deny' ? (answer.reason ?? '') : '',
      editText: null,
      passEnv: [],
    };
    const saved = await core.call<{ ok: boolean; version?: number }>('approval:save-draft', {
      approvalId: pending.approvalId,
      callId: call.callId,
      client: 'test-side',
      draft,
    });
    if (!saved.ok || saved.value.version === undefined) throw new Error(`the draft for ${call.callId} was refused`);
    version = saved.value.version;
    if (answer.action === 'approve')
      previewTokens[call.callId] = createHash('sha256')
        .update(derivePreviewTokenText(call.tool, call.args, call.inspection))
        .digest('hex');
  }
  return core.call('approval:send', { approvalId: pending.approvalId, version, previewTokens });
}

/** Creates a session through the router and sends it a message, without touching the page. */
export async function startSessionRun(
  core: IpcCoreChild,
  workspace: string,
  title: string,
  text: string,
): Promise<string> {
  const created = await core.call<SessionSummary>('session:create', { workspace, title });
  if (!created.ok) throw new Error(created.error.text.id);
  const sent = await core.call('run:send', {
    sessionId: created.value.id,
    text,
    workMode: 'agent',
    approvalMode: 'manual',
  });
  if (!sent.ok) throw new Error(sent.error.text.id);
  return created.value.id;
}

// Page-side expressions are strings: the test code compiles without DOM types.

/** The data-call-id of the approval call card holding the focus, or null. */
export function focusedCallId(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    `document.activeElement?.closest('[data-call-id]')?.getAttribute('data-call-id') ?? null`,
  );
}

/** The approval id of the sheet holding the focus, or null when the focus is elsewhere. */
export function focusedSheetApprovalId(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    `document.activeElement?.closest('.gh-sheet')?.getAttribute('data-approval-id') ?? null`,
  );
}

/** Saves the notes MCP server (tests/support/mcp-notes-server.ts) through the router, with a fresh state file beside the data folder. */
export async function saveNotesServer(fixture: BrowserFixture): Promise<void> {
  const statePath = join(fixture.dataDir, '..', 'notes.json');
  saveTestServerState(statePath, { events: [], mails: [], received: [], starts: 0 });
  const saved = await fixture.core.call('mcp:save', testServerConfig('notes', 'mcp-notes-server.ts', statePath));
  if (!saved.ok) throw new Error(saved.error.text.id);
}
