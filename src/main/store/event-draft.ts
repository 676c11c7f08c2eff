import type { EventData, EventKind, SessionEvent } from '../../shared/events';

/** An event before the store gives it a seq, a version and a time. */
export type EventDraft = { [K in EventKind]: { kind: K; data: EventData<K> } }[EventKind];

/** A typed draft for `appendEvents`; the data is checked against the event schema only on append. Pure. */
export function draft<K extends EventKind>(kind: K, data: EventData<K>): EventDraft {
  return { kind, data } as EventDraft;
}

/** Thrown inside an append when a decision names an approval that is no longer pending. */
export class ApprovalNotPendingError extends Error {
  constructor(readonly approvalId: string) {
    super(`Approval ${approvalId} is no longer pending.`);
    this.name = 'ApprovalNotPendingError';
  }
}

export type { SessionEvent };
