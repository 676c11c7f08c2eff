import { defineConfig } from 'vitest/config';

/** Real Chromium (Debian's, through playwright-core) against the built renderer and the real core. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time, each in its own worker with its own spare world: a run of one file at a
    // time was waiting, not working (on two cores: 445 s of wall time for 305 s of CPU).
    maxWorkers: 2,
    // The files of a worker share its process (the harness's connection to Chromium, playwright-core and the
    // fixtures are loaded once): measured on twelve files, 89 s against 110 s with a process per file.
    // Each file still gets its own browser context, core child, data folder and model server.
    isolate: false,
    // One Chromium and one bundled core child for the whole run (tests/support/browser-global-setup.ts).
    globalSetup: ['tests/support/browser-global-setup.ts'],
    // The JSON report and the timing file let `npm test` end with where the time went and one plain line.
    reporters: ['default', 'json', ['./tests/support/timing-reporter.ts', { outputFile: 'test-results/browser-timing.json' }]],
    outputFile: { json: 'test-results/browser.json' },
    // A loaded 2-core CI machine can take seconds to paint; polls wait for what a person would see.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
