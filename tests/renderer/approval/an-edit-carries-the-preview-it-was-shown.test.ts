import { describe, expect, it } from 'vitest';
import { DecisionInputSchema } from '../../../src/shared/decisions';
import {
  applyChoiceEvent,
  createSheetChoices,
  type ChoiceEvent,
  type SheetChoices,
} from '../../../src/renderer/src/approval/sheet-choices';
import { makePendingCall } from './make-pending-call';
import { decideFromSheet } from './decide-from-sheet';

const calls = [makePendingCall('call_a'), makePendingCall('call_b')];
const inspection = calls[0]!.inspection;
const SHOWN = 'a'.repeat(64);
const NEWER = 'b'.repeat(64);
const run = (events: ChoiceEvent[], from: SheetChoices = createSheetChoices(calls)): SheetChoices =>
  events.reduce(applyChoiceEvent, from);

/** The person opens the editor on call_a, types, and the main process answers with a preview. */
const editedAndPreviewed = (token: string): ChoiceEvent[] => [
  { type: 'choose', callId: 'call_b', action: 'approve' },
  {
    type: 'openEdit',
    callId: 'call_a',
    text: '{"note":"call_a"}',
    check: { status: 'valid', args: calls[0]!.args, inspection },
  },
  {
    type: 'editText',
    callId: 'call_a',
    text: '{"note":"mine"}',
    check: { status: 'checking', args: { note: 'mine' } },
  },
  {
    type: 'editChecked',
    callId: 'call_a',
    text: '{"note":"mine"}',
    check: { status: 'valid', args: { note: 'mine' }, inspection, previewToken: token },
  },
];

describe('an edit decision carries the preview the person was shown', () => {
  it('sends the token of the preview on screen with the edited arguments', async () => {
    const built = await decideFromSheet(calls, run(editedAndPreviewed(SHOWN)));
    expect(built).toEqual({
      ok: true,
      decisions: [
        { callId: 'call_a', action: 'edit', args: { note: 'mine' }, previewToken: SHOWN },
        { callId: 'call_b', action: 'approve' },
      ],
    });
    if (built.ok) for (const d of built.decisions) expect(DecisionInputSchema.safeParse(d).success).toBe(true);
  });

  it('sends the newest preview once the person typed again and it came back', async () => {
    const choices = run([
      ...editedAndPreviewed(SHOWN),
      {
        type: 'editText',
        callId: 'call_a',
        text: '{"note":"mine2"}',
        check: { status: 'checking', args: { note: 'mine2' } },
      },
      {
        type: 'editChecked',
        callId: 'call_a',
        text: '{"note":"mine2"}',
        check: { status: 'valid', args: { note: 'mine2' }, inspection, previewToken: NEWER },
      },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built.ok && built.decisions[0]).toEqual({
      callId: 'call_a',
      action: 'edit',
      args: { note: 'mine2' },
      previewToken: NEWER,
    });
  });

  it('looks again when the main process says the preview went out of date, and holds submit until the new one is on screen', async () => {
    const stale = run([...editedAndPreviewed(SHOWN), { type: 'editStale', callId: 'call_a' }]);
    expect(stale.call_a).toMatchObject({
      action: 'edit',
      editText: '{"note":"mine"}',
      editCheck: { status: 'checking', args: { note: 'mine' } },
    });
    expect(await decideFromSheet(calls, stale)).toEqual({ ok: false, undecided: [], editsNotReady: ['call_a'] });

    const refreshed = run(
      [
        {
          type: 'editChecked',
          callId: 'call_a',
          text: '{"note":"mine"}',
          check: { status: 'valid', args: { note: 'mine' }, inspection, previewToken: NEWER },
        },
      ],
      stale,
    );
    const built = await decideFromSheet(calls, refreshed);
    expect(built.ok && built.decisions[0]).toEqual({
      callId: 'call_a',
      action: 'edit',
      args: { note: 'mine' },
      previewToken: NEWER,
    });
  });

  it('leaves a call without an open editor alone when told its preview is out of date', () => {
    const choices = run([{ type: 'choose', callId: 'call_b', action: 'approve' }]);
    expect(applyChoiceEvent(choices, { type: 'editStale', callId: 'call_b' })).toBe(choices);
  });
});
