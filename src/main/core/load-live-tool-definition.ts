import { deriveDefinitionHash, deriveMcpToolName, parseMcpToolName, type McpServerManager } from '../mcp';

/**
 * The definition hash of an MCP tool (`mcp__<server>__<tool>`) as its server listed it most
 * recently: null when the server has not listed it since Gatehouse started, undefined for a name
 * that is not an MCP tool's. Reads the manager's last listing only; starts nothing.
 */
export function loadLiveToolDefinition(
  manager: Pick<McpServerManager, 'toolsOf'>,
  tool: string,
): string | null | undefined {
  const parsed = parseMcpToolName(tool);
  if (parsed === null) return undefined;
  const listed = manager.toolsOf(parsed.server).find((t) => deriveMcpToolName(parsed.server, t.name) === tool);
  return listed === undefined ? null : deriveDefinitionHash(listed);
}
