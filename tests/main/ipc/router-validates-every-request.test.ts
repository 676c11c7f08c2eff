import { describe, expect, it, vi } from 'vitest';
import {
  buildIpcHandlers,
  createIpcRouter,
  registerIpc,
  type DesktopServices,
  type IpcMainLike,
} from '../../../src/main/ipc';
import { CoreError, type GatehouseCore } from '../../../src/main/core/types';
import { INVOKE_CHANNELS } from '../../../src/shared/ipc-channels';
import { IPC_CONTRACT } from '../../../src/shared/ipc';
import { say } from '../../../src/shared/main-messages';
import { wordInEnglish } from '../../support/word-main';

const APP = { url: 'file:///app/out/renderer/index.html' };

function fakeCore(overrides: Partial<GatehouseCore> = {}): GatehouseCore {
  const notUsed = () => {
    throw new Error('not used in this test');
  };
  return {
    listSessions: () => [],
    createSession: notUsed,
    renameSession: notUsed,
    setWorkspace: notUsed,
    deleteSession: notUsed,
    loadSession: notUsed,
    send: vi.fn(async () => ({ runId: 'run_1' })),
    stop: notUsed,
    retry: notUsed,
    submitDecisions: vi.fn(async () => ({ ok: true as const })),
    drafts: {
      save: vi.fn(() => ({ ok: true as const, version: 1 })),
      load: notUsed,
      send: vi.fn(async () => ({ ok: true as const })),
    },
    previewEdit: notUsed,
    listInbox: () => [],
    compact: notUsed,
    exportAudit: notUsed,
    getSettings: notUsed,
    updateSettings: notUsed,
    subscribe: () => () => undefined,
    close: async () => undefined,
    ...overrides,
  } as GatehouseCore;
}

const desktop: DesktopServices = { platform: 'linux', pickFolder: async () => '/tmp/x', saveJson: async () => null };

function router(core = fakeCore()) {
  return createIpcRouter(buildIpcHandlers(core, desktop), (s) => s.url === APP.url);
}

describe('session:set-approval-mode (yolo fenced)', () => {
  it('refuses yolo without its confirmation before the core sees it, and passes a confirmed one through', async () => {
    const setApprovalMode = vi.fn(() => ({ id: 'ses_1' }) as never);
    const r = router(fakeCore({ setApprovalMode }));
    const bare = await r.dispatch('session:set-approval-mode', { sessionId: 'ses_1', mode: 'yolo' }, APP);
    expect(bare).toEqual({
      ok: false,
      error: {
        code: 'invalid_payload',
        text: say('ipc.invalidPayload', { fields: 'confirmYolo', check: 'check.notExpected' }),
      },
    });
    expect(setApprovalMode).not.toHaveBeenCalled();
    expect(
      (await r.dispatch('session:set-approval-mode', { sessionId: 'ses_1', mode: 'yolo', confirmYolo: true }, APP)).ok,
    ).toBe(true);
    expect((await r.dispatch('session:set-approval-mode', { sessionId: 'ses_1', mode: 'manual' }, APP)).ok).toBe(true);
    expect(setApprovalMode).toHaveBeenCalledTimes(2);
  });
});

describe('the IPC router', () => {
  it('refuses a request from a frame that is not the app', async () => {
    const core = fakeCore();
    const r = await router(core).dispatch(
      'run:send',
      { sessionId: 'ses_1', text: 'hi', workMode: 'agent', approvalMode: 'manual' },
      { url: 'https://evil.example/' },
    );
    expect(r).toEqual({ ok: false, error: { code: 'untrusted_sender', text: say('ipc.untrustedSender') } });
    expect(core.send).not.toHaveBeenCalled();
  });

  it('refuses an unknown channel by name', async () => {
    const r = await router().dispatch('fs:read', {}, APP);
    expect(r).toEqual({
      ok: false,
      error: { code: 'unknown_channel', text: say('ipc.unknownChannel', { channel: 'fs:read' }) },
    });
    if (!r.ok) expect(wordInEnglish(r.error.text)).toContain('fs:read');
  });

  it.each([
    ['a missing field', { text: 'hi', workMode: 'agent', approvalMode: 'manual' }, 'sessionId'],
    ['an unknown mode', { sessionId: 'ses_1', text: 'hi', workMode: 'root', approvalMode: 'manual' }, 'workMode'],
    // The schema's own words ('type a message first') stay in main; the refusal names the field.
    ['an empty message', { sessionId: 'ses_1', text: '   ', workMode: 'agent', approvalMode: 'manual' }, 'text'],
    // A key the request does not know is named itself.
    [
      'an extra field',
      { sessionId: 'ses_1', text: 'hi', workMode: 'agent', approvalMode: 'yolo', approved: true },
      'approvalMode, approved',
    ],
    ['a malformed id', { sessionId: '../../etc', text: 'hi', workMode: 'agent', approvalMode: 'manual' }, 'sessionId'],
    ['not an object', 'rm -rf /', '*'],
    // Yolo fenced: yolo is a property of the conversation, set only with its confirmation.
    [
      'yolo named by a send',
      { sessionId: 'ses_1', text: 'hi', workMode: 'agent', approvalMode: 'yolo' },
      'approvalMode',
    ],
  ])('refuses %s with a clear message and never reaches the core', async (_name, payload, fields) => {
    const core = fakeCore();
    const r = await router(core).dispatch('run:send', payload, APP);
    expect(r).toEqual({
      ok: false,
      error: { code: 'invalid_payload', text: say('ipc.invalidPayload', { fields, check: 'check.notExpected' }) },
    });
    if (!r.ok) expect(wordInEnglish(r.error.text)).toMatch(/not valid/);
    expect(core.send).not.toHaveBeenCalled();
  });

  it('an extra field is refused by its name in the schema', () => {
    const parsed = IPC_CONTRACT['run:send'].request.safeParse({
      sessionId: 'ses_1',
      text: 'hi',
      workMode: 'agent',
      approvalMode: 'manual',
      approved: true,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['approved'] })]);
  });

  it('refuses a draft or a send that is not well-formed before the core sees it', async () => {
    const core = fakeCore();
    const draft = { action: 'approve', reason: '', editText: null, passEnv: [] };
    const extra = await router(core).dispatch(
      'approval:save-draft',
      {
        approvalId: 'apr_1',
        callId: 'call_1',
        client: 'window-one',
        draft: { ...draft, args: { command: 'rm -rf ~' } },
      },
      APP,
    );
    expect(extra).toEqual({
      ok: false,
      error: {
        code: 'invalid_payload',
        text: say('ipc.invalidPayload', { fields: 'draft.args', check: 'check.notExpected' }),
      },
    });
    const badClient = await router(core).dispatch(
      'approval:save-draft',
      { approvalId: 'apr_1', callId: 'call_1', client: '../../x', draft },
      APP,
    );
    expect(badClient).toEqual({
      ok: false,
      error: {
        code: 'invalid_payload',
        text: say('ipc.invalidPayload', { fields: 'client', check: 'check.notExpected' }),
      },
    });
    const send = await router(core).dispatch(
      'approval:send',
      { approvalId: 'apr_1', version: 1, previewTokens: { call_1: 'not-a-token' } },
      APP,
    );
    expect(send).toEqual({
      ok: false,
      error: {
        code: 'invalid_payload',
        text: say('ipc.invalidPayload', { fields: 'previewTokens.call_1', check: 'check.notExpected' }),
      },
    });
    expect(core.drafts.save).not.toHaveBeenCalled();
    expect(core.drafts.send).not.toHaveBeenCalled();
  });

  it('passes a valid request through and wraps the value', async () => {
    const core = fakeCore();
    const r = await router(core).dispatch(
      'run:send',
      { sessionId: 'ses_1', text: ' hi ', workMode: 'plan', approvalMode: 'auto' },
      APP,
    );
    expect(r).toEqual({ ok: true, value: { runId: 'run_1' } });
    expect(core.send).toHaveBeenCalledWith({ sessionId: 'ses_1', text: 'hi', workMode: 'plan', approvalMode: 'auto' });
  });

  it('turns a core refusal into a typed error the UI can show', async () => {
    const core = fakeCore({
      send: async () => {
        throw new CoreError('approval_pending', say('session.waiting', { action: 'send' }));
      },
    });
    const r = await router(core).dispatch(
      'run:send',
      { sessionId: 'ses_1', text: 'hi', workMode: 'agent', approvalMode: 'manual' },
      APP,
    );
    expect(r).toEqual({
      ok: false,
      error: { code: 'approval_pending', text: { id: 'session.waiting', params: { action: 'send' } } },
    });
  });

  it('hides internal errors behind a plain message', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const core = fakeCore({
      listSessions: () => {
        throw new Error('SQLITE_CORRUPT at /home/me/secret/path');
      },
    });
    const r = await router(core).dispatch('session:list', {}, APP);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('internal');
      expect(r.error).toEqual({ code: 'internal', text: say('ipc.internal') });
      expect(JSON.stringify(r.error)).not.toContain('/home/me');
      expect(wordInEnglish(r.error.text)).not.toContain('SQLITE');
    }
    spy.mockRestore();
  });

  it('registerIpc handles every channel through the router, with the sender frame URL', async () => {
    const handled = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
    await registerIpc(router(), { handle: (channel, listener) => void handled.set(channel, listener) });
    expect([...handled.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    const fromApp = await handled.get('session:list')!({ senderFrame: APP }, {});
    expect(fromApp).toEqual({ ok: true, value: [] });
    const noFrame = await handled.get('session:list')!({ senderFrame: null }, {});
    expect(noFrame).toMatchObject({
      ok: false,
      error: { code: 'untrusted_sender', text: { id: 'ipc.untrustedSender' } },
    });
  });
});
