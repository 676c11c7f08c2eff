import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
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
    /** A forced tool (the reviewer's reply). */
    tool_choice?: { type: string; name?: string };
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
    message: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'scripted',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 0 },
    },
  });
}

async function writeBlock(
  res: ServerResponse,
  index: number,
  block: ScriptBlock,
  delay: number,
  pieceChars = 8,
): Promise<void> {
  if (block.type === 'text') {
    frame(res, 'content_block_start', {
      type: 'content_block_start',
      index,
      content_block: { type: 'text', text: '' },
    });
    const pieces = block.text.match(new RegExp(`.{1,${pieceChars}}`, 'gs')) ?? [''];
    for (const piece of pieces) {
      frame(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'text_delta', text: piece },
      });
      if (delay > 0) await sleep(delay);
    }
  } else {
    const start =
      block.startInput === undefined ? { input: {} } : block.startInput === 'omit' ? {} : { input: block.startInput };
    frame(res, 'content_block_start', {
      type: 'content_block_start',
      index,
      content_block: { type: 'tool_use', id: block.id, name: block.name, ...start },
    });
    const json = block.rawJson ?? JSON.stringify(block.input ?? {});
    const third = Math.ceil(json.length / 3) || 1;
    for (let i = 0; i < json.length; i += third) {
      frame(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: json.slice(i, i + third) },
      });
      if (delay > 0) await sleep(delay);
    }
  }
  frame(res, 'content_block_stop', { type: 'content_block_stop', index });
}

async function serveTurn(res: ServerResponse, turn: ScriptTurn): Promise<void> {
  if (turn.kind === 'error') {
    if (typeof turn.body === 'string') {
      res.writeHead(turn.status, { 'content-type': 'text/plain', ...(turn.headers ?? {}) });
      res.end(turn.body);
      return;
    }
    res.writeHead(turn.status, { 'content-type': 'application/json', ...(turn.headers ?? {}) });
    res.end(
      JSON.stringify(
        turn.body ?? {
          type: 'error',
          error: { type: turn.errorType ?? 'api_error', message: turn.message ?? `scripted ${turn.status}` },
        },
      ),
    );
    return;
  }
  if (turn.kind === 'hang') return;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  messageStart(res);
  if (turn.kind === 'reply') {
    const delay = turn.frameDelayMs ?? 0;
    for (const [i, b] of turn.blocks.entries()) await writeBlock(res, i, b, delay, turn.pieceChars);
    frame(res, 'message_delta', {
      type: 'message_delta',
      delta: { stop_reason: turn.stopReason ?? 'end_turn', stop_sequence: null },
      usage: { output_tokens: 5 },
    });
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

/** An answer to a request outside the Messages API (a model list, a version, props). */
export interface RouteAnswer {
  status: number;
  /** An object is sent as JSON, a string as it is. */
  body: unknown;
  contentType?: string;
}

export interface ModelServerOptions {
  /** Answers other endpoints (e.g. a local server's model list); undefined falls through to the Messages API or 404. */
  route?(method: string, path: string, body: unknown, headers: IncomingHttpHeaders): RouteAnswer | undefined;
  /**
   * Looks at a Messages request before the script does: a turn returned here is served instead
   * (the script is not consumed), e.g. a server that does not have the requested model.
   */
  screen?(body: RecordedRequest['body']): ScriptTurn | undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A Messages API server on 127.0.0.1 (random port) that answers POST /v1/messages from a script,
 * one turn per request, and records every request body. When the script runs out it answers 500
 * so a test that asks the model more often than expected fails loudly. `options` make it behave
 * like a particular local server (tests/support/local-model-servers.ts).
 */
export async function startModelServer(
  initial: ScriptTurn[] = [],
  options: ModelServerOptions = {},
): Promise<ModelServer> {
  const script = [...initial];
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const routed = options.route?.(req.method ?? 'GET', path, parseJson(raw), req.headers);
      if (routed !== undefined) {
        const isText = typeof routed.body === 'string';
        res.writeHead(routed.status, {
          'content-type': routed.contentType ?? (isText ? 'text/plain' : 'application/json'),
        });
        res.end(isText ? (routed.body as string) : JSON.stringify(routed.body));
        return;
      }
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as RecordedRequest['body'];
      // A request without messages (Test connection's empty probe) is refused as Anthropic's API
      // refuses it, without using a turn of the script or counting as a request.
      if (!Array.isArray((body as { messages?: unknown } | null)?.messages)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'invalid_request_error', message: 'messages: Field required' },
          }),
        );
        return;
      }
      requests.push({
        body,
        authorization: req.headers.authorization,
        apiKey: typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : undefined,
      });
      for (const w of waiters.filter((w) => requests.length >= w.count)) w.resolve();
      const turn = options.screen?.(body) ??
        script.shift() ?? { kind: 'error', status: 500, message: 'the script ran out of turns' };
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
            const t = setTimeout(
              () => reject(new Error(`expected ${count} model requests, got ${requests.length}`)),
              timeoutMs,
            );
            waiters.push({ count, resolve: () => (clearTimeout(t), resolve()) });
          }),
    close: async () => {
      for (const res of open) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
