import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { SessionSummary } from '../../src/shared';
import type { IpcResult } from '../../src/shared/ipc';
import { startIpcCoreChild, type IpcCoreChild } from './browser-core';
import { launchBrowserHarness, type BrowserHarness } from './browser-harness';
import { startModelServer, type ModelServer, type ScriptTurn } from './model-server';

/** One browser test's world: temp workspace and data folder, scripted model, core child, Chromium. */
export interface BrowserFixture {
  harness: BrowserHarness;
  page: Page;
  model: ModelServer;
  core: IpcCoreChild;
  dataDir: string;
  workspace: string;
  /** Creates a session through the router and opens the app on it. */
  openSession(title?: string): Promise<string>;
  /** SIGKILLs the core child and starts a new one on the same database. */
  restartCore(): Promise<void>;
  dispose(): Promise<void>;
}

export async function openBrowserFixture(script: ScriptTurn[], options: { colorScheme?: 'light' | 'dark' } = {}): Promise<BrowserFixture> {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-browser-'));
  const dataDir = join(root, 'data');
  const workspace = join(root, 'workspace');
  mkdirSync(dataDir);
  mkdirSync(workspace);
  const model = await startModelServer(script);
  const harness = await launchBrowserHarness(options);
  const fixture: BrowserFixture = {
    harness,
    page: harness.page,
    model,
    core: await startIpcCoreChild(dataDir, model.baseUrl, workspace),
    dataDir,
    workspace,
    async openSession(title) {
      const created = (await fixture.core.call<SessionSummary>('session:create', { workspace, ...(title ? { title } : {}) })) as IpcResult<SessionSummary>;
      if (!created.ok) throw new Error(created.error.message);
      await harness.open();
      return created.value.id;
    },
    async restartCore() {
      await fixture.core.kill();
      fixture.core = await startIpcCoreChild(dataDir, model.baseUrl, workspace);
      harness.attach(fixture.core);
    },
    async dispose() {
      await harness.close();
      await fixture.core.kill();
      await model.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
  harness.attach(fixture.core);
  return fixture;
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
  const callIds = await sheet.locator('[data-call-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-call-id') ?? ''));
  return { approvalId, callIds };
}
