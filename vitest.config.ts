import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/main/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'tests/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The JSON report lets .ci/run print one plain 'N passed, N failed' line for the whole run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
