import type { EventOf, LiveEvent } from '../../../shared';
import { LIVE_OUTPUT_CAP, type SessionView } from './session-view';

/** Pure reducers for run state, errors and the ephemeral live stream. */

const FINISHED = new Set(['completed', 'failed', 'interrupted', 'cancelled']);

export function applyRunState(view: SessionView, e: EventOf<'run_state'>): SessionView {
  const { runId, state, detail } = e.data;
  const run = { runId, state, ...(detail ? { detail } : {}) };
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
  };
  return { ...view, entries: [...view.entries, entry], lastError: entry };
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
