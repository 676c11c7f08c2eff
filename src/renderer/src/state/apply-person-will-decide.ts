import type { EventOf } from '../../../shared';
import type { SessionView } from './session-view';
import { recordWith } from './shared-record';

/** "Ask me instead" on a call the reviewer refused: its card says it was asked again (pure). */
export function applyPersonWillDecide(view: SessionView, event: EventOf<'person_will_decide'>): SessionView {
  const card = view.tools[event.data.callId];
  if (card === undefined) return view;
  return { ...view, tools: recordWith(view.tools, event.data.callId, { ...card, askedAgain: true }) };
}
