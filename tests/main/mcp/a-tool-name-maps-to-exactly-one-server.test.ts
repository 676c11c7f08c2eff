import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIpcHandlers, createIpcRouter, type DesktopServices } from '../../../src/main/ipc';
import {
  createMcpToolSource,
  deriveMcpToolName,
  parseMcpServersImport,
  parseMcpToolName,
  type McpServerManager,
} from '../../../src/main/mcp';
import { deriveAcceptedServerNames } from '../../../src/main/mcp/derive-accepted-server-names';
import { loadUnsealedServers } from '../../../src/main/mcp/seal-server-secrets';
import { McpServerConfigSchema, McpServerNameSchema } from '../../../src/shared/mcp';
import { openTestCore } from '../../support/core-harness';

const serverName = fc
  .stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/)
  .filter((n) => McpServerNameSchema.safeParse(n).success);
const toolName = fc.stringMatching(/^[A-Za-z0-9_.-]{1,60}$/);
const box = { encrypt: (plain: string) => Buffer.from(plain), decrypt: (sealed: Buffer) => sealed.toString() };

describe('an MCP tool name maps to exactly one server', () => {
  it("reads mcp__a___b as server a's tool _b, and refuses the server name a_ that could have made it too", () => {
    expect(parseMcpToolName('mcp__a___b')).toEqual({ server: 'a', rest: '_b' });
    expect(parseMcpToolName('mcp__a_b__c')).toEqual({ server: 'a_b', rest: 'c' });
    expect(parseMcpToolName('mcp__a__b__c')).toEqual({ server: 'a', rest: 'b__c' });
    expect(parseMcpToolName('mcp___a__b')).toBeNull();
    for (const refused of ['a_', 'mail__', 'a__b', '_a'])
      expect(McpServerNameSchema.safeParse(refused).success, refused).toBe(false);
    expect(McpServerNameSchema.safeParse('a_').error?.issues[0]?.message).toBe('check.serverNameEndsUnderscore');
    for (const accepted of ['a', 'a_b', 'a-b', 'mail-2', 'A1'])
      expect(McpServerNameSchema.safeParse(accepted).success, accepted).toBe(true);
  });

  it('parses every name a server can make back to that server, and no two servers make the same name', () => {
    fc.assert(
      fc.property(serverName, serverName, toolName, toolName, (s1, s2, t1, t2) => {
        expect(parseMcpToolName(deriveMcpToolName(s1, t1))?.server).toBe(s1);
        if (s1 !== s2) expect(deriveMcpToolName(s1, t1)).not.toBe(deriveMcpToolName(s2, t2));
      }),
      { numRuns: 2_000 },
    );
  });

  it('offers neither of two tools of one server whose names reduce to the same tool name, by list or by name', async () => {
    const config = McpServerConfigSchema.parse({
      name: 'm',
      transport: { type: 'stdio', command: 'x' },
      scope: 'global',
    });
    const tools = [
      { name: 'a.b', inputSchema: { type: 'object' as const } },
      { name: 'a_b', inputSchema: { type: 'object' as const } },
      { name: 'c', inputSchema: { type: 'object' as const } },
    ];
    // A stand-in for the manager: only the listed tools matter here (the real ones run in the other MCP tests).
    const manager = {
      toolsOf: () => tools,
      connectionFor: async () => ({ tools, serverName: 'm' }),
    } as unknown as McpServerManager;
    const source = createMcpToolSource({ manager, loadServers: () => [config] });
    expect(source.list().map((tool) => tool.name)).toEqual(['mcp__m__c']);
    const ctx = { workspaceRoot: '/nowhere', sessionId: 'ses_1' };
    await expect(source.get('mcp__m__a_b')!.inspect({}, ctx)).rejects.toThrow(/does not offer mcp__m__a_b now/);
    await expect(source.get('mcp__m__c')!.inspect({}, ctx)).resolves.toMatchObject({
      preview: { type: 'mcp', mcp: { tool: 'c' } },
    });
  });

  it('skips an imported server named with a trailing _, saying why, and refuses it on save from the window', async () => {
    const imported = parseMcpServersImport(
      JSON.stringify({ mcpServers: { mail_: { command: 'mail-mcp' }, notes: { command: 'notes-mcp' } } }),
    );
    expect(imported).toMatchObject({
      ok: true,
      servers: [{ name: 'notes' }],
      skipped: [
        {
          name: 'mail_',
          reason: {
            id: 'mcp.import.invalid',
            params: { field: 'name', check: 'check.serverNameEndsUnderscore' },
          },
        },
      ],
    });

    const t = await openTestCore([]);
    try {
      const app = { url: 'file:///app/out/renderer/index.html' };
      const desktop: DesktopServices = { platform: 'linux', pickFolder: async () => null, saveJson: async () => null };
      const router = createIpcRouter(buildIpcHandlers(t.core, desktop), (s) => s.url === app.url);
      const saved = await router.dispatch(
        'mcp:save',
        { name: 'mail_', transport: { type: 'stdio', command: 'mail-mcp' } },
        app,
      );
      expect(saved).toMatchObject({
        ok: false,
        error: {
          code: 'invalid_payload',
          text: { id: 'ipc.invalidPayload', params: { fields: 'name', check: 'check.serverNameEndsUnderscore' } },
        },
      });
      expect(t.core.mcp.view().servers).toEqual([]);
    } finally {
      await t.dispose();
    }
  });

  it('renames a stored server an older Gatehouse let end in _, keeping the rest of the list, its trust and its pins', () => {
    const pin = { hash: 'a'.repeat(64), definition: { name: 'send_mail', inputSchema: { type: 'object' } } };
    const stored = [
      { name: 'mail', transport: { type: 'stdio', command: 'a', args: [], env: {} } },
      {
        name: 'mail_',
        transport: { type: 'stdio', command: 'b', args: [], env: {} },
        trusted: true,
        trustedTools: [pin],
      },
      { name: 'notes__', transport: { type: 'stdio', command: 'c', args: [], env: {} } },
    ];
    expect(deriveAcceptedServerNames(stored).map((s) => (s as { name: string }).name)).toEqual([
      'mail',
      'mail-2',
      'notes',
    ]);
    const { servers } = loadUnsealedServers(stored, box);
    expect(servers.map((s) => [s.name, s.trusted, s.transport.type === 'stdio' ? s.transport.command : null])).toEqual([
      ['mail', false, 'a'],
      ['mail-2', true, 'b'],
      ['notes', false, 'c'],
    ]);
    expect(servers[1]?.trustedTools).toEqual([pin]);
  });
});
