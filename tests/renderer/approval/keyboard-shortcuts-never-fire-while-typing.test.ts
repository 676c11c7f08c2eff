import { describe, expect, it } from 'vitest';
import { deriveSheetKeyAction, type SheetKeyInput } from '../../../src/renderer/src/approval/sheet-keys';

const on = (overrides: Partial<SheetKeyInput>): SheetKeyInput => ({
  key: 'y',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  isComposing: false,
  inTextField: false,
  inReasonField: false,
  onActivatable: false,
  onCard: true,
  diffExpanded: false,
  canSubmit: false,
  singleCall: false,
  focusedCallId: 'call_a',
  ...overrides,
});

describe('sheet keyboard map', () => {
  it('y approves and n denies the focused call', () => {
    expect(deriveSheetKeyAction(on({ key: 'y' }))).toEqual({ type: 'approve', callId: 'call_a' });
    expect(deriveSheetKeyAction(on({ key: 'N' }))).toEqual({ type: 'deny', callId: 'call_a' });
    expect(deriveSheetKeyAction(on({ key: 'y', focusedCallId: null }))).toBeNull();
  });

  it('never fires while typing in a text field, composing, or with a modifier', () => {
    for (const key of ['y', 'n', 'j', 'k', 'Enter', 'ArrowDown']) {
      expect(deriveSheetKeyAction(on({ key, inTextField: true, canSubmit: true }))).toBeNull();
      expect(deriveSheetKeyAction(on({ key, isComposing: true, canSubmit: true }))).toBeNull();
      expect(deriveSheetKeyAction(on({ key, ctrlKey: true, canSubmit: true }))).toBeNull();
      expect(deriveSheetKeyAction(on({ key, metaKey: true, canSubmit: true }))).toBeNull();
    }
  });

  it('Enter submits only when every call has a choice, and leaves buttons their own Enter', () => {
    expect(deriveSheetKeyAction(on({ key: 'Enter', canSubmit: false }))).toBeNull();
    expect(deriveSheetKeyAction(on({ key: 'Enter', canSubmit: true }))).toEqual({ type: 'submit' });
    expect(deriveSheetKeyAction(on({ key: 'Enter', canSubmit: true, onActivatable: true }))).toBeNull();
  });

  it('Enter in a deny reason sends once every call has a choice; Shift+Enter is a new line; letters are text', () => {
    const reason = { inTextField: true, inReasonField: true, onCard: false };
    expect(deriveSheetKeyAction(on({ ...reason, key: 'Enter', canSubmit: true }))).toEqual({ type: 'submit' });
    expect(deriveSheetKeyAction(on({ ...reason, key: 'Enter', canSubmit: false }))).toBeNull();
    expect(deriveSheetKeyAction(on({ ...reason, key: 'Enter', canSubmit: true, shiftKey: true }))).toBeNull();
    expect(deriveSheetKeyAction(on({ ...reason, key: 'y', canSubmit: true }))).toBeNull();
    expect(deriveSheetKeyAction(on({ ...reason, key: 'n', canSubmit: true }))).toBeNull();
  });

  it('Esc closes the expanded diff, even from inside the editor, and is left alone otherwise', () => {
    expect(deriveSheetKeyAction(on({ key: 'Escape', diffExpanded: true, inTextField: true }))).toEqual({
      type: 'closeDiff',
    });
    expect(deriveSheetKeyAction(on({ key: 'Escape', diffExpanded: false }))).toEqual({ type: 'leave' });
  });

  it('j / k move between calls anywhere; arrows only from a card, so a focused diff still scrolls', () => {
    expect(deriveSheetKeyAction(on({ key: 'j', onCard: false }))).toEqual({ type: 'move', delta: 1 });
    expect(deriveSheetKeyAction(on({ key: 'k', onCard: false }))).toEqual({ type: 'move', delta: -1 });
    expect(deriveSheetKeyAction(on({ key: 'ArrowDown', onCard: true }))).toEqual({ type: 'move', delta: 1 });
    expect(deriveSheetKeyAction(on({ key: 'ArrowDown', onCard: false }))).toBeNull();
  });

  it('leaves Tab to the browser so every control stays reachable', () => {
    expect(deriveSheetKeyAction(on({ key: 'Tab' }))).toBeNull();
  });

  it('Shift+Y approves every call and sends; a Caps Lock Y without Shift approves only the focused one', () => {
    expect(deriveSheetKeyAction(on({ key: 'Y', shiftKey: true }))).toEqual({ type: 'approveAllAndSend' });
    expect(deriveSheetKeyAction(on({ key: 'Y', shiftKey: true, focusedCallId: null }))).toEqual({
      type: 'approveAllAndSend',
    });
    expect(deriveSheetKeyAction(on({ key: 'Y' }))).toEqual({ type: 'approve', callId: 'call_a' });
    expect(deriveSheetKeyAction(on({ key: 'Y', shiftKey: true, inTextField: true }))).toBeNull();
    expect(deriveSheetKeyAction(on({ key: 'Y', shiftKey: true, ctrlKey: true }))).toBeNull();
  });

  it('on a sheet of one call, Enter in the reason field denies with that reason (the sheet then sends)', () => {
    const reason = { inTextField: true, inReasonField: true, onCard: false, singleCall: true };
    expect(deriveSheetKeyAction(on({ ...reason, key: 'Enter', canSubmit: false }))).toEqual({
      type: 'deny',
      callId: 'call_a',
    });
    expect(deriveSheetKeyAction(on({ ...reason, key: 'Enter', shiftKey: true }))).toBeNull();
    expect(deriveSheetKeyAction(on({ ...reason, key: 'y' }))).toBeNull();
  });
});
