import { isBuiltinToolName } from '../../../shared/tools';
import { t } from '../i18n';
import { deriveEscapedJson, deriveVisibleText } from '../text/visible-text';

/**
 * A tool's plain name: "Write a file", or "read file (from github)" for an MCP tool. A name that
 * is not ours (an MCP server's) stays on one line with its hidden characters shown.
 */
export function formatToolName(tool: string): string {
  if (isBuiltinToolName(tool)) return t(`approval.tool.${tool}`);
  const visible = (s: string) => deriveVisibleText(s, { lines: 'mark' });
  const mcp = /^mcp__(.+?)__(.+)$/s.exec(tool);
  if (mcp)
    return t('approval.tool.mcp', {
      tool: visible((mcp[2] as string).replace(/_/g, ' ')),
      server: visible(mcp[1] as string),
    });
  return visible(tool);
}

/** An MCP tool's own name without its server's (the card names the server beside it); any other tool as formatToolName. */
export function formatToolNameShort(tool: string): string {
  const mcp = /^mcp__(.+?)__(.+)$/s.exec(tool);
  return mcp ? deriveVisibleText((mcp[2] as string).replace(/_/g, ' '), { lines: 'mark' }) : formatToolName(tool);
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

/**
 * Arguments as text to edit: pretty JSON, two spaces, hidden characters written as JSON escapes
 * (they parse back to the same value). For reading, see deriveVisibleJson.
 */
export function formatArgs(args: unknown): string {
  return deriveEscapedJson(args);
}
