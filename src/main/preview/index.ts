/**
 * Write previews and the write that honours them.
 * buildWriteDiff → the person approves → runWrite checks the file is still what was reviewed.
 */
export { buildWriteDiff, TEXTS_OMITTED_NOTE, type WriteDiffOptions } from './build-write-diff';
export { readTextFile, loadFileSnapshot, type FileSnapshot, type TextFileRead } from './read-text-file';
export { deriveDecodedBytes } from './detect-encoding';
export { runWrite, type WriteOutcome } from './run-write';
export { buildUnifiedDiff, type UnifiedDiff, type UnifiedDiffOptions } from './unified-format';
export { deriveLanguageForPath } from './language-for-path';
export { parseUnifiedHunks, type UnifiedHunk, type UnifiedHunkLine } from '../../shared/unified-diff';
