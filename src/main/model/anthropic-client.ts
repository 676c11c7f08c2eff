import Anthropic from '@anthropic-ai/sdk';
import type { RawMessageStreamEvent, Tool } from '@anthropic-ai/sdk/resources/messages';
import { normalizeModelBaseUrl } from '../../shared/model-connection';
import { detectTextToolCall } from './detect-text-tool-calls';
import { buildModelError } from './map-model-error';
import {
  ModelError,
  type AccessCheck,
  type ModelBlock,
  type ModelClient,
  type ModelRequest,
  type ModelSettings,
  type ModelTurn,
} from './types';

/** Anthropic's own API: where the cloud provider's key goes, and nowhere else. */
export const ANTHROPIC_API_URL = 'https://api.anthropic.com';
const DEFAULT_IDLE_TIMEOUT_MS = 90_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 10 * 60_000;
/** A key check is one small GET: longer than this and the person is told the connection failed. */
const ACCESS_CHECK_TIMEOUT_MS = 15_000;

interface BlockInProgress {
  block: ModelBlock;
  json: string;
}

/** Folds raw stream events into a turn. Pure per event; the caller owns the accumulator. */
function applyStreamEvent(
  acc: { blocks: Map<number, BlockInProgress>; turn: ModelTurn; stopped: boolean },
  ev: RawMessageStreamEvent,
  onText: (delta: string) => void,
): void {
  switch (ev.type) {
    case 'message_start':
      acc.turn.usage = {
        inputTokens: ev.message.usage?.input_tokens ?? 0,
        outputTokens: ev.message.usage?.output_tokens ?? 0,
      };
      return;
    case 'content_block_start': {
      const cb = ev.content_block;
      if (cb.type === 'text') {
        acc.blocks.set(ev.index, { block: { type: 'text', text: cb.text ?? '' }, json: '' });
        if (cb.text) onText(cb.text);
      } else if (cb.type === 'tool_use') {
        // No `?? {}`: a missing input is the model's mistake and is checked at content_block_stop.
        acc.blocks.set(ev.index, {
          block: { type: 'tool_use', id: cb.id, name: cb.name, input: (cb as { input?: unknown }).input },
          json: '',
        });
      }
      return;
    }
    case 'content_block_delta': {
      const entry = acc.blocks.get(ev.index);
      if (entry === undefined) return;
      if (ev.delta.type === 'text_delta' && entry.block.type === 'text') {
        entry.block.text += ev.delta.text;
        onText(ev.delta.text);
      } else if (ev.delta.type === 'input_json_delta') {
        entry.json += ev.delta.partial_json;
      }
      return;
    }
    case 'content_block_stop': {
      const entry = acc.blocks.get(ev.index);
      if (entry === undefined || entry.block.type !== 'tool_use') return;
      if (entry.json === '') {
        // Local servers may leave `input` out, or send a string or array: invalid arguments, never
        // a silent `{}` (an empty object the model did send still goes through the tool's schema).
        if (!isPlainObject(entry.block.input)) entry.block.inputError = describeNonObject(entry.block.input);
        return;
      }
      try {
        const parsed = JSON.parse(entry.json) as unknown;
        entry.block.input = parsed;
        if (!isPlainObject(parsed)) entry.block.inputError = describeNonObject(parsed);
      } catch (err) {
        // Malformed tool input is the model's mistake, not a transport failure: keep the raw text so
        // the loop denies the call with a clear reason and the model can correct itself.
        entry.block.input = entry.json;
        entry.block.inputError = `the input is not valid JSON (${err instanceof Error ? err.message : String(err)})`;
      }
      return;
    }
    case 'message_delta':
      acc.turn.stopReason = ev.delta.stop_reason ?? acc.turn.stopReason;
      if (acc.turn.usage !== null) acc.turn.usage.outputTokens = ev.usage.output_tokens ?? acc.turn.usage.outputTokens;
      return;
    case 'message_stop':
      acc.stopped = true;
      return;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeNonObject(value: unknown): string {
  if (value === undefined || value === null) return 'the model sent no arguments (a JSON object was expected)';
  return `the arguments are ${Array.isArray(value) ? 'an array' : `a ${typeof value}`}, not a JSON object`;
}

/**
 * What the finished turn means beyond the stream: a reply that ran out of the model's context, or
 * that wrote a tool call as text instead of a tool_use block, is a ModelError about the model's
 * limits (its text kept), never an answer that silently ends the run.
 */
function checkTurnLimits(turn: ModelTurn, toolNames: readonly string[]): void {
  const textBlocks = turn.content.filter((b) => b.type === 'text' && b.text !== '');
  if (turn.stopReason === 'model_context_window_exceeded') {
    throw new ModelError(
      'context_too_long',
      'The model ran out of context while replying (stop reason model_context_window_exceeded).',
      false,
      undefined,
      textBlocks,
    );
  }
  if (turn.content.some((b) => b.type === 'tool_use')) return;
  const written = detectTextToolCall(textBlocks.map((b) => (b.type === 'text' ? b.text : '')).join('\n'), toolNames);
  if (written !== false) {
    const which = typeof written === 'string' ? ` (${written})` : '';
    throw new ModelError(
      'model_limits',
      `The model wrote a tool call${which} as text instead of a tool_use block; it may not support tool use through this server.`,
      true,
      undefined,
      textBlocks,
    );
  }
}

function partialText(blocks: Map<number, BlockInProgress>): ModelBlock[] {
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, e]) => e.block)
    .filter((b) => b.type === 'text' && b.text !== '');
}

/**
 * The Messages API through @anthropic-ai/sdk. Retries are ours (core.retry), so the SDK makes none.
 * Where requests go and which credential they carry come from `settings` alone: the SDK would
 * otherwise take ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY or ANTHROPIC_AUTH_TOKEN (or a credentials
 * profile) from the person's environment, perhaps set for another tool, and send the key to that
 * address or another credential to Anthropic. So the base URL, the key and a null token are
 * always passed.
 */
export function createAnthropicModelClient(settings: ModelSettings): ModelClient {
  const client = new Anthropic({
    apiKey: settings.apiKey === '' ? 'local-no-key' : settings.apiKey,
    authToken: null,
    // The SDK appends /v1/messages itself: an address given as …/v1 would otherwise reach /v1/v1/messages.
    baseURL: settings.baseUrl.trim() !== '' ? normalizeModelBaseUrl(settings.baseUrl).baseUrl : ANTHROPIC_API_URL,
    maxRetries: 0,
    timeout: settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    logLevel: 'off',
  });
  const idleMs = settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;

  return {
    model: settings.model,
    async checkAccess(): Promise<AccessCheck> {
      try {
        await client.models.retrieve(settings.model, {}, { timeout: ACCESS_CHECK_TIMEOUT_MS });
        return 'ok';
      } catch (err) {
        const status = err instanceof Anthropic.APIError ? err.status : undefined;
        if (status === 401) return 'wrong_key';
        if (status === 403) return 'key_not_allowed';
        if (status === 404) return 'unknown_model';
        if (err instanceof Anthropic.APIConnectionError) return 'offline';
        return 'ok';
      }
    },
    async streamTurn(request: ModelRequest, handlers, signal): Promise<ModelTurn> {
      const acc = {
        blocks: new Map<number, BlockInProgress>(),
        turn: { content: [], stopReason: null, usage: null } as ModelTurn,
        stopped: false,
      };
      const controller = new AbortController();
      let idleFired = false;
      let heardBack = false;
      const onAbort = () => controller.abort();
      if (signal.aborted) controller.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const armIdle = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          idleFired = true;
          controller.abort();
        }, idleMs);
      };
      try {
        armIdle();
        const stream = await client.messages.create(
          {
            model: settings.model,
            max_tokens: request.maxTokens,
            system: request.system.map((text) => ({ type: 'text' as const, text })),
            messages: [...request.messages],
            tools: request.tools.map(
              (t) => ({ name: t.name, description: t.description, input_schema: t.input_schema }) as Tool,
            ),
            ...(request.toolChoice !== undefined
              ? { tool_choice: { type: 'tool' as const, name: request.toolChoice } }
              : {}),
            stream: true,
          },
          { signal: controller.signal },
        );
        heardBack = true;
        for await (const ev of stream) {
          armIdle();
          applyStreamEvent(acc, ev, handlers.onText);
        }
        if (idleFired)
          throw new ModelError(
            'stalled',
            `The model stream stalled for ${Math.round(idleMs / 1000)} s.`,
            true,
            undefined,
            partialText(acc.blocks),
          );
        if (signal.aborted) throw new ModelError('connection', 'Stopped.', true, undefined, partialText(acc.blocks));
        if (!acc.stopped)
          throw new ModelError(
            'connection',
            'The connection to the model dropped before the reply was complete.',
            true,
            undefined,
            partialText(acc.blocks),
          );
        acc.turn.content = [...acc.blocks.entries()].sort(([a], [b]) => a - b).map(([, e]) => e.block);
        checkTurnLimits(
          acc.turn,
          request.tools.map((t) => t.name),
        );
        return acc.turn;
      } catch (err) {
        if (idleFired && !heardBack && !(err instanceof ModelError)) {
          throw new ModelError(
            'timeout',
            `The model server took the request but sent nothing for ${Math.round(idleMs / 1000)} s.`,
            true,
          );
        }
        if (idleFired && !(err instanceof ModelError)) {
          throw new ModelError(
            'stalled',
            `The model stream stalled for ${Math.round(idleMs / 1000)} s.`,
            true,
            undefined,
            partialText(acc.blocks),
          );
        }
        throw buildModelError(err, partialText(acc.blocks));
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
