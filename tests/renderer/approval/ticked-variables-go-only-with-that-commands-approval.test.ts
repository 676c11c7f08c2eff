import { describe, expect, it } from 'vitest';
import { DecisionInputSchema } from '../../../src/shared/decisions';
import { say } from '../../../src/shared/main-messages';
import type { Inspection } from '../../../src/shared/tools';
import {
  applyChoiceEvent,
  createSheetChoices,
  derivePassableEnv,
  type ChoiceEvent,
  type SheetChoices,
} from '../../../src/renderer/src/approval/sheet-choices';
import { makePendingCall } from './make-pending-call';
import { decideFromSheet } from './decide-from-sheet';

const commandInspection: Inspection = {
  ...makePendingCall('x').inspection,
  preview: {
    type: 'command',
    command: {
      command: 'make deploy',
      cwd: '/ws',
      verdict: 'ask',
      reason: say('legacy.text', { text: 'May change things.' }),
      syntax: { ok: true, message: '' },
      commands: [['make', 'deploy']],
      withheldEnv: ['DATABASE_URL', 'GITHUB_TOKEN', 'weird.name'],
    },
  },
};
const cmd = makePendingCall('call_cmd', {
  tool: 'run_command',
  args: { command: 'make deploy' },
  inspection: commandInspection,
});
const note = makePendingCall('call_note');
const calls = [cmd, note];
const run = (events: ChoiceEvent[]): SheetChoices => events.reduce(applyChoiceEvent, createSheetChoices(calls));
const tick = (name: string, pass = true): ChoiceEvent => ({ type: 'passEnv', callId: 'call_cmd', name, pass });

describe('ticked variables go only with that command’s approval', () => {
  it('offers a command’s withheld names that can be sent, and nothing for other tools', () => {
    expect(derivePassableEnv(cmd)).toEqual(['DATABASE_URL', 'GITHUB_TOKEN']);
    expect(derivePassableEnv(note)).toEqual([]);
    expect(derivePassableEnv({ ...note, inspection: commandInspection })).toEqual([]);
  });

  it('starts with nothing ticked, and sends exactly the ticked names, in the sheet’s order, with an approve', async () => {
    expect(createSheetChoices(calls).call_cmd?.passEnv).toEqual([]);
    const choices = run([
      tick('GITHUB_TOKEN'),
      tick('DATABASE_URL'),
      tick('GITHUB_TOKEN', false),
      tick('GITHUB_TOKEN'),
      { type: 'chooseAll', action: 'approve' },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built).toEqual({
      ok: true,
      decisions: [
        { callId: 'call_cmd', action: 'approve', passEnv: ['DATABASE_URL', 'GITHUB_TOKEN'] },
        { callId: 'call_note', action: 'approve' },
      ],
    });
    if (built.ok) for (const d of built.decisions) expect(DecisionInputSchema.safeParse(d).success).toBe(true);
  });

  it('sends none with a denial, and keeps the ticks for a change of mind', async () => {
    const denied = run([tick('GITHUB_TOKEN'), { type: 'chooseAll', action: 'deny' }]);
    const built = await decideFromSheet(calls, denied);
    expect(built.ok && built.decisions[0]).toEqual({ callId: 'call_cmd', action: 'deny' });
    const again = applyChoiceEvent(denied, { type: 'choose', callId: 'call_cmd', action: 'approve' });
    const rebuilt = await decideFromSheet(calls, again);
    expect(rebuilt.ok && rebuilt.decisions[0]).toEqual({
      callId: 'call_cmd',
      action: 'approve',
      passEnv: ['GITHUB_TOKEN'],
    });
  });

  it('sends them with an edit too, and never a name the card did not list', async () => {
    const edited = { command: 'make deploy-staging' };
    const choices = run([
      tick('GITHUB_TOKEN'),
      tick('PATH'),
      {
        type: 'openEdit',
        callId: 'call_cmd',
        text: '{}',
        check: { status: 'valid', args: cmd.args, inspection: commandInspection },
      },
      {
        type: 'editText',
        callId: 'call_cmd',
        text: JSON.stringify(edited),
        check: { status: 'checking', args: edited },
      },
      {
        type: 'editChecked',
        callId: 'call_cmd',
        text: JSON.stringify(edited),
        check: { status: 'valid', args: edited, inspection: commandInspection, previewToken: 'a'.repeat(64) },
      },
      { type: 'choose', callId: 'call_note', action: 'approve' },
    ]);
    const built = await decideFromSheet(calls, choices);
    expect(built.ok && built.decisions[0]).toEqual({
      callId: 'call_cmd',
      action: 'edit',
      args: edited,
      previewToken: 'a'.repeat(64),
      passEnv: ['GITHUB_TOKEN'],
    });
  });
});
