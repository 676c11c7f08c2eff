import { defineConfig } from 'vitest/config';

/** Real Chromium (Debian's, through playwright-core) against the built renderer and the real core. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file at a time: measured on two cores, two at once took 642 s against 513 s in turn (Chromium,
    // Monaco and each file's core compete for the CPU), and the heaviest sheets then missed their waits.
    // Tried again with one shared Chromium and a spare world per worker: 406 s against 445 s run alone,
    // but 500 s against 425 s inside a fresh clone's .ci/run (the heaviest file 72 s instead of 23 s).
    fileParallelism: false,
    // The files share one worker process (the harness's connection to Chromium, playwright-core and the
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
