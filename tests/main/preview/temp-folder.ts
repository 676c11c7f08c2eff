import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A fresh real folder per test, removed afterwards. Call at the top of a describe/file. */
export function useTempFolder(): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'gh-preview-')));
    made.push(dir);
    return dir;
  };
}
