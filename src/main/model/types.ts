import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { ErrorCode, Usage } from '../../shared/events';
import type { ModelToolSpec } from '../tools/types';

export type { MessageParam };

/** One request to the model: system blocks in order, the derived history, the full tool catalogue. */
export interface ModelRequest {
  system: readonly string[];
  messages: readonly MessageParam[];
  /** The tool catalogue; the reviewer's reply tool (`submit_review`) is not a ToolName, hence the wider name. */
  tools: readonly (Omit<ModelToolSpec, 'name'> & { name: string })[];
  maxTokens: number;
  /** Forces one reply through this tool (the reviewer's `submit_review`); absent: the model chooses. */
  toolChoice?: string;
}

export type ModelBlock =
  | { type: 'text'; text: string }
  /** `input` is the parsed JSON; when the model sent unparseable JSON it is the raw text and `inputError` says why. */
  | { type: 'tool_use'; id: string; name: string; input: unknown; inputError?: string };

export interface ModelTurn {
  content: ModelBlock[];
  stopReason: string | null;
  usage: Usage | null;
}

/** A model failure as a value the loop records: never a hang, never an unhandled crash. */
export class ModelError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    /** What the stream delivered before it broke (text blocks only; tool calls are not kept). */
    readonly partial: ModelBlock[] = [],
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

export interface StreamHandlers {
  onText(delta: string): void;
}

/**
 * Streams one model reply. Resolves with the complete turn; rejects with ModelError (carrying the
 * partial text) for every failure, including Stop (signal aborted → code 'connection', and the
 * caller checks the signal).
 */
export interface ModelClient {
  /** The model id requests go to; recorded on each reply. */
  readonly model?: string;
  streamTurn(request: ModelRequest, handlers: StreamHandlers, signal: AbortSignal): Promise<ModelTurn>;
  /**
   * Whether the server takes the key and knows the model, asked without a generation (the Models
   * API). Busy or failing servers count as 'ok': only what a person fixes in the form is told. Never throws.
   */
  checkAccess?(): Promise<AccessCheck>;
}

/** What a key check found (see ModelClient.checkAccess). */
export type AccessCheck = 'ok' | 'wrong_key' | 'key_not_allowed' | 'unknown_model' | 'offline';

export interface ModelSettings {
  /** Empty → Anthropic's own API (ANTHROPIC_API_URL), never an address from the environment. */
  baseUrl: string;
  /** A placeholder for local servers, which ignore it. */
  apiKey: string;
  model: string;
  /** No byte for this long mid-stream → connection error. */
  idleTimeoutMs?: number;
  /** Whole request budget. */
  requestTimeoutMs?: number;
}

export type ModelClientFactory = (settings: ModelSettings) => ModelClient;
