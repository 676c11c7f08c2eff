import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['tests/main/**/*.test.ts', 'tests/packaging/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'tests/*.test.ts'];

/**
 * Test files that replace a module or a global (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv),
 * found by reading them: they run isolated, one fresh process each. Every other file shares its
 * worker's module cache with the files before it (isolate: false), which halves the unit suite's
 * time on two cores: the main process's modules are imported and evaluated once per worker instead
 * of once per file. A file that mocks is picked up here by itself; nothing is listed by hand.
 */
function listMockingTestFiles(dir = 'tests'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'browser' && entry.name !== 'support') found.push(...listMockingTestFiles(path));
    else if (entry.name.endsWith('.test.ts') && /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(path, 'utf8'))) found.push(path);
  }
  return found;
}
const isolated = listMockingTestFiles();

export default defineConfig({
  test: {
    environment: 'node',
    // A guard against a hang, not a measure: four workers share two cores, so a CPU-heavy property
    // test can take several times its quiet-machine time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most tests wait on child processes (cores, sandboxes, servers): twice the cores keeps them busy
    // (on two cores: 494 s with one process per file and two workers, 214 s shared and four).
    maxWorkers: Math.max(4, availableParallelism()),
    // The core children bundled once for the run (tests/support/test-entry-bundles.ts).
    globalSetup: ['tests/support/unit-global-setup.ts'],
    // The JSON report and the timing file let `npm test` end with where the time went and one plain line.
    reporters: ['default', 'json', ['./tests/support/timing-reporter.ts', { outputFile: 'test-results/unit-timing.json' }]],
    outputFile: { json: 'test-results/unit.json' },
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
