import os from 'node:os';
import { buildMcpExport, createMcpService, createMcpServersControl, deriveNpmHome, type McpService } from '../mcp';
import { deriveToolchainCaches } from '../sandbox';
import type { SettingsStore } from '../store';
import type { Lifecycle } from './create-lifecycle';
import type { Broadcaster } from './create-broadcaster';
import { CoreError, type GatehouseCore, type SecretBox } from './types';

/**
 * The MCP servers as the core uses them: the service (tests may hand in their own), added to the
 * lifecycle (stopped with the core, its servers stopped before a wipe), its waiting prompts pushed to
 * every window, and the person's controls over it. `loadCacheReads`: the toolchains in the home folder
 * the person allowed, which commands and sandboxed servers read alike.
 */
export function createMcpWiring(input: {
  given: McpService | undefined;
  settingsStore: SettingsStore;
  secrets: SecretBox;
  dataDir: string;
  npmRegistry: string | undefined;
  openExternal: ((url: string) => Promise<void>) | undefined;
  allowCaches: () => boolean;
  life: Lifecycle;
  broadcaster: Pick<Broadcaster, 'push'>;
}): {
  mcp: McpService;
  control: ReturnType<typeof createMcpServersControl>;
  loadCacheReads: () => string[];
  exportServers: GatehouseCore['exportMcpServers'];
} {
  const { dataDir, secrets, openExternal } = input;
  const loadCacheReads = () => (input.allowCaches() ? deriveToolchainCaches(os.homedir()) : []);
  const mcp =
    input.given ??
    createMcpService(
      input.settingsStore,
      secrets,
      { sandbox: { dataDir, loadCacheReads }, npm: deriveNpmHome(dataDir, input.npmRegistry) },
      openExternal !== undefined ? { secrets, openExternal } : undefined,
    );
  input.life.add('mcp', { stop: () => mcp.close(), wipe: () => mcp.stopAll() });
  mcp.onPromptsChanged((prompts) => input.broadcaster.push({ type: 'mcp_prompts', prompts }));
  const control = createMcpServersControl(mcp, (text) => new CoreError('invalid_input', text));
  return {
    mcp,
    control,
    loadCacheReads,
    exportServers: () => buildMcpExport(mcp.listServers(), (name) => mcp.isSignedIn(name)),
  };
}
