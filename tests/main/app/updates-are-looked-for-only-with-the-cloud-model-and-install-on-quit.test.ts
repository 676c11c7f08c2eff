import { describe, expect, it } from 'vitest';
import {
  createUpdateChecks,
  decideUpdateCheck,
  type UpdateCheckContext,
  type UpdaterLike,
} from '../../../src/main/app/update-checks';

/** electron-updater's autoUpdater as a stand-in that counts what it is asked (the network cannot be reached here). */
function createFakeUpdater() {
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checks: 0,
    installsNow: 0,
    errorListeners: [] as ((e: Error) => void)[],
    checkForUpdates: async () => {
      updater.checks += 1;
      return null;
    },
    // Restarting into the new version: never asked for (it would end a waiting approval's window).
    quitAndInstall: () => {
      updater.installsNow += 1;
    },
    on(event: 'error', listener: (error: Error) => void) {
      if (event === 'error') updater.errorListeners.push(listener);
      return updater;
    },
  };
  return updater satisfies UpdaterLike;
}

const CLOUD: UpdateCheckContext = {
  isPackaged: true,
  hasFeed: true,
  provider: 'anthropic',
  onboarded: true,
  checkForUpdates: true,
};

describe('updates', () => {
  it('are looked for only by a packaged app with a feed, after the first start, with the cloud model, while the setting is on', () => {
    expect(decideUpdateCheck(CLOUD)).toBe('check');
    expect(decideUpdateCheck({ ...CLOUD, provider: 'local' })).toBe('local_model');
    expect(decideUpdateCheck({ ...CLOUD, checkForUpdates: false })).toBe('turned_off');
    expect(decideUpdateCheck({ ...CLOUD, onboarded: false })).toBe('first_start');
    expect(decideUpdateCheck({ ...CLOUD, hasFeed: false })).toBe('no_feed');
    expect(decideUpdateCheck({ ...CLOUD, isPackaged: false })).toBe('not_packaged');
  });

  it('send nothing anywhere while a local model is chosen, and follow a change of model or setting at the next check', async () => {
    const updater = createFakeUpdater();
    let ctx: UpdateCheckContext = { ...CLOUD, provider: 'local' };
    const checks = createUpdateChecks(updater, () => ctx, 60_000);
    await checks.runCheck();
    expect(updater.checks).toBe(0);
    ctx = CLOUD;
    expect(await checks.runCheck()).toBe('check');
    expect(updater.checks).toBe(1);
    ctx = { ...CLOUD, checkForUpdates: false };
    expect(await checks.runCheck()).toBe('turned_off');
    expect(updater.checks).toBe(1);
    checks.stop();
  });

  it('download in the background and install when the person quits, never by restarting the app', async () => {
    const updater = createFakeUpdater();
    const checks = createUpdateChecks(updater, () => CLOUD, 60_000);
    await checks.runCheck();
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true, installsNow: 0 });
    checks.stop();
  });

  it('wait quietly for the next check when the feed cannot be reached', async () => {
    const updater = createFakeUpdater();
    updater.checkForUpdates = async () => {
      updater.checks += 1;
      throw new Error('net::ERR_INTERNET_DISCONNECTED');
    };
    const checks = createUpdateChecks(updater, () => CLOUD, 60_000);
    await expect(checks.runCheck()).resolves.toBe('check');
    expect(updater.errorListeners).toHaveLength(1);
    expect(() => updater.errorListeners[0]!(new Error('offline'))).not.toThrow();
    checks.stop();
  });
});
