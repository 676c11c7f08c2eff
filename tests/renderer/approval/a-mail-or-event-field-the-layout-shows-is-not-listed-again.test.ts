import { describe, expect, it } from 'vitest';
import type { McpMailPreview } from '../../../src/shared/mcp';
import { deriveLaidOutArgs, deriveMailAccount } from '../../../src/renderer/src/approval/mcp/derive-laid-out-args';
import { formatMailLine } from '../../../src/renderer/src/approval/mcp/format-mail-line';

const mail: McpMailPreview = {
  action: 'send',
  to: [
    { address: 'ann@example.com', external: false },
    { address: 'bob@partner.org', name: 'Bob Stone', external: true },
  ],
  cc: [],
  bcc: [],
  subject: 'Notes',
  body: 'Hello',
  attachments: [{ name: 'report.pdf', size: 10 }],
};
const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('the arguments a mail or calendar layout already shows', () => {
  it('leaves out each argument whose very value the mail layout shows, and keeps the rest', () => {
    const args = {
      to: ['ann@example.com', 'Bob Stone <bob@partner.org>'],
      cc: [],
      subject: 'Notes',
      body: 'Hello',
      attachments: ['report.pdf'],
      priority: 'high',
      account: 'work@example.com',
    };
    expect(sorted(deriveLaidOutArgs({ mail }, args))).toEqual([
      'account',
      'attachments',
      'body',
      'cc',
      'subject',
      'to',
    ]);
    expect(deriveMailAccount(mail, args)).toEqual({ key: 'account', value: 'work@example.com' });
  });

  it.each([
    [
      'an attachment given by a path with folders (the layout shows only its name)',
      { attachments: ['../private/report.pdf'] },
      'attachments',
    ],
    ['recipients the layout reads differently', { to: ['ann@example.com'] }, 'to'],
    [
      'a recipient with a field the layout does not show',
      { to: [{ email: 'ann@example.com', note: 'x' }, 'Bob Stone <bob@partner.org>'] },
      'to',
    ],
    ['a subject under a second name, behind the one the layout shows', { title: 'Notes' }, 'title'],
  ])('keeps %s', (_why, patch, key) => {
    const args = {
      to: ['ann@example.com', 'Bob Stone <bob@partner.org>'],
      subject: 'Notes',
      body: 'Hello',
      attachments: ['report.pdf'],
      ...patch,
    };
    expect(deriveLaidOutArgs({ mail }, args).has(key)).toBe(false);
  });

  it('names no account when the mail has its own From', () => {
    expect(
      deriveMailAccount({ ...mail, from: 'me@example.com' }, { from: 'me@example.com', account: 'work' }),
    ).toBeNull();
  });

  it('leaves out the times, title and guests an event card shows, and keeps its id', () => {
    const event = {
      title: 'Review',
      start: '2030-01-02T14:00:00Z',
      end: '2030-01-02T15:00:00Z',
      guests: [{ address: 'ann@example.com', external: false }],
    };
    const args = {
      id: 'evt_1',
      title: 'Review',
      start: '2030-01-02T14:00:00Z',
      end: '2030-01-02T15:00:00Z',
      attendees: ['ann@example.com'],
    };
    expect(sorted(deriveLaidOutArgs({ calendar: { before: null, after: event } }, args))).toEqual([
      'attendees',
      'end',
      'start',
      'title',
    ]);
  });

  it('says a mail in one line by its recipients and subject', () => {
    expect(formatMailLine(mail)).toBe('Sends this mail to ann@example.com, bob@partner.org: “Notes”');
    expect(formatMailLine({ ...mail, to: [], subject: undefined, action: 'delete', target: 'msg_1' })).toBe(
      'Deletes this mail: msg_1',
    );
  });
});
