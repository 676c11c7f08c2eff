import type { EventOf } from '../../../shared/events';
import type { SessionView } from './session-view';
import { recordWith } from './shared-record';

/** Auto approval: keeps the reviewer's verdicts on their approval (advice, or the reasons of its decision). Pure. */
export function applyReviewerReview(view: SessionView, e: EventOf<'reviewer_review'>): SessionView {
  const record = view.approvals[e.data.approvalId];
  if (record === undefined) return view;
  return { ...view, approvals: recordWith(view.approvals, e.data.approvalId, { ...record, review: e.data }) };
}
