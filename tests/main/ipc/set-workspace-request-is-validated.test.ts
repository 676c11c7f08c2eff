import { describe, expect, it, vi } from 'vitest';
import { buildIpcHandlers, createIpcRouter } from '../../../src/main/ipc';
import { CoreError, type GatehouseCore } from '../../../src/main/core/types';
import type { SessionSummary } from '../../../src/shared/views';
import { IPC_CONTRACT } from '../../../src/shared/ipc';
import { say } from '../../../src/shared/main-messages';

const APP = { url: 'file:///app/out/renderer/index.html' };
const SUMMARY: SessionSummary = {
  id: 'ses_1',
  title: 'Notes',
  workspace: '/projects/next',
  workspaceExists: true,
  createdAt: 'x',
  updatedAt: 'x',
  lastSeq: 2,
  pendingApprovalId: null,
  runState: null,
  approvalMode: 'manual',
};

function setup(setWorkspace: GatehouseCore['setWorkspace'] = () => SUMMARY) {
  const core = { setWorkspace: vi.fn(setWorkspace), subscribe: () => () => undefined } as unknown as GatehouseCore;
  const router = createIpcRouter(
    buildIpcHandlers(core, { platform: 'linux', pickFolder: async () => null, saveJson: async () => null }),
    (s) => s.url === APP.url,
  );
  return { core, router };
}

describe('session:set-workspace over IPC', () => {
  it.each([
    ['no folder', { sessionId: 'ses_1' }, 'workspace'],
    ['an empty folder', { sessionId: 'ses_1', workspace: '' }, 'workspace'],
    ['a folder path longer than any real one', { sessionId: 'ses_1', workspace: `/${'a'.repeat(5000)}` }, 'workspace'],
    ['a folder that is not text', { sessionId: 'ses_1', workspace: ['/tmp'] }, 'workspace'],
    ['a malformed session id', { sessionId: '../etc', workspace: '/tmp/x' }, 'sessionId'],
    // A key the request does not know is named itself.
    ['an extra field', { sessionId: 'ses_1', workspace: '/tmp/x', force: true }, 'force'],
  ])('refuses %s before the core sees it', async (_name, payload, fields) => {
    const { core, router } = setup();
    const r = await router.dispatch('session:set-workspace', payload, APP);
    expect(r).toEqual({
      ok: false,
      error: { code: 'invalid_payload', text: say('ipc.invalidPayload', { fields, check: 'check.notExpected' }) },
    });
    expect(core.setWorkspace).not.toHaveBeenCalled();
  });

  it('names an extra field in the schema that refuses it', () => {
    const parsed = IPC_CONTRACT['session:set-workspace'].request.safeParse({
      sessionId: 'ses_1',
      workspace: '/tmp/x',
      force: true,
    });
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['force'] })]);
  });

  it('refuses a request from a frame that is not the app', async () => {
    const { core, router } = setup();
    const r = await router.dispatch(
      'session:set-workspace',
      { sessionId: 'ses_1', workspace: '/tmp/x' },
      { url: 'https://evil.example/' },
    );
    expect(r).toEqual({ ok: false, error: { code: 'untrusted_sender', text: say('ipc.untrustedSender') } });
    expect(core.setWorkspace).not.toHaveBeenCalled();
  });

  it('passes a valid request to the core and answers with the new summary', async () => {
    const { core, router } = setup();
    const r = await router.dispatch('session:set-workspace', { sessionId: 'ses_1', workspace: '/projects/next' }, APP);
    expect(r).toEqual({ ok: true, value: SUMMARY });
    expect(core.setWorkspace).toHaveBeenCalledWith('ses_1', '/projects/next');
  });

  it("carries the core's refusal and its plain words to the window", async () => {
    const { router } = setup(() => {
      throw new CoreError('approval_pending', say('session.waiting', { action: 'move' }));
    });
    const r = await router.dispatch('session:set-workspace', { sessionId: 'ses_1', workspace: '/projects/next' }, APP);
    expect(r).toEqual({
      ok: false,
      error: { code: 'approval_pending', text: { id: 'session.waiting', params: { action: 'move' } } },
    });
  });
});
