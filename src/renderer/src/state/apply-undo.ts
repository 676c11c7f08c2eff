import type { EventOf } from '../../../shared';
import type { SessionView } from './session-view';
import { recordWith } from './shared-record';

/** A successful undo marks the cards of the calls it undid (pure). Refusals and failures change no card. */
export function applyUndoResult(view: SessionView, event: EventOf<'undo_result'>): SessionView {
  if (event.data.outcome !== 'success' || event.data.undoneCallIds.length === 0) return view;
  let tools = view.tools;
  for (const callId of event.data.undoneCallIds) {
    const card = tools[callId];
    if (card !== undefined) tools = recordWith(tools, callId, { ...card, undone: true });
  }
  return { ...view, tools };
}
