// The built-in tools' names, apart from their schemas (src/shared/tools.ts), for the window's first script.

/** The tools Gatehouse ships. MCP tools join later as `mcp__<server>__<tool>`. */
export const BUILTIN_TOOL_NAMES = [
  'read_file',
  'list_dir',
  'search',
  'write_file',
  'edit_file',
  'run_command',
  'update_plan',
  'remember',
] as const;
export type BuiltinToolName = (typeof BUILTIN_TOOL_NAMES)[number];
export type McpToolName = `mcp__${string}__${string}`;
export type ToolName = BuiltinToolName | McpToolName;

/** Pure: narrows any name (a model may send anything) to a tool Gatehouse ships. */
export function isBuiltinToolName(name: string): name is BuiltinToolName {
  return (BUILTIN_TOOL_NAMES as readonly string[]).includes(name);
}
