import { createToolRegistry, type DynamicToolSource, type RunCommandToolOptions, type ToolRegistry } from '../tools';

/** The registry used when createCore gets none: the built-in tools, run_command over the core's sandbox, then the MCP servers' tools. */
export function createDefaultToolRegistry(
  runCommand: RunCommandToolOptions,
  dynamicTools?: DynamicToolSource,
): ToolRegistry {
  return createToolRegistry({ runCommand, ...(dynamicTools !== undefined ? { dynamicTools } : {}) });
}
