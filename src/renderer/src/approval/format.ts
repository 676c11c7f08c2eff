import { isBuiltinToolName } from '../../../shared/tools';
import { t } from '../i18n';

/** A tool's plain name: "Write a file", or "read file (from github)" for an MCP tool. */
export function formatToolName(tool: string): string {
  if (isBuiltinToolName(tool)) return t(`approval.tool.${tool}`);
  const mcp = /^mcp__(.+?)__(.+)$/.exec(tool);
  if (mcp) return t('approval.tool.mcp', { tool: (mcp[2] as string).replace(/_/g, ' '), server: mcp[1] as string });
  return tool;
}

/** 1234 → "1,234" in the person's locale. */
export function formatCount(n: number): string {
  return n.toLocaleString();
}

/** Bytes in plain units: 980 B, 12.3 KB, 4.1 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** Arguments as people read them: pretty JSON, two spaces. */
export function formatArgs(args: unknown): string {
  return JSON.stringify(args, null, 2) ?? String(args);
}
