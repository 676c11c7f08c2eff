import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptBlock, ScriptTurn } from './model-script';

export * from './model-script';

/** What the model received: the parsed body and the auth header. */
export interface RecordedRequest {
  body: {
    model: string;
    system?: { type: 'text'; text: string }[];
    messages: { role: 'user' | 'assistant'; content: string | Record<string, unknown>[] }[];
    tools?: { name: string }[];
    stream?: boolean;
  };
  authorization: string | undefined;
  /** The x-api-key header: what key the server was handed. */
  apiKey: string | undefined;
}

export interface ModelServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Adds turns to the end of the script. */
  push(...turns: ScriptTurn[]): void;
  /** Drops what is left of the script and uses these turns instead. */
  replace(...turns: ScriptTurn[]): void;
  /** Resolves once at least `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function frame(res: ServerResponse, type: string, data: unknown): void {
  // The SDK skips frames without an `event:` line.
  res.write(`event: ${type}\ndata: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

function messageStart(res: ServerResponse): void {
  frame(res, 'message_start', {
    type: 'message_start',
    message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'scripted', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 0 } },
  });
}

async function writeBlock(res: ServerResponse, index: number, block: ScriptBlock, delay: number): Promise<void> {
  if (block.type === 'text') {
    frame(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
    const pieces = block.text.match(/.{1,8}/gs) ?? [''];
    for (const piece of pieces) {
      frame(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } });
      if (delay > 0) await sleep(delay);
    }
  } else {
    frame(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
    const json = block.rawJson ?? JSON.stringify(block.input ?? {});
    const third = Math.ceil(json.length / 3) || 1;
    for (let i = 0; i < json.length; i += third) {
      frame(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(i, i + third) } });
      if (delay > 0) await sleep(delay);
    }
  }
  frame(res, 'content_block_stop', { type: 'content_block_stop', index });
}

async function serveTurn(res: ServerResponse, turn: ScriptTurn): Promise<void> {
  if (turn.kind === 'error') {
    res.writeHead(turn.status, { 'content-type': 'application/json', ...(turn.headers ?? {}) });
    res.end(JSON.stringify({ type: 'error', error: { type: turn.errorType ?? 'api_error', message: turn.message ?? `scripted ${turn.status}` } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  messageStart(res);
  if (turn.kind === 'reply') {
    const delay = turn.frameDelayMs ?? 0;
    for (const [i, b] of turn.blocks.entries()) await writeBlock(res, i, b, delay);
    frame(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: turn.stopReason ?? 'end_turn', stop_sequence: null }, usage: { output_tokens: 5 } });
    frame(res, 'message_stop', { type: 'message_stop' });
    res.end();
    return;
  }
  await writeBlock(res, 0, { type: 'text', text: turn.text }, 0);
  if (turn.kind === 'drop') {
    await sleep(20);
    res.socket?.destroy();
  } else if (turn.kind === 'malformed') {
    frame(res, 'content_block_delta', '{"type": "content_block_delta", "index": 0, "delta": {');
    frame(res, 'message_stop', { type: 'message_stop' });
    res.end();
  }
  // 'stall': keep the socket open and silent until the client gives up or the server closes.
}

/**
 * A Messages API server on 127.0.0.1 (random port) that answers POST /v1/messages from a script,
 * one turn per request, and records every request body. When the script runs out it answers 500
 * so a test that asks the model more often than expected fails loudly.
 */
export async function startModelServer(initial: ScriptTurn[] = []): Promise<ModelServer> {
  const script = [...initial];
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        res.writeHead(404).end();
        return;
      }
      requests.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'], authorization: req.headers.authorization, apiKey: typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : undefined });
      for (const w of waiters.filter((w) => requests.length >= w.count)) w.resolve();
      const turn = script.shift() ?? { kind: 'error', status: 500, message: 'the script ran out of turns' };
      open.add(res);
      res.on('close', () => open.delete(res));
      void serveTurn(res, turn).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    push: (...turns) => script.push(...turns),
    replace: (...turns) => script.splice(0, script.length, ...turns),
    waitForRequests: (count, timeoutMs = 10_000) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const t = setTimeout(() => reject(new Error(`expected ${count} model requests, got ${requests.length}`)), timeoutMs);
            waiters.push({ count, resolve: () => (clearTimeout(t), resolve()) });
          }),
    close: async () => {
      for (const res of open) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
