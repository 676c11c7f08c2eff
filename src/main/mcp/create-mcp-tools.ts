import { z } from 'zod';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType } from '@modelcontextprotocol/sdk/validation/types.js';
import type { McpServerConfig } from '../../shared/mcp';
import type { Inspection, McpPreview, McpToolName } from '../../shared/tools';
import {
  buildFileWritePreview,
  deriveFileWriter,
  deriveWriterPath,
  deriveWriteStaleReason,
} from './build-file-write-preview';
import type { CatalogueEntry, WorkMode } from '../policy';
import { loadProtectedPlacesAt, resolveInWorkspace, type DynamicToolSource, type ToolDefinition } from '../tools';
import { buildMcpLayouts, deriveEvent, type EventLookup } from './build-mcp-layouts';
import { deriveDefinitionHash, deriveMcpCallInputs, derivePathArguments } from './derive-call-inputs';
import { deriveToolTrust } from './derive-tool-trust';
import { deriveUnnamedArguments } from './derive-unnamed-arguments';
import { describeCallError, formatCallResult, formatProgressLine } from './format-call-result';
import type { McpServerManager } from './server-manager';
import type { McpConnection, McpListedTool, McpProgress } from './start-connection';
import { say, type MainMessage } from '../../shared/main-messages';

/** The longest tool name the model API accepts. */
const MAX_TOOL_NAME = 128;
const MAX_DESCRIPTION = 4_000;

/** Pure: `mcp__<server>__<tool>` (Claude Code's names), the tool part reduced to what the model API accepts. */
export function deriveMcpToolName(server: string, tool: string): McpToolName {
  return `mcp__${server}__${tool.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, MAX_TOOL_NAME) as McpToolName;
}

/**
 * Pure: the server part of an MCP tool name, or null when it is not one. A server name holds no
 * `__` and does not end in `_` (McpServerNameSchema), so it ends at the first `__` after `mcp__`:
 * every name has at most one server that could have made it.
 */
export function parseMcpToolName(name: string): { server: string; rest: string } | null {
  const m = /^mcp__([A-Za-z0-9](?:[A-Za-z0-9-]|_(?=[A-Za-z0-9-]))*)__(.+)$/.exec(name);
  return m === null ? null : { server: m[1]!, rest: m[2]! };
}

export interface McpToolSource extends DynamicToolSource {
  /** The MCP tools a work mode's executable list may hold: plan binds none; the policy's categories do the rest. */
  catalogue(mode: WorkMode): CatalogueEntry[];
}

export interface McpToolSourceDeps {
  manager: McpServerManager;
  loadServers(): readonly McpServerConfig[];
}

/** Arguments are checked against the server's own JSON Schema in inspect; this only insists on an object. */
const ArgsObjectSchema = z.record(z.string(), z.unknown());
const validator = new AjvJsonSchemaValidator();

/** The one tool of the server that has this name; none when two of its tools reduce to it. */
function findTool(tools: readonly McpListedTool[], server: string, name: string): McpListedTool | undefined {
  const found = tools.filter((t) => deriveMcpToolName(server, t.name) === name);
  return found.length === 1 ? found[0] : undefined;
}

function buildDescription(server: string, tool: McpListedTool | undefined): string {
  if (tool === undefined) return `A tool of the MCP server "${server}".`;
  const title = tool.title ?? tool.annotations?.title;
  const text = [title, tool.description]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .join(': ');
  return (text === '' ? `The ${tool.name} tool of the MCP server "${server}".` : text).slice(0, MAX_DESCRIPTION);
}

/**
 * An event as it is now, through the same server's read-only `get_event` tool, and only when the
 * person trusts that tool as it is listed now (its read-only claim counts then, and such calls run
 * unasked anyway).
 */
function createEventLookup(connection: McpConnection, config: McpServerConfig): EventLookup | undefined {
  const getter = connection.tools.find((t) => /^get_?event$/i.test(t.name) && t.annotations?.readOnlyHint === true);
  if (getter === undefined || !deriveToolTrust(config, getter).trusted) return undefined;
  return async (id) => {
    const result = await connection.callTool(
      getter.name,
      { id },
      { signal: AbortSignal.timeout(5_000), timeoutMs: 5_000 },
    );
    if (result.isError === true) return null;
    let found: unknown = result.structuredContent;
    if (found === undefined) {
      const text = result.content.find((b) => b.type === 'text');
      found = text?.type === 'text' ? JSON.parse(text.text) : undefined;
    }
    const record =
      found !== null && typeof found === 'object' && 'event' in found ? (found as { event: unknown }).event : found;
    return record !== null && typeof record === 'object'
      ? deriveEvent(record as Record<string, unknown>, new Set(config.ownDomains))
      : null;
  };
}

function checkArguments(tool: McpListedTool, args: Record<string, unknown>): string | null {
  try {
    const check = validator.getValidator(tool.inputSchema as JsonSchemaType)(args);
    return check.valid ? null : (check.errorMessage ?? "they do not match the tool's schema");
  } catch (err) {
    return `the server's schema for this tool cannot be read (${err instanceof Error ? err.message : String(err)})`;
  }
}

/**
 * One MCP tool as the loop sees it. inspect: starts the server for the conversation's folder if
 * needed, checks the arguments against the server's schema, puts every path-like argument through
 * the workspace guard, and derives the default effect and `actsOnWorld` from the tool's trust
 * (derive-tool-trust.ts: pinned to the definition the person trusted) and its annotations.
 * execute: refuses (stale, so the person is asked again) when the tool's definition or its trust
 * changed since the inspection that was approved; otherwise calls it with the Stop signal
 * (the SDK sends notifications/cancelled) and the server's timeout. Failures are values.
 */
function createMcpTool(
  deps: McpToolSourceDeps,
  server: string,
  name: McpToolName,
  listed: McpListedTool | undefined,
): ToolDefinition<typeof ArgsObjectSchema> {
  const configOf = () => deps.loadServers().find((s) => s.name === server && s.enabled);
  const liveTool = async (workspace: string) => {
    const connection = await deps.manager.connectionFor(server, workspace);
    return { connection, tool: findTool(connection.tools, server, name) };
  };
  return {
    name,
    description: buildDescription(server, listed),
    schema: ArgsObjectSchema,
    inputJsonSchema: (listed?.inputSchema as Record<string, unknown> | undefined) ?? { type: 'object' },
    async inspect(args, ctx): Promise<Inspection> {
      const config = configOf();
      if (config === undefined) throw new Error(`the MCP server "${server}" is not configured or is switched off`);
      const { tool, connection } = await liveTool(ctx.workspaceRoot);
      if (tool === undefined) throw new Error(`the MCP server "${server}" does not offer ${name} now`);
      const problem = checkArguments(tool, args);
      if (problem !== null) throw new Error(`the arguments do not match what ${tool.name} takes: ${problem}`);
      const unnamed = deriveUnnamedArguments(tool.inputSchema, args);
      if (unnamed.length > 0)
        throw new Error(
          `${tool.name} takes no argument named ${unnamed.join(', ')}; send only the arguments its schema names`,
        );
      const trust = deriveToolTrust(config, tool);
      const inputs = deriveMcpCallInputs(trust.trusted, tool.annotations);
      const paths: string[] = [];
      const outsideReasons: MainMessage[] = [];
      const writer = deriveFileWriter(connection.serverName, tool.name, config.fileWriters);
      // A marked writer's path argument may have any name: it goes through the guard like the rest.
      const writerPath = writer === null ? null : deriveWriterPath(writer, args);
      const pathArguments = derivePathArguments(args);
      if (writer?.kind === 'write' && writerPath !== null && !pathArguments.some((a) => a.at === writer.pathArgument)) {
        pathArguments.push({ at: writer.pathArgument, path: writerPath });
      }
      for (const arg of pathArguments) {
        const resolved = await resolveInWorkspace(ctx.workspaceRoot, arg.path);
        paths.push(resolved.absolute);
        if (!resolved.inside) outsideReasons.push(say('outside.mcpArgument', { argument: arg.at, path: arg.path }));
      }
      // Every call but a trusted read-only one is checked against the protected places, on every
      // path-like argument: a filesystem server's move_file into .git/hooks is as much a write as write_file.
      const readOnlyTrusted = trust.trusted && tool.annotations?.readOnlyHint === true;
      const protectedPlaces = readOnlyTrusted ? [] : await loadProtectedPlacesAt(ctx.workspaceRoot, paths);
      const title = tool.title ?? tool.annotations?.title ?? null;
      const write = writer === null ? null : await buildFileWritePreview(writer, args, ctx.workspaceRoot);
      const mcp: McpPreview = {
        server,
        tool: tool.name,
        title,
        description: tool.description ?? '',
        inputSchema: tool.inputSchema as Record<string, unknown>,
        annotations: tool.annotations ?? {},
        trusted: trust.trusted,
        ...(trust.change !== undefined ? { trustChange: trust.change } : {}),
        definitionHash: deriveDefinitionHash(tool),
        ...(await buildMcpLayouts(
          tool,
          args,
          ctx.workspaceRoot,
          config.ownDomains,
          createEventLookup(connection, config),
        )),
        ...(write !== null ? { write } : {}),
      };
      return {
        paths,
        outsideWorkspace: outsideReasons.length > 0,
        outsideReasons,
        defaultEffect: inputs.defaultEffect,
        actsOnWorld: inputs.actsOnWorld,
        ...(protectedPlaces.length > 0 ? { protectedPlaces } : {}),
        undoable: inputs.defaultEffect === 'allow' ? 'yes' : 'no',
        summary: say(trust.trusted ? 'call.mcp' : 'call.mcpUntrusted', { name: title ?? tool.name, server }),
        preview: { type: 'mcp', mcp },
      };
    },
    async execute(args, ctx, signal) {
      const config = configOf();
      if (config === undefined)
        return {
          outcome: 'failure',
          content: `Not run: the MCP server "${server}" is no longer configured or is switched off.`,
        };
      const reviewed = ctx.reviewed.preview.type === 'mcp' ? ctx.reviewed.preview.mcp : null;
      let live;
      try {
        live = await liveTool(ctx.workspaceRoot);
      } catch (err) {
        return { outcome: 'failure', content: `Not run: ${err instanceof Error ? err.message : String(err)}` };
      }
      if (live.tool === undefined)
        return { outcome: 'failure', content: `Not run: the MCP server "${server}" no longer offers ${name}.` };
      // What runs is what was approved: a tool that now says something else, or whose trust changed
      // (the server's, or the tool's pin), goes back to a person with the new definition.
      if (reviewed === null || reviewed.definitionHash !== deriveDefinitionHash(live.tool)) {
        return {
          outcome: 'stale',
          reason: `The tool ${live.tool.name} of "${server}" changed (its description, arguments or annotations) since it was shown.`,
        };
      }
      if (reviewed.trusted !== deriveToolTrust(config, live.tool).trusted) {
        return { outcome: 'stale', reason: `Whether you trust "${server}" changed since this call was shown.` };
      }
      // A write whose file changed since its diff was shown is asked again, as write_file is.
      const staleWrite = reviewed.write !== undefined ? await deriveWriteStaleReason(reviewed.write) : null;
      if (staleWrite !== null) return { outcome: 'stale', reason: staleWrite };
      try {
        const onProgress = ctx.onProgress;
        const result = await live.connection.callTool(
          live.tool.name,
          { ...args },
          {
            signal,
            timeoutMs: config.callTimeoutMs,
            // The server's progress joins the card's live output, as a command's does.
            ...(onProgress !== undefined ? { onProgress: (p: McpProgress) => onProgress(formatProgressLine(p)) } : {}),
          },
        );
        return formatCallResult(result);
      } catch (err) {
        return {
          outcome: 'failure',
          content: describeCallError(err, server, live.tool.name, config.callTimeoutMs, signal),
        };
      }
    },
  };
}

/** The MCP tools of every enabled server, as the registry's dynamic source, built afresh from the manager on every read. */
export function createMcpToolSource(deps: McpToolSourceDeps): McpToolSource {
  const listAll = (): ToolDefinition[] =>
    deps
      .loadServers()
      .filter((s) => s.enabled)
      .flatMap((s) => {
        const tools = deps.manager.toolsOf(s.name);
        return tools.flatMap((t) => {
          const name = deriveMcpToolName(s.name, t.name);
          // Two tools that reduce to one name: neither is offered rather than a guess between them.
          return findTool(tools, s.name, name) === t ? [createMcpTool(deps, s.name, name, t) as ToolDefinition] : [];
        });
      });
  return {
    list: listAll,
    get(name) {
      const parsed = parseMcpToolName(name);
      if (parsed === null) return undefined;
      const config = deps.loadServers().find((s) => s.name === parsed.server && s.enabled);
      if (config === undefined) return undefined;
      // Known before the server lists its tools (after a restart, a pending call waits on it): the
      // definition is looked up live at inspect and execute.
      return createMcpTool(
        deps,
        config.name,
        name as McpToolName,
        findTool(deps.manager.toolsOf(config.name), config.name, name),
      ) as ToolDefinition;
    },
    catalogue(mode) {
      if (mode === 'plan') return [];
      return deps
        .loadServers()
        .filter((s) => s.enabled)
        .flatMap((s) =>
          deps.manager.toolsOf(s.name).map((t) => ({
            name: deriveMcpToolName(s.name, t.name),
            category: deriveMcpCallInputs(deriveToolTrust(s, t).trusted, t.annotations).category,
          })),
        );
    },
  };
}
