import { isBuiltinToolName } from '../../../shared/tool-names';
import { formatBytes as formatBytesInLanguage, formatNumber, t } from '../i18n';
import { deriveEscapedJson, deriveVisibleJson, deriveVisibleText } from '../text/visible-text';
import { readHeldMarker } from '../../../shared/held-marker';
import { hasHeldText, readHeldOrSelf } from './held-text-cache';

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
  // Why it throws: a placeholder typed back would be sent as the argument (a file written with it).
  if (hasHeldText(args)) throw new Error('a held text must be read before its arguments are edited');
  return deriveEscapedJson(args);
}

/**
 * Pure but for the window's cache of texts read. The value with each held text (src/shared/held-texts.ts)
 * as its text when this window has read it, else as a placeholder naming its size.
 */
export function deriveHeldPlaceholders(value: unknown): unknown {
  if (typeof value === 'string') {
    const held = readHeldMarker(value);
    if (held === null) return value;
    const text = readHeldOrSelf(value);
    return text !== value ? text : t('approval.args.heldText', { chars: formatCount(held.chars) });
  }
  if (Array.isArray(value)) return value.map(deriveHeldPlaceholders);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deriveHeldPlaceholders(v)]));
  return value;
}

/** Arguments to read: pretty JSON with hidden characters shown and held texts as deriveHeldPlaceholders gives them. */
export function deriveReadableJson(value: unknown): string {
  return deriveVisibleJson(hasHeldText(value) ? deriveHeldPlaceholders(value) : value);
}
