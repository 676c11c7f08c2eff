import type { SessionEvent, SessionSnapshot } from '../../../shared';
import { applyApprovalModeChanged } from './apply-approval-mode';
import { applyApprovalRequested, applyDecision, applyDecisionSuperseded } from './apply-approvals';
import {
  applyAssistantMessage,
  applyCompaction,
  applySessionCreated,
  applySessionRenamed,
  applyUserMessage,
  applyWorkspaceChanged,
} from './apply-messages';
import { applyError, applyRunState } from './apply-run';
import { applyToolCall, applyToolResult } from './apply-tools';
import { applyUndoResult } from './apply-undo';
import { applyPersonWillDecide } from './apply-person-will-decide';
import { applyReviewerReview } from './apply-reviewer-review';
import { recordWith } from './shared-record';
import { createEmptySessionView, type SessionView } from './session-view';

/** Applies one durable event by kind, with no ordering checks (pure). */
function applyEventKind(view: SessionView, event: SessionEvent): SessionView {
  switch (event.kind) {
    case 'session_created':
      return applySessionCreated(view, event);
    case 'session_renamed':
      return applySessionRenamed(view, event);
    case 'workspace_changed':
      return applyWorkspaceChanged(view, event);
    case 'user_message':
      return applyUserMessage(view, event);
    case 'assistant_message':
      return applyAssistantMessage(view, event);
    case 'approval_requested':
      return applyApprovalRequested(view, event);
    case 'decision':
      return applyDecision(view, event);
    case 'decision_superseded':
      return applyDecisionSuperseded(view, event);
    case 'tool_call':
      return applyToolCall(view, event);
    case 'tool_result':
      return applyToolResult(view, event);
    case 'run_state':
      return applyRunState(view, event);
    case 'error':
      return applyError(view, event);
    case 'compaction':
      return applyCompaction(view, event);
    // Undo: the request changes nothing shown; a successful result marks its cards undone.
    case 'undo_requested':
      return view;
    case 'undo_result':
      return applyUndoResult(view, event);
    case 'approval_mode_changed':
      return applyApprovalModeChanged(view, event);
    // Auto approval: the reviewer's verdicts, kept on their approval as advice.
    case 'reviewer_review':
      return applyReviewerReview(view, event);
    case 'person_will_decide':
      return applyPersonWillDecide(view, event);
  }
}

/**
 * Applies a pushed event in order: duplicates (seq already seen) are ignored, and a gap marks the
 * view for a reload from the main process instead of guessing what was missed.
 */
export function applySessionEvent(view: SessionView, event: SessionEvent): SessionView {
  if (event.sessionId !== view.sessionId || event.seq <= view.lastSeq) return view;
  if (event.seq > view.lastSeq + 1) return { ...view, needsResync: true };
  return { ...applyEventKind(view, event), lastSeq: event.seq };
}

/**
 * Folds a snapshot's whole log into a view. The main process's `pending` is authoritative: it
 * replaces whatever the fold derived, so the sheet always shows the backend's approval.
 */
export function buildSessionView(snapshot: SessionSnapshot): SessionView {
  // Linear in the events: each reducer's change costs what it changes (append-list.ts, shared-record.ts).
  let view = createEmptySessionView(snapshot.summary, snapshot.context);
  for (const event of snapshot.events) view = applyEventKind(view, event);
  const lastSeq = Math.max(snapshot.summary.lastSeq, snapshot.events.at(-1)?.seq ?? 0);
  const pending = snapshot.pending;
  const approvals =
    pending && !view.approvals[pending.approvalId]
      ? recordWith(view.approvals, pending.approvalId, { request: pending, decided: null, superseded: [] })
      : view.approvals;
  const run = view.run ?? (snapshot.summary.runState ? { runId: '', state: snapshot.summary.runState } : null);
  return {
    ...view,
    title: snapshot.summary.title,
    workspace: snapshot.summary.workspace,
    lastSeq,
    firstSeq: snapshot.firstSeq ?? 1,
    pending,
    approvals,
    run,
    // A reply that was streaming when the window loaded resumes from the next delta.
    liveText: null,
  };
}
