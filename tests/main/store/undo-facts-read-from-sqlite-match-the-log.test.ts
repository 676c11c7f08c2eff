import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCheckpointStore, draft, type EventDraft } from '../../../src/main/store';
import { RunStateSchema, ToolOutcomeSchema, type SessionEvent } from '../../../src/shared/events';
import { reopenFromSchema, useTempStore } from '../../support/temp-store';

/**
 * Undo asks, after every write, which calls succeeded and which an undo put back, and before a
 * run's undo how the run ended. Each checkpoint carries its call's two facts (kept with the result's
 * or the undo's event, filled by a migration for older databases) and the store reads a run's state
 * by SQLite; every answer must be the one the log gives when read whole, whatever the log holds.
 */
const t = useTempStore('gatehouse-undo-facts-');

type Step =
  | { kind: 'result'; call: number; outcome: (typeof ToolOutcomeSchema.options)[number]; large: boolean }
  | { kind: 'undo'; calls: number[] }
  | { kind: 'state'; run: number; state: (typeof RunStateSchema.options)[number] };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('result' as const),
    call: fc.nat(8),
    outcome: fc.constantFrom(...ToolOutcomeSchema.options),
    large: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('undo' as const), calls: fc.array(fc.nat(8), { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('state' as const), run: fc.nat(3), state: fc.constantFrom(...RunStateSchema.options) }),
);

/** A checkpoint for each of the calls a step may name, as a write's tool_call would leave it. */
function addCheckpoints(sessionId: string): void {
  const insert = t.db.prepare(
    'INSERT INTO checkpoints (session_id, run_id, call_id, path, existed, size, created_at) VALUES (?, ?, ?, ?, 0, 0, ?)',
  );
  for (let call = 0; call <= 8; call += 1)
    insert.run(sessionId, `run_${call % 4}`, `call_${call}`, `/ws/file${call}.md`, '2030-01-01T00:00:00Z');
}

/** What the whole log says about undo: calls whose result succeeded, calls undone, each run's latest state. */
function readLogWhole(events: readonly SessionEvent[]) {
  const succeeded = new Set<string>();
  const undone = new Set<string>();
  const runState = new Map<string, string>();
  for (const e of events) {
    if (e.kind === 'tool_result' && e.data.outcome === 'success') succeeded.add(e.data.callId);
    else if (e.kind === 'undo_result') for (const id of e.data.undoneCallIds) undone.add(id);
    else if (e.kind === 'run_state') runState.set(e.data.runId, e.data.state);
  }
  return { succeeded, undone, runState };
}

/** What each checkpoint says of its call, against what the whole log says. */
function expectCheckpointsToMatchTheLog(
  sessionId: string,
  checkpoints = createCheckpointStore(t.db, t.store, () => new Date()),
) {
  const facts = readLogWhole(t.store.loadEvents(sessionId));
  const listed = checkpoints.listForSession(sessionId);
  expect(listed).toHaveLength(9);
  for (const c of listed) {
    expect({ call: c.callId, succeeded: c.succeeded, undone: c.undone }).toEqual({
      call: c.callId,
      succeeded: facts.succeeded.has(c.callId),
      undone: facts.undone.has(c.callId),
    });
  }
}

function draftFor(step: Step, i: number): EventDraft {
  switch (step.kind) {
    case 'result':
      return draft('tool_result', {
        runId: `run_${step.call % 4}`,
        callId: `call_${step.call}`,
        toolUseId: `tu_${i}`,
        tool: 'write_file',
        outcome: step.outcome,
        // A large result is a stored text the event refers to: never read to answer.
        content: step.large ? `wrote ${'x'.repeat(40_000)} ${i}` : `wrote ${i}`,
      });
    case 'undo':
      return draft('undo_result', {
        undoId: `undo_${i}`,
        outcome: step.calls.length === 0 ? 'refused' : 'success',
        text: { id: 'legacy.text', params: { text: 'undone' } },
        undoneCallIds: step.calls.map((c) => `call_${c}`),
      });
    case 'state':
      return draft('run_state', { runId: `run_${step.run}`, state: step.state });
  }
}

describe("undo's facts", () => {
  it('are what the whole log says: succeeded calls, undone calls, each run’s latest state', () => {
    let n = 0;
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 20 }), (steps) => {
        const id = `ses_${++n}`;
        t.store.createSession({ id, title: 't', workspace: t.dir, agentId: 'a' });
        addCheckpoints(id);
        steps.forEach((step, i) => t.store.appendEvents(id, [draftFor(step, i)]));
        expectCheckpointsToMatchTheLog(id);
        const { runState } = readLogWhole(t.store.loadEvents(id));
        for (let run = 0; run <= 4; run += 1)
          expect(t.store.loadRunState(id, `run_${run}`)).toBe(runState.get(`run_${run}`) ?? null);
      }),
      { numRuns: 60 },
    );
  });

  it('read an undo written by a version-2 log (its words as a plain message) like a current one', () => {
    t.store.createSession({ id: 'ses_v2', title: 't', workspace: t.dir, agentId: 'a' });
    addCheckpoints('ses_v2');
    t.store.appendEvents('ses_v2', [draftFor({ kind: 'result', call: 1, outcome: 'success', large: false }, 1)]);
    t.db
      .prepare('INSERT INTO events (session_id, seq, v, kind, at, data) VALUES (?, ?, 2, ?, ?, ?)')
      .run(
        'ses_v2',
        3,
        'undo_result',
        new Date().toISOString(),
        JSON.stringify({ undoId: 'undo_old', outcome: 'success', message: 'Put back.', undoneCallIds: ['call_1'] }),
      );
    // Rows written straight into the log, as an older Gatehouse left them: the migration reads them.
    reopenFromSchema(
      t,
      9,
      'ALTER TABLE checkpoints DROP COLUMN succeeded; ALTER TABLE checkpoints DROP COLUMN undone;',
    );
    expectCheckpointsToMatchTheLog('ses_v2');
    const call1 = createCheckpointStore(t.db, t.store, () => new Date())
      .listForSession('ses_v2')
      .find((c) => c.callId === 'call_1');
    expect(call1).toMatchObject({ succeeded: true, undone: true });
  });

  it('are filled beside each checkpoint when a database from before them is migrated', () => {
    t.store.createSession({ id: 'ses_old', title: 't', workspace: t.dir, agentId: 'a' });
    addCheckpoints('ses_old');
    const steps: Step[] = [
      { kind: 'result', call: 1, outcome: 'success', large: true },
      { kind: 'result', call: 2, outcome: 'failure', large: false },
      { kind: 'result', call: 3, outcome: 'success', large: false },
      { kind: 'undo', calls: [3, 5] },
      { kind: 'result', call: 5, outcome: 'success', large: false },
    ];
    t.store.appendEvents('ses_old', steps.map(draftFor));
    // As schema version 9 left it: no facts beside the checkpoints.
    reopenFromSchema(
      t,
      9,
      'ALTER TABLE checkpoints DROP COLUMN succeeded; ALTER TABLE checkpoints DROP COLUMN undone;',
    );
    expectCheckpointsToMatchTheLog('ses_old');
    const byCall = new Map(
      createCheckpointStore(t.db, t.store, () => new Date())
        .listForSession('ses_old')
        .map((c) => [c.callId, [c.succeeded, c.undone]]),
    );
    expect([byCall.get('call_1'), byCall.get('call_2'), byCall.get('call_3'), byCall.get('call_5')]).toEqual([
      [true, false],
      [false, false],
      [true, true],
      [true, true],
    ]);
  });
});
