import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createCore, type CoreEvent, type GatehouseCore } from '../../../src/main/core';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import { createMcpService, type McpService } from '../../../src/main/mcp';
import { createSettingsStore, openDatabase, runWipeDatabase } from '../../../src/main/store';
import { IPC_CONTRACT } from '../../../src/shared/ipc';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import type { McpPromptView } from '../../../src/shared/mcp-prompts';
import { testSecrets } from '../../support/core-harness';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const asker = McpServerConfigSchema.parse({
  name: 'asker',
  scope: 'global',
  transport: {
    type: 'stdio',
    command: process.execPath,
    args: ['--import', 'tsx', join(repo, 'tests/support/mcp-asking-server.ts')],
    env: {},
    cwd: repo,
  },
});

let dirs: string[] = [];
let core: GatehouseCore | undefined;
let service: McpService | undefined;
let db: Database.Database | undefined;
afterEach(async () => {
  await core?.close();
  await service?.close();
  db?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
  core = service = db = undefined;
});

async function serviceOverSettings() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'gh-prompt-svc-'));
  dirs.push(dataDir);
  db = openDatabase({ dataDir });
  service = createMcpService(createSettingsStore(db), testSecrets);
  await service.saveServer(asker);
  return service;
}

const askName = async (svc: McpService) => {
  const connection = await svc.manager.connectionFor('asker', '');
  const result = await connection.callTool('ask_name', {}, { signal: new AbortController().signal, timeoutMs: 30_000 });
  return JSON.parse((result.content as { text: string }[])[0]!.text) as unknown;
};

describe('a server question through the core and the IPC contract', () => {
  it('is pushed to every window as mcp_prompts, answered through mcp:answer-prompt (checked in main), and in the JSON export', async () => {
    const svc = await serviceOverSettings();
    const coreDir = mkdtempSync(join(os.tmpdir(), 'gh-prompt-core-'));
    dirs.push(coreDir);
    core = await createCore({ dataDir: coreDir, secrets: testSecrets }, { mcp: svc });
    service = undefined; // closed with the core
    const pushes: McpPromptView[][] = [];
    core.subscribe((e: CoreEvent) => {
      if (e.type === 'mcp_prompts') pushes.push(e.prompts);
    });
    const result = askName(svc);
    await expect.poll(() => pushes.length, { timeout: 20_000 }).toBe(1);
    expect(core.mcp.prompts()).toEqual(pushes[0]);
    const id = pushes[0]![0]!.id;
    const exportPath = join(coreDir, 'export.json');
    const router = createIpcRouter(
      buildIpcHandlers(core, {
        platform: 'linux',
        pickFolder: async () => null,
        saveJson: async (_n, json) => {
          await writeFile(exportPath, json);
          return exportPath;
        },
      }),
      () => true,
    );
    const refused = await router.dispatch(
      'mcp:answer-prompt',
      { id, action: 'accept', content: { name: 42 } },
      { url: 'app' },
    );
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', text: { id: 'mcp.prompt.doesNotFit', params: { fields: 'name' } } },
    });
    expect(core.mcp.prompts()).toHaveLength(1);
    expect(
      await router.dispatch('mcp:answer-prompt', { id, action: 'accept', content: { name: 'Grace' } }, { url: 'app' }),
    ).toEqual({ ok: true, value: null });
    expect(await result).toEqual({ action: 'accept', content: { name: 'Grace' } });
    expect(pushes.at(-1)).toEqual([]);
    expect(core.mcp.promptAudit()).toEqual([
      expect.objectContaining({
        id,
        server: 'asker',
        message: 'Who is asking?',
        outcome: expect.objectContaining({ action: 'accept', by: 'person' }),
      }),
    ]);
    await router.dispatch('data:export', {}, { url: 'app' });
    const exported = JSON.parse(readFileSync(exportPath, 'utf8')) as { mcpPrompts: unknown };
    expect(exported.mcpPrompts).toEqual([
      expect.objectContaining({
        id,
        outcome: expect.objectContaining({ action: 'accept', content: { name: 'Grace' } }),
      }),
    ]);
  }, 30_000);

  it('refuses a malformed answer at the IPC boundary', () => {
    const request = IPC_CONTRACT['mcp:answer-prompt'].request;
    expect(request.safeParse({ id: 'mcpp_1', action: 'accept', content: { name: 'x' } }).success).toBe(true);
    expect(request.safeParse({ id: 'mcpp_1', action: 'approve' }).success).toBe(false);
    expect(request.safeParse({ id: 'mcpp_1', action: 'accept', content: { nested: { a: 1 } } }).success).toBe(false);
    expect(request.safeParse({ id: 'mcpp_1', action: 'accept', extra: true }).success).toBe(false);
  });

  it('keeps the audit in the database, and Delete everything wipes it', async () => {
    const svc = await serviceOverSettings();
    const result = askName(svc);
    await expect.poll(() => svc.prompts.list().length, { timeout: 20_000 }).toBe(1);
    svc.prompts.answer({ id: svc.prompts.list()[0]!.id, action: 'decline' });
    await result;
    const reopened = createSettingsStore(db!).loadSetting('mcp.promptAudit');
    expect(reopened).toEqual([
      expect.objectContaining({
        kind: 'elicitation',
        outcome: expect.objectContaining({ action: 'decline', by: 'person' }),
      }),
    ]);
    await svc.stopAll();
    runWipeDatabase(db!);
    expect(svc.promptAudit.list()).toEqual([]);
  }, 30_000);
});
