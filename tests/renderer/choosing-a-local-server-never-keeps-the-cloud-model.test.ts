import { describe, expect, it } from 'vitest';
import { deriveErrorActions, deriveRetryReadyAt } from '../../src/renderer/src/conversation/RunErrorNotice';
import { applyProvider, type ModelDraft } from '../../src/renderer/src/screens/ModelFields';

const cloud: ModelDraft = {
  provider: 'anthropic',
  baseUrl: '',
  model: 'claude-sonnet-4-5',
  apiKey: '',
  contextWindow: 200_000,
};

describe('choosing where the model runs', () => {
  it('local: Ollama’s address, no cloud model name, a local-sized window', () => {
    expect(applyProvider(cloud, 'local')).toEqual({
      ...cloud,
      provider: 'local',
      baseUrl: 'http://127.0.0.1:11434',
      model: '',
      contextWindow: 8192,
    });
  });

  it('local keeps what the person already set for a local server', () => {
    const set = { ...cloud, baseUrl: 'http://127.0.0.1:1234', model: 'qwen/qwen3-8b', contextWindow: 32768 };
    expect(applyProvider(set, 'local')).toMatchObject({
      baseUrl: 'http://127.0.0.1:1234',
      model: 'qwen/qwen3-8b',
      contextWindow: 32768,
    });
  });

  it('back to the cloud: a cloud model and window again', () => {
    const local = applyProvider(cloud, 'local');
    expect(applyProvider({ ...local, model: 'qwen3:8b' }, 'anthropic')).toMatchObject({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      contextWindow: 200_000,
    });
  });
});

describe('the actions a model error carries', () => {
  it('points at the connection for what the address or model causes, at settings for what a choice fixes', () => {
    for (const code of ['refused', 'unreachable', 'timeout', 'not_found'] as const)
      expect(deriveErrorActions(code)).toEqual({ settings: true, test: true, fresh: false });
    for (const code of ['auth', 'out_of_memory', 'model_limits', 'server_error'] as const)
      expect(deriveErrorActions(code)).toEqual({ settings: true, test: false, fresh: false });
    for (const code of ['connection', 'stalled', 'rate_limited', 'overloaded'] as const)
      expect(deriveErrorActions(code)).toEqual({ settings: false, test: false, fresh: false });
  });

  it('a conversation too long for the model also offers a new conversation in the same folder', () => {
    expect(deriveErrorActions('context_too_long')).toEqual({ settings: true, test: false, fresh: true });
  });

  it('Retry is ready when the wait a 429 asked for has passed since it was recorded', () => {
    const entry = {
      kind: 'error' as const,
      seq: 3,
      code: 'rate_limited' as const,
      message: '',
      retryable: true,
      retryAfterMs: 7000,
      at: '2026-01-01T00:00:00.000Z',
    };
    expect(deriveRetryReadyAt(entry)).toBe(Date.parse('2026-01-01T00:00:07.000Z'));
    expect(deriveRetryReadyAt({ ...entry, retryAfterMs: undefined })).toBe(0);
  });
});
