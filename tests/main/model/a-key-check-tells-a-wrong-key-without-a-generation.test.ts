import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicModelClient } from '../../../src/main/model';
import { findClosedPort } from '../../support/closed-port';
import { startModelServer, type ModelServer } from '../../support/model-server';

let server: ModelServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A server whose Models API answers `status` for every model, and that counts what it was asked. */
async function serveModelsApi(status: number, asked: string[]): Promise<string> {
  server = await startModelServer([], {
    route: (method, path) => {
      if (method !== 'GET' || !path.startsWith('/v1/models/')) return undefined;
      asked.push(path);
      return status === 200
        ? {
            status,
            body: {
              type: 'model',
              id: 'claude-sonnet-4-5',
              display_name: 'Claude Sonnet 4.5',
              created_at: '2025-09-29T00:00:00Z',
            },
          }
        : { status, body: { type: 'error', error: { type: 'error', message: `scripted ${status}` } } };
    },
  });
  return server.baseUrl;
}

describe('the key check Start makes before anything is created', () => {
  it.each([
    [200, 'ok'],
    [401, 'wrong_key'],
    [403, 'key_not_allowed'],
    [404, 'unknown_model'],
    // Busy or failing: not something the form fixes, so Start goes on and the conversation says it.
    [429, 'ok'],
    [529, 'ok'],
  ] as const)('a Models API answer of %i reads as %s, and no generation is asked', async (status, expected) => {
    const asked: string[] = [];
    const baseUrl = await serveModelsApi(status, asked);
    const client = createAnthropicModelClient({ baseUrl, apiKey: 'sk-ant-some-key', model: 'claude-sonnet-4-5' });
    await expect(client.checkAccess?.()).resolves.toBe(expected);
    expect(asked).toEqual(['/v1/models/claude-sonnet-4-5']);
    expect(server?.requests).toEqual([]);
  });

  it('reads a server nobody answers at as offline', async () => {
    const client = createAnthropicModelClient({
      baseUrl: `http://127.0.0.1:${await findClosedPort()}`,
      apiKey: 'sk-ant-some-key',
      model: 'claude-sonnet-4-5',
    });
    await expect(client.checkAccess?.()).resolves.toBe('offline');
  });
});
