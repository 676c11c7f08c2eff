import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  MCP_INLINE_IMAGE_MAX_CHARS,
  MCP_INLINE_IMAGE_TYPES,
  MCP_RESOURCE_TEXT_MAX_CHARS,
  MCP_RESULT_BLOCKS_MAX,
  type McpResultBlock,
} from '../../shared/mcp-content';

type Block = CallToolResult['content'][number];

const inlineTypes: ReadonlySet<string> = new Set(MCP_INLINE_IMAGE_TYPES);
const isBase64 = (data: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(data);

/** Pure: a WAV clip's length from its header (byte rate and data size), or undefined when the data is not a WAV it can read. */
export function deriveWavSeconds(base64: string): number | undefined {
  // The header sits in the first bytes; only those are decoded.
  const head = Buffer.from(base64.slice(0, 65_536 - (65_536 % 4)), 'base64');
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  let byteRate: number | undefined;
  for (let at = 12; at + 8 <= head.length;) {
    const id = head.toString('ascii', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= head.length) byteRate = head.readUInt32LE(at + 16);
    if (id === 'data')
      return byteRate !== undefined && byteRate > 0 ? Math.round((size / byteRate) * 10) / 10 : undefined;
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** Pure: the last part of a resource's address ("notes.md" of file:///a/notes.md), or '' when it has none. */
function deriveAddressName(uri: string): string {
  const last =
    uri
      .replace(/[?#].*$/, '')
      .split('/')
      .filter((p) => p !== '')
      .at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Pure: the decoded size of base64 data, from its length. */
function deriveBase64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

function deriveBlock(block: Block): McpResultBlock | null {
  switch (block.type) {
    case 'text':
      return null; // the text is the result's content already
    case 'image':
      if (!inlineTypes.has(block.mimeType))
        return { kind: 'image_withheld', mimeType: block.mimeType.slice(0, 200), reason: 'type' };
      if (block.data.length > MCP_INLINE_IMAGE_MAX_CHARS || !isBase64(block.data))
        return { kind: 'image_withheld', mimeType: block.mimeType, reason: 'size' };
      return { kind: 'image', mimeType: block.mimeType as (typeof MCP_INLINE_IMAGE_TYPES)[number], data: block.data };
    case 'audio': {
      const seconds = /^audio\/(x-)?wav(e)?$/i.test(block.mimeType) ? deriveWavSeconds(block.data) : undefined;
      return { kind: 'audio', mimeType: block.mimeType.slice(0, 200), ...(seconds !== undefined ? { seconds } : {}) };
    }
    case 'resource': {
      const r = block.resource;
      const base = {
        kind: 'resource' as const,
        uri: r.uri.slice(0, 2_000),
        ...(r.mimeType !== undefined ? { mimeType: r.mimeType.slice(0, 200) } : {}),
      };
      // Embedded resources carry no name of their own: the last part of the address stands for it.
      const last = deriveAddressName(r.uri);
      const name = last !== '' ? { name: last.slice(0, 300) } : {};
      if ('text' in r)
        return {
          ...base,
          ...name,
          text: r.text.slice(0, MCP_RESOURCE_TEXT_MAX_CHARS),
          ...(r.text.length > MCP_RESOURCE_TEXT_MAX_CHARS ? { cut: true } : {}),
        };
      return { ...base, ...name, bytes: deriveBase64Bytes(r.blob) };
    }
    case 'resource_link':
      return {
        kind: 'resource_link',
        uri: block.uri.slice(0, 2_000),
        name: block.name.slice(0, 300),
        ...(block.mimeType !== undefined ? { mimeType: block.mimeType.slice(0, 200) } : {}),
      };
    default:
      return { kind: 'unknown', type: String((block as { type?: unknown }).type ?? 'content').slice(0, 100) };
  }
}

/**
 * Pure: what a tool's result holds besides text, each block by its kind, for its card (shared/mcp-content.ts):
 * an image inline only of a raster type and within a size, audio by its length (never its data),
 * an embedded resource by name and type with its text cut, a resource link by its address, anything
 * else named by its type. At most MCP_RESULT_BLOCKS_MAX blocks.
 */
export function deriveResultBlocks(result: CallToolResult): McpResultBlock[] {
  return (result.content ?? [])
    .flatMap((b) => {
      const block = deriveBlock(b);
      return block === null ? [] : [block];
    })
    .slice(0, MCP_RESULT_BLOCKS_MAX);
}
