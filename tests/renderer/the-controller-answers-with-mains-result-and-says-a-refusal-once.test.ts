import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../src/renderer/src/state/app-state';
import { createAppController } from '../../src/renderer/src/state/controller';
import { createAppStore } from '../../src/renderer/src/state/store';
import { accepted, createListsStandIn, refusal } from './main-lists-stand-in';

const openWindow = (answer: Parameters<typeof createListsStandIn>[0], openSessionId: string | null = null) => {
  const main = createListsStandIn(answer);
  const store = createAppStore({ ...initialAppState, phase: 'ready', openSessionId });
  return { main, store, controller: createAppController(main.client, store) };
};

describe('the controller', () => {
  it("resolves with main's value: a picked folder, a cancelled pick, an export's path", async () => {
    let pick: string | null = '/work/notes';
    const { controller, store } = openWindow((channel) => {
      if (channel === 'workspace:pick') return accepted({ path: pick });
      if (channel === 'data:export') return accepted({ path: '/home/me/gatehouse-export.json' });
      return undefined;
    });
    await expect(controller.pickWorkspace()).resolves.toEqual({ ok: true, value: '/work/notes' });
    pick = null;
    await expect(controller.pickWorkspace()).resolves.toEqual({ ok: true, value: null });
    await expect(controller.exportAll()).resolves.toEqual({ ok: true, value: '/home/me/gatehouse-export.json' });
    expect(store.getSnapshot().notices).toEqual([]);
  });

  it("resolves with main's refusal and says it once as a notice", async () => {
    const { controller, store } = openWindow(() => refusal('That conversation is gone.'), 'ses_1');
    const renamed = await controller.renameSession('ses_1', 'Notes');
    expect(renamed).toMatchObject({ ok: false, error: { message: 'That conversation is gone.' } });
    await expect(controller.stopRun()).resolves.toMatchObject({ ok: false });
    expect(store.getSnapshot().notices.map((n) => n.message)).toEqual([
      'That conversation is gone.',
      'That conversation is gone.',
    ]);
  });

  it('keeps a refusal to start the first conversation out of the notices: onboarding says it in place', async () => {
    const { controller, store } = openWindow(() => refusal('The folder /gone is no longer there.'));
    await expect(controller.tryCreateSession('/gone')).resolves.toMatchObject({
      ok: false,
      error: { message: 'The folder /gone is no longer there.' },
    });
    expect(store.getSnapshot().notices).toEqual([]);
  });

  it('asks nothing of main to stop or retry when no conversation is open', async () => {
    const { controller, main } = openWindow(() => undefined);
    await expect(controller.stopRun()).resolves.toEqual({ ok: true, value: null });
    await expect(controller.retryRun()).resolves.toEqual({ ok: true, value: null });
    expect(main.asked).toEqual([]);
  });
});
