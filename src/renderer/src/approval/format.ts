import { isBuiltinToolName } from '../../../shared/tools';
import { formatBytes as formatBytesInLanguage, formatNumber, t } from '../i18n';
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

/** 1234 → "1,234" as the window's language writes it. */
export function formatCount(n: number): string {
  return formatNumber(n);
}

/** Bytes in plain units: 980 B, 12.3 KB, 4.1 MB (numbers as the window's language writes them). */
export function formatBytes(n: number): string {
  return formatBytesInLanguage(n);
}

/**
 * Arguments as text to edit: pretty JSON, two spaces, hidden characters written as JSON escapes
 * (they parse back to the same value). For reading, see deriveVisibleJson.
 */
export function formatArgs(args: unknown): string {
  return deriveEscapedJson(args);
}
