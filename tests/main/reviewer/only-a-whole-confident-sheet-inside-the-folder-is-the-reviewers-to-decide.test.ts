import { describe, expect, it } from 'vitest';
import { decideReview, parseReviewReply } from '../../../src/main/reviewer';
import type { RunConfig } from '../../../src/shared/events';
import { say } from '../../../src/shared/main-messages';
import type { Inspection } from '../../../src/shared/tools';
import type { PendingApproval } from '../../../src/shared/views';

const inspection = (over: Partial<Inspection> = {}): Inspection => ({
  paths: [],
  outsideWorkspace: false,
  outsideReasons: [],
  defaultEffect: 'ask',
  undoable: 'no',
  summary: say('call.run', { command: 's' }),
  preview: { type: 'args', text: '{}' },
  ...over,
});
const sheet = (...inspections: Inspection[]): PendingApproval => ({
  sessionId: 'ses_1',
  runId: 'run_1',
  approvalId: 'apr_1',
  requestedAt: '2026-01-01T00:00:00Z',
  seq: 3,
  calls: inspections.map((ins, i) => ({
    callId: `call_${i}`,
    toolUseId: `tu_${i}`,
    tool: 'write_file',
    args: {},
    inspection: ins,
    rationale: '',
  })),
});
const config: RunConfig = {
  workMode: 'agent',
  approvalMode: 'auto',
  tools: ['write_file'],
  model: 'm',
  agentId: 'gatehouse',
} as RunConfig;
const verdict = (i: number, v: 'approve' | 'deny', confidence = 0.9) => ({
  callId: `call_${i}`,
  verdict: v,
  reason: `r${i}`,
  confidence,
});
const t = { threshold: 0.8, denialsToMe: false };

describe('when the reviewer decides a sheet', () => {
  it('decides a whole confident sheet, approvals and denials alike, with its reasons', () => {
    expect(
      decideReview(sheet(inspection(), inspection()), [verdict(0, 'approve'), verdict(1, 'deny')], config, t),
    ).toEqual({
      kind: 'decide',
      decisions: [
        { callId: 'call_0', action: 'approve', reason: 'r0' },
        { callId: 'call_1', action: 'deny', reason: 'r1' },
      ],
    });
  });

  it('hands over a sheet with a call that acts on the world, even when the reviewer is certain', () => {
    const out = decideReview(
      sheet(inspection(), inspection({ actsOnWorld: true })),
      [verdict(0, 'approve', 1), verdict(1, 'approve', 1)],
      config,
      t,
    );
    expect(out).toMatchObject({ kind: 'hand_over', handOver: { reason: 'acts_on_world' } });
  });

  it('hands over a sheet with a call outside the folder', () => {
    const out = decideReview(sheet(inspection({ outsideWorkspace: true })), [verdict(0, 'deny', 1)], config, t);
    expect(out).toMatchObject({ kind: 'hand_over', handOver: { reason: 'outside' } });
  });

  it('hands over a sheet with a write to a protected place (git config), even when the reviewer is certain', () => {
    const out = decideReview(
      sheet(inspection(), inspection({ protectedPlaces: [{ kind: 'git', path: '/w/.git/config' }] })),
      [verdict(0, 'approve', 1), verdict(1, 'approve', 1)],
      config,
      t,
    );
    expect(out).toMatchObject({ kind: 'hand_over', handOver: { reason: 'protected_place' } });
  });

  it('hands over a command that would run without a sandbox, even when the reviewer is certain', () => {
    const out = decideReview(sheet(inspection({ unconfined: true })), [verdict(0, 'approve', 1)], config, t);
    expect(out).toMatchObject({ kind: 'hand_over', handOver: { reason: 'unconfined' } });
  });

  it('hands over when the person asked to see the reviewer’s denials first', () => {
    const out = decideReview(sheet(inspection()), [verdict(0, 'deny', 1)], config, {
      threshold: 0.8,
      denialsToMe: true,
    });
    expect(out).toMatchObject({ kind: 'hand_over', handOver: { reason: 'deny_to_you' } });
  });

  it('decides nothing outside auto mode (a run tightened to manual)', () => {
    const out = decideReview(sheet(inspection()), [verdict(0, 'approve', 1)], { ...config, approvalMode: 'manual' }, t);
    expect(out.kind).toBe('hand_over');
  });
});

describe('what counts as the reviewer’s answer', () => {
  const ids = ['call_0', 'call_1'];
  it('refuses verdicts for calls not on the sheet, or one call judged twice', () => {
    const turn = (verdicts: unknown[]) => ({
      content: [{ type: 'tool_use' as const, id: 'x', name: 'submit_review', input: { verdicts } }],
      stopReason: 'tool_use',
      usage: null,
    });
    expect(parseReviewReply(turn([verdict(5, 'approve')]), ids).ok).toBe(false);
    expect(parseReviewReply(turn([verdict(0, 'approve'), verdict(0, 'deny')]), ids).ok).toBe(false);
    expect(parseReviewReply(turn([{ ...verdict(0, 'approve'), confidence: 2 }]), ids).ok).toBe(false);
    expect(parseReviewReply(turn([verdict(0, 'approve')]), ids)).toEqual({
      ok: true,
      verdicts: [verdict(0, 'approve')],
    });
  });
});
