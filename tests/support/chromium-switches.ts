import { existsSync, readFileSync } from 'node:fs';

/** Debian's Chromium: the browser tests and the window benches run on it (through playwright-core). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features playwright-core 1.65.1 turns off in every Chromium it starts (its own
 * `--disable-features`), kept: Chromium honours only the last `--disable-features` on its command
 * line, so a list of ours replaces Playwright's unless it carries Playwright's too.
 * `assertPlaywrightsFeaturesKept` fails the run when an upgrade of playwright-core adds one.
 */
const PLAYWRIGHTS_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's own address-bar popup, which headless Chromium draws as a web page in a renderer of
 * its own for every window (chrome://omnibox-popup.top-chrome), each of the three turning on one.
 * Electron has no address bar: in the suite each window's popup renderer took 1–2.4 s of CPU beside
 * the app's, about an eighth of a browser test file's time on two cores (docs/benchmarks.md,
 * "A browser without its address bar's popup").
 */
const ADDRESS_BAR_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHTS_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP_FEATURES].join(',')}`,
];

/**
 * Reads a running Chromium's command line (Linux's /proc; elsewhere nothing is checked) and throws
 * when an earlier `--disable-features` (Playwright's) names a feature the last one (ours, the one
 * Chromium honours) lacks: what Playwright turns off stays off after an upgrade.
 */
export function assertPlaywrightsFeaturesKept(pid: number | undefined): void {
  const file = `/proc/${pid}/cmdline`;
  if (pid === undefined || !existsSync(file)) return;
  const lists = readFileSync(file, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const honoured = new Set(lists.at(-1) ?? []);
  const dropped = lists
    .slice(0, -1)
    .flat()
    .filter((name) => name !== '' && !honoured.has(name));
  if (dropped.length > 0)
    throw new Error(
      `Chromium honours only the last --disable-features, and ours lacks what playwright-core turns off: ${dropped.join(', ')}. Add them to PLAYWRIGHTS_DISABLED_FEATURES in tests/support/chromium-switches.ts.`,
    );
}
