import { describe, expect, it } from 'vitest';
import type { CommandPreview } from '../../../src/shared/tools';
import { deriveOwnReason, deriveReversibility, deriveSheetNotes } from '../../../src/renderer/src/approval/sheet-notes';
import { deriveRevealDelta } from '../../../src/renderer/src/approval/reveal-in-pane';
import {
  deriveNextWaitingApproval,
  isNextApprovalShortcut,
} from '../../../src/renderer/src/approval/next-waiting-approval';
import { makePendingCall } from './make-pending-call';
import type { InboxItem } from '../../../src/shared';
import { say, type MainMessage } from '../../../src/shared/main-messages';
import { setLocale } from '../../../src/renderer/src/i18n';

const ENV_NOTE = say('command.withheld', { passed: 'PATH, HOME', count: 3, names: 'A, B, C', more: 0 });
const ENV = 'Only PATH, HOME are passed to the command; 3 other environment variables are withheld: A, B, C.';
const ASKS = say('command.askEmpty');

function command(callId: string, text: string, reason: MainMessage, confined = true, withheldNote?: MainMessage) {
  const preview: CommandPreview = {
    command: text,
    cwd: '/ws',
    commands: [text.split(' ')],
    syntax: { ok: true, message: '' },
    verdict: 'ask',
    reason,
    ...(withheldNote ? { withheldNote } : {}),
    sandbox: confined
      ? { confined: true, limits: [say('fence.noNetwork')] }
      : { confined: false, limits: [], unavailableReason: say('sandbox.notChecked') },
  };
  return makePendingCall(callId, {
    tool: 'run_command',
    args: { command: text },
    inspection: { ...makePendingCall(callId).inspection, preview: { type: 'command', command: preview } },
  });
}

describe('what the sheet says once, and what can be undone', () => {
  it('promises an undo only for file writes and edits; commands and MCP tools cannot be undone', () => {
    expect(deriveReversibility('write_file')).toBe('conversation');
    expect(deriveReversibility('edit_file')).toBe('conversation');
    expect(deriveReversibility('run_command')).toBe('never');
    expect(deriveReversibility('mcp__mail__send')).toBe('never');
    expect(deriveReversibility('read_file')).toBe('nothing');
    expect(deriveReversibility('remember')).toBe('note');
    expect(deriveReversibility('some_tool_nobody_ships')).toBe('never');
  });

  it('says shared reversibility, the shared model reason, the shared fence and shared verdict sentences once', () => {
    setLocale('en');
    const calls = [
      command('c1', 'touch a', say('command.askNotListed', { program: 'touch' }), true, ENV_NOTE),
      command('c2', 'rm b', say('command.askNotListed', { program: 'rm' }), true, ENV_NOTE),
    ];
    const notes = deriveSheetNotes(calls);
    expect(notes.sharedReversibility).toBe('never');
    expect(notes.sharedRationale).toBe('because');
    expect(notes.sharedFence).not.toBeNull();
    expect(notes.sharedReasonSentences).toEqual([ENV]);
    expect(deriveOwnReason(`Asks because “rm” is not on the read-only list. ${ENV}`, notes.sharedReasonSentences)).toBe(
      'Asks because “rm” is not on the read-only list.',
    );
  });

  it('leaves on each card what differs: mixed kinds, different reasons, differently fenced commands, a single call', () => {
    const write = makePendingCall('w', { tool: 'write_file', rationale: 'first' });
    const mixed = deriveSheetNotes([write, command('c', 'ls', ASKS)]);
    expect(mixed.sharedReversibility).toBeNull();
    expect(mixed.sharedRationale).toBeNull();
    const fenced = deriveSheetNotes([command('a', 'touch a', ASKS), command('b', 'touch b', ASKS, false)]);
    expect(fenced.sharedFence).toBeNull();
    const single = deriveSheetNotes([command('a', 'touch a', ASKS, true, ENV_NOTE)]);
    expect(single.sharedReasonSentences).toEqual([]);
    expect(single.sharedRationale).toBeNull();
    expect(single.sharedFence).toBeNull();
  });

  it('scrolls just enough to bring a focused element into the room below the sticky header, top first when too tall', () => {
    const room = { min: 100, max: 600 };
    expect(deriveRevealDelta({ top: 200, bottom: 300 }, room)).toBe(0);
    expect(deriveRevealDelta({ top: 40, bottom: 140 }, room)).toBe(-60);
    expect(deriveRevealDelta({ top: 550, bottom: 700 }, room)).toBe(100);
    expect(deriveRevealDelta({ top: 550, bottom: 1400 }, room)).toBe(450);
  });

  it('the next-approval shortcut goes to the open conversation’s sheet first, then round the inbox', () => {
    const item = (approvalId: string) => ({ approvalId, sessionId: `s_${approvalId}` }) as unknown as InboxItem;
    const inbox = [item('a'), item('b'), item('c')];
    expect(deriveNextWaitingApproval([], { openApprovalId: null, focusedApprovalId: null })).toBeNull();
    expect(deriveNextWaitingApproval(inbox, { openApprovalId: 'b', focusedApprovalId: null })?.approvalId).toBe('b');
    expect(deriveNextWaitingApproval(inbox, { openApprovalId: 'b', focusedApprovalId: 'b' })?.approvalId).toBe('c');
    expect(deriveNextWaitingApproval(inbox, { openApprovalId: 'c', focusedApprovalId: 'c' })?.approvalId).toBe('a');
    expect(deriveNextWaitingApproval(inbox, { openApprovalId: null, focusedApprovalId: null })?.approvalId).toBe('a');
    expect(isNextApprovalShortcut({ key: 'A', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false })).toBe(
      true,
    );
    expect(isNextApprovalShortcut({ key: 'a', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })).toBe(
      false,
    );
  });
});
