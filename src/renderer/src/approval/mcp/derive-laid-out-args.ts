import type { McpEvent, McpMailPreview, McpRecipient } from '../../../../shared/mcp';

/** The keys the main process reads a mail or an event from (src/main/mcp/build-mcp-layouts.ts), in its order. */
const MAIL_KEYS = {
  from: ['from', 'sender'],
  subject: ['subject', 'title'],
  body: ['body', 'text', 'content', 'html'],
  target: ['id', 'messageId', 'message_id', 'draftId', 'draft_id'],
} as const;
const EVENT_KEYS = {
  title: ['title', 'summary', 'subject', 'name'],
  start: ['start', 'startTime', 'start_time', 'starts_at', 'from'],
  end: ['end', 'endTime', 'end_time', 'ends_at', 'to'],
  location: ['location', 'where'],
} as const;
const GUEST_KEYS = ['guests', 'attendees', 'invitees', 'participants'] as const;
/** Arguments that name the account a mail goes out from when the server has no `from`. */
const ACCOUNT_KEYS = [
  'account',
  'accountId',
  'account_id',
  'fromAccount',
  'from_account',
  'mailbox',
  'senderAccount',
  'sender_account',
] as const;
const PERSON_KEYS = new Set(['email', 'address', 'mail', 'name', 'displayName']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `keys` holding a non-empty text, as the main process picks it. */
function pickKey(args: Record<string, unknown>, keys: readonly string[]): string | undefined {
  return keys.find((k) => typeof args[k] === 'string' && args[k] !== '');
}

/** Recipients read from an argument the way the main process reads them, or null when it holds anything the layout would not show. */
function deriveArgPeople(value: unknown): { address: string; name?: string }[] | null {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const people: { address: string; name?: string }[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      for (const part of item.split(/[,;]/)) {
        const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(part);
        const address = (m?.[2] ?? part).trim();
        const name = m?.[1] !== undefined && m[1] !== '' ? m[1] : undefined;
        if (address !== '') people.push({ address, ...(name !== undefined ? { name } : {}) });
      }
    } else if (isRecord(item) && Object.keys(item).every((k) => PERSON_KEYS.has(k))) {
      const address = pickKey(item, ['email', 'address', 'mail']);
      const name = pickKey(item, ['name', 'displayName']);
      if (address === undefined) return null;
      people.push({ address: item[address] as string, ...(name !== undefined ? { name: item[name] as string } : {}) });
    } else return null;
  }
  return people;
}

/** Whether an argument holds exactly the people the layout lists (same addresses, same names, same order). */
function isSamePeople(value: unknown, shown: readonly McpRecipient[]): boolean {
  const people = deriveArgPeople(value);
  return (
    people !== null &&
    people.length === shown.length &&
    people.every((p, i) => p.address === shown[i]?.address && p.name === shown[i]?.name)
  );
}

/**
 * Pure: the account a mail goes out from when the server's arguments name it by an account
 * argument rather than `from` (which the mail layout already shows), with the argument's name.
 */
export function deriveMailAccount(
  mail: McpMailPreview,
  args: Record<string, unknown>,
): { key: string; value: string } | null {
  if (mail.from !== undefined) return null;
  const key = pickKey(args, ACCOUNT_KEYS);
  return key === undefined ? null : { key, value: args[key] as string };
}

function addMailArgs(mail: McpMailPreview, args: Record<string, unknown>, shown: Set<string>): void {
  for (const field of ['from', 'subject', 'body', 'target'] as const) {
    const key = pickKey(args, MAIL_KEYS[field]);
    if (key !== undefined && args[key] === mail[field]) shown.add(key);
  }
  const account = deriveMailAccount(mail, args);
  if (account !== null) shown.add(account.key);
  const toKey = args.to !== undefined && args.to !== null ? 'to' : 'recipients';
  if (mail.to.length > 0 && isSamePeople(args[toKey], mail.to)) shown.add(toKey);
  // An empty Cc or Bcc is said by the layout leaving its line out.
  for (const key of ['cc', 'bcc'] as const) {
    const empty = mail[key].length === 0 && (args[key] === '' || (Array.isArray(args[key]) && args[key].length === 0));
    if (empty || (mail[key].length > 0 && isSamePeople(args[key], mail[key]))) shown.add(key);
  }
  // Attachments are shown by file name: a path with folders in it stays in the arguments, whole.
  const files = Array.isArray(args.attachments)
    ? args.attachments
    : args.attachments === undefined
      ? null
      : [args.attachments];
  if (
    files !== null &&
    files.length === mail.attachments.length &&
    files.every((f, i) => typeof f === 'string' && !/[\\/]/.test(f) && f === mail.attachments[i]?.name)
  ) {
    shown.add('attachments');
  }
}

function addEventArgs(event: McpEvent, args: Record<string, unknown>, shown: Set<string>): void {
  for (const field of ['title', 'start', 'end', 'location'] as const) {
    const key = pickKey(args, EVENT_KEYS[field]);
    if (key !== undefined && args[key] === event[field]) shown.add(key);
  }
  const guestKey = GUEST_KEYS.find((k) => args[k] !== undefined && args[k] !== null);
  if (guestKey !== undefined && event.guests.length > 0 && isSamePeople(args[guestKey], event.guests))
    shown.add(guestKey);
}

/**
 * Pure: the names of the arguments the mail or calendar layout above already shows, so the
 * arguments' list leaves them out. An argument counts as shown only when the layout holds its very
 * value (the same text, the same people in the same order, the same file names): one the layout
 * changed, cut, merged or does not read (an event's id, a path to an attachment) stays in the list.
 */
export function deriveLaidOutArgs(
  layout: { mail?: McpMailPreview; calendar?: { before: McpEvent | null; after: McpEvent | null } },
  args: Record<string, unknown>,
): ReadonlySet<string> {
  const shown = new Set<string>();
  if (layout.mail !== undefined) addMailArgs(layout.mail, args, shown);
  const event = layout.calendar !== undefined ? (layout.calendar.after ?? layout.calendar.before) : null;
  if (event !== null) addEventArgs(event, args, shown);
  return shown;
}
