import { describe, expect, it } from 'vitest';
import { applyAppAction, initialAppState, type AppState } from '../../src/renderer/src/state/app-state';
import { createAppStore } from '../../src/renderer/src/state/store';
import { deriveNextZoom } from '../../src/renderer/src/react-hooks/use-zoom';
import { createGatehouseClient } from '../../src/renderer/src/ipc/client';
import type { GatehouseApi } from '../../src/shared/ipc';
import { say } from '../../src/shared/main-messages';
import { wordInEnglish } from '../support/word-main';
import { createEventLog, runConfig, snapshotOf } from './event-builders';

const ready: AppState = { ...initialAppState, phase: 'ready' };

describe('the app state', () => {
  it('applies events that arrived while the snapshot was loading, without doubling those it already has', () => {
    const log = createEventLog();
    const created = log.make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' });
    const message = log.make('user_message', { runId: 'run_1', text: 'hi', config: runConfig });
    const streaming = log.make('run_state', { runId: 'run_1', state: 'streaming' });
    let state = applyAppAction(ready, { type: 'session_opened', sessionId: 'ses_1' });
    state = applyAppAction(state, { type: 'push', push: { type: 'event', event: message } });
    state = applyAppAction(state, { type: 'push', push: { type: 'event', event: streaming } });
    state = applyAppAction(state, { type: 'session_loaded', snapshot: snapshotOf([created, message]) });
    expect(state.session?.entries.filter((e) => e.kind === 'user')).toHaveLength(1);
    expect(state.session?.run?.state).toBe('streaming');
    expect(state.buffered).toEqual([]);
  });

  it('ignores events of other sessions and closes the open one when it disappears from the list', () => {
    const other = createEventLog('ses_2').make('session_created', { title: 'O', workspace: '/o', agentId: 'default' });
    let state = applyAppAction(ready, { type: 'session_opened', sessionId: 'ses_1' });
    state = applyAppAction(state, {
      type: 'session_loaded',
      snapshot: snapshotOf([
        createEventLog().make('session_created', { title: 'T', workspace: '/ws', agentId: 'default' }),
      ]),
    });
    expect(applyAppAction(state, { type: 'push', push: { type: 'event', event: other } })).toBe(state);
    const gone = applyAppAction(state, { type: 'push', push: { type: 'sessions_changed', sessions: [] } });
    expect(gone.openSessionId).toBeNull();
    expect(gone.session).toBeNull();
  });

  it('notifies subscribers only when the state changes', () => {
    const store = createAppStore(ready);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.dispatch({ type: 'notice_added', tone: 'error', title: 'x', message: 'y' });
    store.dispatch({
      type: 'push',
      push: { type: 'live', live: { type: 'text_delta', sessionId: 'ses_1', runId: 'run_1', text: 'a' } },
    });
    expect(calls).toBe(1);
    expect(store.getSnapshot().notices).toHaveLength(1);
  });
});

describe('the IPC client', () => {
  it('turns typed errors, rejections and a missing bridge into displayable errors', async () => {
    const gone = say('session.gone');
    const api = {
      sessionList: async () => ({ ok: false, error: { code: 'not_found', text: gone } }),
      sessionLoad: async () => {
        throw new Error('channel closed');
      },
    } as unknown as GatehouseApi;
    const client = createGatehouseClient(api);
    // The window words main's message in the person's language (here English).
    expect(wordInEnglish(gone)).toBe('This conversation no longer exists. It may have been deleted in another window.');
    await expect(client.call('session:list', {})).resolves.toEqual({
      ok: false,
      error: {
        code: 'not_found',
        title: 'That item no longer exists.',
        message: 'This conversation no longer exists. It may have been deleted in another window.',
        text: gone,
      },
    });
    await expect(client.call('session:load', { sessionId: 'ses_1' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'transport', message: 'channel closed' },
    });
    await expect(createGatehouseClient(undefined).call('app:bootstrap', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'transport' },
    });
  });
});

describe('text zoom', () => {
  it('steps through the sizes and resets to 100 %', () => {
    expect(deriveNextZoom(1, 1)).toBe(1.1);
    expect(deriveNextZoom(1, -1)).toBe(0.9);
    expect(deriveNextZoom(2, 1)).toBe(2);
    expect(deriveNextZoom(0.8, -1)).toBe(0.8);
    expect(deriveNextZoom(1.5, 0)).toBe(1);
  });
});
