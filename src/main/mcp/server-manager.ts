import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { McpServerConfig, McpServerRuntimeView, McpServerState, McpServerStatus } from '../../shared/mcp';
import { buildRuntimeViews } from './build-runtime-view';
import type { NpmHome } from './npm-home';
import { McpDownloadNeededError } from './prepare-npx-launch';
import type { McpSandboxOptions } from './build-sandboxed-launch';
import type { McpPromptRegistry } from './prompt-registry';
import { createRuntimeContext, resolveServerRuntime, type RuntimeContext } from './resolve-server-runtime';
import { startConnection, type McpConnection, type McpListedTool } from './start-connection';
import { say, type MainMessage } from '../../shared/main-messages';
import { McpStartError } from './mcp-start-error';

/** Keeps the last few thousand characters a server wrote to stderr, for its failure to be explained. */
const STDERR_TAIL_CHARS = 4_000;

export interface McpServerManagerDeps {
  /** The servers as configured now (settings). Read on every start, so a change applies to the next start. */
  loadServers(): readonly McpServerConfig[];
  /** Called whenever a state or a tool list changes (the settings screen, the model's tool list). */
  onChange?(): void;
  /** Delay before the n-th restart after a crash (n from 1). Default 0.5 s doubling, at most 30 s. */
  backoffMs?(attempt: number): number;
  /** Restarts after crashes before the instance stays failed until started again by hand. Default 5. */
  maxRestarts?: number;
  /** How long a server may take to start and list its tools. Default 30 s. */
  startTimeoutMs?: number;
  /**
   * How long prepare() waits for a folder's servers before the run goes ahead without the late
   * ones' tools (they keep starting). Default 10 s: a hanging server must not hold up every message.
   */
  prepareWaitMs?: number;
  /** Where servers marked `sandboxed` find the OS sandbox; absent, they do not start. */
  sandbox?: McpSandboxOptions;
  /** MCP authorization: the auth provider of an HTTP server (its sealed tokens), given at each start. */
  authProviderFor?(server: string): OAuthClientProvider | undefined;
  /** MCP prompts: where servers' elicitation requests are asked; absent, servers cannot ask. */
  prompts?: McpPromptRegistry;
  /** Where stdio servers' `node` is looked for (resolve-server-runtime.ts); default this process's. */
  runtime?: RuntimeContext;
  /** Where `npx` servers on Gatehouse's runtime keep npm's cache, and their registry (npm-home.ts); absent, they do not start. */
  npm?: NpmHome;
  /** Replaces the real start (tests of the manager itself). */
  start?: typeof startConnection;
}

/**
 * Owns every MCP server instance of the app: one per (server, conversation folder), or one for a
 * server marked global. Starts them on demand, restarts a crashed one with backoff, keeps each
 * one's state (starting, ready, needs sign-in, failed with the reason and the tail of its stderr)
 * and the tools it lists. Holds no approval state: that lives in the event log.
 */
export interface McpServerManager {
  /** Starts every enabled server for this folder (and the global ones) and waits until each is ready or failed, at most `prepareWaitMs`. Never throws. */
  prepare(workspace: string): Promise<void>;
  /** The live connection for a server in this folder, started if needed. Rejects with plain words when it cannot start. */
  connectionFor(server: string, workspace: string): Promise<McpConnection>;
  /** The tools the server listed most recently (any instance); empty before it first started. */
  toolsOf(server: string): readonly McpListedTool[];
  /** Every instance's state, for the settings screen. */
  states(): McpServerState[];
  /** What each configured stdio `node`/`npx` server runs on, and an `npx` one's download (build-runtime-view.ts). */
  runtimes(): McpServerRuntimeView[];
  /** Stops every instance of a server (removed, changed, switched off); the next use starts it with its new settings. */
  stopServer(server: string): Promise<void>;
  /** Stops everything; nothing restarts afterwards. */
  close(): Promise<void>;
}

interface Instance {
  readonly key: string;
  readonly server: string;
  readonly workspace: string | null;
  status: McpServerStatus;
  /** Why it failed or needs sign-in, for the person. */
  reason?: MainMessage;
  stderr: string;
  restarts: number;
  connection: McpConnection | null;
  starting: Promise<McpConnection> | null;
  retry: NodeJS.Timeout | null;
  /** Set once stopped on purpose: a late exit is then not a crash. */
  retired: boolean;
  /** Ends a start still under way when the instance is retired. */
  readonly stopping: AbortController;
}

function defaultBackoff(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** (attempt - 1));
}

/** Why a start failed, as the person reads it beside the server: the start's own error text as data. */
function buildStartFailure(err: unknown): MainMessage {
  if (err instanceof McpStartError) return err.text;
  const message = err instanceof Error ? err.message : String(err);
  if (/ENOENT/.test(message)) return say('mcp.state.commandNotFound', { detail: message });
  if (/401|403|unauthori[sz]ed|forbidden/i.test(message)) return say('mcp.state.needsSignIn', { detail: message });
  return say('mcp.state.didNotStart', { detail: message });
}

function describeStartError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/ENOENT/.test(message)) return `its command was not found (${message})`;
  if (/401|403|unauthori[sz]ed|forbidden/i.test(message))
    return `the server refused Gatehouse: it needs sign-in (${message})`;
  return message;
}

/** Reads only (the PATH): a stdio server's `runtime` for its state; nothing for an HTTP one. */
function deriveRuntimeState(
  config: McpServerConfig | undefined,
  runtime: RuntimeContext | undefined,
): Pick<McpServerState, 'runtime'> {
  if (config?.transport.type !== 'stdio') return {};
  return {
    runtime: resolveServerRuntime(
      config.transport.command,
      config.transport.args,
      runtime ?? createRuntimeContext(),
      config.runOn,
    ).runtime,
  };
}

export function createMcpServerManager(deps: McpServerManagerDeps): McpServerManager {
  const instances = new Map<string, Instance>();
  const latestTools = new Map<string, readonly McpListedTool[]>();
  const start = deps.start ?? startConnection;
  const backoff = deps.backoffMs ?? defaultBackoff;
  const maxRestarts = deps.maxRestarts ?? 5;
  let closed = false;
  const changed = () => deps.onChange?.();

  const configOf = (server: string) => deps.loadServers().find((s) => s.name === server && s.enabled);
  const keyOf = (config: McpServerConfig, workspace: string) => {
    const where = config.scope === 'global' ? null : workspace;
    return { key: `${config.name}\u0000${where ?? ''}`, where };
  };

  const launch = (inst: Instance, config: McpServerConfig): Promise<McpConnection> => {
    const authProvider = config.transport.type === 'http' ? deps.authProviderFor?.(config.name) : undefined;
    inst.status = 'starting';
    delete inst.reason;
    changed();
    const attempt = start(
      config,
      inst.workspace,
      {
        onToolsChanged: (tools) => {
          latestTools.set(inst.server, tools);
          changed();
        },
        onLost: () => onLost(inst),
        onStderr: (text) => {
          inst.stderr = (inst.stderr + text).slice(-STDERR_TAIL_CHARS);
        },
      },
      {
        signal: inst.stopping.signal,
        ...(deps.startTimeoutMs !== undefined ? { startTimeoutMs: deps.startTimeoutMs } : {}),
        ...(deps.sandbox !== undefined ? { sandbox: deps.sandbox } : {}),
        ...(deps.runtime !== undefined ? { runtime: deps.runtime } : {}),
        ...(deps.npm !== undefined ? { npm: deps.npm } : {}),
        ...(authProvider !== undefined ? { authProvider } : {}),
        ...(deps.prompts !== undefined
          ? {
              prompts: {
                ask: (r) =>
                  deps.prompts!.ask({ ...r, server: inst.server, instance: inst.key, workspace: inst.workspace }),
              },
            }
          : {}),
      },
    );
    inst.starting = attempt;
    attempt.then(
      (connection) => {
        inst.starting = null;
        if (inst.retired || closed) {
          void connection.close();
          return;
        }
        inst.connection = connection;
        inst.status = 'ready';
        latestTools.set(inst.server, connection.tools);
        changed();
      },
      (err: unknown) => {
        inst.starting = null;
        if (inst.retired) return;
        if (err instanceof McpDownloadNeededError) {
          // Settings asks the person (its runtimes view); nothing was fetched.
          inst.status = 'needs_download';
          changed();
          return;
        }
        const reason = buildStartFailure(err);
        inst.status = reason.id === 'mcp.state.needsSignIn' ? 'needs_sign_in' : 'failed';
        inst.reason = reason;
        changed();
      },
    );
    return attempt;
  };

  const onLost = (inst: Instance) => {
    deps.prompts?.declineInstance(inst.key, 'the server stopped unexpectedly');
    if (inst.retired || closed) return;
    inst.connection = null;
    inst.status = 'failed';
    inst.restarts += 1;
    if (inst.restarts > maxRestarts) {
      inst.reason = say('mcp.state.gaveUp', { count: inst.restarts });
      changed();
      return;
    }
    const delay = backoff(inst.restarts);
    inst.reason = say('mcp.state.restarting', { seconds: Math.round(delay / 100) / 10 });
    changed();
    inst.retry = setTimeout(() => {
      inst.retry = null;
      const config = configOf(inst.server);
      if (config === undefined || inst.retired || closed) return;
      launch(inst, config).catch(() => undefined);
    }, delay);
    inst.retry.unref();
  };

  const ensure = (config: McpServerConfig, workspace: string): Promise<McpConnection> => {
    const { key, where } = keyOf(config, workspace);
    let inst = instances.get(key);
    if (inst === undefined) {
      inst = {
        key,
        server: config.name,
        workspace: where,
        status: 'stopped',
        stderr: '',
        restarts: 0,
        connection: null,
        starting: null,
        retry: null,
        retired: false,
        stopping: new AbortController(),
      };
      instances.set(key, inst);
    }
    if (inst.connection !== null) return Promise.resolve(inst.connection);
    if (inst.starting !== null) return inst.starting;
    // A use while a restart waits (or after it gave up) starts it now: the person is waiting on it.
    if (inst.retry !== null) clearTimeout(inst.retry);
    inst.retry = null;
    return launch(inst, config);
  };

  const retire = async (inst: Instance) => {
    inst.retired = true;
    inst.stopping.abort();
    if (inst.retry !== null) clearTimeout(inst.retry);
    instances.delete(inst.key);
    deps.prompts?.declineInstance(inst.key, 'the server was stopped or restarted');
    const connection = inst.connection ?? (await inst.starting?.catch(() => null)) ?? null;
    await connection?.close();
  };

  return {
    async prepare(workspace) {
      if (closed) return;
      const configs = deps.loadServers().filter((s) => s.enabled);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deps.prepareWaitMs ?? 10_000);
      });
      await Promise.race([Promise.all(configs.map((c) => ensure(c, workspace).catch(() => undefined))), late]);
      clearTimeout(timer);
    },
    async connectionFor(server, workspace) {
      if (closed) throw new Error('Gatehouse is closing.');
      const config = configOf(server);
      if (config === undefined) throw new Error(`the MCP server "${server}" is not configured or is switched off`);
      try {
        return await ensure(config, workspace);
      } catch (err) {
        throw new Error(`the MCP server "${server}" did not start: ${describeStartError(err)}`, { cause: err });
      }
    },
    toolsOf: (server) => latestTools.get(server) ?? [],
    runtimes: () => buildRuntimeViews(deps.loadServers(), deps.runtime ?? createRuntimeContext(), deps.npm),
    states: () =>
      [...instances.values()].map((inst) => ({
        ...deriveRuntimeState(configOf(inst.server), deps.runtime),
        name: inst.server,
        workspace: inst.workspace,
        status: inst.status,
        ...(inst.reason !== undefined ? { reason: inst.reason } : {}),
        ...(inst.stderr !== '' ? { stderrTail: inst.stderr.split('\n').slice(-20).join('\n') } : {}),
        toolCount: inst.connection?.tools.length ?? 0,
        restarts: inst.restarts,
      })),
    async stopServer(server) {
      latestTools.delete(server);
      await Promise.all([...instances.values()].filter((i) => i.server === server).map(retire));
      changed();
    },
    async close() {
      closed = true;
      await Promise.all([...instances.values()].map(retire));
    },
  };
}
