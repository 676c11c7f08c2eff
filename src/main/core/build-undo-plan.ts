import type { UndoCallState, UndoStatus } from '../../shared/views';
import type { Checkpoint, CheckpointInfo } from '../store';
import { say, type MainMessage } from '../../shared/main-messages';

/** The run states after which a run's writes may be undone as a whole. */
export const ENDED_STATES: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled', 'interrupted']);

/**
 * Pure: one call's undo state from its checkpoints, each carrying what the log says of the call
 * (its result succeeded, an undo put it back).
 */
function deriveCallState(checkpoints: readonly CheckpointInfo[]): UndoCallState {
  if (checkpoints.some((c) => c.undone)) return 'undone';
  if (!checkpoints.some((c) => c.succeeded) || checkpoints.some((c) => c.writtenHash === null)) return 'unavailable';
  return checkpoints.some((c) => c.droppedAt !== null) ? 'too_old' : 'available';
}

/**
 * Pure: the undo state of every call that has a checkpoint, in the order they ran, from the
 * checkpoints alone: each carries whether its call's result succeeded and whether an undo put it back.
 */
export function buildUndoStatus(checkpoints: readonly CheckpointInfo[]): UndoStatus {
  const byCall = new Map<string, CheckpointInfo[]>();
  for (const c of checkpoints) byCall.set(c.callId, [...(byCall.get(c.callId) ?? []), c]);
  return {
    calls: [...byCall.entries()].map(([callId, list]) => ({
      callId,
      runId: list[0]!.runId,
      state: deriveCallState(list),
    })),
  };
}

/** One file's restoration: what must be there now, and what the undo leaves (null: delete the file). */
export interface UndoFileStep {
  path: string;
  /** sha256 the file must have now (what Gatehouse last wrote there); the undo is refused otherwise. */
  expectHash: string;
  restore: Buffer | null;
}

export type UndoPlan =
  { ok: true; runId: string; callIds: string[]; files: UndoFileStep[] } | { ok: false; text: MainMessage };

/**
 * Pure: what undoing `checkpoints` (one call's, or one run's, oldest first) does, from Gatehouse's
 * records alone. Calls whose write did not complete, or already undone, are left out; a dropped
 * checkpoint refuses the whole undo ("too old"). Several writes to one file fold into one step, taken
 * in reverse order: the file must hold the last write, and each earlier write must have left exactly
 * what the next one started from (or something else changed the file in between, and the undo is
 * refused). `label` names a file for the person.
 */
export function buildUndoPlan(checkpoints: readonly Checkpoint[], label: (path: string) => string): UndoPlan {
  const usable = checkpoints.filter((c) => !c.undone && c.succeeded && c.writtenHash !== null);
  if (usable.length === 0) return { ok: false, text: say('undo.nothingLeft') };
  const tooOld = usable.find((c) => c.droppedAt !== null);
  if (tooOld !== undefined) {
    return { ok: false, text: say('undo.tooOld', { file: label(tooOld.path) }) };
  }
  // Newest first: the first checkpoint met for a path sets what must be on disk now; each older one
  // must have written exactly what the newer one found there.
  const files = new Map<string, UndoFileStep & { beforeHash: string | null }>();
  for (const c of [...usable].reverse()) {
    const newer = files.get(c.path);
    if (newer !== undefined && newer.beforeHash !== c.writtenHash) {
      return { ok: false, text: say('undo.changedBetween', { file: label(c.path) }) };
    }
    files.set(c.path, {
      path: c.path,
      expectHash: newer?.expectHash ?? c.writtenHash!,
      restore: c.existed ? c.content : null,
      beforeHash: c.beforeHash,
    });
  }
  const steps = [...files.values()].map(({ path, expectHash, restore }) => ({ path, expectHash, restore }));
  return { ok: true, runId: usable[0]!.runId, callIds: [...new Set(usable.map((c) => c.callId))], files: steps };
}
