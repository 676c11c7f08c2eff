import { describe, expect, it } from 'vitest';
import { deriveShownApprovalMode } from '../../src/renderer/src/conversation/Composer';

describe('the approval-mode radio after a click', () => {
  it("shows the person's pick at once, while the conversation's mode has not changed yet", () => {
    expect(deriveShownApprovalMode({ mode: 'auto', over: 'manual', sessionId: 's1' }, 'manual', 's1')).toBe('auto');
  });

  it("shows the conversation's mode once main pushes a change (whichever it is)", () => {
    expect(deriveShownApprovalMode({ mode: 'auto', over: 'manual', sessionId: 's1' }, 'auto', 's1')).toBe('auto');
    // A later change from elsewhere wins over an older pick.
    expect(deriveShownApprovalMode({ mode: 'auto', over: 'manual', sessionId: 's1' }, 'yolo', 's1')).toBe('yolo');
  });

  it('never carries a pick into another conversation, and shows the mode when nothing was picked', () => {
    expect(deriveShownApprovalMode({ mode: 'auto', over: 'manual', sessionId: 's1' }, 'manual', 's2')).toBe('manual');
    expect(deriveShownApprovalMode(null, 'manual', 's1')).toBe('manual');
  });
});
