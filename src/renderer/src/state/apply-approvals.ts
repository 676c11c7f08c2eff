import type { EventOf, PendingApproval } from '../../../shared';
import { deriveAnsweredBy, derivePendingApproval } from '../../../shared/pending-approval';
import type { SessionView, ToolCardState } from './session-view';
import { recordWith } from './shared-record';

/** Pure reducers for approval events: the request, the decision, a call asked again. */

export function applyApprovalRequested(view: SessionView, e: EventOf<'approval_requested'>): SessionView {
  const request: PendingApproval = derivePendingApproval(e);
  let tools = view.tools;
  const liveOutput = { ...view.liveOutput };
  for (const call of e.data.calls) {
    // A call can be asked about after its tool_call: yolo or the policy allowed it, then the file
    // changed before it ran (stale). It did not run; it waits for a person like any other call, so
    // nothing of that first start (time, decider, output) stays on its card.
    const existing = tools[call.callId];
    const card: ToolCardState = {
      ...(existing?.originalArgs ? { originalArgs: existing.originalArgs } : {}),
      callId: call.callId,
      runId: existing?.runId ?? e.data.runId,
      tool: call.tool,
      args: call.args,
      status: 'awaiting',
      summary: call.inspection.summary,
    };
    tools = recordWith(tools, call.callId, card);
    delete liveOutput[call.callId];
  }
  const approvals = recordWith(view.approvals, request.approvalId, { request, decided: null, superseded: [] });
  return {
    ...view,
    tools,
    liveOutput,
    pending: request,
    approvals,
    entries: view.entries.append({ kind: 'approval', seq: e.seq, approvalId: request.approvalId }),
  };
}

export function applyDecision(view: SessionView, e: EventOf<'decision'>): SessionView {
  const { approvalId, decisions } = e.data;
  const record = view.approvals[approvalId];
  const approvals = record
    ? recordWith(view.approvals, approvalId, {
        ...record,
        decided: { answeredBy: deriveAnsweredBy(decisions), at: e.at, decisions },
      })
    : view.approvals;
  let tools = view.tools;
  for (const d of decisions) {
    const card = tools[d.callId];
    if (!card) continue;
    tools = recordWith(tools, d.callId, {
      ...card,
      args: d.args,
      ...(d.originalArgs ? { originalArgs: d.originalArgs } : {}),
      status: d.action === 'deny' ? 'denied' : 'approved',
      settledBy: d.settledBy,
      ...(d.reason ? { reason: d.reason } : {}),
    });
  }
  const pending = view.pending?.approvalId === approvalId ? null : view.pending;
  return { ...view, approvals, tools, pending };
}

export function applyDecisionSuperseded(view: SessionView, e: EventOf<'decision_superseded'>): SessionView {
  const record = view.approvals[e.data.approvalId];
  if (!record) return view;
  const superseded = [...record.superseded, e.data.callId];
  return { ...view, approvals: recordWith(view.approvals, e.data.approvalId, { ...record, superseded }) };
}
