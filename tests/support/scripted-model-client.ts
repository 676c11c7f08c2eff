import Anthropic from '@anthropic-ai/sdk';
import {
  buildModelError,
  ModelError,
  type ModelBlock,
  type ModelClient,
  type ModelRequest,
  type ModelTurn,
} from '../../src/main/model';
import type { ErrorCode } from '../../src/shared/events';
import type { ScriptBlock, ScriptTurn } from './model-script';

export * from './model-script';

/**
 * A ModelClient that plays a script in-process, for the loop's own tests: no HTTP, no SDK stream.
 * The turns are model-server.ts's (`reply`, `final`, `toolUse`, error turns), so a test reads the
 * same either way; an error turn's status becomes a ModelError through the app's own mapping
 * (`buildModelError` over the SDK's APIError), so the codes and texts are what the real client gives.
 */
export interface ScriptedModelClient extends ModelClient {
  readonly model: string;
  /** Every request as it was sent (a deep copy), oldest first. */
  readonly requests: ModelRequest[];
  /** Adds turns to the end of the script. */
  push(...turns: ScriptTurn[]): void;
  /** Makes the next request fail with this code (retryable unless said otherwise), before any scripted turn is used. */
  failNext(code: ErrorCode, options?: { retryable?: boolean; message?: string }): void;
  /** Turns not played yet. */
  remaining(): number;
}

const stopped = (partial: ModelBlock[]) => new ModelError('connection', 'Stopped.', true, undefined, partial);

/** The same `inputError` the real client gives a tool_use whose JSON does not parse. */
function parseToolUse(block: Extract<ScriptBlock, { type: 'tool_use' }>): ModelBlock {
  if (block.rawJson === undefined)
    return { type: 'tool_use', id: block.id, name: block.name, input: structuredClone(block.input ?? {}) };
  try {
    return { type: 'tool_use', id: block.id, name: block.name, input: JSON.parse(block.rawJson) as unknown };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return {
      type: 'tool_use',
      id: block.id,
      name: block.name,
      input: block.rawJson,
      inputError: `the input is not valid JSON (${why})`,
    };
  }
}

/** Resolves when the signal aborts (never otherwise): a stalled stream that only Stop ends. */
function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}

/**
 * Plays one turn: text goes to `onText` as it would stream, a Stop mid-turn rejects with the text so
 * far (code 'connection', as the real client does), and when the script has run out the request
 * fails as the model server's does (500), so a test that asks more often than it meant fails loudly.
 */
async function playTurn(turn: ScriptTurn, onText: (delta: string) => void, signal: AbortSignal): Promise<ModelTurn> {
  if (turn.kind === 'error') {
    const body = turn.body ?? {
      type: 'error',
      error: { type: turn.errorType ?? 'api_error', message: turn.message ?? `scripted ${turn.status}` },
    };
    throw buildModelError(Anthropic.APIError.generate(turn.status, body, undefined, new Headers(turn.headers ?? {})));
  }
  const partial: ModelBlock[] = [];
  const say = (text: string) => {
    const last = partial.at(-1);
    if (last?.type === 'text') last.text += text;
    else partial.push({ type: 'text', text });
    onText(text);
  };
  if (turn.kind === 'hang') {
    await untilAborted(signal);
    throw stopped(partial);
  }
  if (turn.kind !== 'reply') {
    say(turn.text);
    if (turn.kind === 'drop') throw buildModelError(new Error('terminated'), partial);
    if (turn.kind === 'malformed') throw buildModelError(new SyntaxError('Unexpected end of JSON input'), partial);
    await untilAborted(signal);
    throw stopped(partial);
  }
  const content: ModelBlock[] = [];
  for (const block of turn.blocks) {
    // A turn is played between microtasks, so a Stop that lands mid-reply is seen, as on the wire.
    await Promise.resolve();
    if (signal.aborted) throw stopped(partial);
    if (block.type === 'text') {
      say(block.text);
      content.push({ type: 'text', text: block.text });
    } else {
      content.push(parseToolUse(block));
    }
  }
  return { content, stopReason: turn.stopReason ?? 'end_turn', usage: { inputTokens: 10, outputTokens: 5 } };
}

export function createScriptedModelClient(initial: ScriptTurn[] = [], model = 'scripted'): ScriptedModelClient {
  const script = [...initial];
  const failures: ModelError[] = [];
  const requests: ModelRequest[] = [];
  return {
    model,
    requests,
    push: (...turns) => void script.push(...turns),
    failNext: (code, options = {}) =>
      void failures.push(
        new ModelError(code, options.message ?? `Scripted failure: ${code}.`, options.retryable ?? true),
      ),
    remaining: () => script.length,
    async streamTurn(request, handlers, signal) {
      requests.push(structuredClone(request));
      if (signal.aborted) throw stopped([]);
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      const turn = script.shift() ?? { kind: 'error', status: 500, message: 'the script ran out of turns' };
      return playTurn(turn, (delta) => handlers.onText(delta), signal);
    },
  };
}
