/**
 * A Vitest reporter that records what each test file cost, start to end: environment, harness,
 * import (collect), setup file and its tests and hooks. Written as JSON beside the run's report
 * (test-results/<name>-timing.json) for scripts/summarize-tests.mjs, which prints the slowest ten.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  file: string;
  /** Everything the file cost, in ms. */
  totalMs: number;
  importMs: number;
  testsMs: number;
}

export default class TimingReporter implements Reporter {
  private readonly files: FileTiming[] = [];
  private readonly outputFile: string;
  constructor(options: { outputFile: string }) {
    this.outputFile = options.outputFile;
  }

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const importMs = d.collectDuration + d.setupDuration;
    const totalMs = d.environmentSetupDuration + d.prepareDuration + importMs + d.duration;
    this.files.push({
      file: relative(process.cwd(), module.moduleId),
      totalMs: Math.round(totalMs),
      importMs: Math.round(importMs),
      testsMs: Math.round(d.duration),
    });
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(
      this.outputFile,
      JSON.stringify(
        this.files.sort((a, b) => b.totalMs - a.totalMs),
        null,
        1,
      ),
    );
  }
}
