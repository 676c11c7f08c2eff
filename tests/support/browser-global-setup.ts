/**
 * Vitest's globalSetup for the browser suite: what every browser test file would otherwise pay for
 * on its own, done once per run.
 * - One Chromium for the run (`chromium.launchServer`); each test file connects to it and gets a
 *   fresh browser context (no storage, cache or cookies shared with another file), instead of
 *   starting a browser of its own (tests/support/browser-harness.ts, `launchChromium`).
 * - The core children bundled once (tests/support/test-entry-bundles.ts).
 * - One folder for the run's test worlds (GATEHOUSE_TEST_WORLDS), removed at the end with what the
 *   workers left in it: the world each worker made ready for a next file that never came.
 * Both reach the forked workers through the environment; a harness run outside vitest (benches, the
 * offline session in its network namespace) starts a browser of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { assertPlaywrightsFeaturesKept, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-switches';
import { buildTestEntryBundles } from './test-entry-bundles';

export default async function setup(): Promise<() => Promise<void>> {
  const [server, removeBundles] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    buildTestEntryBundles(),
  ]);
  try {
    assertPlaywrightsFeaturesKept(server.process().pid);
  } catch (error) {
    await server.close();
    removeBundles();
    throw error;
  }
  process.env.GATEHOUSE_TEST_CHROMIUM_WS = server.wsEndpoint();
  const worlds = mkdtempSync(join(tmpdir(), 'ghb-'));
  process.env.GATEHOUSE_TEST_WORLDS = worlds;
  return async () => {
    await server.close();
    removeBundles();
    rmSync(worlds, { recursive: true, force: true });
  };
}
