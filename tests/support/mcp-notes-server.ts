/**
 * A small notes MCP server over stdio, written with the SDK for the tests: its tools carry no
 * annotations and no name a file writer is known by, as many third-party servers do. `save_note`
 * writes a file (the person may mark it a file writer); `fetch_url` reaches a host over HTTP (the
 * sandbox's host list). Run as `node --import tsx mcp-notes-server.ts <state.json>`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { z } from 'zod';
import { loadTestServerState, saveTestServerState } from './mcp-test-server-state';

const statePath = process.argv[2]!;
const state = loadTestServerState(statePath);
state.starts += 1;
state.pid = process.pid;
saveTestServerState(statePath, state);

const server = new McpServer({ name: 'test-notes', version: '1.0.0' });
const text = (value: string, isError = false) => ({
  content: [{ type: 'text' as const, text: value }],
  ...(isError ? { isError } : {}),
});
const record = (tool: string, args: Record<string, unknown>) => {
  state.received.push({ tool, args });
  saveTestServerState(statePath, state);
};

server.registerTool(
  'save_note',
  {
    title: 'Save a note',
    description: 'Saves the text as a note file.',
    inputSchema: { note: z.string().describe('Where the note goes'), text: z.string().describe('The whole note') },
  },
  async (args) => {
    record('save_note', args);
    try {
      writeFileSync(args.note, args.text);
      return text(`saved ${args.note}`);
    } catch (err) {
      return text(`not saved: ${(err as NodeJS.ErrnoException).code ?? String(err)}`, true);
    }
  },
);

/**
 * GET through the HTTP proxy the sandbox gives (HTTP_PROXY, with its credentials), as a server
 * that honours the proxy variables does: Node's fetch does not read them.
 */
function getThroughProxy(url: string, proxy: string): Promise<string> {
  const via = new URL(proxy);
  const auth =
    via.username === ''
      ? {}
      : {
          'Proxy-Authorization': `Basic ${Buffer.from(`${decodeURIComponent(via.username)}:${decodeURIComponent(via.password)}`).toString('base64')}`,
        };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: via.hostname,
        port: Number(via.port),
        path: url,
        headers: { Host: new URL(url).host, ...auth },
        timeout: 10_000,
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(`${res.statusCode} ${body}`));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.end();
  });
}

server.registerTool(
  'fetch_url',
  {
    title: 'Fetch a page',
    description: 'Fetches an address and returns its status and text.',
    inputSchema: { url: z.string() },
  },
  async (args) => {
    record('fetch_url', args);
    try {
      const proxy = process.env.HTTP_PROXY ?? process.env.http_proxy;
      if (proxy !== undefined) return text(await getThroughProxy(args.url, proxy));
      const res = await fetch(args.url, { signal: AbortSignal.timeout(10_000) });
      return text(`${res.status} ${await res.text()}`);
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string; message?: string } };
      return text(`unreachable: ${e.cause?.code ?? e.code ?? e.cause?.message ?? String(err)}`, true);
    }
  },
);

await server.connect(new StdioServerTransport());
