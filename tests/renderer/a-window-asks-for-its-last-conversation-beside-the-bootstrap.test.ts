// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { createAppController } from '../../src/renderer/src/state/controller';
import { createAppStore } from '../../src/renderer/src/state/store';
import type { ClientResult, GatehouseClient } from '../../src/renderer/src/ipc/client';
import type { CorePush } from '../../src/shared/ipc';
import type { InvokeChannel } from '../../src/shared/ipc-channels';
import { createEventLog, snapshotOf } from './event-builders';
import { accepted, refusal } from './main-lists-stand-in';

/**
 * A window opening (or reloaded) shows the conversation it had open after one round trip to main:
 * the conversation's latest page is asked for beside the bootstrap, and counts only when main still
 * lists that conversation.
 */
const snapshotFor = (sessionId: string) => {
  const log = createEventLog(sessionId);
  return snapshotOf([
    log.make('session_created', { title: sessionId, workspace: '/ws', agentId: 'default' }),
    log.make('user_message', {
      runId: 'run_1',
      text: `hello from ${sessionId}`,
      config: { workMode: 'agent', approvalMode: 'manual', tools: [], model: 'm', agentId: 'default' },
    }),
  ]);
};

function openWindow(listed: string[], loadable: string[]) {
  const asked: Array<{ channel: InvokeChannel; request: unknown }> = [];
  let answerBootstrap: () => void = () => undefined;
  const bootstrapAnswered = new Promise<void>((resolve) => (answerBootstrap = resolve));
  const listeners = new Set<(push: CorePush) => void>();
  const client: GatehouseClient = {
    async call(channel, request) {
      asked.push({ channel, request });
      if (channel === 'app:bootstrap') {
        await bootstrapAnswered;
        return accepted({
          settings: { onboarded: true },
          sessions: listed.map((id) => snapshotFor(id).summary),
          inbox: [],
          platform: 'other',
          systemLocale: null,
        }) as never;
      }
      if (channel === 'session:load') {
        const id = (request as { sessionId: string }).sessionId;
        return (loadable.includes(id) ? accepted(snapshotFor(id)) : refusal('That conversation is gone.')) as never;
      }
      if (channel === 'undo:status') return accepted({ calls: [] }) as never;
      return refusal(`nothing answers ${channel}`) as ClientResult<never>;
    },
    onCore(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOpenApproval: () => () => undefined,
  };
  const store = createAppStore(initialAppState);
  const controller = createAppController(client, store);
  const started = controller.start();
  return { asked, store, started, answerBootstrap, controller };
}

const channels = (asked: Array<{ channel: InvokeChannel }>) => asked.map((a) => a.channel);
const shownText = (state: ReturnType<ReturnType<typeof createAppStore>['getSnapshot']>) =>
  state.session?.entries.toArray().flatMap((e) => (e.kind === 'user' ? [e.text] : [])) ?? [];

afterEach(() => localStorage.clear());

describe('a window opening', () => {
  it('asks for the conversation it had open before the bootstrap answers, and shows it from that one answer', async () => {
    localStorage.setItem('gatehouse.openSession', 'ses_b');
    const w = openWindow(['ses_a', 'ses_b'], ['ses_a', 'ses_b']);
    await Promise.resolve();
    expect(channels(w.asked)).toEqual(['session:load', 'app:bootstrap']);
    w.answerBootstrap();
    await w.started;
    const state = w.store.getSnapshot();
    expect(state.openSessionId).toBe('ses_b');
    expect(shownText(state)).toEqual(['hello from ses_b']);
    expect(channels(w.asked).filter((c) => c === 'session:load')).toHaveLength(1);
    expect(state.notices).toEqual([]);
    w.controller.stop();
  });

  it('opens the first listed conversation, without a notice, when the one it had open is gone', async () => {
    localStorage.setItem('gatehouse.openSession', 'ses_gone');
    const w = openWindow(['ses_a'], ['ses_a']);
    w.answerBootstrap();
    await w.started;
    const state = w.store.getSnapshot();
    expect(state.openSessionId).toBe('ses_a');
    expect(shownText(state)).toEqual(['hello from ses_a']);
    expect(state.notices).toEqual([]);
    expect(localStorage.getItem('gatehouse.openSession')).toBe('ses_a');
    w.controller.stop();
  });

  it('opens nothing when main lists no conversation, and says nothing', async () => {
    localStorage.setItem('gatehouse.openSession', 'ses_gone');
    const w = openWindow([], []);
    w.answerBootstrap();
    await w.started;
    const state = w.store.getSnapshot();
    expect(state.openSessionId).toBeNull();
    expect(state.session).toBeNull();
    expect(state.notices).toEqual([]);
    w.controller.stop();
  });
});
