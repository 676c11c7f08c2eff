import { defineConfig } from 'vitest/config';

/** Real Chromium (Debian's, through playwright-core) against the built renderer and the real core. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The JSON report lets .ci/run print one plain 'N passed, N failed' line for the whole run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/browser.json' },
    fileParallelism: false,
    // A loaded 2-core CI machine can take seconds to paint; polls wait for what a person would see.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
