import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { McpCalendarPreview, McpEvent, McpMailPreview, McpRecipient } from '../../shared/mcp';
import { deriveAddressDomain } from '../rules';
import { resolveInWorkspace } from '../tools';
import type { McpListedTool } from './start-connection';

/** Looks an event up by id through a trusted, read-only tool of the same server; null when it cannot. */
export type EventLookup = (id: string) => Promise<McpEvent | null>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickString(args: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = args[k];
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}

/** The domain of a value that reads strictly as one address; '' otherwise, so an unreadable one counts as external. */
function domainOf(address: string): string {
  return deriveAddressDomain(address) ?? '';
}

/** Pure: recipients from a string ("a@x, B <b@y>"), a list of strings, or a list of {email|address, name}. */
export function deriveRecipients(value: unknown, own: ReadonlySet<string>): McpRecipient[] {
  const raw: { address: string; name?: string }[] = [];
  const add = (text: string, name?: string) => {
    const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(text);
    const address = (m?.[2] ?? text).trim();
    const shown = name ?? (m?.[1] !== undefined && m[1] !== '' ? m[1] : undefined);
    if (address !== '') raw.push({ address, ...(shown !== undefined ? { name: shown } : {}) });
  };
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  for (const item of items) {
    if (typeof item === 'string') item.split(/[,;]/).forEach((part) => add(part));
    else if (isRecord(item)) {
      const address = pickString(item, ['email', 'address', 'mail']);
      if (address !== undefined) add(address, pickString(item, ['name', 'displayName']));
    }
  }
  // Unknown domains count as external: the person said which are theirs.
  return raw.map((r) => ({ ...r, external: !own.has(domainOf(r.address)) }));
}

function deriveAction<T extends string>(toolName: string, table: readonly (readonly [RegExp, T])[], fallback: T): T {
  return table.find(([re]) => re.test(toolName))?.[1] ?? fallback;
}

async function buildAttachments(value: unknown, workspace: string): Promise<McpMailPreview['attachments']> {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const out: McpMailPreview['attachments'] = [];
  for (const item of items.slice(0, 50)) {
    const path =
      typeof item === 'string'
        ? item
        : isRecord(item)
          ? pickString(item, ['path', 'file', 'filename', 'name'])
          : undefined;
    if (path === undefined) continue;
    const given = isRecord(item) && typeof item.size === 'number' && item.size >= 0 ? Math.floor(item.size) : null;
    let size = given;
    // Only a file inside the folder is looked at; an outside one already makes the call ask.
    const resolved = await resolveInWorkspace(workspace, path);
    if (size === null && resolved.inside)
      size = await stat(resolved.absolute).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
    out.push({ name: basename(path), size });
  }
  return out;
}

const MAIL_ACTIONS = [
  [/send|reply|forward/i, 'send'],
  [/draft/i, 'draft'],
  [/delete|trash|remove/i, 'delete'],
] as const;
const CALENDAR_ACTIONS = [
  [/create|add|new|schedule/i, 'create'],
  [/move|reschedule/i, 'move'],
  [/update|edit|change|modify/i, 'update'],
  [/delete|cancel|remove/i, 'delete'],
] as const;

/** Pure: an event from a call's arguments or a server's answer. */
export function deriveEvent(args: Record<string, unknown>, own: ReadonlySet<string>): McpEvent {
  const pick = (keys: readonly string[]) => pickString(args, keys);
  const id = pick(['id', 'eventId', 'event_id']);
  const title = pick(['title', 'summary', 'subject', 'name']);
  const start = pick(['start', 'startTime', 'start_time', 'starts_at', 'from']);
  const end = pick(['end', 'endTime', 'end_time', 'ends_at', 'to']);
  const location = pick(['location', 'where']);
  const guests = deriveRecipients(args.guests ?? args.attendees ?? args.invitees ?? args.participants, own);
  return {
    ...(id !== undefined ? { id } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(start !== undefined ? { start } : {}),
    ...(end !== undefined ? { end } : {}),
    ...(location !== undefined ? { location } : {}),
    guests,
  };
}

/**
 * The mail or calendar layout of a call, when its arguments read as one (recipients and a subject;
 * an event's times or a calendar tool). For a change to an existing event, `lookupEvent` fetches
 * it as it is now (before → after); the "after" keeps what the call leaves unchanged. No side effects.
 */
export async function buildMcpLayouts(
  tool: McpListedTool,
  args: Record<string, unknown>,
  workspace: string,
  ownDomains: readonly string[],
  lookupEvent?: EventLookup,
): Promise<{ mail?: McpMailPreview; calendar?: McpCalendarPreview }> {
  const own = new Set(ownDomains.map((d) => d.toLowerCase()));
  const name = tool.name;
  const isMail =
    /mail|message|draft/i.test(name) ||
    args.to !== undefined ||
    (args.subject !== undefined && args.body !== undefined);
  if (isMail) {
    // A `from` the model wrote says nothing about whose domains are inside: only the person's do.
    const from = pickString(args, ['from', 'sender']);
    const subject = pickString(args, ['subject', 'title']);
    const body = pickString(args, ['body', 'text', 'content', 'html']);
    const target = pickString(args, ['id', 'messageId', 'message_id', 'draftId', 'draft_id']);
    return {
      mail: {
        action: deriveAction<McpMailPreview['action']>(name, MAIL_ACTIONS, 'other'),
        ...(from !== undefined ? { from } : {}),
        to: deriveRecipients(args.to ?? args.recipients, own),
        cc: deriveRecipients(args.cc, own),
        bcc: deriveRecipients(args.bcc, own),
        ...(subject !== undefined ? { subject } : {}),
        ...(body !== undefined ? { body } : {}),
        attachments: await buildAttachments(args.attachments, workspace),
        ...(target !== undefined ? { target } : {}),
      },
    };
  }
  const isCalendar =
    /event|calendar|meeting|appointment/i.test(name) ||
    pickString(args, ['start', 'startTime', 'start_time']) !== undefined;
  if (!isCalendar) return {};
  const action = deriveAction<McpCalendarPreview['action']>(name, CALENDAR_ACTIONS, 'other');
  const proposed = deriveEvent(args, own);
  const before =
    action !== 'create' && proposed.id !== undefined && lookupEvent !== undefined
      ? await lookupEvent(proposed.id).catch(() => null)
      : null;
  const after: McpEvent | null =
    action === 'delete'
      ? null
      : before === null
        ? proposed
        : {
            ...before,
            ...proposed,
            guests:
              proposed.guests.length > 0
                ? proposed.guests
                : before.guests.map((g) => ({ ...g, external: !own.has(domainOf(g.address)) })),
          };
  return { calendar: { action, before: before === null ? (action === 'delete' ? proposed : null) : before, after } };
}
