import type { AddressProblem, McpCondition } from '../../shared/rules';
import type { Inspection } from '../../shared/tools';
import { deriveCallAddresses } from './derive-call-addresses';
import { parseAddressList } from './parse-address-list';

/** Whether a condition holds; when it does not because an address cannot be read, which and why. */
export interface ConditionResult {
  holds: boolean;
  unreadable?: { field: string; problem: AddressProblem };
}

/** Pure: the value at a dot-separated path of the arguments, or undefined. */
function deriveField(args: Record<string, unknown>, field: string): unknown {
  let at: unknown = args;
  for (const key of field.split('.')) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const mcpOf = (inspection: Inspection | undefined) =>
  inspection?.preview.type === 'mcp' ? inspection.preview.mcp : undefined;

/**
 * Pure: whether a domain condition holds: every address in the call's arguments (all of them but
 * the schema's subject and body text: derive-call-addresses.ts) and in `extra` (the people the
 * sheet lays out, an event's guests as the server has them now) reads strictly and is in one of `domains`.
 */
function decideWithin(
  args: Record<string, unknown>,
  inputSchema: unknown,
  extra: readonly { field: string; value: string }[],
  domains: readonly string[],
): ConditionResult {
  const read = deriveCallAddresses(args, inputSchema);
  if (!read.ok) return { holds: false, unreadable: { field: read.field, problem: read.problem } };
  const found = read.addresses.map((a) => a.domain);
  for (const e of extra) {
    const parsed = parseAddressList(e.value);
    if (!parsed.ok) return { holds: false, unreadable: { field: e.field, problem: parsed.problem } };
    found.push(...parsed.addresses.map((a) => a.domain));
  }
  return { holds: found.every((d) => domains.includes(d)) };
}

/**
 * Pure: whether one condition holds for an MCP call. Mail and calendar conditions need the call
 * laid out as a mail or a calendar change on its sheet (its inspection); a mail with no recipient
 * is not "all within" anything. A domain condition reads every address of the call, not only the
 * ones the sheet lays out (a `guests` beside the server's `attendees` counts), and fails on one it
 * cannot read (saying which).
 */
export function decideMcpCondition(
  condition: McpCondition,
  args: Record<string, unknown>,
  inspection: Inspection | undefined,
): ConditionResult {
  const mcp = mcpOf(inspection);
  switch (condition.kind) {
    case 'recipients_within': {
      const mail = mcp?.mail;
      if (mail === undefined || mail.to.length + mail.cc.length + mail.bcc.length === 0) return { holds: false };
      const shown = (['to', 'cc', 'bcc'] as const).flatMap((field) =>
        mail[field].map((r) => ({ field, value: r.address })),
      );
      return decideWithin(args, mcp!.inputSchema, shown, condition.domains);
    }
    case 'guests_within': {
      const calendar = mcp?.calendar;
      if (calendar === undefined) return { holds: false };
      const shown = [
        ...(calendar.before?.guests ?? []).map((g) => ({ field: 'guests', value: g.address })),
        ...(calendar.after?.guests ?? []).map((g) => ({ field: 'guests', value: g.address })),
      ];
      return decideWithin(args, mcp!.inputSchema, shown, condition.domains);
    }
    case 'field_equals':
      return { holds: deriveField(args, condition.field) === condition.value };
  }
}

/** Pure: the conditions a call satisfies, offered on "Always allow…" (the domains of every address it names). */
export function deriveOfferedConditions(
  args: Record<string, unknown>,
  inspection: Inspection | undefined,
): McpCondition[] {
  const mcp = mcpOf(inspection);
  if (mcp === undefined || (mcp.mail === undefined && mcp.calendar === undefined)) return [];
  const read = deriveCallAddresses(args, mcp.inputSchema);
  if (!read.ok) return [];
  const shown = [
    ...(mcp.mail ? [...mcp.mail.to, ...mcp.mail.cc, ...mcp.mail.bcc] : []),
    ...(mcp.calendar?.before?.guests ?? []),
    ...(mcp.calendar?.after?.guests ?? []),
  ].map((r) => parseAddressList(r.address));
  if (shown.some((r) => !r.ok)) return [];
  const domains = [
    ...new Set([...read.addresses, ...shown.flatMap((r) => (r.ok ? r.addresses : []))].map((a) => a.domain)),
  ];
  const offered: McpCondition[] = [];
  if (
    mcp.mail !== undefined &&
    domains.length > 0 &&
    decideMcpCondition({ kind: 'recipients_within', domains }, args, inspection).holds
  )
    offered.push({ kind: 'recipients_within', domains });
  if (
    mcp.calendar !== undefined &&
    domains.length > 0 &&
    decideMcpCondition({ kind: 'guests_within', domains }, args, inspection).holds
  )
    offered.push({ kind: 'guests_within', domains });
  return offered;
}
