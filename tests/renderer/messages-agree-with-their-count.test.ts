import { describe, expect, it } from 'vitest';
import { appMessages } from '../../src/renderer/src/i18n/app';
import { approvalMessages } from '../../src/renderer/src/i18n/approval';
import { t } from '../../src/renderer/src/i18n';
import { deriveSubmitLabel } from '../../src/renderer/src/approval/submit-label';

describe('messages that depend on a number', () => {
  it('say "1 thing" and "2 things", never "thing(s)"', () => {
    expect(t('approval.title', { count: 1 })).toBe('The assistant wants to do 1 thing');
    expect(t('approval.title', { count: 3 })).toBe('The assistant wants to do 3 things');
    expect(t('approval.diff.counts', { added: 3, removed: 2, count: 1 })).toBe('+3 −2 in 1 place');
    expect(t('approval.diff.counts', { added: 3, removed: 2, count: 4 })).toBe('+3 −2 in 4 places');
    expect(t('inbox.item', { count: 1, title: 'Notes' })).toBe('1 action in “Notes”');
    expect(t('inbox.item', { count: 2, title: 'Notes' })).toBe('2 actions in “Notes”');
    expect(t('approval.announce', { count: 2 })).toBe('Gatehouse is waiting for your approval: 2 actions.');
    const base = { approve: 0, edit: 0, deny: 0, editsNotReady: [] };
    expect(deriveSubmitLabel({ ...base, undecided: ['call_a'] })).toBe('Answer 1 more action to send');
  });

  it('use "other" for zero, and write large numbers as English does, in the plural and out of it', () => {
    expect(t('approval.title', { count: 0 })).toBe('The assistant wants to do 0 things');
    expect(t('approval.diff.counts', { added: 1200, removed: 0, count: 2 })).toBe('+1,200 −0 in 2 places');
    expect(t('approval.title', { count: 12_345 })).toBe('The assistant wants to do 12,345 things');
  });

  it('leave no "(s)" in the catalogue', () => {
    const all = JSON.stringify({ ...appMessages, ...approvalMessages });
    expect(all).not.toMatch(/\(s\)/);
  });
});
