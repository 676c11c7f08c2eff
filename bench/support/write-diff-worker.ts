/**
 * One benchmark competitor in its own process, so the parent can kill it on a time limit.
 * Usage: node --import tsx bench/support/write-diff-worker.ts <gatehouse|jsdiff> <old> <new> <runs>
 * Prints one JSON line per finished run: {"ms", "added", "removed", "chars", "previewJsonChars" (Gatehouse)}. `ms` covers reading the
 * file on disk and building the unified diff; the proposed text is already in memory (as it is when
 * the model sends it).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createTwoFilesPatch } from 'diff';
import { buildWriteDiff } from '../../src/main/preview';
import type { WritePreview } from '../../src/shared/tools';

type Competitor = 'gatehouse' | 'jsdiff';

interface RunResult {
  added: number;
  removed: number;
  chars: number;
  /** Gatehouse only: the preview as it goes into the approval event, measured after the clock stops. */
  preview?: WritePreview;
}

async function runOnce(competitor: Competitor, oldPath: string, proposed: string): Promise<RunResult> {
  if (competitor === 'gatehouse') {
    const preview = await buildWriteDiff(oldPath, proposed, { displayPath: 'old.ts' });
    return { added: preview.added, removed: preview.removed, chars: preview.unified.length, preview };
  }
  const original = await readFile(oldPath, 'utf8');
  const unified = createTwoFilesPatch('a/old.ts', 'b/old.ts', original, proposed, undefined, undefined, { context: 3 });
  let added = 0;
  let removed = 0;
  for (const row of unified.split('\n')) {
    if (row.startsWith('+') && !row.startsWith('+++ ')) added++;
    else if (row.startsWith('-') && !row.startsWith('--- ')) removed++;
  }
  return { added, removed, chars: unified.length };
}

async function main(): Promise<void> {
  const [competitor, oldPath, newPath, runsText] = process.argv.slice(2);
  if ((competitor !== 'gatehouse' && competitor !== 'jsdiff') || oldPath === undefined || newPath === undefined) {
    throw new Error('usage: write-diff-worker.ts <gatehouse|jsdiff> <old> <new> <runs>');
  }
  const proposed = readFileSync(newPath, 'utf8');
  const runs = Number(runsText ?? '1');
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    const { preview, ...result } = await runOnce(competitor, oldPath, proposed);
    const ms = performance.now() - started;
    const previewJsonChars = preview === undefined ? undefined : JSON.stringify(preview).length;
    const meaning =
      preview?.meaning === undefined
        ? {}
        : { groups: preview.meaning.groups.length, otherLines: preview.meaning.otherLines };
    process.stdout.write(`${JSON.stringify({ ms, ...result, previewJsonChars, ...meaning })}\n`);
  }
}

await main();
