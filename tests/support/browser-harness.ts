import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { CorePush, OpenApprovalPush } from '../../src/shared/ipc';
import { INVOKE_CHANNELS, methodNameFor } from '../../src/shared/ipc-channels';
import { BLANK_PATH, startStaticServer, type StaticServer } from './browser-static-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-switches';

/** What the page's window.gatehouse stand-in talks to: the core child, or a fixed stand-in. */
export interface CoreBackend {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  /** Adds a push sink (one per window attached); returns nothing (the harness owns it for the backend's life). */
  onPush(listener: (push: CorePush) => void): void;
}

const RENDERER_DIR = resolve(import.meta.dirname, '../../out/renderer');

export interface BrowserHarness {
  page: Page;
  url: string;
  /** Uncaught errors in the page (pageerror), in order; a test asserts it stays empty. */
  pageErrors: string[];
  /** console.error lines from the page (CSP violations and failed loads show up here). */
  consoleErrors: string[];
  /** Points the page at a (new) backend; pushes from it go to the page. */
  attach(backend: CoreBackend): void;
  /** Loads the app (from its blank first page, or again). */
  open(): Promise<void>;
  reload(): Promise<void>;
  /** Lets the page keep the app's assets and their compiled code from one load to the next (see StaticServer). */
  setAssetCaching(on: boolean): void;
  /** Sends a push to the page as the preload would. */
  pushToPage(push: CorePush): Promise<void>;
  openApproval(push: OpenApprovalPush): Promise<void>;
  close(): Promise<void>;
}

/**
 * The page-side stand-in for the preload's bridge, run before any app script: the same method names
 * (methodNameFor over INVOKE_CHANNELS, passed in), each relayed through the exposed binding. Kept as
 * plain JavaScript source: a transpiled function would carry the transpiler's helpers into the page.
 */
function buildBridgeScript(methods: Array<[string, string]>): string {
  return `(() => {
  const methods = ${JSON.stringify(methods)};
  const listeners = { core: new Set(), open: new Set() };
  const relay = window.__gatehouseInvoke;
  const api = {};
  // Both ways as JSON text, as the core child's own IPC carries them: Playwright's own encoding of a
  // large answer (a conversation's latest page) took longer than Electron's IPC does.
  for (const [channel, method] of methods)
    api[method] = (request) => relay(channel, JSON.stringify(request ?? {})).then((text) => (text === '' ? undefined : JSON.parse(text)));
  const listen = (kind) => (listener) => {
    listeners[kind].add(listener);
    return () => listeners[kind].delete(listener);
  };
  api.onCore = listen('core');
  api.onOpenApproval = listen('open');
  Object.defineProperty(window, '__gatehousePush', {
    value: (kind, payload) => { for (const listener of listeners[kind]) listener(payload); },
  });
  Object.defineProperty(window, 'gatehouse', { value: Object.freeze(api) });
})();`;
}

/**
 * Resolves once the app has drawn its first screen (loading, failed or ready): its code is fetched
 * after the page's load event (src/renderer/src/main.tsx), which page.goto and page.reload wait for.
 * A function, not a string: the app's CSP forbids eval, which a string predicate needs once it polls.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (
        globalThis as unknown as { document: { getElementById(id: string): { hasChildNodes(): boolean } | null } }
      ).document
        .getElementById('root')
        ?.hasChildNodes() === true,
    undefined,
    { timeout: 30_000 },
  );
}

export interface ChromiumOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Start a browser of its own even where the run shares one (a process in another network namespace cannot reach it). */
  ownBrowser?: boolean;
}

export interface LaunchedChromium {
  context: BrowserContext;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

/** The run's shared Chromium (tests/support/browser-global-setup.ts), connected once per worker process. */
let sharedBrowser: Promise<Browser> | null = null;

function connectSharedBrowser(wsEndpoint: string): Promise<Browser> {
  sharedBrowser ??= chromium.connect(wsEndpoint);
  return sharedBrowser;
}

/**
 * A fresh Chromium context: inside the vitest run, a new context of the run's one browser (the
 * endpoint its globalSetup put in GATEHOUSE_TEST_CHROMIUM_WS); elsewhere, Debian's headless
 * Chromium (playwright-core brings no browser of its own) launched on a fresh profile in a temp
 * folder. Either way nothing (storage, cache, cookies) leaks from one test file or bench to the next.
 */
export async function launchChromium(options: ChromiumOptions = {}): Promise<LaunchedChromium> {
  const viewport = options.viewport ?? { width: 1280, height: 860 };
  const colorScheme = options.colorScheme ?? 'light';
  const shared = options.ownBrowser ? undefined : process.env.GATEHOUSE_TEST_CHROMIUM_WS;
  if (shared) {
    const context = await (await connectSharedBrowser(shared)).newContext({ viewport, colorScheme });
    return {
      context,
      async close() {
        await context.close().catch(() => undefined);
      },
    };
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'gatehouse-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport,
    colorScheme,
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Characters of a batch handed to the page in one DevTools call. */
const DELIVERY_PART_CHARS = 64 * 1024;

/**
 * Hands a batch of pushes (JSON) to the page's __gatehousePush, in parts of DELIVERY_PART_CHARS
 * gathered page-side, then parsed and pushed by the last call. Never inside the script's source nor
 * as one argument of a megabyte: the page's thread spent longer compiling that source, or reading
 * that DevTools message, than the app spends drawing the reply (Electron's IPC copies it natively).
 */
async function deliverBatch(page: Page, json: string): Promise<void> {
  for (let at = 0; at + DELIVERY_PART_CHARS < json.length; at += DELIVERY_PART_CHARS) {
    await page.evaluate(
      (part) => {
        const g = globalThis as { __gatehouseBatch?: string };
        g.__gatehouseBatch = (g.__gatehouseBatch ?? '') + part;
      },
      json.slice(at, at + DELIVERY_PART_CHARS),
    );
  }
  await page.evaluate(
    (last) => {
      const g = globalThis as { __gatehouseBatch?: string; __gatehousePush?: (kind: string, payload: unknown) => void };
      const whole = (g.__gatehouseBatch ?? '') + last;
      g.__gatehouseBatch = '';
      for (const [kind, payload] of JSON.parse(whole) as Array<[string, unknown]>) g.__gatehousePush?.(kind, payload);
    },
    json.slice(Math.floor(Math.max(0, json.length - 1) / DELIVERY_PART_CHARS) * DELIVERY_PART_CHARS),
  );
}

/** Launches Chromium on the built renderer (out/renderer) served with the app's CSP. */
export async function launchBrowserHarness(options: ChromiumOptions = {}): Promise<BrowserHarness> {
  const server: StaticServer = await startStaticServer(RENDERER_DIR);
  const chromiumRun = await launchChromium(options);
  const context = chromiumRun.context;
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
    console.error('[page error]', error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  let backend: CoreBackend | null = null;
  let generation = 0;
  let queue: Promise<unknown> = Promise.resolve();

  await context.exposeBinding('__gatehouseInvoke', async (_source, channel: string, request: string) => {
    if (!backend) throw new Error('no core attached');
    const answer = await backend.invoke(channel, JSON.parse(request));
    return answer === undefined ? '' : JSON.stringify(answer);
  });
  const methods: Array<[string, string]> = INVOKE_CHANNELS.map((c) => [c, methodNameFor(c)]);
  await context.addInitScript({ content: buildBridgeScript(methods) });
  // On the app's origin from the start, the app not loaded yet (see BLANK_PATH).
  await page.goto(new URL(BLANK_PATH, server.url).href);

  // Pushes are delivered in order; a push that lands during a reload is dropped (the page bootstraps again).
  // Those that arrive while one delivery is under way go together in the next one, as Electron's
  // IPC queues events for a busy page: one evaluate round trip per stream delta made a long reply
  // take minutes here that take a fraction of a second in the app.
  let waiting: Array<[kind: 'core' | 'open', payload: unknown]> = [];
  const deliver = (kind: 'core' | 'open', payload: unknown): Promise<void> => {
    waiting.push([kind, payload]);
    if (waiting.length > 1) return queue.then(() => undefined);
    queue = queue
      .then(() => {
        const batch = waiting;
        waiting = [];
        return deliverBatch(page, JSON.stringify(batch));
      })
      .catch(() => undefined);
    return queue.then(() => undefined);
  };

  return {
    page,
    url: server.url,
    setAssetCaching: (on) => server.setAssetCaching(on),
    pageErrors,
    consoleErrors,
    attach(next) {
      backend = next;
      const mine = ++generation;
      next.onPush((push) => {
        if (mine === generation) void deliver('core', push);
      });
    },
    async open() {
      await page.goto(server.url);
      await appStarted(page);
    },
    async reload() {
      await page.reload();
      await appStarted(page);
    },
    pushToPage: (push) => deliver('core', push),
    openApproval: (push) => deliver('open', push),
    async close() {
      await chromiumRun.close();
      await server.close();
    },
  };
}
