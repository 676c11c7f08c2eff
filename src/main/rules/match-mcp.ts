import type { McpCondition } from '../../shared/rules';
import type { Inspection } from '../../shared/tools';

/** Pure: the domain of an address (`Ana <ana@Example.com>` → `example.com`), or null. */
export function deriveAddressDomain(address: string): string | null {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address.trim());
  return m ? m[1]!.toLowerCase() : null;
}

const within = (addresses: readonly string[], domains: readonly string[]): boolean =>
  addresses.every((a) => {
    const d = deriveAddressDomain(a);
    return d !== null && domains.includes(d);
  });

/** Pure: the value at a dot-separated path of the arguments, or undefined. */
function deriveField(args: Record<string, unknown>, field: string): unknown {
  let at: unknown = args;
  for (const key of field.split('.')) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * Pure: whether one condition holds for an MCP call. Mail and calendar conditions read the call's
 * layout on the sheet (its inspection); a call that is not laid out as a mail or a calendar change
 * satisfies neither. A mail with no recipient is not "all within" anything.
 */
export function decideMcpCondition(condition: McpCondition, args: Record<string, unknown>, inspection: Inspection | undefined): boolean {
  const mcp = inspection?.preview.type === 'mcp' ? inspection.preview.mcp : undefined;
  switch (condition.kind) {
    case 'recipients_within': {
      const mail = mcp?.mail;
      if (mail === undefined) return false;
      const all = [...mail.to, ...mail.cc, ...mail.bcc].map((r) => r.address);
      return all.length > 0 && within(all, condition.domains);
    }
    case 'guests_within': {
      const calendar = mcp?.calendar;
      if (calendar === undefined) return false;
      const guests = [...(calendar.before?.guests ?? []), ...(calendar.after?.guests ?? [])].map((g) => g.address);
      return within(guests, condition.domains);
    }
    case 'field_equals':
      return deriveField(args, condition.field) === condition.value;
  }
}

/** Pure: the conditions a call satisfies, offered on "Always allow…" (its recipients' and guests' domains). */
export function deriveOfferedConditions(inspection: Inspection | undefined): McpCondition[] {
  const mcp = inspection?.preview.type === 'mcp' ? inspection.preview.mcp : undefined;
  const domainsOf = (addresses: readonly string[]): string[] | null => {
    const ds = addresses.map(deriveAddressDomain);
    return ds.some((d) => d === null) ? null : [...new Set(ds as string[])];
  };
  const offered: McpCondition[] = [];
  if (mcp?.mail !== undefined) {
    const domains = domainsOf([...mcp.mail.to, ...mcp.mail.cc, ...mcp.mail.bcc].map((r) => r.address));
    if (domains !== null && domains.length > 0) offered.push({ kind: 'recipients_within', domains });
  }
  if (mcp?.calendar !== undefined) {
    const c = mcp.calendar;
    const domains = domainsOf([...(c.before?.guests ?? []), ...(c.after?.guests ?? [])].map((g) => g.address));
    if (domains !== null && domains.length > 0) offered.push({ kind: 'guests_within', domains });
  }
  return offered;
}
