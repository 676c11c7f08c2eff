import { describe, expect, it } from 'vitest';
import {
  applyChoiceEvent,
  createSheetChoices,
  deriveChoiceSummary,
  type ChoiceEvent,
  type SheetChoices,
} from '../../../src/renderer/src/approval/sheet-choices';
import { deriveBulkLabels } from '../../../src/renderer/src/approval/submit-label';
import { makePendingCall } from './make-pending-call';
import { decideFromSheet } from './decide-from-sheet';

const calls = [
  makePendingCall('call_mail'),
  makePendingCall('call_note'),
  makePendingCall('call_plan'),
  makePendingCall('call_list'),
];
const run = (events: ChoiceEvent[]): SheetChoices => events.reduce(applyChoiceEvent, createSheetChoices(calls));
const inspection = calls[0]!.inspection;
const labels = (choices: SheetChoices) => deriveBulkLabels(deriveChoiceSummary(calls, choices), calls.length);

describe('"all" answers only the calls the person has not answered', () => {
  it('a denial with its reason stays a denial after Shift+Y’s approve-all', async () => {
    const choices = run([
      { type: 'choose', callId: 'call_mail', action: 'deny' },
      { type: 'reason', callId: 'call_mail', reason: 'Do NOT send this' },
      { type: 'chooseAll', action: 'approve' },
    ]);
    expect(await decideFromSheet(calls, choices)).toEqual({
      ok: true,
      decisions: [
        { callId: 'call_mail', action: 'deny', reason: 'Do NOT send this' },
        { callId: 'call_note', action: 'approve' },
        { callId: 'call_plan', action: 'approve' },
        { callId: 'call_list', action: 'approve' },
      ],
    });
  });

  it('an edit stays the edit the person made, with its preview, after approve-all', async () => {
    const choices = run([
      {
        type: 'openEdit',
        callId: 'call_note',
        text: '{}',
        check: { status: 'valid', args: calls[1]!.args, inspection },
      },
      {
        type: 'editText',
        callId: 'call_note',
        text: '{"note":"mine"}',
        check: { status: 'checking', args: { note: 'mine' } },
      },
      {
        type: 'editChecked',
        callId: 'call_note',
        text: '{"note":"mine"}',
        check: { status: 'valid', args: { note: 'mine' }, inspection, previewToken: 'tok_1' },
      },
      { type: 'chooseAll', action: 'approve' },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built.ok && built.decisions[1]).toEqual({
      callId: 'call_note',
      action: 'edit',
      args: { note: 'mine' },
      previewToken: 'tok_1',
    });
  });

  it('an approval stays an approval after deny-all', async () => {
    const choices = run([
      { type: 'choose', callId: 'call_plan', action: 'approve' },
      { type: 'chooseAll', action: 'deny' },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built.ok && built.decisions.map((d) => d.action)).toEqual(['deny', 'deny', 'approve', 'deny']);
  });

  it('the buttons say how many they answer, and go once every call is answered', () => {
    expect(labels(run([]))).toEqual({
      approveAndSend: 'Approve all and send',
      markApproved: 'Mark all approved',
      markDenied: 'Mark all denied',
    });
    const one = run([{ type: 'choose', callId: 'call_mail', action: 'deny' }]);
    expect(labels(one)).toEqual({
      approveAndSend: 'Approve the other 3 and send',
      markApproved: 'Mark the other 3 approved',
      markDenied: 'Mark the other 3 denied',
    });
    const three = run(
      ['call_mail', 'call_note', 'call_plan'].map((callId): ChoiceEvent => ({
        type: 'choose',
        callId,
        action: 'deny',
      })),
    );
    expect(labels(three).approveAndSend).toBe('Approve the other 1 and send');
    expect(labels(run([{ type: 'chooseAll', action: 'deny' }]))).toEqual({
      approveAndSend: null,
      markApproved: null,
      markDenied: null,
    });
  });
});
