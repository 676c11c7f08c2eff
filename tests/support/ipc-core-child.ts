/**
 * The real core behind the real IPC router, in a child process the browser tests can SIGKILL:
 *   node --import tsx tests/support/ipc-core-child.ts <dataDir> <modelBaseUrl|-> <workspace> [--fresh]
 * Requests arrive as process messages `{ id, channel, payload }` and are answered `{ id, result }`
 * with the router's own `{ ok, value | error }`; every core event is forwarded as `{ push }`.
 * `{ pick: path }` sets what the folder picker answers next (the test workspace until then).
 * Only the Electron transport is replaced: SQLite, the tools and the files are real.
 * Without --fresh the settings point at the scripted model and onboarding is marked done; with it
 * they stay as a first run finds them (onboarding fills them in through the page). With `-` for the
 * model the settings wait for a `{ model: { baseUrl, fresh } }` message, answered `{ configured: true }`:
 * a child started before its test's model server exists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCore } from '../../src/main/core';
import { createAnthropicModelClient, type ModelClientFactory } from '../../src/main/model';
import { deriveNpmRegistry } from '../../src/main/mcp';
import { createTestBrowser } from './mcp-oauth-server';
import { buildIpcHandlers, type DesktopServices } from '../../src/main/ipc/handlers';
import { createIpcRouter } from '../../src/main/ipc/router';
import { testSecrets } from './core-harness';

const [dataDir, modelBaseUrl, workspace, flag] = process.argv.slice(2);
if (!dataDir || !modelBaseUrl || !workspace) {
  process.stderr.write('usage: ipc-core-child.ts <dataDir> <modelBaseUrl> <workspace> [--fresh]\n');
  process.exit(2);
}

/** What the folder picker answers; a test can point it elsewhere with a `{ pick }` message. */
let picked: string = workspace;

/** The native dialogs, answered without a person. */
const stubDesktop: DesktopServices = {
  platform: 'linux',
  // The operating system's language as a test starts the app in (GATEHOUSE_TEST_SYSTEM_LOCALE), else American English.
  systemLocale: process.env.GATEHOUSE_TEST_SYSTEM_LOCALE ?? 'en-US',
  pickFolder: async () => picked,
  saveJson: async (name, json) => {
    const dir = join(dataDir, 'exports');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, name);
    writeFileSync(path, json);
    return path;
  },
};

// The core builds its own tools, run_command over its own sandbox (which hides this data folder), as the app does.
// MCP sign-in: the person's browser is a stand-in that consents at once (tests/support/mcp-oauth-server.ts).
// GATEHOUSE_TEST_CLOUD_IS_SCRIPTED=1: the cloud provider's requests (a key check, a reply) go to the
// scripted server instead of api.anthropic.com, which a test cannot reach: a first run with a key.
// The app itself never has this seam: its cloud is Anthropic's address (src/main/model/anthropic-client.ts).
let scriptedServer: string | null = null;
const cloudIsScripted = process.env.GATEHOUSE_TEST_CLOUD_IS_SCRIPTED === '1';
const model: ModelClientFactory | undefined = cloudIsScripted
  ? (settings) =>
      createAnthropicModelClient(
        settings.baseUrl === '' && scriptedServer !== null ? { ...settings, baseUrl: scriptedServer } : settings,
      )
  : undefined;
// The npm registry as the app reads it (GATEHOUSE_NPM_REGISTRY), so a test can give a stand-in.
const core = await createCore(
  {
    dataDir,
    secrets: testSecrets,
    openExternal: createTestBrowser().openExternal,
    npmRegistry: deriveNpmRegistry(process.env),
  },
  model !== undefined ? { model } : {},
);
const useModel = (baseUrl: string, fresh: boolean) => {
  scriptedServer = baseUrl;
  if (!fresh) core.updateSettings({ provider: 'local', baseUrl, model: 'scripted', onboarded: true });
};
if (modelBaseUrl !== '-') useModel(modelBaseUrl, flag === '--fresh');
const router = createIpcRouter(buildIpcHandlers(core, stubDesktop), () => true);
core.subscribe((push) => process.send?.({ push }));

process.on('message', (raw: unknown) => {
  const message = raw as
    | { id: number; channel: string; payload: unknown }
    | { pick: string }
    | { model: { baseUrl: string; fresh: boolean } };
  if ('pick' in message) {
    picked = message.pick;
    return;
  }
  if ('model' in message) {
    useModel(message.model.baseUrl, message.model.fresh);
    process.send?.({ configured: true });
    return;
  }
  const { id, channel, payload } = message;
  void router.dispatch(channel, payload, { url: 'http://127.0.0.1/' }).then((result) => process.send?.({ id, result }));
});
process.on('disconnect', () => void core.close().finally(() => process.exit(0)));
process.send?.({ ready: true });
