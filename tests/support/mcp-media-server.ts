/**
 * A small MCP server over stdio for the content kinds the reference server does not return: one
 * tool, `show_media`, answers with an audio clip (a WAV of MCP_TEST_AUDIO_SECONDS seconds), a link
 * to MCP_TEST_LINK (an address the test watches, so it can tell whether anything fetched it) and a
 * block of a kind no MCP revision Gatehouse speaks has ("hologram"), as a server written to a later
 * revision may send. It speaks JSON-RPC by hand: the SDK's own server refuses to send a kind it does
 * not know. Run as `node --import tsx mcp-media-server.ts <state.json>`; each call is recorded there.
 */
import { createInterface } from 'node:readline';
import { loadTestServerState, saveTestServerState } from './mcp-test-server-state';

const statePath = process.argv[2]!;
const state = loadTestServerState(statePath);
state.starts += 1;
state.pid = process.pid;
saveTestServerState(statePath, state);

const seconds = Number(process.env.MCP_TEST_AUDIO_SECONDS ?? '2');
const link = process.env.MCP_TEST_LINK ?? 'http://127.0.0.1:9/report.pdf';

/** A silent mono 8-bit WAV of `length` seconds at 8 kHz, base64. */
function buildWav(length: number): string {
  const rate = 8_000;
  const data = Math.round(rate * length);
  const wav = Buffer.alloc(44 + data, 0x80);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // byte rate: one byte a sample
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav.toString('base64');
}

const tool = {
  name: 'show_media',
  title: 'Show media',
  description: 'Returns a clip, a link to a report and a hologram.',
  inputSchema: { type: 'object', properties: {} },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

type Message = { jsonrpc: '2.0'; id?: number | string; method?: string; params?: Record<string, unknown> };

function answer(
  id: number | string,
  method: string,
  params: Record<string, unknown>,
): Record<string, unknown> | { error: { code: number; message: string } } {
  switch (method) {
    case 'initialize':
      return {
        protocolVersion: typeof params.protocolVersion === 'string' ? params.protocolVersion : '2025-06-18',
        capabilities: { tools: {} },
        serverInfo: { name: 'test-media', version: '1.0.0' },
      };
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: [tool] };
    case 'tools/call':
      state.received.push({ tool: String(params.name), args: (params.arguments ?? {}) as Record<string, unknown> });
      saveTestServerState(statePath, state);
      if (params.name !== tool.name)
        return { content: [{ type: 'text', text: `no tool ${String(params.name)}` }], isError: true };
      return {
        content: [
          { type: 'text', text: 'A clip, a report and a hologram.' },
          { type: 'audio', mimeType: 'audio/wav', data: buildWav(seconds) },
          { type: 'resource_link', uri: link, name: 'Quarterly report', mimeType: 'application/pdf' },
          { type: 'hologram', data: 'not for this client' },
        ],
      };
    default:
      return { error: { code: -32601, message: `${method} (request ${String(id)}) is not offered` } };
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const message = JSON.parse(line) as Message;
  // Notifications (initialized, cancelled, roots changed) need no answer.
  if (message.id === undefined || message.method === undefined) continue;
  const result = answer(message.id, message.method, message.params ?? {});
  const reply =
    'error' in result
      ? { jsonrpc: '2.0', id: message.id, error: result.error }
      : { jsonrpc: '2.0', id: message.id, result };
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
