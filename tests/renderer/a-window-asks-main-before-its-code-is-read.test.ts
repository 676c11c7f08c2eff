// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createGatehouseClient } from '../../src/renderer/src/ipc/client';
import { startEarlyRequests } from '../../src/renderer/src/ipc/early-requests';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { createAppController } from '../../src/renderer/src/state/controller';
import { createAppStore } from '../../src/renderer/src/state/store';
import type { CorePush, GatehouseApi } from '../../src/shared/ipc';
import { createEventLog, runConfig, snapshotOf } from './event-builders';

/**
 * A window asks main for its first screen before the app's code is read (src/renderer/src/main.tsx):
 * the app then shows those answers without asking again, and what main pushed meanwhile is kept.
 */
function stubBridge() {
  const log = createEventLog('ses_b');
  const config = runConfig;
  const events = [
    log.make('session_created', { title: 'B', workspace: '/ws', agentId: 'default' }),
    log.make('user_message', { runId: 'run_1', text: 'asked before the code was read', config }),
  ];
  const snapshot = snapshotOf(events);
  const asked: string[] = [];
  const listeners = new Set<(push: CorePush) => void>();
  const answer = (name: string, value: unknown) => {
    asked.push(name);
    return Promise.resolve({ ok: true as const, value });
  };
  const api = {
    appBootstrap: () =>
      answer('appBootstrap', {
        settings: { onboarded: true },
        sessions: [snapshot.summary],
        inbox: [],
        platform: 'other',
        systemLocale: null,
      }),
    sessionLoad: (request: { sessionId: string }) => answer(`sessionLoad ${request.sessionId}`, snapshot),
    undoStatus: () => answer('undoStatus', { calls: [] }),
    onCore(listener: (push: CorePush) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOpenApproval: () => () => undefined,
  } as unknown as GatehouseApi;
  const push = (text: string) => {
    const event = log.make('user_message', { runId: 'run_1', text, config });
    for (const listener of listeners) listener({ type: 'event', event });
  };
  return { api, asked, push, listeners };
}

const shownText = (store: ReturnType<typeof createAppStore>) =>
  store
    .getSnapshot()
    .session?.entries.toArray()
    .flatMap((e) => (e.kind === 'user' ? [e.text] : [])) ?? [];

afterEach(() => localStorage.clear());

describe('a window starting', () => {
  it('asks for the bootstrap and the conversation it had open before the app exists, and the app asks neither again', async () => {
    localStorage.setItem('gatehouse.openSession', 'ses_b');
    const bridge = stubBridge();
    const early = startEarlyRequests(bridge.api, () => localStorage);
    expect(bridge.asked).toEqual(['sessionLoad ses_b', 'appBootstrap']);

    const store = createAppStore(initialAppState);
    await createAppController(createGatehouseClient(bridge.api, early), store).start();
    expect(store.getSnapshot().phase).toBe('ready');
    expect(store.getSnapshot().openSessionId).toBe('ses_b');
    expect(shownText(store)).toEqual(['asked before the code was read']);
    expect(bridge.asked.filter((name) => name !== 'undoStatus')).toEqual(['sessionLoad ses_b', 'appBootstrap']);
  });

  it('shows what main pushed while the app was being read, once, before what it pushes after', async () => {
    localStorage.setItem('gatehouse.openSession', 'ses_b');
    const bridge = stubBridge();
    const early = startEarlyRequests(bridge.api, () => localStorage);
    bridge.push('pushed while the code was read');

    const store = createAppStore(initialAppState);
    const started = createAppController(createGatehouseClient(bridge.api, early), store).start();
    bridge.push('pushed as the app started');
    await started;
    bridge.push('pushed once it had started');
    expect(shownText(store)).toEqual([
      'asked before the code was read',
      'pushed while the code was read',
      'pushed as the app started',
      'pushed once it had started',
    ]);
    // One subscription to main, however many listen in the window.
    expect(bridge.listeners.size).toBe(1);
  });

  it('asks only for the bootstrap when it had no conversation open, or its storage cannot be read', () => {
    const none = stubBridge();
    startEarlyRequests(none.api, () => localStorage);
    expect(none.asked).toEqual(['appBootstrap']);
    const unreadable = stubBridge();
    startEarlyRequests(unreadable.api, () => {
      throw new Error('storage is off');
    });
    expect(unreadable.asked).toEqual(['appBootstrap']);
  });

  it('answers a call from what was asked early only when it is the same call, and only once', async () => {
    localStorage.setItem('gatehouse.openSession', 'ses_b');
    const bridge = stubBridge();
    const client = createGatehouseClient(
      bridge.api,
      startEarlyRequests(bridge.api, () => localStorage),
    );
    await client.call('session:load', { sessionId: 'ses_other' });
    await client.call('app:bootstrap', {});
    await client.call('app:bootstrap', {});
    expect(bridge.asked).toEqual(['sessionLoad ses_b', 'appBootstrap', 'sessionLoad ses_other', 'appBootstrap']);
  });

  it('a bridge that throws as the window starts: the window still starts, says it could not reach main, and asks again on a retry', async () => {
    const bridge = stubBridge();
    const working = bridge.api.appBootstrap;
    let throws = true;
    const api = {
      ...bridge.api,
      appBootstrap: (request: Record<string, never>) => {
        if (throws) throw new Error('the bridge is gone');
        return working(request);
      },
    } as GatehouseApi;
    // A rejection left unhandled would fail this run (vitest reports it as an error).
    const early = startEarlyRequests(api, () => localStorage);
    const store = createAppStore(initialAppState);
    const controller = createAppController(createGatehouseClient(api, early), store);
    await controller.start();
    expect(store.getSnapshot().phase).toBe('failed');
    expect(store.getSnapshot().bootError).toMatchObject({ code: 'transport', message: 'the bridge is gone' });
    // The early answer was taken once: starting again asks main again.
    throws = false;
    await controller.start();
    expect(store.getSnapshot().phase).toBe('ready');
  });
});
