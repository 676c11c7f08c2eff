import { describe, expect, it } from 'vitest';
import { deriveSubmitLabel } from '../../../src/renderer/src/approval/submit-label';

const base = { approve: 0, edit: 0, deny: 0, undecided: [], editsNotReady: [] };

describe('the submit button says what will happen', () => {
  it('counts approvals, edits and denials', () => {
    expect(deriveSubmitLabel({ ...base, approve: 2, deny: 1 })).toBe('Approve 2, deny 1');
    expect(deriveSubmitLabel({ ...base, edit: 1, deny: 2 })).toBe('Run 1 with your changes, deny 2');
    expect(deriveSubmitLabel({ ...base, deny: 3 })).toBe('Deny 3');
  });

  it('says what is missing before it can send', () => {
    expect(deriveSubmitLabel({ ...base, approve: 1, undecided: ['call_b', 'call_c'] })).toBe(
      'Answer 2 more actions to send',
    );
    expect(deriveSubmitLabel({ ...base, approve: 1, editsNotReady: ['call_b'] })).toMatch(/edited arguments/);
  });
});
