import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveResultBlocks, deriveWavSeconds } from '../../../src/main/mcp/derive-result-blocks';
import { CallResultSchema } from '../../../src/main/mcp/call-result-schema';
import { McpResultBlocksSchema } from '../../../src/shared/mcp-content';
import {
  createMcpRig,
  everythingServerConfig,
  testServerConfig,
  trustListedTools,
  type McpRig,
} from '../../support/mcp-harness';

let rig: McpRig | null = null;
let dir: string | null = null;
afterEach(async () => {
  await rig?.manager.close();
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  rig = dir = null;
});

/** A WAV clip of `seconds` of silence: 8 kHz, 8-bit mono (8,000 bytes a second). */
function wav(seconds: number): string {
  const data = Buffer.alloc(8_000 * seconds, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8_000, 24);
  header.writeUInt32LE(8_000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]).toString('base64');
}

describe('what an MCP tool returns besides text, kept for its card', () => {
  it("the reference server's image, embedded resources and links, each by its kind", async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-kinds-')));
    const servers = [everythingServerConfig('everything', { trusted: true })];
    rig = createMcpRig(servers);
    await trustListedTools(rig, dir);
    const run = async (name: string, args: Record<string, unknown>) => {
      const tool = rig!.source.get(`mcp__everything__${name}`)!;
      const ctx = { workspaceRoot: dir!, sessionId: 'ses_1' };
      const inspection = await tool.inspect(args, ctx);
      const result = await tool.execute(
        args,
        {
          ...ctx,
          runId: 'run_1',
          callId: `call_${name}`,
          reviewed: inspection,
          settledBy: { by: 'policy', layer: 'policy' },
          memory: { saveNote: () => undefined },
        },
        new AbortController().signal,
      );
      if (result.outcome === 'stale') throw new Error(result.reason);
      expect(McpResultBlocksSchema.safeParse(result.mcpBlocks ?? []).success).toBe(true);
      return result;
    };

    const image = await run('get-tiny-image', {});
    expect(image.mcpBlocks).toEqual([{ kind: 'image', mimeType: 'image/png', data: expect.stringMatching(/^iVBOR/) }]);
    expect(image.content).not.toContain('iVBOR'); // the model reads that there was an image, never its data

    expect((await run('get-resource-links', { count: 2 })).mcpBlocks).toEqual([
      { kind: 'resource_link', uri: 'demo://resource/dynamic/blob/1', name: 'Blob Resource 1', mimeType: 'text/plain' },
      { kind: 'resource_link', uri: 'demo://resource/dynamic/text/2', name: 'Text Resource 2', mimeType: 'text/plain' },
    ]);
    expect((await run('get-resource-reference', { resourceType: 'Text', resourceId: 1 })).mcpBlocks).toEqual([
      expect.objectContaining({
        kind: 'resource',
        uri: 'demo://resource/dynamic/text/1',
        name: '1',
        mimeType: 'text/plain',
        text: expect.stringContaining('1'),
      }),
    ]);
    expect((await run('get-resource-reference', { resourceType: 'Blob', resourceId: 2 })).mcpBlocks).toEqual([
      expect.objectContaining({ kind: 'resource', uri: 'demo://resource/dynamic/blob/2', bytes: expect.any(Number) }),
    ]);
  }, 30_000);

  it("a real server's audio, link and a kind from a later revision come through the client: the call succeeds and each is kept", async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'gatehouse-mcp-kinds-')));
    const servers = [
      testServerConfig('media', 'mcp-media-server.ts', join(dir, 'state.json'), {
        trusted: true,
        env: { MCP_TEST_AUDIO_SECONDS: '2', MCP_TEST_LINK: 'http://127.0.0.1:9/report.pdf' },
      }),
    ];
    rig = createMcpRig(servers);
    await trustListedTools(rig, dir);
    const tool = rig.source.get('mcp__media__show_media')!;
    const ctx = { workspaceRoot: dir, sessionId: 'ses_1' };
    const inspection = await tool.inspect({}, ctx);
    const result = await tool.execute(
      {},
      {
        ...ctx,
        runId: 'run_1',
        callId: 'call_1',
        reviewed: inspection,
        settledBy: { by: 'policy', layer: 'policy' },
        memory: { saveNote: () => undefined },
      },
      new AbortController().signal,
    );
    // Before: the SDK client refused the whole result for its one unknown block, and the call read as failed.
    expect(result).toMatchObject({
      outcome: 'success',
      content: expect.stringContaining('A clip, a report and a hologram.'),
    });
    if (result.outcome === 'stale') throw new Error(result.reason);
    expect(result.mcpBlocks).toEqual([
      { kind: 'audio', mimeType: 'audio/wav', seconds: 2 },
      {
        kind: 'resource_link',
        uri: 'http://127.0.0.1:9/report.pdf',
        name: 'Quarterly report',
        mimeType: 'application/pdf',
      },
      { kind: 'unknown', type: 'hologram' },
    ]);
    expect(McpResultBlocksSchema.safeParse(result.mcpBlocks).success).toBe(true);
    // Only a kind it does not know is let through: a known kind without its fields is still a broken answer.
    expect(CallResultSchema.safeParse({ content: [{ type: 'image', mimeType: 'image/png' }] }).success).toBe(false);
  }, 30_000);

  it('audio by its length and never its data, an image the window must not show withheld, a long text cut, an unknown kind by its name', () => {
    expect(deriveWavSeconds(wav(2))).toBe(2);
    const blocks = deriveResultBlocks({
      content: [
        { type: 'audio', mimeType: 'audio/wav', data: wav(3) },
        { type: 'audio', mimeType: 'audio/mpeg', data: 'AAAA' },
        { type: 'image', mimeType: 'image/svg+xml', data: 'PHN2Zz4=' },
        {
          type: 'resource',
          resource: { uri: 'file:///notes.md', mimeType: 'text/markdown', text: 'x'.repeat(30_000) },
        },
        { type: 'hologram', data: '…' } as never,
      ],
    });
    expect(blocks).toEqual([
      { kind: 'audio', mimeType: 'audio/wav', seconds: 3 },
      { kind: 'audio', mimeType: 'audio/mpeg' },
      { kind: 'image_withheld', mimeType: 'image/svg+xml', reason: 'type' },
      {
        kind: 'resource',
        uri: 'file:///notes.md',
        name: 'notes.md',
        mimeType: 'text/markdown',
        text: 'x'.repeat(20_000),
        cut: true,
      },
      { kind: 'unknown', type: 'hologram' },
    ]);
    // The window is untrusted: a forged inline SVG does not pass the schema the events are checked with.
    expect(
      McpResultBlocksSchema.safeParse([{ kind: 'image', mimeType: 'image/svg+xml', data: 'PHN2Zz4=' }]).success,
    ).toBe(false);
  });
});
