import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRunState } from '../../../src/main/agent';
import { draft, SCHEMA_VERSION, type EventDraft } from '../../../src/main/store';
import { APPROVAL_MODES, type ApprovalMode } from '../../../src/shared/modes';
import { reopenFromSchema, useTempStore } from '../../support/temp-store';

const t = useTempStore('gatehouse-runs-row-');

const configIn = (approvalMode: ApprovalMode) => ({
  workMode: 'agent' as const,
  approvalMode,
  tools: ['read_file', 'write_file'],
  model: 'm',
  agentId: 'a',
});

/** A send in a mode, or the person changing the conversation's mode. */
type Step = { kind: 'send'; mode: ApprovalMode } | { kind: 'mode'; mode: ApprovalMode };
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('send' as const, 'mode' as const),
  mode: fc.constantFrom(...APPROVAL_MODES),
});

function draftsFor(step: Step, i: number): EventDraft[] {
  if (step.kind === 'mode') return [draft('approval_mode_changed', { mode: step.mode })];
  const runId = `run_${i}`;
  return [
    draft('user_message', { runId, text: `q${i}`, config: configIn(step.mode) }),
    draft('run_state', { runId, state: 'streaming' }),
  ];
}

describe("the runs row and the conversation's mode", () => {
  it('say what the log says after every append: the frozen config, tightened by a stricter mode, never loosened', () => {
    let n = 0;
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 12 }), (steps) => {
        const id = `ses_${++n}`;
        t.store.createSession({ id, title: 't', workspace: t.dir, agentId: 'a' });
        steps.forEach((step, i) => {
          t.store.appendEvents(id, draftsFor(step, i));
          const log = t.store.loadEvents(id);
          const run = buildRunState(log);
          const row = t.store.loadLatestRun(id);
          expect(row === null ? null : { runId: row.runId, userSeq: row.userSeq, config: row.config }).toEqual(
            run === null ? null : { runId: run.runId, userSeq: run.userSeq, config: run.config },
          );
          const modes = log.flatMap((e) => (e.kind === 'approval_mode_changed' ? [e.data.mode] : []));
          expect(t.store.loadSession(id)?.approvalMode).toBe(modes.at(-1) ?? null);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('are filled from the log when a database from before them is migrated', () => {
    t.store.createSession({ id: 'ses_old', title: 'old', workspace: t.dir, agentId: 'a' });
    t.store.appendEvents('ses_old', [
      ...draftsFor({ kind: 'send', mode: 'yolo' }, 1),
      ...draftsFor({ kind: 'send', mode: 'manual' }, 2),
    ]);
    const expected = t.store.loadLatestRun('ses_old');
    // As schema version 3 left it: no runs table, no conversation mode.
    reopenFromSchema(t, 3, 'DROP TABLE runs; ALTER TABLE sessions DROP COLUMN approval_mode;');
    expect(t.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(t.store.loadLatestRun('ses_old')).toEqual(expected);
    expect(t.store.loadLatestRun('ses_old')).toMatchObject({ runId: 'run_2', config: { approvalMode: 'manual' } });
    expect(t.store.loadSession('ses_old')?.approvalMode).toBeNull();
  });
});
