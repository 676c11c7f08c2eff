#!/usr/bin/env node
/** Prints one closing line for CI, summed over the Vitest JSON reports: "Tests: N passed, N failed". */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let reports = 0;
for (const file of ['test-results/unit.json', 'test-results/browser.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) + (report.numPendingTests ?? 0);
  reports += 1;
}
if (reports < 2) {
  console.error('A test report is missing: the unit or browser tests did not run.');
  process.exit(1);
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
