import type { Inspection } from '../../shared/tools';
import { say } from '../../shared/main-messages';

/**
 * Adds the stale note to a fresh inspection of a call that yolo, a rule or the policy had allowed:
 * at the top of a write preview's notes, or as the first reason the call counts as it does for
 * other previews (the outside reasons stay below it). (The tools' own stale reasons speak of "you
 * reviewed", which is untrue when no person saw the call, so they are not quoted here.) Pure.
 */
export function applyStaleNote(inspection: Inspection): Inspection {
  if (inspection.preview.type === 'write') {
    const write = inspection.preview.write;
    return {
      ...inspection,
      preview: { type: 'write', write: { ...write, notes: [say('stale.autoWrite'), ...write.notes] } },
    };
  }
  return { ...inspection, staleNote: say('stale.autoOther') };
}
