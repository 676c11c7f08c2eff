import { describe, expect, it } from 'vitest';
import { parseMcpServersImport } from '../../../src/main/mcp';

describe('importing the mcpServers JSON people already have', () => {
  it('reads Claude Desktop, Claude Code and Cursor entries, every one untrusted', () => {
    const result = parseMcpServersImport(
      JSON.stringify({
        mcpServers: {
          filesystem: {
            command: 'npx',
            args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop'],
            env: { DEBUG: '1' },
          },
          linear: { type: 'http', url: 'https://mcp.linear.app/mcp', headers: { Authorization: 'Bearer x' } },
          'cursor remote': { url: 'https://example.com/mcp' },
          old: { type: 'sse', url: 'https://example.com/sse' },
          broken: { args: [] },
        },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.servers).toEqual([
      expect.objectContaining({
        name: 'filesystem',
        trusted: false,
        scope: 'workspace',
        transport: {
          type: 'stdio',
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop'],
          env: { DEBUG: '1' },
        },
      }),
      expect.objectContaining({
        name: 'linear',
        trusted: false,
        transport: { type: 'http', url: 'https://mcp.linear.app/mcp', headers: { Authorization: 'Bearer x' } },
      }),
      expect.objectContaining({
        name: 'cursor-remote',
        transport: { type: 'http', url: 'https://example.com/mcp', headers: {} },
      }),
    ]);
    expect(result.skipped.map((s) => s.name)).toEqual(['old', 'broken']);
  });

  it('refuses what is not JSON or has no servers object, with a message for the person', () => {
    expect(parseMcpServersImport('{nope')).toMatchObject({ ok: false, message: { id: 'mcp.import.notJson' } });
    expect(parseMcpServersImport('[1]')).toMatchObject({ ok: false, message: { id: 'mcp.import.noServers' } });
  });

  it('does not let a file mark a server trusted', () => {
    const result = parseMcpServersImport(JSON.stringify({ mcpServers: { a: { command: 'x', trusted: true } } }));
    expect(result.ok && result.servers[0]?.trusted).toBe(false);
  });
});
