import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared';
import {
  deriveAuditFate,
  deriveAuditGroups,
  deriveNotRunBecause,
  deriveRanBecause,
} from '../../src/renderer/src/screens/audit-groups';
import { t } from '../../src/renderer/src/i18n';

const base: AuditEntry = {
  at: '2026-12-01T10:00:00.000Z',
  runId: 'run_1',
  approvalId: null,
  callId: 'call_1',
  tool: 'write_file',
  settledBy: { by: 'person' },
  action: 'approve',
  args: {},
};
const entry = (patch: Partial<AuditEntry>): AuditEntry => ({ ...base, ...patch });

describe('the approval record’s words for each call', () => {
  it.each([
    [entry({ outcome: 'success' }), 'ran', 'You approved it'],
    [entry({ action: 'edit', outcome: 'failure' }), 'ran', 'You approved it with your changes'],
    [
      entry({ action: 'allow', settledBy: { by: 'yolo' }, outcome: 'success' }),
      'ran',
      'Ran without asking (Nobody approves in this conversation)',
    ],
    [
      entry({ action: 'allow', settledBy: { by: 'rule', ruleId: 'rule_1' }, outcome: 'success' }),
      'ran',
      'Your saved rule allowed it',
    ],
    [entry({ action: 'deny', reason: 'no', outcome: 'denied' }), 'denied', 'You said no'],
    [
      entry({ action: 'deny', settledBy: { by: 'policy', layer: 'binding' }, outcome: 'denied' }),
      'denied',
      'Not run: this mode does not allow it',
    ],
    [
      entry({ action: 'deny', settledBy: { by: 'policy', layer: 'validation' }, outcome: 'denied' }),
      'denied',
      'Not run: the request was not valid',
    ],
    [
      entry({ action: 'deny', settledBy: { by: 'rule', ruleId: 'rule_1' }, outcome: 'denied' }),
      'denied',
      'Your saved rule does not allow it',
    ],
    [entry({ action: 'deny', settledBy: { by: 'hook' }, outcome: 'denied' }), 'denied', 'Your hook did not allow it'],
    [
      entry({ action: 'deny', reason: 'The person pressed Stop before deciding.', outcome: 'cancelled' }),
      'cancelled',
      'Cancelled: stopped before it ran',
    ],
    [
      entry({ action: 'superseded', settledBy: { by: 'policy', layer: 'policy' }, outcome: 'not run: asked again' }),
      'askedAgain',
      'Not run: the file changed after you approved, so you were asked again',
    ],
    [
      entry({ action: 'allow', settledBy: { by: 'yolo' }, outcome: 'not run: asked again' }),
      'askedAgain',
      'Not run: what it would change changed just before it ran, so you were asked',
    ],
    [entry({}), 'notYet', 'Approved; it has not run yet'],
  ] as const)('%#: %s', (e, fate, words) => {
    expect(deriveAuditFate(e)).toBe(fate);
    expect(t(fate === 'ran' ? deriveRanBecause(e) : deriveNotRunBecause(e))).toBe(words);
  });

  it('groups calls under the request they belong to, in the order the requests were sent', () => {
    const runs = [
      { runId: 'run_1', at: base.at, request: 'first', workMode: 'agent' as const, approvalMode: 'manual' as const },
      {
        runId: 'run_2',
        at: base.at,
        request: 'second (nothing asked)',
        workMode: 'ask' as const,
        approvalMode: 'manual' as const,
      },
      { runId: 'run_3', at: base.at, request: 'third', workMode: 'agent' as const, approvalMode: 'manual' as const },
    ];
    const groups = deriveAuditGroups(
      [
        entry({ runId: 'run_3', callId: 'c3', outcome: 'success' }),
        entry({ callId: 'c1', action: 'deny', outcome: 'denied' }),
        entry({ runId: 'run_old', callId: 'c0', outcome: 'success' }),
      ],
      runs,
    );
    expect(
      groups.map((g) => [g.runId, g.run?.request ?? null, g.ran.map((e) => e.callId), g.notRun.map((e) => e.callId)]),
    ).toEqual([
      ['run_1', 'first', [], ['c1']],
      ['run_3', 'third', ['c3'], []],
      ['run_old', null, ['c0'], []],
    ]);
  });
});
