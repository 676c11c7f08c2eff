import type { EventKind, EventOf, Inspection, SessionEvent, SessionSnapshot } from '../../src/shared';
import { say, type MainMessage } from '../../src/shared/main-messages';

/** Builds durable events for the renderer's reducer tests, numbering seq in order. */
export function createEventLog(sessionId = 'ses_1') {
  let seq = 0;
  const at = (n: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, n)).toISOString();
  const make = <K extends EventKind>(kind: K, data: EventOf<K>['data']): SessionEvent => {
    seq += 1;
    return { sessionId, seq, v: 1, at: at(seq), kind, data } as SessionEvent;
  };
  return { make, sessionId };
}

/** A write's inspection; its summary a message ("Change notes.md (+1 −1)" unless told). */
export const writeInspection = (
  summary: MainMessage = say('call.writeChange', { file: 'notes.md', added: 1, removed: 1 }),
): Inspection => ({
  paths: ['/ws/notes.md'],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask',
  undoable: 'partly',
  summary,
  preview: { type: 'args', text: '{}' },
});

export const runConfig = {
  workMode: 'agent' as const,
  approvalMode: 'manual' as const,
  tools: ['write_file'],
  model: 'm',
  agentId: 'default',
};

export function snapshotOf(events: SessionEvent[], overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  const last = events.at(-1)?.seq ?? 0;
  return {
    summary: {
      id: events[0]?.sessionId ?? 'ses_1',
      title: 'Notes',
      workspace: '/ws',
      workspaceExists: true,
      createdAt: '2025-01-01T12:00:00.000Z',
      updatedAt: '2025-01-01T12:00:00.000Z',
      lastSeq: last,
      pendingApprovalId: null,
      runState: null,
      approvalMode: 'manual',
    },
    events,
    pending: null,
    context: { estimatedTokens: 1000, contextWindow: 200_000 },
    ...overrides,
  };
}
