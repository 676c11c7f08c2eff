import type { WritePreview } from '../../../shared/tools';
import { isWithinWritePreviewTextLimits } from '../../../shared/write-preview-limits';

/**
 * Pure. Which preview a write gets: 'monaco' (hunks first, then the DiffEditor swapped in),
 * 'hunks' (the main process left the texts out, or they are past WRITE_PREVIEW_TEXT_LIMITS, where
 * Monaco's own diff stalls: the main process's hunks only), or 'none' (no changes, binary: stated in words).
 */
export function deriveDiffViewMode(write: WritePreview): 'monaco' | 'hunks' | 'none' {
  if (write.kind === 'unchanged' || write.kind === 'binary') return 'none';
  if (write.textsOmitted === true) return 'hunks';
  if (write.proposed === null) return 'none';
  const fits =
    isWithinWritePreviewTextLimits(write.proposed) &&
    (write.original === null || isWithinWritePreviewTextLimits(write.original));
  return fits ? 'monaco' : 'hunks';
}
