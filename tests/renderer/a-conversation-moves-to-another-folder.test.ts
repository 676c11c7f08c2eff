import { describe, expect, it } from 'vitest';
import { buildSessionView, applySessionEvent } from '../../src/renderer/src/state/apply-event';
import { createAppController } from '../../src/renderer/src/state/controller';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { createAppStore } from '../../src/renderer/src/state/store';
import { createGatehouseClient } from '../../src/renderer/src/ipc/client';
import type { GatehouseApi } from '../../src/shared/ipc';
import type { SessionSummary } from '../../src/shared';
import { createEventLog, snapshotOf } from './event-builders';
import { say } from '../../src/shared/main-messages';
import { wordInEnglish } from '../support/word-main';

const summary = (workspace: string, workspaceExists: boolean): SessionSummary => ({
  id: 'ses_1',
  title: 'Notes',
  workspace,
  workspaceExists,
  createdAt: 'x',
  updatedAt: 'x',
  lastSeq: 1,
  pendingApprovalId: null,
  runState: null,
  approvalMode: 'manual',
});

/** A window.gatehouse stand-in that records what was asked, answering from `answers`. */
function createFakeApi(answers: { pick: string | null; setWorkspace?: unknown; send?: unknown }) {
  const asked: [string, unknown][] = [];
  let sessions = [summary('/old', false)];
  const api = {
    workspacePick: async (r: unknown) => (
      asked.push(['workspace:pick', r]),
      { ok: true, value: { path: answers.pick } }
    ),
    sessionSetWorkspace: async (r: { workspace: string }) => {
      asked.push(['session:set-workspace', r]);
      if (answers.setWorkspace) return answers.setWorkspace;
      sessions = [summary(r.workspace, true)];
      return { ok: true, value: sessions[0] };
    },
    sessionList: async () => (asked.push(['session:list', {}]), { ok: true, value: sessions }),
    runSend: async (r: unknown) => (asked.push(['run:send', r]), answers.send),
  } as unknown as GatehouseApi;
  return { api, asked };
}

const openOn = () =>
  createAppStore({ ...initialAppState, phase: 'ready', openSessionId: 'ses_1', sessions: [summary('/old', false)] });

describe('a conversation moved to another folder', () => {
  it('shows the new folder and a line in the transcript saying where it moved', () => {
    const log = createEventLog();
    const created = log.make('session_created', { title: 'Notes', workspace: '/old', agentId: 'default' });
    const moved = log.make('workspace_changed', { workspace: '/new', previous: '/old' });
    const live = applySessionEvent(buildSessionView(snapshotOf([created])), moved);
    expect(live.workspace).toBe('/new');
    expect(live.entries.toArray()).toEqual([{ kind: 'workspace', seq: 2, workspace: '/new', previous: '/old' }]);
    expect(buildSessionView(snapshotOf([created, moved])).entries).toEqual(live.entries);
  });

  it('asks the native picker, then moves the open conversation there and refreshes the list', async () => {
    const { api, asked } = createFakeApi({ pick: '/new' });
    const store = openOn();
    await expect(createAppController(createGatehouseClient(api), store).changeWorkspace()).resolves.toEqual({
      ok: true,
      value: true,
    });
    expect(asked).toEqual([
      ['workspace:pick', {}],
      ['session:set-workspace', { sessionId: 'ses_1', workspace: '/new' }],
      ['session:list', {}],
    ]);
    expect(store.getSnapshot().sessions).toEqual([summary('/new', true)]);
  });

  it('changes nothing when the person cancels the picker', async () => {
    const { api, asked } = createFakeApi({ pick: null });
    await expect(createAppController(createGatehouseClient(api), openOn()).changeWorkspace()).resolves.toEqual({
      ok: true,
      value: false,
    });
    expect(asked).toEqual([['workspace:pick', {}]]);
  });

  it("shows the main process's refusal in its own words", async () => {
    const refusal = {
      ok: false,
      error: { code: 'approval_pending', text: say('session.waiting', { action: 'move' }) },
    };
    const { api } = createFakeApi({ pick: '/new', setWorkspace: refusal });
    const store = openOn();
    await expect(createAppController(createGatehouseClient(api), store).changeWorkspace()).resolves.toMatchObject({
      ok: false,
    });
    expect(store.getSnapshot().notices).toMatchObject([
      {
        tone: 'error',
        message: expect.stringContaining('Approve or deny what it asked before moving it to another folder.'),
      },
    ]);
    expect(store.getSnapshot().notices[0]!.message).toBe(wordInEnglish(refusal.error.text));
  });

  it('learns that the folder is gone when a message is refused for it, so the screen can offer another', async () => {
    const store = createAppStore({
      ...initialAppState,
      phase: 'ready',
      openSessionId: 'ses_1',
      sessions: [summary('/old', true)],
    });
    const { api } = createFakeApi({
      pick: null,
      send: { ok: false, error: { code: 'workspace_missing', text: say('workspace.gone', { path: '/old' }) } },
    });
    const result = await createAppController(createGatehouseClient(api), store).sendMessage({
      text: 'hi',
      workMode: 'agent',
    });
    expect(result.ok).toBe(false);
    expect(store.getSnapshot().sessions[0]!.workspaceExists).toBe(false);
  });
});
