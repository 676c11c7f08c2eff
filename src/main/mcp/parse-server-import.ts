import { deriveCheckedIssue, say, type MainMessage } from '../../shared/main-messages';
import { McpServerConfigSchema, McpServerNameSchema, type McpServerConfig } from '../../shared/mcp';

/** The servers read, and those skipped with why; or why nothing could be read. Each why is a message for the person. */
export type McpImportResult =
  | { ok: true; servers: McpServerConfig[]; skipped: { name: string; reason: MainMessage }[] }
  | { ok: false; message: MainMessage };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Claude Desktop's and Cursor's names can be anything; ours become part of tool names. */
function deriveServerName(raw: string): string {
  const clean = raw
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/_{2,}/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 40);
  return clean === '' ? 'server' : clean;
}

/**
 * Pure: servers from the `mcpServers` JSON that Claude Desktop (claude_desktop_config.json),
 * Claude Code (.mcp.json, `type: stdio | http | sse`) and Cursor (mcp.json, `url` for a remote one)
 * use. The whole file or just its `mcpServers` object is accepted. Every imported server starts
 * untrusted, whatever the file says: trust is the person's choice in Gatehouse. A server that
 * cannot be read (an old SSE-only server, a missing command) is skipped with the reason.
 */
export function parseMcpServersImport(text: string): McpImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return {
      ok: false,
      message: say('mcp.import.notJson', { detail: err instanceof Error ? err.message : String(err) }),
    };
  }
  const table = isRecord(parsed) && isRecord(parsed.mcpServers) ? parsed.mcpServers : parsed;
  if (!isRecord(table)) return { ok: false, message: say('mcp.import.noServers') };
  const servers: McpServerConfig[] = [];
  const skipped: { name: string; reason: MainMessage }[] = [];
  const taken = new Set<string>();
  for (const [rawName, entry] of Object.entries(table)) {
    if (!isRecord(entry)) {
      skipped.push({ name: rawName, reason: say('mcp.import.notObject') });
      continue;
    }
    let name = McpServerNameSchema.safeParse(rawName).success ? rawName : deriveServerName(rawName);
    for (let n = 2; taken.has(name); n += 1) name = `${deriveServerName(rawName).slice(0, 36)}-${n}`;
    const type = typeof entry.type === 'string' ? entry.type : typeof entry.url === 'string' ? 'http' : 'stdio';
    if (type === 'sse') {
      skipped.push({ name: rawName, reason: say('mcp.import.sse') });
      continue;
    }
    const transport =
      type === 'http' || type === 'streamable-http'
        ? { type: 'http' as const, url: entry.url, headers: entry.headers ?? {} }
        : {
            type: 'stdio' as const,
            command: entry.command,
            args: entry.args ?? [],
            env: entry.env ?? {},
            ...(typeof entry.cwd === 'string' ? { cwd: entry.cwd } : {}),
          };
    const config = McpServerConfigSchema.safeParse({ name, transport, trusted: false });
    if (!config.success) {
      const { path, check } = deriveCheckedIssue(config.error);
      skipped.push({
        name: rawName,
        reason: say('mcp.import.invalid', { field: path.length > 0 ? path.map(String).join('.') : '*', check }),
      });
      continue;
    }
    taken.add(name);
    servers.push(config.data);
  }
  return { ok: true, servers, skipped };
}
