import type { CheckpointKeeper } from '../agent';
import type { CheckpointStore } from '../store';

/**
 * The loop's side of undo: checkpoints committed with each file tool's tool_call, and the bound on
 * kept content (`loadLimitBytes`, read each time) enforced after each write. Throws only SQLite errors.
 */
export function createCheckpointKeeper(
  checkpoints: CheckpointStore,
  loadLimitBytes: () => number,
  now: () => Date,
): CheckpointKeeper {
  return {
    appendWithCheckpoints: (sessionId, drafts, list) => checkpoints.appendWithCheckpoints(sessionId, drafts, list),
    recordWritten(sessionId, callId, filePath, writtenHash) {
      checkpoints.recordWritten(sessionId, callId, filePath, writtenHash);
      // The bound is kept after each write; the oldest checkpoints lose their content first and
      // their tool cards say "too old to undo".
      checkpoints.runEnforceLimit(loadLimitBytes(), now().toISOString());
    },
  };
}
