import { z } from 'zod';
import { MainMessageSchema } from './main-messages';

/**
 * Local model servers: the presets a person picks from, the one rule that turns what
 * guides give ("…/v1", "…/v1/messages") into the base the SDK wants, and the Test connection
 * contract. Both sides use it; it imports nothing but zod and the main process's message ids.
 */

export const LOCAL_PRESETS = ['ollama', 'lmstudio', 'llama_server', 'other'] as const;
export type LocalPreset = (typeof LOCAL_PRESETS)[number];

/** Where each server listens by default. "other" has no address of its own. */
export const PRESET_ADDRESS: Readonly<Record<Exclude<LocalPreset, 'other'>, string>> = {
  ollama: 'http://127.0.0.1:11434',
  lmstudio: 'http://127.0.0.1:1234',
  llama_server: 'http://127.0.0.1:8080',
};

/** A window most local models have; used until the server or the person says otherwise. */
export const DEFAULT_LOCAL_CONTEXT_WINDOW = 8192;

/** Pure: the preset whose default address this is ("other" for anything else). */
export function derivePreset(baseUrl: string): LocalPreset {
  const base = normalizeModelBaseUrl(baseUrl).baseUrl;
  for (const [preset, address] of Object.entries(PRESET_ADDRESS)) {
    if (base === address || base === address.replace('127.0.0.1', 'localhost')) return preset as LocalPreset;
  }
  return 'other';
}

/**
 * Pure: the base URL the Anthropic SDK wants (it appends /v1/messages itself). A trailing slash,
 * `/v1`, `/v1/` or `/v1/messages` is dropped; `changed` says whether anything was.
 */
export function normalizeModelBaseUrl(value: string): { baseUrl: string; changed: boolean } {
  const trimmed = value.trim();
  const base = trimmed
    .replace(/\/+$/, '')
    .replace(/\/v1(\/messages)?$/i, '')
    .replace(/\/+$/, '');
  return { baseUrl: base, changed: base !== trimmed.replace(/\/+$/, '') };
}

export const ConnectionTestRequestSchema = z
  .object({
    baseUrl: z.string().min(1).max(2000),
    /** The model the person means to use; empty when they have not picked one yet. */
    model: z.string().max(200),
  })
  .strict();
export type ConnectionTestRequest = z.infer<typeof ConnectionTestRequestSchema>;

/** What kind of server answered, from the endpoints it serves. */
export const ServerKindSchema = z.enum(['ollama', 'lmstudio', 'llama_server', 'openai_style', 'unknown']);
export type ServerKind = z.infer<typeof ServerKindSchema>;

export const ConnectionProblemSchema = z.enum([
  'invalid_address', // not an http(s) address
  'not_running', // nothing listens there (connection refused)
  'unreachable', // the host cannot be reached, or did not answer in time
  'wrong_port', // something answers, but not a model server
  'not_anthropic', // a model server without the Anthropic Messages API
  'model_missing', // the server does not have the model (Ollama: not pulled)
]);
export type ConnectionProblem = z.infer<typeof ConnectionProblemSchema>;

export const ConnectionTestResultSchema = z.object({
  /** The address that was tested, normalised. */
  baseUrl: z.string(),
  /** Set when the address as typed ended in /v1 or /v1/messages. */
  normalizedFrom: z.string().optional(),
  reachable: z.boolean(),
  kind: ServerKindSchema,
  /** The models the server lists (may be empty when it has no list endpoint). */
  models: z.array(z.string()),
  /** The model's context window in tokens, when the server says it. */
  contextWindow: z.number().int().positive().optional(),
  /** Null when everything checked out. */
  problem: ConnectionProblemSchema.nullable(),
  /** What is wrong and what to do, as a message the window words (null when nothing is wrong). */
  text: MainMessageSchema.nullable(),
  /** A command that fixes it, e.g. `ollama pull qwen3:8b`. */
  command: z.string().optional(),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;
