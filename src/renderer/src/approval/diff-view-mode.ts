import type { WritePreview } from '../../../shared/tools';

/** Monaco computes its own diff in a worker; past these sizes it stalls, so the hunks stay. */
export const MONACO_MAX_LINES = 5000;
export const MONACO_MAX_CHARS = 1_000_000;

/**
 * Pure. Which preview a write gets: 'monaco' (hunks first, then the DiffEditor swapped in),
 * 'hunks' (too large or no text on one side: the main process's hunks only), or 'none'
 * (no changes, binary: stated in words).
 */
export function deriveDiffViewMode(write: WritePreview): 'monaco' | 'hunks' | 'none' {
  if (write.kind === 'unchanged' || write.kind === 'binary' || write.proposed === null) return 'none';
  const original = write.original ?? '';
  if (original.length > MONACO_MAX_CHARS || write.proposed.length > MONACO_MAX_CHARS) return 'hunks';
  if (exceedsLines(original, MONACO_MAX_LINES) || exceedsLines(write.proposed, MONACO_MAX_LINES)) return 'hunks';
  return 'monaco';
}

function exceedsLines(text: string, max: number): boolean {
  let lines = 1;
  let at = text.indexOf('\n');
  while (at !== -1) {
    lines += 1;
    if (lines > max) return true;
    at = text.indexOf('\n', at + 1);
  }
  return false;
}
