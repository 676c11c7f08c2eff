import type { Inspection } from '../../shared/tools';

/** What the person reads on a call that was let through without them and is now theirs to decide. */
const STALE_WRITE_NOTE =
  'Asked again: this change was going to be made without asking, but the file changed after Gatehouse checked it, so nothing was written. This is a fresh diff of the file as it is now.';
const STALE_OTHER_NOTE = 'asked again: what Gatehouse checked changed before it ran, so nothing was done';

/**
 * Adds the stale note to a fresh inspection of a call that yolo, a rule or the policy had allowed:
 * at the top of a write preview's notes, or after the summary for other previews. (The tools'
 * own stale reasons speak of "you reviewed", which is untrue when no person saw the call, so
 * they are not quoted here.) Pure.
 */
export function applyStaleNote(inspection: Inspection): Inspection {
  if (inspection.preview.type === 'write') {
    const write = inspection.preview.write;
    return {
      ...inspection,
      preview: { type: 'write', write: { ...write, notes: [STALE_WRITE_NOTE, ...write.notes] } },
    };
  }
  return { ...inspection, summary: `${inspection.summary} (${STALE_OTHER_NOTE})` };
}
