import type { EventOf } from '../../../shared';
import type { SessionView } from './session-view';

/** Yolo fenced: the conversation's approval mode as recorded, and whether yolo was ever confirmed in it. Pure. */
export function applyApprovalModeChanged(view: SessionView, e: EventOf<'approval_mode_changed'>): SessionView {
  return { ...view, approvalMode: e.data.mode, yoloConfirmed: view.yoloConfirmed || e.data.mode === 'yolo' };
}
