import { describe, expect, it } from 'vitest';
import { DecisionInputSchema } from '../../../src/shared/decisions';
import {
  applyChoiceEvent,
  createSheetChoices,
  deriveChoiceSummary,
  type ChoiceEvent,
  type SheetChoices,
} from '../../../src/renderer/src/approval/sheet-choices';
import { makePendingCall } from './make-pending-call';
import { decideFromSheet } from './decide-from-sheet';

const calls = [makePendingCall('call_a'), makePendingCall('call_b'), makePendingCall('call_c')];
const run = (events: ChoiceEvent[]): SheetChoices => events.reduce(applyChoiceEvent, createSheetChoices(calls));
const inspection = calls[0]!.inspection;

describe('submit covers every pending call exactly once', () => {
  it('refuses while any call has no choice, naming it', async () => {
    const choices = run([{ type: 'choose', callId: 'call_a', action: 'approve' }]);
    expect(await decideFromSheet(calls, choices)).toEqual({
      ok: false,
      undecided: ['call_b', 'call_c'],
      editsNotReady: [],
    });
  });

  it('sends one decision per call, in order: approve, deny with reason, edit with args', async () => {
    const choices = run([
      { type: 'choose', callId: 'call_a', action: 'approve' },
      { type: 'choose', callId: 'call_b', action: 'deny' },
      { type: 'reason', callId: 'call_b', reason: '  not that file  ' },
      {
        type: 'openEdit',
        callId: 'call_c',
        text: '{"note":"call_c"}',
        check: { status: 'valid', args: calls[2]!.args, inspection },
      },
      {
        type: 'editText',
        callId: 'call_c',
        text: '{"note":"other"}',
        check: { status: 'checking', args: { note: 'other' } },
      },
      {
        type: 'editChecked',
        callId: 'call_c',
        text: '{"note":"other"}',
        check: { status: 'valid', args: { note: 'other' }, inspection, previewToken: 'c'.repeat(64) },
      },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built).toEqual({
      ok: true,
      decisions: [
        { callId: 'call_a', action: 'approve' },
        { callId: 'call_b', action: 'deny', reason: 'not that file' },
        { callId: 'call_c', action: 'edit', args: { note: 'other' }, previewToken: 'c'.repeat(64) },
      ],
    });
    if (built.ok) for (const d of built.decisions) expect(DecisionInputSchema.safeParse(d).success).toBe(true);
  });

  it('refuses the whole send when an edit reaches main without the preview the person saw', async () => {
    const choices = run([
      { type: 'chooseAll', action: 'approve' },
      { type: 'openEdit', callId: 'call_c', text: '{}', check: { status: 'valid', args: calls[2]!.args, inspection } },
      {
        type: 'editText',
        callId: 'call_c',
        text: '{"note":"other"}',
        check: { status: 'checking', args: { note: 'other' } },
      },
      {
        type: 'editChecked',
        callId: 'call_c',
        text: '{"note":"other"}',
        check: { status: 'valid', args: { note: 'other' }, inspection },
      },
    ]);
    expect(await decideFromSheet(calls, choices)).toMatchObject({
      ok: false,
      code: 'preview_changed',
      callIds: ['call_c'],
    });
  });

  it('omits an empty deny reason', async () => {
    const choices = run([
      { type: 'chooseAll', action: 'deny' },
      { type: 'reason', callId: 'call_a', reason: '   ' },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built.ok && built.decisions.map((d) => d)).toEqual(calls.map((c) => ({ callId: c.callId, action: 'deny' })));
  });

  it('holds submit until the main process has accepted edited arguments', async () => {
    const choices = run([
      { type: 'chooseAll', action: 'approve' },
      { type: 'openEdit', callId: 'call_b', text: '{}', check: { status: 'valid', args: calls[1]!.args, inspection } },
      { type: 'editText', callId: 'call_b', text: '{"note":1}', check: { status: 'checking', args: { note: 1 } } },
    ]);
    expect(await decideFromSheet(calls, choices)).toEqual({ ok: false, undecided: [], editsNotReady: ['call_b'] });
    const refused = applyChoiceEvent(choices, {
      type: 'editChecked',
      callId: 'call_b',
      text: '{"note":1}',
      check: { status: 'refused', message: 'note must be a string' },
    });
    expect((await decideFromSheet(calls, refused)).ok).toBe(false);
  });

  it('drops a validation answer for text the person has since changed', () => {
    const choices = run([
      { type: 'openEdit', callId: 'call_a', text: '{}', check: { status: 'valid', args: calls[0]!.args, inspection } },
      { type: 'editText', callId: 'call_a', text: '{"note":"x"}', check: { status: 'checking', args: { note: 'x' } } },
      {
        type: 'editText',
        callId: 'call_a',
        text: '{"note":"xy"}',
        check: { status: 'checking', args: { note: 'xy' } },
      },
      {
        type: 'editChecked',
        callId: 'call_a',
        text: '{"note":"x"}',
        check: { status: 'valid', args: { note: 'x' }, inspection },
      },
    ]);
    expect(choices.call_a?.editCheck?.status).toBe('checking');
  });

  it('sends an edit equal to the proposal as a plain approval', async () => {
    const choices = run([
      { type: 'chooseAll', action: 'approve' },
      {
        type: 'openEdit',
        callId: 'call_a',
        text: '{ "note": "call_a" }',
        check: { status: 'valid', args: { note: 'call_a' }, inspection },
      },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built.ok && built.decisions[0]).toEqual({ callId: 'call_a', action: 'approve' });
    expect(deriveChoiceSummary(calls, choices)).toMatchObject({ approve: 3, edit: 0, deny: 0 });
  });

  it('keeps typed edits when the person switches to approve and back', () => {
    const choices = run([
      { type: 'openEdit', callId: 'call_a', text: '{}', check: { status: 'valid', args: calls[0]!.args, inspection } },
      {
        type: 'editText',
        callId: 'call_a',
        text: '{"note":"kept"}',
        check: { status: 'checking', args: { note: 'kept' } },
      },
      { type: 'choose', callId: 'call_a', action: 'approve' },
      { type: 'openEdit', callId: 'call_a', text: '{}', check: { status: 'valid', args: calls[0]!.args, inspection } },
    ]);
    expect(choices.call_a).toMatchObject({ action: 'edit', editText: '{"note":"kept"}' });
    const discarded = applyChoiceEvent(choices, { type: 'closeEdit', callId: 'call_a' });
    expect(discarded.call_a).toMatchObject({ action: null, editText: null, editCheck: null });
  });

  it('ignores events for calls that are not pending', () => {
    const choices = createSheetChoices(calls);
    expect(applyChoiceEvent(choices, { type: 'choose', callId: 'call_zzz', action: 'approve' })).toBe(choices);
  });
});
