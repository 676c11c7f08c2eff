import type { SessionEvent } from '../../shared/events';

/** `{"type":"text","text":}` plus a share of the message wrapper `{"role":"user","content":[]}`. */
const TEXT_BLOCK = 50;
/** A text block plus the line that introduces the summary. */
const SUMMARY_BLOCK = TEXT_BLOCK + 70;
/** `{"type":"tool_use","id":"","name":"","input":}` */
const TOOL_USE_BLOCK = 55;
/** `{"type":"tool_result","tool_use_id":"","content":,"is_error":true}` */
const TOOL_RESULT_BLOCK = 80;

/**
 * How many characters an event adds to the history sent to the model, roughly as the Messages
 * API JSON would spell it. The store keeps the running sum in a derived column, so showing a
 * session or checking whether compaction is due never rebuilds and re-serialises the whole
 * history. An estimate: a tool_use still waiting for its result, or one whose arguments a person
 * edited, is counted as the model sent it. Pure.
 */
export function deriveHistoryChars(event: SessionEvent): number {
  switch (event.kind) {
    case 'user_message':
      return TEXT_BLOCK + JSON.stringify(event.data.text).length;
    case 'assistant_message': {
      let chars = 0;
      for (const b of event.data.content) {
        if (b.type === 'text') {
          if (b.text.trim() !== '') chars += TEXT_BLOCK + JSON.stringify(b.text).length;
        } else if (!event.data.interrupted) {
          chars += TOOL_USE_BLOCK + b.name.length + b.toolUseId.length + (JSON.stringify(b.input ?? {})?.length ?? 2);
        }
      }
      return chars;
    }
    case 'tool_result':
      return TOOL_RESULT_BLOCK + event.data.toolUseId.length + JSON.stringify(event.data.content).length;
    default:
      return 0;
  }
}

/** What the latest compaction's summary costs in the history (it replaces everything up to its throughSeq). */
export function deriveSummaryChars(summary: string): number {
  return SUMMARY_BLOCK + JSON.stringify(summary).length;
}

/**
 * The reference the derived column must equal: the summary of the latest compaction plus every
 * event after its throughSeq. Pure; used by tests and by the migration that fills the column.
 */
export function buildHistoryChars(events: readonly SessionEvent[]): number {
  let through = 0;
  let chars = 0;
  for (const e of events) {
    if (e.kind === 'compaction') {
      through = e.data.throughSeq;
      chars = deriveSummaryChars(e.data.summary);
    }
  }
  for (const e of events) if (e.seq > through) chars += deriveHistoryChars(e);
  return chars;
}
