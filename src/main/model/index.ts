/** Talking to the model: one streamed turn at a time, errors as values. */
export { ANTHROPIC_API_URL, createAnthropicModelClient } from './anthropic-client';
export { buildModelError } from './map-model-error';
export {
  ModelError,
  type AccessCheck,
  type ModelBlock,
  type ModelClient,
  type ModelClientFactory,
  type ModelRequest,
  type ModelSettings,
  type ModelTurn,
  type MessageParam,
  type StreamHandlers,
} from './types';
export { runConnectionTest } from './test-connection';
export { detectTextToolCall } from './detect-text-tool-calls';
export { buildFenceSafeJson, buildJsonFence, neutralizeFenceTag, type FenceTag } from './fence-untrusted';
