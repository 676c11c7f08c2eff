import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/main/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'tests/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
