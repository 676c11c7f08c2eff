#!/usr/bin/env node
/**
 * The closing lines of `npm test`, from the Vitest reports: where the time went (the ten slowest
 * test files, from the timing reporter in tests/support/timing-reporter.ts), then one line for the
 * whole run, "Tests: N passed, N failed". Exits non-zero when a report is missing or a test failed.
 */
import { existsSync, readFileSync } from 'node:fs';

const suites = [
  { name: 'unit', report: 'test-results/unit.json', timing: 'test-results/unit-timing.json' },
  { name: 'browser', report: 'test-results/browser.json', timing: 'test-results/browser-timing.json' },
];

let passed = 0;
let failed = 0;
let reports = 0;
const files = [];
for (const suite of suites) {
  if (existsSync(suite.timing))
    for (const f of JSON.parse(readFileSync(suite.timing, 'utf8'))) files.push({ ...f, suite: suite.name });
  if (!existsSync(suite.report)) continue;
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) + (report.numPendingTests ?? 0);
  reports += 1;
}
if (files.length > 0) {
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
  console.log('The ten slowest test files (seconds: all it cost, of which importing):');
  for (const f of files.sort((a, b) => b.totalMs - a.totalMs).slice(0, 10))
    console.log(`${seconds(f.totalMs)} ${seconds(f.importMs)}  ${f.suite.padEnd(7)} ${f.file}`);
  const total = (suite) => files.filter((f) => f.suite === suite).reduce((sum, f) => sum + f.totalMs, 0);
  console.log(
    `Summed over files (workers run side by side, so more than the wall time): unit ${seconds(total('unit')).trim()} s, browser ${seconds(total('browser')).trim()} s`,
  );
}
if (reports < 2) {
  console.error('A test report is missing: the unit or browser tests did not run.');
  process.exit(1);
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
