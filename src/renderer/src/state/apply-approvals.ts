import type { EventOf, PendingApproval } from '../../../shared';
import type { SessionView, ToolCardState } from './session-view';

/** Pure reducers for approval events: the request, the decision, a call asked again. */

export function applyApprovalRequested(view: SessionView, e: EventOf<'approval_requested'>): SessionView {
  const request: PendingApproval = {
    sessionId: e.sessionId,
    runId: e.data.runId,
    approvalId: e.data.approvalId,
    requestedAt: e.at,
    seq: e.seq,
    calls: e.data.calls,
  };
  const tools = { ...view.tools };
  for (const call of e.data.calls) {
    const existing: ToolCardState = tools[call.callId] ?? {
      callId: call.callId,
      runId: e.data.runId,
      tool: call.tool,
      args: call.args,
      status: 'awaiting',
    };
    tools[call.callId] = { ...existing, args: call.args, status: 'awaiting', summary: call.inspection.summary };
  }
  return {
    ...view,
    tools,
    pending: request,
    approvals: { ...view.approvals, [request.approvalId]: { request, decided: null, superseded: [] } },
    entries: [...view.entries, { kind: 'approval', seq: e.seq, approvalId: request.approvalId }],
  };
}

export function applyDecision(view: SessionView, e: EventOf<'decision'>): SessionView {
  const { approvalId, decidedBy, decisions } = e.data;
  const record = view.approvals[approvalId];
  const approvals = record
    ? { ...view.approvals, [approvalId]: { ...record, decided: { decidedBy, at: e.at, decisions } } }
    : view.approvals;
  const tools = { ...view.tools };
  for (const d of decisions) {
    const card = tools[d.callId];
    if (!card) continue;
    tools[d.callId] = {
      ...card,
      args: d.args,
      ...(d.originalArgs ? { originalArgs: d.originalArgs } : {}),
      status: d.action === 'deny' ? 'denied' : 'approved',
      decidedBy,
      ...(d.reason ? { reason: d.reason } : {}),
    };
  }
  const pending = view.pending?.approvalId === approvalId ? null : view.pending;
  return { ...view, approvals, tools, pending };
}

export function applyDecisionSuperseded(view: SessionView, e: EventOf<'decision_superseded'>): SessionView {
  const record = view.approvals[e.data.approvalId];
  if (!record) return view;
  const superseded = [...record.superseded, e.data.callId];
  return { ...view, approvals: { ...view.approvals, [e.data.approvalId]: { ...record, superseded } } };
}
