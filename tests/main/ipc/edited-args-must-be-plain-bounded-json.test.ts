import { describe, expect, it, vi } from 'vitest';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import type { GatehouseCore } from '../../../src/main/core/types';

const APP = { url: 'file:///app/out/renderer/index.html' };

function setup() {
  const core = {
    submitDecisions: vi.fn(async () => ({ ok: true as const })),
    previewEdit: vi.fn(async () => ({ ok: false as const, message: 'x' })),
    subscribe: () => () => undefined,
  } as unknown as GatehouseCore;
  const router = createIpcRouter(buildIpcHandlers(core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }), (s) => s.url === APP.url);
  return { core, router };
}

function nested(depth: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let at = root;
  for (let i = 0; i < depth; i++) at = (at['a'] = {}) as Record<string, unknown>;
  return root;
}

const cyclic: Record<string, unknown> = { path: 'a.txt' };
cyclic['self'] = cyclic;

describe('edited arguments crossing IPC', () => {
  it.each([
    ['nested 100,000 deep (stack)', nested(100_000)],
    ['nested 200 deep', nested(200)],
    ['a cycle', cyclic],
    ['a Date', { path: 'a.txt', when: new Date(0) }],
    ['a Map', { path: 'a.txt', m: new Map([['k', 'v']]) }],
    ['NaN', { path: 'a.txt', n: Number.NaN }],
    ['a huge string', { path: 'a.txt', content: 'x'.repeat(2_000_001) }],
    ['a BigInt', { path: 'a.txt', n: 1n }],
  ])('%s is a typed invalid_payload and never reaches the core', async (_name, args) => {
    const { core, router } = setup();
    const decide = await router.dispatch('approval:decide', { approvalId: 'apr_1', decisions: [{ callId: 'call_1', action: 'edit', args }] }, APP);
    expect(decide).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    const preview = await router.dispatch('approval:preview-edit', { approvalId: 'apr_1', callId: 'call_1', args }, APP);
    expect(preview).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    expect(core.submitDecisions).not.toHaveBeenCalled();
    expect(core.previewEdit).not.toHaveBeenCalled();
  });

  it('ordinary JSON arguments pass', async () => {
    const { core, router } = setup();
    const args = { path: 'a.txt', content: 'x', opts: { list: [1, 'two', null, true, { deep: nested(20) }] } };
    expect(await router.dispatch('approval:decide', { approvalId: 'apr_1', decisions: [{ callId: 'call_1', action: 'edit', args }] }, APP)).toEqual({ ok: true, value: { ok: true } });
    expect(core.submitDecisions).toHaveBeenCalledTimes(1);
  });
});
