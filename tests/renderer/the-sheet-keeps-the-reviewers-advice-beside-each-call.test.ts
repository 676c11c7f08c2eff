import { describe, expect, it } from 'vitest';
import { buildSessionView, applySessionEvent } from '../../src/renderer/src/state/apply-event';
import { createEventLog, runConfig, snapshotOf, writeInspection } from './event-builders';

describe('the reviewer’s advice on a sheet', () => {
  it('is kept on the approval it answers, per call, with why it was handed over; a review of an unknown sheet changes nothing', () => {
    const { make } = createEventLog();
    const events = [
      make('session_created', { title: 'Notes', workspace: '/ws', agentId: 'default' }),
      make('user_message', { runId: 'run_1', text: 'go', config: { ...runConfig, approvalMode: 'auto' as const } }),
      make('approval_requested', {
        runId: 'run_1',
        approvalId: 'apr_1',
        calls: [
          {
            callId: 'call_1',
            toolUseId: 'tu_1',
            tool: 'write_file',
            args: {},
            inspection: writeInspection(),
            rationale: '',
          },
        ],
      }),
    ];
    let view = buildSessionView(snapshotOf(events));
    const review = make('reviewer_review', {
      runId: 'run_1',
      approvalId: 'apr_1',
      model: 'small',
      outcome: 'handed_over',
      why: 'The reviewer was not sure enough.',
      verdicts: [{ callId: 'call_1', verdict: 'deny', reason: 'not asked for', confidence: 0.4 }],
    });
    view = applySessionEvent(view, review);
    expect(view.approvals['apr_1']?.review).toMatchObject({
      outcome: 'handed_over',
      why: 'The reviewer was not sure enough.',
      verdicts: [{ callId: 'call_1', verdict: 'deny' }],
    });
    expect(view.approvals['apr_1']?.decided).toBeNull();
    const stray = make('reviewer_review', {
      runId: 'run_1',
      approvalId: 'apr_9',
      model: 'small',
      outcome: 'handed_over',
      verdicts: [],
    });
    expect(applySessionEvent(view, stray).approvals).toEqual(view.approvals);
  });
});
