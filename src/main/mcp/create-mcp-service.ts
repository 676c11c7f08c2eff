import {
  McpServerConfigSchema,
  McpServerListSchema,
  type McpServerConfig,
  type McpServerConfigInput,
  type McpServerSave,
  type McpServerState,
  type McpToolShown,
} from '../../shared/mcp';
import type { McpServersView } from '../../shared/ipc';
import { say, type MainMessage } from '../../shared/main-messages';
import { McpRefusal, McpSignInError } from './mcp-refusal';
import type { McpAnswerPrompt, McpPromptView } from '../../shared/mcp-prompts';
import { createMcpPromptAudit, type McpPromptAudit } from './prompt-audit';
import { createMcpPromptRegistry, type McpPromptAuditEntry, type McpPromptRegistry } from './prompt-registry';
import type { WorkMode } from '../policy';
import type { SettingsStore } from '../store';
import { createMcpToolSource, type McpToolSource } from './create-mcp-tools';
import { applyTrust, deriveServerTools } from './derive-tool-trust';
import { parseMcpServersImport } from './parse-server-import';
import { createMcpOAuthProvider } from './oauth-client-provider';
import { runMcpSignIn } from './oauth-sign-in';
import { createMcpOAuthStore, type OAuthSecretBox } from './oauth-token-store';
import {
  buildMcpServerView,
  buildSealedServers,
  loadUnsealedServers,
  McpSecretsUnsealableError,
  resolveKeptValues,
  type McpSecretBox,
} from './seal-server-secrets';
import { createMcpServerManager, type McpServerManager, type McpServerManagerDeps } from './server-manager';

/** What a window may do with MCP servers (through the IPC router); every change returns the new view. */
export interface McpServersControl {
  /** The servers without their env and header values (only whether each is set), and their states. */
  view(): McpServersView;
  /** Each env or header entry a new value or `{ keep: true }` (the stored one); throws (through `refuse`) when a keep has nothing stored. */
  save(input: McpServerSave): Promise<McpServersView>;
  remove(name: string): Promise<McpServersView>;
  /** Trusts the server in the tools the window showed (each tool's name and definition hash), or untrusts it. */
  setTrust(name: string, trusted: boolean, shown?: readonly McpToolShown[]): Promise<McpServersView>;
  /** Throws (through `refuse`) with plain words when the text is not an mcpServers JSON. */
  importJson(
    text: string,
  ): Promise<{ view: McpServersView; added: string[]; skipped: { name: string; reason: MainMessage }[] }>;
  /** MCP authorization: signs in through the browser, then the server starts; throws (through `refuse`) with plain words. */
  signIn(name: string): Promise<McpServersView>;
  /** Forgets the server's tokens and stops it. */
  signOut(name: string): Promise<McpServersView>;
  // MCP prompts (requests a server makes of the app).
  /** The servers' questions waiting for the person. */
  prompts(): McpPromptView[];
  /** The person's answer; refused (through `refuse`) when the prompt is gone or the content does not fit. */
  answerPrompt(answer: McpAnswerPrompt): null;
  /** Every prompt asked and how it ended (the JSON export). */
  promptAudit(): McpPromptAuditEntry[];
}

/** Pure: the servers for an export: env and header values hidden (they often hold tokens), names, trust and pinned tools kept. */
export function buildMcpExport(
  servers: readonly McpServerConfig[],
  isSignedIn: (server: string) => boolean = () => false,
): unknown[] {
  const hide = (record: Record<string, string>) =>
    Object.fromEntries(Object.keys(record).map((k) => [k, '[not exported]']));
  return servers.map((s) => ({
    ...s,
    transport:
      s.transport.type === 'stdio'
        ? { ...s.transport, env: hide(s.transport.env) }
        : { ...s.transport, headers: hide(s.transport.headers) },
    // MCP authorization: whether the person is signed in, never the tokens.
    ...(s.transport.type === 'http' ? { signedIn: isSignedIn(s.name) } : {}),
  }));
}

/** The control a window uses, over the service; `refuse` makes the error the router reports as invalid input. */
export function createMcpServersControl(service: McpService, refuse: (text: MainMessage) => Error): McpServersControl {
  const view = (): McpServersView => {
    const servers = service.listServers();
    const signedIn = servers.filter((s) => service.isSignedIn(s.name)).map((s) => s.name);
    const tools = servers
      .filter((s) => service.manager.toolsOf(s.name).length > 0 || s.trusted)
      .map((s) => deriveServerTools(s, service.manager.toolsOf(s.name)));
    const runtimes = service.manager.runtimes();
    return {
      servers: servers.map(buildMcpServerView),
      states: service.states(),
      ...(signedIn.length > 0 ? { signedIn } : {}),
      ...(tools.length > 0 ? { tools } : {}),
      ...(runtimes.length > 0 ? { runtimes } : {}),
    };
  };
  const known = (name: string) => {
    if (!service.listServers().some((s) => s.name === name)) throw refuse(say('mcp.noServer', { name }));
  };
  return {
    view,
    async save(input) {
      const stored = service.listServers().find((s) => s.name === input.name);
      const resolved = resolveKeptValues(input, stored);
      if (!resolved.ok) throw refuse(resolved.message);
      // The window never sets pins: a server that stays trusted keeps the ones main holds.
      const { trustedTools: _fromWindow, ...config } = resolved.config;
      const pins = config.trusted && stored?.trusted === true ? stored.trustedTools : undefined;
      try {
        await service.saveServer({ ...config, ...(pins !== undefined ? { trustedTools: pins } : {}) });
      } catch (err) {
        throw err instanceof McpRefusal ? refuse(err.text) : err;
      }
      return view();
    },
    async remove(name) {
      known(name);
      await service.removeServer(name);
      return view();
    },
    async setTrust(name, trusted, shown = []) {
      known(name);
      await service.setTrust(name, trusted, shown);
      return view();
    },
    async importJson(text) {
      let result;
      try {
        result = await service.importServers(text);
      } catch (err) {
        throw err instanceof McpRefusal ? refuse(err.text) : err;
      }
      return { view: view(), ...result };
    },
    async signIn(name) {
      known(name);
      try {
        await service.signIn(name);
      } catch (err) {
        const detail = err instanceof McpSignInError ? err.detail : err instanceof Error ? err.message : String(err);
        throw refuse(say('mcp.signInFailed', { name, why: err instanceof McpSignInError ? err.why : 'other', detail }));
      }
      return view();
    },
    async signOut(name) {
      known(name);
      await service.signOut(name);
      return view();
    },
    prompts: () => service.prompts.list(),
    answerPrompt(answer) {
      try {
        service.prompts.answer(answer);
      } catch (err) {
        throw err instanceof McpRefusal ? refuse(err.text) : err;
      }
      return null;
    },
    promptAudit: () => service.promptAudit.list(),
  };
}

/** The settings key the configured servers (with the person's trust) are kept under: exported and wiped with every setting. */
export const MCP_SERVERS_SETTING = 'mcp.servers';

/** What the core and the settings screen use: the configured servers, their live state, and their tools. */
export interface McpService {
  readonly tools: McpToolSource;
  readonly manager: McpServerManager;
  /** MCP prompts: the servers' live questions, and their audit. */
  readonly prompts: McpPromptRegistry;
  readonly promptAudit: McpPromptAudit;
  /** The live questions changed (pushed to every window). Returns the unsubscribe. */
  onPromptsChanged(listener: (prompts: McpPromptView[]) => void): () => void;
  /** Called whenever a server starts, fails, stops or restarts (the states in `states()` changed); returns the unsubscribe. */
  onServersChanged(listener: () => void): () => void;
  listServers(): McpServerConfig[];
  /** Adds or replaces one server (validated); a running one is stopped so its next use takes the new settings. Throws on invalid input. */
  saveServer(input: unknown): Promise<McpServerConfig>;
  removeServer(name: string): Promise<void>;
  /**
   * Trusted: the tools shown (name and definition hash) are pinned in their live definition when
   * it still has that hash (derive-tool-trust.ts, applyTrust). Untrusted: every pin forgotten.
   */
  setTrust(name: string, trusted: boolean, shown?: readonly McpToolShown[]): Promise<void>;
  /** Adds the servers of an `mcpServers` JSON, each untrusted; a name already taken is skipped. */
  importServers(text: string): Promise<{ added: string[]; skipped: { name: string; reason: MainMessage }[] }>;
  states(): McpServerState[];
  /**
   * Starts this folder's servers before a run, so the model sees their tools; undefined, at once,
   * when no server is switched on (so a caller awaits nothing and its timing is unchanged). Never rejects.
   */
  prepare(workspace: string): Promise<void> | undefined;
  catalogue(mode: WorkMode): ReturnType<McpToolSource['catalogue']>;
  /** MCP authorization: the browser sign-in for an HTTP server, then it starts again with its tokens. Rejects with plain words. */
  signIn(name: string): Promise<void>;
  /** Forgets the server's tokens and stops it (its next start reads "needs sign-in"). */
  signOut(name: string): Promise<void>;
  /** Whether the server holds tokens (export, settings screen); false when sign-in is not set up. */
  isSignedIn(name: string): boolean;
  /** Stops every instance (before Delete everything; the list itself goes with the settings). */
  stopAll(): Promise<void>;
  close(): Promise<void>;
}

/** MCP authorization: how tokens are sealed and how the consent page is opened; absent, HTTP servers get no sign-in. */
export interface McpOAuthOptions {
  secrets: OAuthSecretBox;
  openExternal(url: string): Promise<void>;
  /** How long the person has to consent. Default 5 minutes. */
  signInTimeoutMs?: number;
}

/**
 * Builds the service over the settings table. Env and header values are stored sealed by `secrets`
 * (the box the API key uses); values an older version stored in clear are sealed at the first read.
 * The stored list is parsed at every read (opened once per stored text): a damaged one counts as no servers.
 */
export function createMcpService(
  settings: SettingsStore,
  secrets: McpSecretBox,
  options: Omit<McpServerManagerDeps, 'loadServers' | 'prompts'> & { promptTimeoutMs?: number } = {},
  oauth?: McpOAuthOptions,
): McpService {
  const promptAudit = createMcpPromptAudit(settings);
  const promptListeners = new Set<(prompts: McpPromptView[]) => void>();
  const prompts = createMcpPromptRegistry({
    record: (entry) => promptAudit.record(entry),
    onChange: (list) => promptListeners.forEach((l) => l(list)),
    ...(options.promptTimeoutMs !== undefined ? { timeoutMs: options.promptTimeoutMs } : {}),
  });
  let opened: { text: string; servers: McpServerConfig[] } | null = null;
  const save = (list: McpServerConfig[]) =>
    settings.saveSetting(MCP_SERVERS_SETTING, buildSealedServers(McpServerListSchema.parse(list), secrets));
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
  const oauthStore = oauth !== undefined ? createMcpOAuthStore(settings, oauth.secrets) : undefined;
  const serverListeners = new Set<() => void>();
  const manager = createMcpServerManager({
    ...options,
    onChange: () => {
      options.onChange?.();
      serverListeners.forEach((l) => l());
    },
    loadServers: load,
    prompts,
    ...(oauthStore !== undefined
      ? { authProviderFor: (server: string) => createMcpOAuthProvider({ server, store: oauthStore }) }
      : {}),
  });
  const tools = createMcpToolSource({ manager, loadServers: load });
  const signingIn = new Map<string, Promise<void>>();
  /** Ends a sign-in still waiting for the browser when the app closes (its loopback port is freed). */
  const closing = new AbortController();
  const runSignIn = async (name: string): Promise<void> => {
    const config = load().find((s) => s.name === name);
    if (config === undefined || config.transport.type !== 'http')
      throw new McpSignInError('notHttp', 'only a server reached over HTTP signs in');
    if (oauth === undefined || oauthStore === undefined)
      throw new McpSignInError('unavailable', 'this Gatehouse cannot keep sign-ins');
    await manager.stopServer(name);
    await runMcpSignIn({
      server: name,
      url: config.transport.url,
      store: oauthStore,
      openExternal: oauth.openExternal,
      ...(oauth.signInTimeoutMs !== undefined ? { timeoutMs: oauth.signInTimeoutMs } : {}),
      signal: closing.signal,
    });
    // Started at once for a global server; a per-folder one starts with its folder's next use.
    if (config.enabled && config.scope === 'global') await manager.connectionFor(name, '').catch(() => undefined);
  };
  return {
    tools,
    manager,
    prompts,
    promptAudit,
    onPromptsChanged(listener) {
      promptListeners.add(listener);
      return () => promptListeners.delete(listener);
    },
    onServersChanged(listener) {
      serverListeners.add(listener);
      return () => serverListeners.delete(listener);
    },
    listServers: load,
    async saveServer(input) {
      const config = McpServerConfigSchema.parse(input as McpServerConfigInput);
      save([...load().filter((s) => s.name !== config.name), config]);
      await manager.stopServer(config.name);
      return config;
    },
    async removeServer(name) {
      save(load().filter((s) => s.name !== name));
      oauthStore?.forget(name);
      await manager.stopServer(name);
    },
    async setTrust(name, trusted, shown = []) {
      save(load().map((s) => (s.name === name ? applyTrust(s, trusted, shown, manager.toolsOf(name)) : s)));
    },
    async importServers(text) {
      const result = parseMcpServersImport(text);
      if (!result.ok) throw new McpRefusal(result.message);
      const current = load();
      const taken = new Set(current.map((s) => s.name));
      const added = result.servers.filter((s) => !taken.has(s.name));
      const skipped = [
        ...result.skipped,
        ...result.servers
          .filter((s) => taken.has(s.name))
          .map((s) => ({ name: s.name, reason: say('mcp.import.nameTaken') })),
      ];
      save([...current, ...added]);
      return { added: added.map((s) => s.name), skipped };
    },
    signIn(name) {
      // A second click while the browser is open joins the sign-in under way (one loopback, one state).
      const running = signingIn.get(name);
      if (running !== undefined) return running;
      const attempt = runSignIn(name).finally(() => signingIn.delete(name));
      signingIn.set(name, attempt);
      return attempt;
    },
    async signOut(name) {
      oauthStore?.forget(name);
      await manager.stopServer(name);
    },
    isSignedIn: (name) => oauthStore?.isSignedIn(name) ?? false,
    states: () => manager.states(),
    prepare: (workspace) => (load().some((s) => s.enabled) ? manager.prepare(workspace) : undefined),
    catalogue: (mode) => tools.catalogue(mode),
    async stopAll() {
      await Promise.all(load().map((s) => manager.stopServer(s.name)));
    },
    close: () => {
      closing.abort();
      prompts.close();
      return manager.close();
    },
  };
}
