import { McpServerConfigSchema, McpServerListSchema, type McpServerConfig, type McpServerConfigInput, type McpServerState } from '../../shared/mcp';
import type { McpServersView } from '../../shared/ipc';
import type { WorkMode } from '../policy';
import type { SettingsStore } from '../store';
import { createMcpToolSource, type McpToolSource } from './create-mcp-tools';
import { parseMcpServersImport } from './parse-server-import';
import { buildSealedServers, loadUnsealedServers, McpSecretsUnsealableError, type McpSecretBox } from './seal-server-secrets';
import { createMcpServerManager, type McpServerManager, type McpServerManagerDeps } from './server-manager';

/** What a window may do with MCP servers (through the IPC router); every change returns the new view. */
export interface McpServersControl {
  view(): McpServersView;
  save(config: McpServerConfig): Promise<McpServersView>;
  remove(name: string): Promise<McpServersView>;
  setTrust(name: string, trusted: boolean): Promise<McpServersView>;
  /** Throws (through `refuse`) with plain words when the text is not an mcpServers JSON. */
  importJson(text: string): Promise<{ view: McpServersView; added: string[]; skipped: { name: string; reason: string }[] }>;
}

/** Pure: the servers for an export: env and header values hidden (they often hold tokens), names and trust kept. */
export function buildMcpExport(servers: readonly McpServerConfig[]): unknown[] {
  const hide = (record: Record<string, string>) => Object.fromEntries(Object.keys(record).map((k) => [k, '[not exported]']));
  return servers.map((s) => ({
    ...s,
    transport: s.transport.type === 'stdio' ? { ...s.transport, env: hide(s.transport.env) } : { ...s.transport, headers: hide(s.transport.headers) },
  }));
}

/** The control a window uses, over the service; `refuse` makes the error the router reports as invalid input. */
export function createMcpServersControl(service: McpService, refuse: (message: string) => Error): McpServersControl {
  const view = (): McpServersView => ({ servers: service.listServers(), states: service.states() });
  const known = (name: string) => {
    if (!service.listServers().some((s) => s.name === name)) throw refuse(`There is no MCP server called "${name}".`);
  };
  return {
    view,
    async save(config) {
      try {
        await service.saveServer(config);
      } catch (err) {
        throw err instanceof McpSecretsUnsealableError ? refuse(err.message) : err;
      }
      return view();
    },
    async remove(name) {
      known(name);
      await service.removeServer(name);
      return view();
    },
    async setTrust(name, trusted) {
      known(name);
      await service.setTrust(name, trusted);
      return view();
    },
    async importJson(text) {
      let result;
      try {
        result = await service.importServers(text);
      } catch (err) {
        throw refuse(err instanceof Error ? err.message : String(err));
      }
      return { view: view(), ...result };
    },
  };
}

/** The settings key the configured servers (with the person's trust) are kept under: exported and wiped with every setting. */
export const MCP_SERVERS_SETTING = 'mcp.servers';

/** What the core and the settings screen use: the configured servers, their live state, and their tools. */
export interface McpService {
  readonly tools: McpToolSource;
  readonly manager: McpServerManager;
  listServers(): McpServerConfig[];
  /** Adds or replaces one server (validated); a running one is stopped so its next use takes the new settings. Throws on invalid input. */
  saveServer(input: unknown): Promise<McpServerConfig>;
  removeServer(name: string): Promise<void>;
  setTrust(name: string, trusted: boolean): Promise<void>;
  /** Adds the servers of an `mcpServers` JSON, each untrusted; a name already taken is skipped. */
  importServers(text: string): Promise<{ added: string[]; skipped: { name: string; reason: string }[] }>;
  states(): McpServerState[];
  /**
   * Starts this folder's servers before a run, so the model sees their tools; undefined, at once,
   * when no server is switched on (so a caller awaits nothing and its timing is unchanged). Never rejects.
   */
  prepare(workspace: string): Promise<void> | undefined;
  catalogue(mode: WorkMode): ReturnType<McpToolSource['catalogue']>;
  /** Stops every instance (before Delete everything; the list itself goes with the settings). */
  stopAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the service over the settings table. Env and header values are stored sealed by `secrets`
 * (the box the API key uses); values an older version stored in clear are sealed at the first read.
 * The stored list is parsed at every read (opened once per stored text): a damaged one counts as no servers.
 */
export function createMcpService(settings: SettingsStore, secrets: McpSecretBox, options: Omit<McpServerManagerDeps, 'loadServers'> = {}): McpService {
  let opened: { text: string; servers: McpServerConfig[] } | null = null;
  const save = (list: McpServerConfig[]) => settings.saveSetting(MCP_SERVERS_SETTING, buildSealedServers(McpServerListSchema.parse(list), secrets));
  const load = (): McpServerConfig[] => {
    const stored = settings.loadSetting(MCP_SERVERS_SETTING) ?? [];
    const text = JSON.stringify(stored);
    if (opened?.text === text) return structuredClone(opened.servers);
    const { servers, plain } = loadUnsealedServers(stored, secrets);
    if (plain) {
      try {
        save(servers);
      } catch (err) {
        if (!(err instanceof McpSecretsUnsealableError)) throw err; // nothing can seal here: the values stay as they were
      }
      return servers;
    }
    opened = { text, servers };
    return structuredClone(servers);
  };
  const manager = createMcpServerManager({ ...options, loadServers: load });
  const tools = createMcpToolSource({ manager, loadServers: load });
  return {
    tools,
    manager,
    listServers: load,
    async saveServer(input) {
      const config = McpServerConfigSchema.parse(input as McpServerConfigInput);
      save([...load().filter((s) => s.name !== config.name), config]);
      await manager.stopServer(config.name);
      return config;
    },
    async removeServer(name) {
      save(load().filter((s) => s.name !== name));
      await manager.stopServer(name);
    },
    async setTrust(name, trusted) {
      save(load().map((s) => (s.name === name ? { ...s, trusted } : s)));
    },
    async importServers(text) {
      const result = parseMcpServersImport(text);
      if (!result.ok) throw new Error(result.message);
      const current = load();
      const taken = new Set(current.map((s) => s.name));
      const added = result.servers.filter((s) => !taken.has(s.name));
      const skipped = [...result.skipped, ...result.servers.filter((s) => taken.has(s.name)).map((s) => ({ name: s.name, reason: 'a server with this name already exists' }))];
      save([...current, ...added]);
      return { added: added.map((s) => s.name), skipped };
    },
    states: () => manager.states(),
    prepare: (workspace) => (load().some((s) => s.enabled) ? manager.prepare(workspace) : undefined),
    catalogue: (mode) => tools.catalogue(mode),
    async stopAll() {
      await Promise.all(load().map((s) => manager.stopServer(s.name)));
    },
    close: () => manager.close(),
  };
}
