import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draft, type EventDraft } from '../../../src/main/store';
import { useTempStore } from '../../support/temp-store';

/**
 * The reviewer reads a run's context from the previous run's request on, not the whole log: the
 * store finds where that request is from the runs table. It must be the log's previous
 * user_message, whatever came between (other events, renames, "Ask me instead").
 */
const t = useTempStore('gatehouse-previous-run-');

const config = { workMode: 'agent' as const, approvalMode: 'auto' as const, tools: [], model: 'm', agentId: 'a' };

/** A run (its request, maybe asked by the person, then some events) or an event between runs. */
type Step = { kind: 'run'; asked: boolean; events: number } | { kind: 'rename' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('run' as const), asked: fc.boolean(), events: fc.nat(3) }),
  fc.record({ kind: fc.constant('rename' as const) }),
);

function draftsFor(step: Step, i: number): EventDraft[] {
  if (step.kind === 'rename') return [draft('session_renamed', { title: `t${i}`, by: 'person' })];
  const runId = `run_${i}`;
  return [
    ...(step.asked ? [draft('person_will_decide', { callId: `call_${i}` })] : []),
    draft('user_message', { runId, text: `q${i}`, config }),
    ...Array.from({ length: step.events }, () => draft('run_state', { runId, state: 'streaming' as const })),
  ];
}

describe("a run's previous request", () => {
  it('is the log’s previous user_message, or 0 for the first run', () => {
    let n = 0;
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 12 }), (steps) => {
        const id = `ses_${++n}`;
        t.store.createSession({ id, title: 't', workspace: t.dir, agentId: 'a' });
        steps.forEach((step, i) => t.store.appendEvents(id, draftsFor(step, i)));
        const requests = t.store
          .loadEvents(id)
          .filter((e) => e.kind === 'user_message')
          .map((e) => e.seq);
        requests.forEach((seq, i) => expect(t.store.loadPreviousRunSeq(id, seq)).toBe(requests[i - 1] ?? 0));
      }),
      { numRuns: 60 },
    );
  });
});
