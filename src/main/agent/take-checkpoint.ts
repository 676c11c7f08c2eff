import { realpath } from 'node:fs/promises';
import type { SessionEvent } from '../../shared/events';
import type { Inspection } from '../../shared/tools';
import { loadFileSnapshot } from '../preview';
import type { EventDraft, NewCheckpoint } from '../store';

/**
 * Undo's side of a call. The loop asks it to commit a file tool's tool_call together
 * with what the file held, then tells it what was written. Absent in LoopDeps: no checkpoints.
 */
export interface CheckpointKeeper {
  /** The tool_call and its checkpoints in one transaction (see CheckpointStore.appendWithCheckpoints). */
  appendWithCheckpoints(
    sessionId: string,
    drafts: readonly EventDraft[],
    checkpoints: readonly NewCheckpoint[],
  ): SessionEvent[];
  /** After a successful write: the hash of what is now on disk; keeps the store within its bound. */
  recordWritten(sessionId: string, callId: string, path: string, writtenHash: string): void;
}

/** The tools that write files: their calls get a checkpoint, and only theirs can be undone. */
export const FILE_WRITING_TOOLS: ReadonlySet<string> = new Set(['write_file', 'edit_file']);

/**
 * Pure: the file a call will write, or null when it writes none (not a file tool, or an inspection
 * without a write preview: such a call writes nothing).
 */
export function deriveCheckpointPath(tool: string, inspection: Inspection): string | null {
  if (!FILE_WRITING_TOOLS.has(tool) || inspection.preview.type !== 'write') return null;
  return inspection.paths[0] ?? null;
}

/** The real path a write lands on (a link is followed, as runWrite does); the path itself when nothing is there. */
export async function loadWriteTarget(filePath: string): Promise<string> {
  try {
    return await realpath(filePath);
  } catch {
    return filePath;
  }
}

/**
 * Reads what the file holds now. Null when it cannot be read as a file (a folder, no permission):
 * the write then fails on its own and there is nothing to restore. Reads only. Why this is what the
 * write replaces: the write's stale guard only writes over bytes with the reviewed hash, and this
 * read comes after the review; bytes that differ make the write stale (nothing written, no undo),
 * unless another program changed the file and changed it back between this read and the write.
 */
export async function loadCheckpoint(runId: string, callId: string, filePath: string): Promise<NewCheckpoint | null> {
  const target = await loadWriteTarget(filePath);
  try {
    const snapshot = await loadFileSnapshot(target);
    return {
      runId,
      callId,
      path: target,
      before: snapshot.kind === 'missing' ? null : { bytes: snapshot.bytes, hash: snapshot.hash },
    };
  } catch {
    return null;
  }
}

/** The sha256 of what is at `filePath` now, or null when nothing is. Reads only. */
export async function loadCurrentHash(filePath: string): Promise<string | null> {
  try {
    const snapshot = await loadFileSnapshot(filePath);
    return snapshot.kind === 'missing' ? null : snapshot.hash;
  } catch {
    return null;
  }
}
