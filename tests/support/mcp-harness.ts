import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunTarget } from '../../src/main/agent';
import {
  applyTrust,
  createMcpServerManager,
  createMcpToolSource,
  deriveDefinitionHash,
  type McpServerManager,
  type McpToolSource,
  type NpmHome,
  type RuntimeContext,
} from '../../src/main/mcp';
import type { McpPromptRegistry } from '../../src/main/mcp/prompt-registry';
import { BUILTIN_CATALOGUE, profileFor } from '../../src/main/policy';
import { draft, type EventStore } from '../../src/main/store';
import { createToolRegistry, type ToolRegistry } from '../../src/main/tools';
import type { RunConfig } from '../../src/shared/events';
import { McpServerConfigSchema, type McpServerConfig, type McpServerConfigInput } from '../../src/shared/mcp';
import type { ApprovalMode, WorkMode } from '../../src/shared/modes';
import { nodeArgsForTestEntry, type McpTestServerFile, type TestEntry } from './test-entry-bundles';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');

/**
 * A test MCP server of tests/support, as a person would configure it: `node <its bundle> <state.json>`
 * inside a vitest run (bundled once for the run, tests/support/test-entry-bundles.ts), else
 * `node --import tsx <file> <state.json>`.
 */
export function testServerConfig(
  name: string,
  file: McpTestServerFile,
  statePath: string,
  extra: Partial<McpServerConfigInput> & { env?: Record<string, string> } = {},
): McpServerConfig {
  const { env, ...rest } = extra;
  return McpServerConfigSchema.parse({
    name,
    // The repository as working folder, so `--import tsx` and the bundle's packages resolve.
    transport: {
      type: 'stdio',
      command: process.execPath,
      args: [...nodeArgsForTestEntry(file.slice(0, -'.ts'.length) as TestEntry), statePath],
      env: env ?? {},
      cwd: repo,
    },
    ...rest,
  });
}

/** @modelcontextprotocol/server-filesystem, started as `node <dist/index.js>`; its allowed folder comes from the roots Gatehouse offers. */
export function filesystemServerConfig(name: string, extra: Partial<McpServerConfigInput> = {}): McpServerConfig {
  const entry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-filesystem/dist/index.js');
  return McpServerConfigSchema.parse({
    name,
    transport: { type: 'stdio', command: process.execPath, args: [entry] },
    ...extra,
  });
}

export interface McpRigOptions {
  backoffMs?: (n: number) => number;
  sandbox?: { dataDir: string; searchPath?: string };
  /** Where servers' questions go (the person's side); absent, servers cannot ask. */
  prompts?: McpPromptRegistry;
  runtime?: RuntimeContext;
  /** Where `npx` servers on Gatehouse's runtime keep npm's cache, and the (stand-in) registry. */
  npm?: NpmHome;
}

/** @modelcontextprotocol/server-everything, the MCP project's reference server, started as `node <dist/index.js> stdio`. */
export function everythingServerConfig(name: string, extra: Partial<McpServerConfigInput> = {}): McpServerConfig {
  const entry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
  return McpServerConfigSchema.parse({
    name,
    transport: { type: 'stdio', command: process.execPath, args: [entry, 'stdio'] },
    ...extra,
  });
}

export interface McpRig {
  servers: McpServerConfig[];
  manager: McpServerManager;
  source: McpToolSource;
  registry: ToolRegistry;
}

/** The MCP service's parts over a list a test may change (trust, servers) while they run. */
export function createMcpRig(servers: McpServerConfig[], options: McpRigOptions = {}): McpRig {
  const manager = createMcpServerManager({
    loadServers: () => servers,
    backoffMs: options.backoffMs ?? (() => 50),
    ...(options.sandbox !== undefined ? { sandbox: options.sandbox } : {}),
    ...(options.prompts !== undefined ? { prompts: options.prompts } : {}),
    ...(options.runtime !== undefined ? { runtime: options.runtime } : {}),
    ...(options.npm !== undefined ? { npm: options.npm } : {}),
  });
  const source = createMcpToolSource({ manager, loadServers: () => servers });
  return { servers, manager, source, registry: createToolRegistry({ dynamicTools: source }) };
}

/**
 * What a person does in Settings › MCP servers before a test's run: the folder's servers started,
 * and every server configured as trusted trusted again in each tool it lists now (the tools the
 * page shows), through the same pinning the window's trust goes through (derive-tool-trust.ts).
 */
export async function trustListedTools(rig: McpRig, workspace: string): Promise<void> {
  await rig.manager.prepare(workspace);
  rig.servers.forEach((config, i) => {
    if (!config.trusted) return;
    const live = rig.manager.toolsOf(config.name);
    rig.servers[i] = applyTrust(
      config,
      true,
      live.map((tool) => ({ tool: tool.name, hash: deriveDefinitionHash(tool) })),
      live,
    );
  });
}

/**
 * Records a user message as the core's send does for MCP: the folder's servers started first, the
 * run's frozen tool list bound from the built-ins and the servers' catalogue for the mode.
 */
export async function startMcpRun(
  store: EventStore,
  rig: McpRig,
  workspace: string,
  ids: { newId(prefix: 'ses_' | 'run_'): string },
  modes: { workMode?: WorkMode; approvalMode?: ApprovalMode; text?: string } = {},
): Promise<RunTarget> {
  const workMode = modes.workMode ?? 'agent';
  await rig.manager.prepare(workspace);
  const sessionId = ids.newId('ses_');
  const runId = ids.newId('run_');
  const config: RunConfig = {
    workMode,
    approvalMode: modes.approvalMode ?? 'manual',
    tools: [...profileFor(workMode, [...BUILTIN_CATALOGUE, ...rig.source.catalogue(workMode)]).tools],
    model: 'scripted',
    agentId: 'default',
  };
  store.createSession({ id: sessionId, title: 'MCP test', workspace, agentId: 'default' });
  store.appendEvents(sessionId, [
    draft('user_message', { runId, text: modes.text ?? 'Go', config }),
    draft('run_state', { runId, state: 'streaming' }),
  ]);
  return { sessionId, runId, workspaceRoot: workspace, config, signal: new AbortController().signal };
}
