import { describe, expect, it } from 'vitest';
import { derivePreset, normalizeModelBaseUrl } from '../../src/shared';

describe('a local server address, however a guide wrote it', () => {
  it.each([
    ['http://127.0.0.1:11434', 'http://127.0.0.1:11434', false],
    ['http://127.0.0.1:11434/', 'http://127.0.0.1:11434', false],
    ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434', true],
    ['http://127.0.0.1:1234/v1/', 'http://127.0.0.1:1234', true],
    ['  http://localhost:8080/v1/messages  ', 'http://localhost:8080', true],
    ['https://gpu-box.lan/llm/V1/Messages', 'https://gpu-box.lan/llm', true],
    ['http://127.0.0.1:8080/v10', 'http://127.0.0.1:8080/v10', false],
  ])('%s → %s (note: %s)', (typed, base, changed) => {
    expect(normalizeModelBaseUrl(typed)).toEqual({ baseUrl: base, changed });
  });

  it('knows each preset by its address, with or without /v1, and anything else is "other"', () => {
    expect(derivePreset('http://127.0.0.1:11434/v1')).toBe('ollama');
    expect(derivePreset('http://localhost:1234')).toBe('lmstudio');
    expect(derivePreset('http://127.0.0.1:8080/')).toBe('llama_server');
    expect(derivePreset('http://127.0.0.1:9999')).toBe('other');
    expect(derivePreset('')).toBe('other');
  });
});
