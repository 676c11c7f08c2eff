import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ExecuteResult } from '../tools';
import { deriveResultBlocks } from './derive-result-blocks';

/** What the model reads from one call at most. */
const MAX_RESULT_CHARS = 100_000;

/** Pure: a tool's result as the model reads it, and its other kinds for the card; the server's `isError` is a failure (it ran and failed). */
export function formatCallResult(result: CallToolResult): ExecuteResult {
  const parts: string[] = [];
  for (const block of result.content ?? []) {
    if (block.type === 'text') parts.push(block.text);
    else if (block.type === 'image' || block.type === 'audio') parts.push(`[${block.type}, ${block.mimeType}]`);
    else if (block.type === 'resource')
      parts.push('text' in block.resource ? block.resource.text : `[resource ${block.resource.uri}]`);
    else if (block.type === 'resource_link') parts.push(`[resource ${block.uri}]`);
  }
  if (parts.length === 0 && result.structuredContent !== undefined)
    parts.push(JSON.stringify(result.structuredContent));
  let content = parts.join('\n');
  if (content.length > MAX_RESULT_CHARS)
    content = `${content.slice(0, MAX_RESULT_CHARS)}\n[… cut: the result was ${content.length} characters]`;
  if (content === '')
    content = result.isError === true ? 'The tool failed and said nothing more.' : 'Done (the tool returned nothing).';
  const mcpBlocks = deriveResultBlocks(result);
  return {
    outcome: result.isError === true ? 'failure' : 'success',
    content,
    ...(mcpBlocks.length > 0 ? { mcpBlocks } : {}),
  };
}

/** Pure: one line of a call's live output from the server's progress: its numbers and its own words, if any. */
export function formatProgressLine(p: { progress: number; total?: number; message?: string }): string {
  const numbers = p.total !== undefined ? `${p.progress}/${p.total}` : `${p.progress}`;
  return `${numbers}${p.message !== undefined && p.message !== '' ? ` ${p.message.slice(0, 500)}` : ''}\n`;
}

/**
 * Pure: the tool error the model reads when a call did not come back: a timeout, a server that
 * died mid-call, Stop. Each says that it may or may not have taken effect, because it may have.
 */
export function describeCallError(
  err: unknown,
  server: string,
  tool: string,
  timeoutMs: number,
  signal: AbortSignal,
): string {
  if (signal.aborted) return `The call to ${tool} on "${server}" was cancelled (the server was told).`;
  if (err instanceof McpError && err.code === ErrorCode.RequestTimeout) {
    return `The MCP server "${server}" did not answer ${tool} within ${Math.round(timeoutMs / 1000)} s, so Gatehouse cancelled it. It may or may not have taken effect: check before trying again.`;
  }
  if (err instanceof McpError && err.code === ErrorCode.ConnectionClosed) {
    return `The MCP server "${server}" stopped while ${tool} was running. It may or may not have taken effect: check before trying again. Gatehouse is restarting the server.`;
  }
  const message = err instanceof Error ? err.message : String(err);
  return `The call to ${tool} on "${server}" failed: ${message}`;
}
