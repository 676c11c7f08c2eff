import { z } from 'zod';
import { editFileTool } from './edit-file';
import { listDirTool } from './list-dir';
import { readFileTool } from './read-file';
import { rememberTool } from './remember';
import { createRunCommandTool, runCommandTool, type RunCommandToolOptions } from './run-command';
import { searchTool } from './search';
import type { DynamicToolSource, ModelToolSpec, ToolDefinition, ToolRegistry } from './types';
import { updatePlanTool } from './update-plan';
import { writeFileTool } from './write-file';

/** The built-in tools, in the order the model sees them (BUILTIN_TOOL_NAMES). */
const BUILTIN_TOOLS: readonly ToolDefinition[] = [
  readFileTool,
  listDirTool,
  searchTool,
  writeFileTool,
  editFileTool,
  runCommandTool,
  updatePlanTool,
  rememberTool,
];

export interface ToolRegistryOptions {
  /** More tools after the built-ins (MCP tools later). A name already taken throws: a bug, not input. */
  extraTools?: readonly ToolDefinition[];
  /** Tools read afresh on each call, after the fixed ones (MCP servers' tools); a name already fixed is never shadowed. */
  dynamicTools?: DynamicToolSource;
  /** run_command's sandbox and settings; absent, the process's shared sandbox (probed on first use). */
  runCommand?: RunCommandToolOptions;
}

/** Pure: the JSON Schema the model sees for a tool's input. */
function buildModelToolSpec(tool: ToolDefinition): ModelToolSpec {
  if (tool.inputJsonSchema !== undefined)
    return {
      name: tool.name,
      description: tool.description,
      input_schema: { ...tool.inputJsonSchema, type: 'object' },
    };
  const { $schema: _ignored, ...schema } = z.toJSONSchema(tool.schema, { io: 'input' }) as Record<string, unknown>;
  return { name: tool.name, description: tool.description, input_schema: { ...schema, type: 'object' } };
}

/** Creates the catalogue. Throws only on duplicate names. */
export function createToolRegistry(options: ToolRegistryOptions = {}): ToolRegistry {
  const runCommand = options.runCommand;
  const builtins =
    runCommand === undefined
      ? BUILTIN_TOOLS
      : BUILTIN_TOOLS.map((t) => (t === runCommandTool ? createRunCommandTool(runCommand) : t));
  const tools = [...builtins, ...(options.extraTools ?? [])];
  const byName = new Map<string, ToolDefinition>();
  for (const tool of tools) {
    if (byName.has(tool.name)) throw new Error(`two tools are named ${tool.name}`);
    byName.set(tool.name, tool);
  }
  const names = tools.map((t) => t.name);
  const dynamic = options.dynamicTools;
  if (dynamic === undefined) {
    return {
      names: () => names,
      get: (name) => byName.get(name),
      modelTools: () => tools.map(buildModelToolSpec),
    };
  }
  const extra = () => dynamic.list().filter((t) => !byName.has(t.name));
  return {
    names: () => [...names, ...extra().map((t) => t.name)],
    get: (name) => byName.get(name) ?? dynamic.get(name),
    modelTools: () => [...tools, ...extra()].map(buildModelToolSpec),
  };
}
