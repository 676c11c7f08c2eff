import { describe, expect, it, vi } from 'vitest';
import { IPC_CONTRACT, type MethodName } from '../../src/shared/ipc';
import { INVOKE_CHANNELS, methodNameFor } from '../../src/shared/ipc-channels';
import { buildGatehouseApi, type RendererTransport } from '../../src/preload/build-api';

describe('the IPC contract', () => {
  it('pairs every channel with request and response schemas, and nothing else', () => {
    expect(Object.keys(IPC_CONTRACT).sort()).toEqual([...INVOKE_CHANNELS].sort());
  });

  it('names methods the same way at runtime and in the types', () => {
    const name: MethodName<'approval:preview-edit'> = 'approvalPreviewEdit';
    expect(methodNameFor('approval:preview-edit')).toBe(name);
    expect(methodNameFor('session:create')).toBe('sessionCreate');
    expect(new Set(INVOKE_CHANNELS.map(methodNameFor)).size).toBe(INVOKE_CHANNELS.length);
  });
});

describe('the preload bridge', () => {
  function transport() {
    const listeners: Array<[string, (e: unknown, p: unknown) => void]> = [];
    const t: RendererTransport = {
      invoke: vi.fn(async (channel: string) => ({ ok: true, value: channel })),
      on: (channel, l) => listeners.push([channel, l]),
      removeListener: (channel, l) => {
        const i = listeners.findIndex(([c, x]) => c === channel && x === l);
        if (i >= 0) listeners.splice(i, 1);
      },
    };
    return { t, listeners };
  }

  it('exposes exactly one method per channel plus the two listeners, frozen', () => {
    const api = buildGatehouseApi(transport().t);
    expect(Object.keys(api).sort()).toEqual([...INVOKE_CHANNELS.map(methodNameFor), 'onCore', 'onOpenApproval'].sort());
    expect(Object.isFrozen(api)).toBe(true);
    expect('send' in api || 'invoke' in api || 'on' in api).toBe(false);
  });

  it('routes each method to its own channel', async () => {
    const { t } = transport();
    const api = buildGatehouseApi(t);
    await api.runSend({ sessionId: 'ses_1', text: 'hi', workMode: 'agent', approvalMode: 'manual' });
    expect(t.invoke).toHaveBeenCalledWith('run:send', {
      sessionId: 'ses_1',
      text: 'hi',
      workMode: 'agent',
      approvalMode: 'manual',
    });
  });

  it('listens only on the push channels and can unsubscribe', () => {
    const { t, listeners } = transport();
    const api = buildGatehouseApi(t);
    const got: unknown[] = [];
    const off = api.onCore((p) => got.push(p));
    expect(listeners.map(([c]) => c)).toEqual(['push:core']);
    listeners[0]![1]({}, { type: 'sessions_changed', sessions: [] });
    expect(got).toEqual([{ type: 'sessions_changed', sessions: [] }]);
    off();
    expect(listeners).toEqual([]);
  });
});
