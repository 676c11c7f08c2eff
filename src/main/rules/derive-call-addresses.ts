import type { AddressProblem } from '../../shared/rules';
import { parseAddressList, type ReadAddress } from './parse-address-list';
import { deriveArgumentSchema, deriveItemsSchema, deriveSchemaWords } from './read-input-schema';

/** Every address a call's arguments hold, with where; or the first value that cannot be read, and why. */
export type CallAddresses =
  { ok: true; addresses: (ReadAddress & { field: string })[] } | { ok: false; field: string; problem: AddressProblem };

const normalise = (key: string): string => key.toLowerCase().replace(/[_\-\s]/g, '');

/**
 * Argument names that hold people (every recipient and guest alias a mail or calendar server may
 * use): each string in them must read as addresses, a name the server might resolve is unreadable.
 */
const PEOPLE_KEY =
  /^(to|cc|bcc|from|sender|replyto|organi[sz]er|people|mail)$|(recipients?|attendees?|guests?|participants?|invitees?|members?|contacts?|emails?|emailaddress(es)?|delegates?|share(d)?with|forwardto|assignees?|reviewers?|users?)$/;
/** Inside a person's object: the keys that hold the address itself. */
const ADDRESS_KEY = /^(email|emailaddress|address|mail|value|smtpaddress)$/;
/** Names that are subject or body text: read as text, never as addresses (a body may quote anyone). */
const TEXT_KEY =
  /^(subject|title|summary|body|text|content|html|htmlbody|textbody|bodyhtml|bodytext|plaintext|markdown|description|notes?|comments?|message|snippet|signature)$/;
const TEXT_DESCRIPTION = /\b(subject|body)\b/i;
const TIME_FORMAT = /^(date-time|date|time|duration)$/;

interface Walk {
  root: unknown;
  found: (ReadAddress & { field: string })[];
  failed: { field: string; problem: AddressProblem } | null;
}

function readString(walk: Walk, text: string, field: string, people: boolean): void {
  if (!people && !text.includes('@')) return;
  const read = parseAddressList(text);
  if (!read.ok) walk.failed ??= { field, problem: read.problem };
  else for (const a of read.addresses) walk.found.push({ ...a, field });
}

function isText(walk: Walk, key: string, schema: unknown, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const words = deriveSchemaWords(walk.root, schema);
  return (
    TEXT_KEY.test(normalise(key)) ||
    TEXT_DESCRIPTION.test(words.description) ||
    (words.mediaType?.startsWith('text/') ?? false)
  );
}

function visit(walk: Walk, value: unknown, schema: unknown, field: string, people: boolean, depth: number): void {
  if (walk.failed !== null) return;
  if (depth > 20) {
    walk.failed = { field, problem: 'not_an_address' };
    return;
  }
  if (typeof value === 'string') {
    // A time the schema names as one (a calendar's `from`/`to`) is not a person.
    const format = deriveSchemaWords(walk.root, schema).format;
    readString(walk, value, field, people && !(format !== null && TIME_FORMAT.test(format)));
    return;
  }
  if (Array.isArray(value)) {
    const items = deriveItemsSchema(walk.root, schema);
    value.forEach((item, i) => visit(walk, item, items, `${field}[${i}]`, people, depth + 1));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const entries = Object.entries(value as Record<string, unknown>);
  // A person given as an object ({ email, name }, { emailAddress: { address } }) names its address.
  if (people && !entries.some(([k]) => ADDRESS_KEY.test(normalise(k)) || PEOPLE_KEY.test(normalise(k)))) {
    walk.failed = { field, problem: 'not_an_address' };
    return;
  }
  for (const [key, child] of entries) {
    const sub = deriveArgumentSchema(walk.root, schema, key);
    const at = field === '' ? key : `${field}.${key}`;
    const name = normalise(key);
    if (isText(walk, key, sub, child)) continue;
    const holdsPeople = PEOPLE_KEY.test(name) || (people && ADDRESS_KEY.test(name));
    visit(walk, child, sub, at, holdsPeople, depth + 1);
  }
}

/**
 * Pure: every address in a call's arguments, read strictly (parse-address-list.ts), from every
 * argument but those the tool's input schema makes subject or body text: the recipient and guest
 * aliases (to, cc, bcc, recipients, attendees, guests, participants, invitees, …), where every
 * value must read as addresses, and any other string holding an `@`, which must read as addresses
 * too. The first value that cannot be read fails the whole call (a domain condition then fails).
 */
export function deriveCallAddresses(args: Record<string, unknown>, inputSchema: unknown): CallAddresses {
  const walk: Walk = { root: inputSchema, found: [], failed: null };
  visit(walk, args, inputSchema, '', false, 0);
  return walk.failed !== null ? { ok: false, ...walk.failed } : { ok: true, addresses: walk.found };
}
