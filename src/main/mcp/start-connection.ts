import os from 'node:os';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { say } from '../../shared/main-messages';
import { McpStartError } from './mcp-start-error';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ElicitRequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { McpServerConfig } from '../../shared/mcp';
import { buildSandboxedLaunch, type McpSandboxOptions } from './build-sandboxed-launch';
import type { NpmHome } from './npm-home';
import { runNpxPreparation } from './prepare-npx-launch';
import { CallResultSchema } from './call-result-schema';
import { createRuntimeContext, resolveServerRuntime, type RuntimeContext } from './resolve-server-runtime';

/** A tool as its server lists it. */
export type McpListedTool = Tool;

/** What a server reports of a call under way (notifications/progress). */
export interface McpProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** How often a sandboxed server's folder is swept while it runs (a walk of at most 5,000 folders, usually a few ms). */
const SWEEP_EVERY_MS = 3_000;

/** One live session with one server instance. */
export interface McpConnection {
  readonly tools: readonly McpListedTool[];
  /** The implementation name the server gave when it started (`serverInfo.name`). */
  readonly serverName: string | undefined;
  /**
   * The server's own tool name. Rejects on a timeout, a closed connection or an abort (the SDK sends
   * notifications/cancelled). With `onProgress`, the server is given a progress token; each progress
   * it reports is passed on and starts the timeout again (a long call that keeps reporting is alive).
   * A sandboxed server's folder is swept once the call ends (build-sandboxed-launch.ts): what it
   * planted for git or an editor is removed before anyone reads the result, which says so in a last
   * text block (on a failure, the server's log does).
   */
  callTool(
    name: string,
    args: Record<string, unknown>,
    options: { signal: AbortSignal; timeoutMs: number; onProgress?: (progress: McpProgress) => void },
  ): Promise<CallToolResult>;
  /** Ends the session and the process (stdio). Never throws. */
  close(): Promise<void>;
}

export interface ConnectionHooks {
  /** The server's tool list changed (tools/list_changed, re-listed). */
  onToolsChanged(tools: readonly McpListedTool[]): void;
  /** The connection ended without close() being called: the process exited or the stream broke. */
  onLost(): void;
  /** A line the process wrote to stderr. */
  onStderr(text: string): void;
}

export interface ConnectionOptions {
  /** How long the server may take to start and list its tools. Default 30 s. */
  startTimeoutMs?: number;
  /** Where a server marked `sandboxed` finds the sandbox; absent, such a server does not start. */
  sandbox?: McpSandboxOptions;
  /** Aborting gives up a start still under way: the process is ended and the start rejects. */
  signal?: AbortSignal;
  /** MCP authorization (oauth-client-provider.ts) for an HTTP server: its tokens are sent and refreshed. */
  authProvider?: OAuthClientProvider;
  /**
   * MCP prompts: where the server's elicitation requests go (prompt-registry.ts). Absent, the
   * capability is not declared and a server cannot ask. Sampling is never declared.
   */
  prompts?: ConnectionPrompts;
  /** Where a stdio server's `node` is looked for (resolve-server-runtime.ts); default this process's. */
  runtime?: RuntimeContext;
  /** Where an `npx` server on Gatehouse's runtime keeps npm's cache, and its registry; absent, such a server does not start. */
  npm?: NpmHome;
}

/** A server's question, handed to the person; `signal` aborts (with a reason) when it must be declined. */
export interface ConnectionPrompts {
  ask(request: {
    kind: 'elicitation';
    message: string;
    requestedSchema?: unknown;
    signal: AbortSignal;
  }): Promise<{ action: 'accept' | 'decline' | 'cancel'; content?: Record<string, string | number | boolean> }>;
}

/** A tool call under way: a server's question belongs to the calls running when it came. */
interface ActiveCall {
  ended: boolean;
  stopped: boolean;
  readonly waiters: Set<() => void>;
}

/** Pure: one log message as a line of the server's output tail. */
function formatLogLine(params: { level: string; logger?: string | undefined; data: unknown }): string {
  const data = typeof params.data === 'string' ? params.data : JSON.stringify(params.data);
  return `[${params.level}${params.logger !== undefined ? ` ${params.logger}` : ''}] ${String(data).slice(0, 2_000)}\n`;
}

/**
 * Stdio: the server's env is the SDK's safe default (PATH, HOME, …) plus what the person configured;
 * nothing else of ours. A sandboxed one runs under bubblewrap (see build-sandboxed-launch.ts).
 * Rejects when a sandboxed server cannot be put in the sandbox.
 */
async function createTransport(
  config: McpServerConfig,
  workspace: string | null,
  hooks: ConnectionHooks,
  options: ConnectionOptions,
): Promise<{ transport: Transport; cleanUp?: () => Promise<void>; sweepPlanted?: () => string[] }> {
  const t = config.transport;
  if (t.type === 'http') {
    return {
      transport: new StreamableHTTPClientTransport(new URL(t.url), {
        requestInit: { headers: t.headers },
        ...(options.authProvider !== undefined ? { authProvider: options.authProvider } : {}),
      }),
    };
  }
  const cwd = t.cwd ?? workspace ?? os.homedir();
  const runtime = resolveServerRuntime(t.command, t.args, options.runtime ?? createRuntimeContext(), config.runOn);
  let env: Record<string, string> = { ...getDefaultEnvironment(), ...t.env, ...runtime.env };
  let npmFolders: { readable: string[]; writable: string[] } = { readable: [], writable: [] };
  if (runtime.npx !== null) {
    if (options.npm === undefined)
      throw new McpStartError(
        'it starts with npx, and this Gatehouse has no folder to keep npm packages in',
        say('mcp.start.noNpmFolder'),
      );
    const ready = await runNpxPreparation({
      config,
      runtime: { ...runtime, npx: runtime.npx },
      home: options.npm,
      baseEnv: env,
      cwd,
      workspace,
      ...(options.sandbox !== undefined ? { sandbox: options.sandbox } : {}),
      ...(options.signal !== undefined ? { signal: options.signal } : {}),
    });
    env = ready.env;
    npmFolders = { readable: ready.readable, writable: ready.writable };
  }
  let launch: { command: string; args: string[]; cleanUp?: () => Promise<void>; sweepPlanted?: () => string[] } = {
    command: runtime.command,
    args: runtime.args,
  };
  if (config.sandboxed) {
    if (options.sandbox === undefined)
      throw new McpStartError(
        'it is set to run in a sandbox, and this Gatehouse has none to give it',
        say('mcp.start.noSandboxToGive'),
      );
    launch = await buildSandboxedLaunch(runtime.command, runtime.args, cwd, workspace, options.sandbox, {
      hosts: config.hosts,
      writableFolders: config.writableFolders,
      programFolder: runtime.programFolder,
      npm: npmFolders,
    });
  }
  const transport = new StdioClientTransport({ command: launch.command, args: launch.args, env, cwd, stderr: 'pipe' });
  transport.stderr?.on('data', (chunk: Buffer | string) => hooks.onStderr(chunk.toString()));
  return {
    transport,
    ...(launch.cleanUp !== undefined ? { cleanUp: launch.cleanUp } : {}),
    ...(launch.sweepPlanted !== undefined ? { sweepPlanted: launch.sweepPlanted } : {}),
  };
}

async function listAllTools(client: Client): Promise<McpListedTool[]> {
  const tools: McpListedTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const result = await client.listTools(cursor !== undefined ? { cursor } : undefined);
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

/**
 * Starts one server instance (spawns the process or opens the HTTP session), initialises it and
 * lists its tools. A per-folder instance offers that folder as its only root; a global one declares
 * no roots. With `options.prompts`, elicitation is declared (sampling never is: the server's SDK
 * refuses to ask for it): a question that comes during a tool call is asked of the person and
 * declined when every call it came with ends or is stopped; one outside any call is declined at
 * once (recorded all the same). Rejects when the server cannot start or answer within `startTimeoutMs`.
 */
export async function startConnection(
  config: McpServerConfig,
  workspace: string | null,
  hooks: ConnectionHooks,
  options: ConnectionOptions = {},
): Promise<McpConnection> {
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  let closing = false;
  let tools: McpListedTool[] = [];
  const activeCalls = new Set<ActiveCall>();
  const prompts = options.prompts;
  const client = new Client(
    { name: 'gatehouse', version: '1.0.0' },
    {
      capabilities: {
        ...(workspace !== null ? { roots: { listChanged: false } } : {}),
        // Why no sampling: Gatehouse never sends a server's messages to the model, so it does not say it could.
        ...(prompts !== undefined ? { elicitation: { form: {} } } : {}),
      },
      listChanged: {
        tools: {
          debounceMs: 50,
          onChanged: (error, listed) => {
            if (error !== null || listed === null) return;
            tools = listed;
            hooks.onToolsChanged(tools);
          },
        },
      },
    },
  );
  // A server's log messages join what it writes to stderr: the tail Settings shows when it misbehaves.
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => hooks.onStderr(formatLogLine(n.params)));
  if (workspace !== null) {
    const root = { uri: pathToFileURL(workspace).href, name: basename(workspace) };
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [root] }));
  }
  if (prompts !== undefined) {
    /** Aborts when the server withdraws the request, or every call running when it came has ended or been stopped. */
    const signalFor = (serverSignal: AbortSignal): AbortSignal => {
      const controller = new AbortController();
      const calls = [...activeCalls];
      if (calls.length === 0) controller.abort('the server asked outside a tool call');
      serverSignal.addEventListener('abort', () => controller.abort('the server withdrew it'), { once: true });
      const check = () => {
        if (calls.every((c) => c.ended))
          controller.abort(calls.some((c) => c.stopped) ? 'the run was stopped' : 'the tool call ended');
      };
      for (const c of calls) c.waiters.add(check);
      return controller.signal;
    };
    client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
      const params = request.params;
      if (params.mode === 'url') return { action: 'decline' };
      const answer = await prompts.ask({
        kind: 'elicitation',
        message: params.message,
        requestedSchema: params.requestedSchema,
        signal: signalFor(extra.signal),
      });
      return answer.action === 'accept'
        ? { action: 'accept', content: answer.content ?? {} }
        : { action: answer.action };
    });
  }
  const { transport, cleanUp, sweepPlanted } = await createTransport(config, workspace, hooks, options);
  /** The sandboxed server's plants removed, each said in its log (Settings shows it); the lines, for a call's result. */
  const sweep = (): string[] => {
    const lines = sweepPlanted?.() ?? [];
    for (const line of lines) hooks.onStderr(`[gatehouse] ${line}\n`);
    return lines;
  };
  // While it lives, between calls too: a place it plants in the background is removed within
  // SWEEP_EVERY_MS, before the person's own git or editor is likely to read it.
  const sweeper = sweepPlanted === undefined ? undefined : setInterval(sweep, SWEEP_EVERY_MS);
  sweeper?.unref();
  client.onclose = () => {
    if (sweeper !== undefined) clearInterval(sweeper);
    // Once more when it has ended: what it wrote since the last sweep, or as it stopped.
    sweep();
    void cleanUp?.();
    if (!closing) hooks.onLost();
  };
  const giveUp = () => {
    closing = true;
    void client.close().catch(() => undefined);
  };
  options.signal?.addEventListener('abort', giveUp, { once: true });
  try {
    if (options.signal?.aborted === true) throw new Error('stopped before it started');
    await client.connect(transport, { timeout: startTimeoutMs });
    tools = await listAllTools(client);
  } catch (err) {
    closing = true;
    await client.close().catch(() => undefined);
    throw err;
  } finally {
    options.signal?.removeEventListener('abort', giveUp);
  }
  return {
    get tools() {
      return tools;
    },
    serverName: client.getServerVersion()?.name,
    callTool: async (name, args, options) => {
      const call: ActiveCall = { ended: false, stopped: false, waiters: new Set() };
      let swept = false;
      activeCalls.add(call);
      const end = () => {
        if (call.ended) return;
        call.ended = true;
        call.stopped = options.signal.aborted;
        activeCalls.delete(call);
        for (const w of call.waiters) w();
      };
      options.signal.addEventListener('abort', end, { once: true });
      try {
        const onProgress = options.onProgress;
        const progress =
          onProgress === undefined
            ? {}
            : {
                onprogress: (p: McpProgress) =>
                  onProgress({
                    progress: p.progress,
                    ...(p.total !== undefined ? { total: p.total } : {}),
                    ...(p.message !== undefined ? { message: p.message } : {}),
                  }),
                resetTimeoutOnProgress: true,
              };
        // A block of a kind Gatehouse does not know is kept, not a reason to read the whole call as failed.
        const result = (await client.callTool({ name, arguments: args }, CallResultSchema, {
          signal: options.signal,
          timeout: options.timeoutMs,
          ...progress,
        })) as CallToolResult;
        swept = true;
        const lines = sweep();
        return lines.length === 0
          ? result
          : { ...result, content: [...(result.content ?? []), { type: 'text', text: lines.join('\n') }] };
      } catch (err) {
        // MCP authorization: the token could not be refreshed (revoked). The session is ended as lost,
        // so the manager's restart lands on "needs sign-in" instead of a ready server that refuses every call.
        // Awaited: the manager has heard of the loss before the call's failure is read.
        if (err instanceof UnauthorizedError) await client.close().catch(() => undefined);
        throw err;
      } finally {
        if (!swept) sweep();
        options.signal.removeEventListener('abort', end);
        end();
      }
    },
    close: async () => {
      closing = true;
      await client.close().catch(() => undefined);
    },
  };
}
