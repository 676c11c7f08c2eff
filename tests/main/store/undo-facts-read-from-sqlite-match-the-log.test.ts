import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveUndoFacts } from '../../../src/main/core/build-undo-plan';
import { draft, type EventDraft } from '../../../src/main/store';
import { RunStateSchema, ToolOutcomeSchema } from '../../../src/shared/events';
import { useTempStore } from '../../support/temp-store';

/**
 * Undo asks the log, after every write, which calls succeeded, which an undo put back and how each
 * run ended. The store answers from SQLite without parsing the log; the answer must be the one the
 * log gives when read whole, whatever the log holds.
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

describe("the store's undo facts", () => {
  it('are what the whole log says: succeeded calls, undone calls, each run’s latest state', () => {
    let n = 0;
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 20 }), (steps) => {
        const id = `ses_${++n}`;
        t.store.createSession({ id, title: 't', workspace: t.dir, agentId: 'a' });
        t.store.appendEvents(id, steps.map(draftFor));
        expect(t.store.loadUndoFacts(id)).toEqual(deriveUndoFacts(t.store.loadEvents(id)));
      }),
      { numRuns: 60 },
    );
  });

  it('read an undo written by a version-2 log (its words as a plain message) like a current one', () => {
    t.store.createSession({ id: 'ses_v2', title: 't', workspace: t.dir, agentId: 'a' });
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
    const facts = t.store.loadUndoFacts('ses_v2');
    expect(facts).toEqual(deriveUndoFacts(t.store.loadEvents('ses_v2')));
    expect([...facts.undone]).toEqual(['call_1']);
  });
});
