import type { EventOf, LiveEvent, RunState } from '../../../shared';
import { LIVE_OUTPUT_CAP, type RunStatus, type SessionView } from './session-view';
import type { MainMessage } from '../../../shared/main-messages';

/** Pure reducers for run state, errors and the ephemeral live stream. */

const FINISHED = new Set<RunState>(['completed', 'failed', 'interrupted', 'cancelled']);

/**
 * The run's explanation shown beside its state. A run's detail lasts while the run stays active
 * (auto's "every request waits for you" stays through the approval and the tool calls) until a
 * later state of the same run brings its own; reaching or leaving a finished state starts afresh,
 * so "Retry to continue" goes once the run continues. Only the latest run's detail is ever kept.
 */
function deriveRunDetail(
  previous: RunStatus | null,
  runId: string,
  state: RunState,
  detail: MainMessage | undefined,
): MainMessage | undefined {
  if (detail) return detail;
  if (previous?.runId !== runId || FINISHED.has(state) || FINISHED.has(previous.state)) return undefined;
  return previous.detail;
}

export function applyRunState(view: SessionView, e: EventOf<'run_state'>): SessionView {
  const { runId, state } = e.data;
  const detail = deriveRunDetail(view.run, runId, state, e.data.detail);
  const run: RunStatus = { runId, state, ...(detail ? { detail } : {}) };
  const lastError = state === 'streaming' || state === 'executing' ? null : view.lastError;
  const finished = FINISHED.has(state);
  const liveText = finished && view.liveText?.runId === runId ? null : view.liveText;
  // A stopped run leaves no approval waiting; the decision events that follow say how each call ended.
  const pending = finished && view.pending?.runId === runId ? null : view.pending;
  return { ...view, run, lastError, liveText, pending, liveOutput: finished ? {} : view.liveOutput };
}

export function applyError(view: SessionView, e: EventOf<'error'>): SessionView {
  const d = e.data;
  const entry = {
    kind: 'error' as const,
    seq: e.seq,
    ...(d.runId ? { runId: d.runId } : {}),
    code: d.code,
    message: d.message,
    retryable: d.retryable,
    ...(d.retryAfterMs !== undefined ? { retryAfterMs: d.retryAfterMs } : {}),
    at: e.at,
  };
  return { ...view, entries: view.entries.append(entry), lastError: entry };
}

/** Live text and command output for the open session; ignored once the durable reply is in. */
export function applyLiveEvent(view: SessionView, live: LiveEvent): SessionView {
  if (live.sessionId !== view.sessionId) return view;
  if (live.type === 'text_delta') {
    const before = view.liveText?.runId === live.runId ? view.liveText.text : '';
    return { ...view, liveText: { runId: live.runId, text: before + live.text } };
  }
  const joined = (view.liveOutput[live.callId] ?? '') + live.chunk;
  const capped = joined.length > LIVE_OUTPUT_CAP ? joined.slice(joined.length - LIVE_OUTPUT_CAP) : joined;
  return { ...view, liveOutput: { ...view.liveOutput, [live.callId]: capped } };
}
