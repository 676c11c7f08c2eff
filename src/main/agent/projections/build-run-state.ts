import type { CallDecision, EventData, PendingCall, RunConfig, RunState, SessionEvent } from '../../../shared/events';
import { deriveStricterMode } from '../../../shared/modes';
import type { MainMessage } from '../../../shared/main-messages';

export interface RunView {
  runId: string;
  /**
   * The run's config as frozen at send, with its approval mode tightened by any stricter
   * approval_mode_changed recorded since (yolo turned off mid-run): what its next call is decided under.
   */
  config: RunConfig;
  /** Seq of the run's user_message. */
  userSeq: number;
  state: RunState | null;
  detail: MainMessage | null;
  /** The last error recorded for this run after its last state change to streaming/executing. */
  lastError: EventData<'error'> | null;
}

/**
 * Where the latest run starts in `events` (its user_message's index), or the run `runId`'s when
 * given; 0 when there is none, so a reader from there reads everything. Scans back from the end. Pure.
 */
function findRunStart(events: readonly SessionEvent[], runId?: string): number {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i]!;
    if (e.kind === 'user_message' && (runId === undefined || e.data.runId === runId)) return i;
  }
  return 0;
}

/**
 * The latest run of a session (the one its last user_message started), or null. Needs the events
 * from that user_message on (the whole log, or the run's tail). Pure; the store's runs row holds
 * the same config (its reference is this function).
 */
export function buildRunState(events: readonly SessionEvent[]): RunView | null {
  let run: RunView | null = null;
  // Everything before the last user_message is forgotten at it: read from there (a long log costs
  // what its latest run weighs).
  for (let i = findRunStart(events); i < events.length; i += 1) {
    const e = events[i]!;
    if (e.kind === 'user_message') {
      run = { runId: e.data.runId, config: e.data.config, userSeq: e.seq, state: null, detail: null, lastError: null };
    } else if (run !== null && e.kind === 'run_state' && e.data.runId === run.runId) {
      run.state = e.data.state;
      run.detail = e.data.detail ?? null;
      if (e.data.state === 'streaming' || e.data.state === 'executing') run.lastError = null;
    } else if (run !== null && e.kind === 'approval_mode_changed') {
      const mode = deriveStricterMode(run.config.approvalMode, e.data.mode);
      if (mode !== run.config.approvalMode) run.config = { ...run.config, approvalMode: mode };
    } else if (run !== null && e.kind === 'error' && e.data.runId === run.runId) {
      run.lastError = e.data;
    }
  }
  return run;
}

/** One tool_use of the run's latest reply and everything recorded about it since. */
export interface CallState {
  /** Position among the reply's tool calls (0-based). */
  index: number;
  callId: string;
  toolUseId: string;
  tool: string;
  /** What the model sent. */
  input: unknown;
  /** The model's text before the call in the same reply. */
  rationale: string;
  result: EventData<'tool_result'> | null;
  /** The tool_call that started it (not superseded), or null. */
  started: EventData<'tool_call'> | null;
  /** The latest decision covering it that was not superseded. */
  decision: (CallDecision & { approvalId: string }) | null;
  /** Set while the call sits in an approval nobody has answered. */
  pendingApprovalId: string | null;
  /** The call as last put to a person (args and the inspection they reviewed). */
  asked: PendingCall | null;
  /** When it was last put to a person, and when the latest decision was made (approvals go stale). */
  askedAt: string | null;
  decidedAt: string | null;
}

export interface ReplyCalls {
  assistantSeq: number;
  calls: CallState[];
}

/**
 * The tool calls of the run's latest complete (not interrupted) assistant reply, in the model's
 * order, with their decisions, starts and results. Null when the run has no such reply. Pure.
 */
export function buildReplyCalls(events: readonly SessionEvent[], runId: string): ReplyCalls | null {
  let reply: ReplyCalls | null = null;
  let byId = new Map<string, CallState>();
  // Nothing before the run's own user_message concerns its calls.
  for (let i = findRunStart(events, runId); i < events.length; i += 1) {
    const e = events[i]!;
    if (e.kind === 'assistant_message' && e.data.runId === runId && !e.data.interrupted) {
      const calls: CallState[] = [];
      let text = '';
      for (const b of e.data.content) {
        if (b.type === 'text') text += b.text;
        else {
          calls.push({
            index: calls.length,
            callId: b.callId,
            toolUseId: b.toolUseId,
            tool: b.name,
            input: b.input,
            rationale: text.trim(),
            result: null,
            started: null,
            decision: null,
            pendingApprovalId: null,
            asked: null,
            askedAt: null,
            decidedAt: null,
          });
        }
      }
      reply = { assistantSeq: e.seq, calls };
      byId = new Map(calls.map((c) => [c.callId, c]));
      continue;
    }
    if (reply === null) continue;
    switch (e.kind) {
      case 'approval_requested':
        for (const c of e.data.calls) {
          const s = byId.get(c.callId);
          if (s === undefined) continue;
          s.pendingApprovalId = e.data.approvalId;
          s.asked = c;
          s.askedAt = e.at;
          // Asked after it started: the start found the call stale and did nothing (a person's
          // round is cleared by decision_superseded; an automatic allowance has none).
          if (s.result === null) s.started = null;
        }
        break;
      case 'decision':
        for (const d of e.data.decisions) {
          const s = byId.get(d.callId);
          if (s === undefined) continue;
          s.decision = { ...d, approvalId: e.data.approvalId };
          s.decidedAt = e.at;
          if (s.pendingApprovalId === e.data.approvalId) s.pendingApprovalId = null;
        }
        break;
      case 'decision_superseded': {
        const s = byId.get(e.data.callId);
        if (s === undefined) break;
        if (s.decision?.approvalId === e.data.approvalId) s.decision = null;
        if (s.started?.approvalId === e.data.approvalId) s.started = null;
        break;
      }
      case 'tool_call': {
        const s = byId.get(e.data.callId);
        if (s !== undefined) s.started = e.data;
        break;
      }
      case 'tool_result': {
        const s = byId.get(e.data.callId);
        if (s !== undefined) s.result = e.data;
        break;
      }
      default:
        break;
    }
  }
  return reply;
}
