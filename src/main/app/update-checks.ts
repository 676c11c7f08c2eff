/**
 * Updates through electron-updater, against the release feed the package names
 * (resources/app-update.yml, written by `npm run dist:*` in the release workflow).
 *
 * When: only in a packaged app that names a feed, once the person has finished the first start,
 * with the Anthropic cloud model (a local-model setup sends nothing anywhere, so it never asks), and
 * while the "Check for updates" setting is on. Asked again at every tick, so a change of model or
 * setting applies to the next check.
 * How: a new version downloads in the background and installs when the person next quits
 * (autoInstallOnAppQuit). Nothing here restarts or quits the app, so an update never interrupts a
 * waiting approval; approvals are kept on disk and wait across the restart.
 */

/** The part of electron-updater's autoUpdater this uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdateCheckContext {
  isPackaged: boolean;
  /** Whether the package names a release feed (resources/app-update.yml exists). */
  hasFeed: boolean;
  provider: 'anthropic' | 'local';
  onboarded: boolean;
  checkForUpdates: boolean;
}

/** Why no check is made now, or `check`. */
export type UpdateCheckDecision = 'check' | 'not_packaged' | 'no_feed' | 'first_start' | 'local_model' | 'turned_off';

/** Pure: whether to look for an update now. */
export function decideUpdateCheck(ctx: UpdateCheckContext): UpdateCheckDecision {
  if (!ctx.isPackaged) return 'not_packaged';
  if (!ctx.hasFeed) return 'no_feed';
  if (!ctx.onboarded) return 'first_start';
  if (ctx.provider === 'local') return 'local_model';
  if (!ctx.checkForUpdates) return 'turned_off';
  return 'check';
}

export interface UpdateChecks {
  /** Decides and, when it says so, checks (never throws: a failed check waits for the next tick). */
  runCheck(): Promise<UpdateCheckDecision>;
  /** Stops the ticks. */
  stop(): void;
}

/** Six hours between checks: a release a day is found the same day. */
const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Sets the updater up (download in the background, install on quit) and checks now and every
 * `everyMs`. `loadContext` is read at each tick.
 */
export function createUpdateChecks(
  updater: UpdaterLike,
  loadContext: () => UpdateCheckContext,
  everyMs = CHECK_EVERY_MS,
): UpdateChecks {
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  // Offline, or the feed unreachable: nothing to tell the person; the next tick tries again.
  updater.on('error', () => undefined);
  const runCheck = async (): Promise<UpdateCheckDecision> => {
    const decision = decideUpdateCheck(loadContext());
    if (decision === 'check') await updater.checkForUpdates().catch(() => undefined);
    return decision;
  };
  void runCheck();
  const timer = setInterval(() => void runCheck(), everyMs);
  timer.unref();
  return { runCheck, stop: () => clearInterval(timer) };
}
