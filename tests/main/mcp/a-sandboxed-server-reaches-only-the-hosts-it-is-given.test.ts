import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { McpServerConfigSchema } from '../../../src/shared/mcp';
import { createMcpRig, testServerConfig, type McpRig } from '../../support/mcp-harness';

/**
 * Real bubblewrap and @anthropic-ai/sandbox-runtime's proxy around the real notes test server
 * (stdio), which fetches through the HTTP_PROXY it is given. A server on 127.0.0.1 in this process
 * is the host; inside the sandbox's own network namespace it is reachable only through the proxy.
 */
let root = '';
let rig: McpRig | null = null;
let host: Server | null = null;
let hits = 0;
beforeEach(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-hosts-')));
  hits = 0;
  host = createServer((_req, res) => {
    hits += 1;
    res.end('hello from the host');
  });
  await new Promise<void>((resolve) => host!.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  await rig?.manager.close();
  rig = null;
  await new Promise<void>((resolve) => host?.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const port = () => (host!.address() as AddressInfo).port;
const fetchUrl = async (url: string) => {
  const workspace = join(root, 'ws');
  const connection = await rig!.manager.connectionFor('notes', workspace);
  const result = await connection.callTool(
    'fetch_url',
    { url },
    { signal: new AbortController().signal, timeoutMs: 20_000 },
  );
  const first = result.content[0];
  return { isError: result.isError === true, text: first?.type === 'text' ? first.text : '' };
};

describe('a sandboxed MCP server given hosts', () => {
  it('reaches a listed host; an unlisted one is refused and never reached', async () => {
    mkdirSync(join(root, 'ws'));
    rig = createMcpRig(
      [
        testServerConfig('notes', 'mcp-notes-server.ts', join(root, 'ws', 'notes.json'), {
          sandboxed: true,
          hosts: ['127.0.0.1'],
        }),
      ],
      {
        sandbox: { dataDir: join(root, 'data') },
      },
    );
    expect(await fetchUrl(`http://127.0.0.1:${port()}/`)).toEqual({ isError: false, text: '200 hello from the host' });
    expect(hits).toBe(1);
    // The same server by another name is another host: the proxy refuses it by name.
    const refused = await fetchUrl(`http://localhost:${port()}/`);
    expect(refused.text).toMatch(/^403 Connection blocked by network allowlist/);
    expect(hits).toBe(1);
  }, 60_000);

  it('with no host listed reaches nothing, not even the host a listed server may', async () => {
    mkdirSync(join(root, 'ws'));
    rig = createMcpRig(
      [testServerConfig('notes', 'mcp-notes-server.ts', join(root, 'ws', 'notes.json'), { sandboxed: true })],
      {
        sandbox: { dataDir: join(root, 'data') },
      },
    );
    const result = await fetchUrl(`http://127.0.0.1:${port()}/`);
    expect(result).toMatchObject({ isError: true, text: expect.stringMatching(/^unreachable/) });
    expect(hits).toBe(0);
  }, 60_000);

  it('a host is named alone: an address with a path or a scheme is refused in words', () => {
    const parse = (hosts: string[]) =>
      McpServerConfigSchema.safeParse({
        name: 'notes',
        transport: { type: 'stdio', command: 'notes' },
        sandboxed: true,
        hosts,
      });
    expect(parse(['api.example.com', 'example.com:443', '127.0.0.1']).success).toBe(true);
    const bad = parse(['https://example.com/path']);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('check.hostAlone');
  });
});
