import emailAddresses from 'email-addresses';
import type { AddressProblem } from '../../shared/rules';

/** One address read from a list: the mailbox (`local@domain`, domain lower-cased) and its display name. */
export interface ReadAddress {
  address: string;
  domain: string;
  name: string | null;
}

export type ParsedAddressList = { ok: true; addresses: ReadAddress[] } | { ok: false; problem: AddressProblem };

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;

/**
 * Pure: a value read strictly as an RFC 5322 address list with the `email-addresses` parser
 * (5.0.0, strict mode, ASCII only), or why it cannot be read. Stricter than the RFC on purpose, as
 * a rule that vouches for recipients must never read one string as another: a newline or any
 * hidden character, a comment, group syntax, an `@` anywhere but once per mailbox (in a display
 * name or a quoted local part), text around an `<…>` or an unterminated one, a quoted local part,
 * a domain literal or a non-ASCII address are all unreadable. Never throws.
 */
export function parseAddressList(text: string): ParsedAddressList {
  if (HIDDEN.test(text)) return { ok: false, problem: 'hidden_character' };
  if (/[()]/.test(text)) return { ok: false, problem: 'comment' };
  if (text.trim() === '') return { ok: false, problem: 'not_an_address' };
  let parsed: ReturnType<typeof emailAddresses>;
  try {
    parsed = emailAddresses({
      input: text,
      startAt: 'address-list',
      strict: true,
      rfc6532: false,
      rejectTLD: false,
      atInDisplayName: false,
      commaInDisplayName: false,
    });
  } catch {
    parsed = null;
  }
  const ats = text.split('@').length - 1;
  if (parsed === null) {
    if (/[<>]/.test(text)) return { ok: false, problem: 'angle' };
    if (/[:;]/.test(text)) return { ok: false, problem: 'group' };
    return { ok: false, problem: ats > 1 ? 'two_at' : 'not_an_address' };
  }
  if (ats !== parsed.addresses.length)
    return { ok: false, problem: parsed.addresses.some((e) => e.type === 'group') ? 'group' : 'two_at' };
  const addresses: ReadAddress[] = [];
  for (const entry of parsed.addresses) {
    if (entry.type === 'group') return { ok: false, problem: 'group' };
    if (!LOCAL.test(entry.local) || !DOMAIN.test(entry.domain)) return { ok: false, problem: 'not_plain' };
    addresses.push({
      address: `${entry.local}@${entry.domain.toLowerCase()}`,
      domain: entry.domain.toLowerCase(),
      name: entry.name,
    });
  }
  if (addresses.length === 0) return { ok: false, problem: 'not_an_address' };
  return { ok: true, addresses };
}

/** Pure: the domain of a value that reads as exactly one address (lower-cased), or null. */
export function deriveAddressDomain(text: string): string | null {
  const read = parseAddressList(text);
  return read.ok && read.addresses.length === 1 ? read.addresses[0]!.domain : null;
}
