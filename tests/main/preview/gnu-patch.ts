import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseUnifiedHunks } from '../../../src/shared/unified-diff';

export interface PatchResult {
  status: number | null;
  output: string;
  /** The patched bytes; null when patch failed. */
  patched: Buffer | null;
}

/**
 * Applies `diff` to `original` with the real /usr/bin/patch, no fuzz (`patch --fuzz=0 -o out orig`),
 * in a fresh temp folder. Reports patch's own output so an offset or fuzz shows up in assertions.
 */
export function runGnuPatch(original: Buffer | string, diff: Buffer | string): PatchResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-patch-'));
  try {
    const orig = path.join(dir, 'orig');
    const out = path.join(dir, 'out');
    writeFileSync(orig, original);
    const result = spawnSync('/usr/bin/patch', ['--fuzz=0', '--no-backup-if-mismatch', '--force', '-o', out, orig], {
      input: typeof diff === 'string' ? Buffer.from(diff, 'utf8') : diff,
    });
    const output = `${result.stdout.toString()}${result.stderr.toString()}`;
    let patched: Buffer | null = null;
    if (result.status === 0) {
      try {
        patched = readFileSync(out);
      } catch {
        patched = Buffer.alloc(0);
      }
    }
    return { status: result.status, output, patched };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Applies a unified diff in JS (via parseUnifiedHunks), strictly: every context and removed line must match. */
export function applyUnifiedInJs(oldText: string, unified: string): string {
  const lines = oldText.length === 0 ? [] : (oldText.match(/[^\n]*\n|[^\n]+$/g) ?? []);
  const out: string[] = [];
  let at = 0;
  for (const hunk of parseUnifiedHunks(unified)) {
    const start = hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart - 1;
    while (at < start) out.push(lines[at++] as string);
    for (const line of hunk.lines) {
      const full = line.noNewlineAtEnd ? line.text : `${line.text}\n`;
      if (line.kind === 'add') out.push(full);
      else {
        if (lines[at] !== full) throw new Error(`mismatch at old line ${at + 1}`);
        at++;
        if (line.kind === 'context') out.push(full);
      }
    }
  }
  while (at < lines.length) out.push(lines[at++] as string);
  return out.join('');
}
