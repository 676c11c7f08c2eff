/**
 * The sheet's keyboard map, pure: y approves the focused call, n denies it, Shift+Y approves every
 * call and sends, j/k (or ↓/↑ on a call's card) jump between calls, Enter submits when every call
 * has a choice, Esc closes the expanded diff (or, with none open, leaves the sheet). On a sheet of one call, y and n decide and send
 * (the component does that: the map only names the choice).
 * Tab keeps its native order (each call, then its controls) so every control stays reachable, and
 * comes round inside the sheet (the component wraps it) until the sheet is sent; Esc, with no diff
 * open, takes the focus out of the sheet to the first control after it, so the keyboard is never trapped.
 * Nothing fires while the person types in a text field or holds a modifier, with one exception:
 * Enter in a deny reason sends the answer (as in a chat box; Shift+Enter starts a new line), so
 * y, n, a reason and Enter answer a batch without the mouse. On a sheet of one call the reason
 * field is there before any choice, and Enter in it denies with that reason and sends.
 */

export interface SheetKeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing: boolean;
  /** Focus is in an input, textarea, select or contenteditable (Monaco's hidden textarea included). */
  inTextField: boolean;
  /** Focus is in a call's deny-reason field (a text field where Enter sends). */
  inReasonField: boolean;
  /** Focus is on a control that handles Enter itself (button, link, summary). */
  onActivatable: boolean;
  /** Focus is on a call's card itself (not a control or a scrolling diff inside it). */
  onCard: boolean;
  diffExpanded: boolean;
  canSubmit: boolean;
  /** The sheet holds exactly one call (one step: a choice is also the send). */
  singleCall: boolean;
  /** The call whose card holds the focus, if any. */
  focusedCallId: string | null;
}

export type SheetKeyAction =
  | { type: 'approve'; callId: string }
  | { type: 'approveAllAndSend' }
  | { type: 'deny'; callId: string }
  | { type: 'move'; delta: 1 | -1 }
  | { type: 'submit' }
  | { type: 'closeDiff' }
  /** Esc with no diff open: the focus leaves the sheet (Tab alone comes round inside it). */
  | { type: 'leave' };

export function deriveSheetKeyAction(input: SheetKeyInput): SheetKeyAction | null {
  if (input.isComposing) return null;
  if (input.key === 'Escape') return input.diffExpanded ? { type: 'closeDiff' } : { type: 'leave' };
  if (
    input.inReasonField &&
    input.key === 'Enter' &&
    !input.shiftKey &&
    !input.ctrlKey &&
    !input.metaKey &&
    !input.altKey
  ) {
    if (input.singleCall) return input.focusedCallId ? { type: 'deny', callId: input.focusedCallId } : null;
    return input.canSubmit ? { type: 'submit' } : null;
  }
  if (input.ctrlKey || input.metaKey || input.altKey || input.inTextField) return null;
  // Shift is what makes it "all": a Caps Lock Y (no Shift) still approves only the focused call.
  if ((input.key === 'Y' || input.key === 'y') && input.shiftKey) return { type: 'approveAllAndSend' };
  switch (input.key) {
    case 'y':
    case 'Y':
      return input.focusedCallId ? { type: 'approve', callId: input.focusedCallId } : null;
    case 'n':
    case 'N':
      return input.focusedCallId ? { type: 'deny', callId: input.focusedCallId } : null;
    case 'j':
      return { type: 'move', delta: 1 };
    case 'k':
      return { type: 'move', delta: -1 };
    case 'ArrowDown':
      return input.onCard ? { type: 'move', delta: 1 } : null;
    case 'ArrowUp':
      return input.onCard ? { type: 'move', delta: -1 } : null;
    case 'Enter':
      return input.canSubmit && !input.onActivatable ? { type: 'submit' } : null;
    default:
      return null;
  }
}
