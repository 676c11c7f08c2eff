import { EVENT_SCHEMA_VERSION, type SessionEvent } from '../../shared/events';
import { PolicyLayerSchema, type SettledBy } from '../../shared/decisions';
import { say } from '../../shared/main-messages';

export interface StoredEventRow {
  session_id: string;
  seq: number;
  v: number;
  kind: string;
  at: string;
  data: string;
}

/** Who settled a call, as version 1 wrote it: a kind, the layer apart, a rule's id apart. */
interface V1Settlement {
  decidedBy?: string;
  layer?: string;
  ruleId?: string;
}

/**
 * Version 1's three fields as version 2's one record, or undefined when they do not say: version
 * 1 wrote `decidedBy: 'rule'` without the rule's id on the result of a call a rule let run (its
 * tool_call names the rule). The record never claims a decider that did not decide. Pure.
 */
function deriveV1SettledBy(v1: V1Settlement): SettledBy | undefined {
  switch (v1.decidedBy) {
    case 'person':
    case 'reviewer':
    case 'yolo':
    case 'hook':
      return { by: v1.decidedBy };
    case 'rule':
      return v1.ruleId !== undefined ? { by: 'rule', ruleId: v1.ruleId } : undefined;
  }
  const layer = PolicyLayerSchema.safeParse(v1.layer);
  return { by: 'policy', layer: layer.success ? layer.data : 'policy' };
}

/** A version-1 payload without its three settlement fields, and the record they made. Pure. */
function replaceV1Settlement(data: Record<string, unknown>, settledBy: SettledBy | undefined): Record<string, unknown> {
  const { decidedBy: _decidedBy, layer: _layer, ruleId: _ruleId, ...rest } = data;
  return settledBy === undefined ? rest : { ...rest, settledBy };
}

/**
 * Version 1 → 2: who settled a call becomes one record (`settledBy`, src/shared/decisions.ts).
 * A decision's `decidedBy` moves onto each call: a call inside a person's submission that a deny
 * rule (its `ruleId`) or a hook (its deny verdict) refused was settled by that rule or hook, as the
 * approval record showed it before. Pure.
 */
function upgradeV1Data(kind: SessionEvent['kind'], data: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case 'decision': {
      const decidedBy = data.decidedBy as string | undefined;
      const decisions = (data.decisions as Record<string, unknown>[]).map((d) => {
        const hook = d.hook as { effect?: string } | undefined;
        const settledBy: SettledBy =
          d.ruleId !== undefined
            ? { by: 'rule', ruleId: d.ruleId as string }
            : d.action === 'deny' && hook?.effect === 'deny'
              ? { by: 'hook' }
              : (deriveV1SettledBy({ ...(decidedBy !== undefined ? { decidedBy } : {}) }) ?? { by: 'person' });
        return replaceV1Settlement(d, settledBy);
      });
      const { decidedBy: _decidedBy, ...rest } = data;
      return { ...rest, decisions };
    }
    case 'tool_call':
      return replaceV1Settlement(data, deriveV1SettledBy(data as V1Settlement) ?? { by: 'policy', layer: 'policy' });
    case 'tool_result':
      return replaceV1Settlement(
        data,
        data.decidedBy === undefined ? undefined : deriveV1SettledBy(data as V1Settlement),
      );
    default:
      return data;
  }
}

type Loose = Record<string, unknown>;

/** An English sentence a version-2 log wrote, as the message that shows its own text (anything else as it is). */
function legacy(value: unknown): unknown {
  return typeof value === 'string' ? say('legacy.text', { text: value }) : value;
}

/**
 * An inspection as version 2 stored it, with its sentences for the person as version 3's messages:
 * the summary, why it is outside, a write's notes, why a command asks, what its sandbox blocks and
 * why it has none. Shape-checked, so a version-3 inspection passes through unchanged. Pure.
 */
export function upgradeInspectionWords(inspection: unknown): unknown {
  if (typeof inspection !== 'object' || inspection === null) return inspection;
  const i = inspection as Loose;
  if (typeof i.summary !== 'string') return inspection;
  const preview = i.preview as Loose | undefined;
  let upgradedPreview: unknown = preview;
  if (preview?.type === 'write') {
    const write = preview.write as Loose;
    upgradedPreview = { ...preview, write: { ...write, notes: (write.notes as unknown[]).map(legacy) } };
  } else if (preview?.type === 'mcp' && (preview.mcp as Loose | undefined)?.write !== undefined) {
    const mcp = preview.mcp as Loose;
    const write = mcp.write as Loose;
    upgradedPreview = {
      ...preview,
      mcp: { ...mcp, write: { ...write, notes: (write.notes as unknown[]).map(legacy) } },
    };
  } else if (preview?.type === 'command') {
    const command = preview.command as Loose;
    const sandbox = command.sandbox as Loose | undefined;
    let upgradedSandbox: Loose | undefined;
    if (sandbox !== undefined) {
      const { unavailableReason, ...rest } = sandbox;
      upgradedSandbox = {
        ...rest,
        limits: (sandbox.limits as unknown[]).map(legacy),
        ...(typeof unavailableReason === 'string' && unavailableReason !== ''
          ? { unavailableReason: legacy(unavailableReason) }
          : {}),
      };
    }
    upgradedPreview = {
      ...preview,
      command: {
        ...command,
        reason: legacy(command.reason),
        ...(upgradedSandbox !== undefined ? { sandbox: upgradedSandbox } : {}),
      },
    };
  }
  return {
    ...i,
    summary: legacy(i.summary),
    outsideReasons: (i.outsideReasons as unknown[]).map(legacy),
    preview: upgradedPreview,
  };
}

/** A pending call as version 2 stored it: its inspection's words, and why it was asked again. Pure. */
export function upgradePendingCallWords(call: unknown): unknown {
  const c = call as Loose;
  const supersedes = c.supersedes as Loose | undefined;
  return {
    ...c,
    inspection: upgradeInspectionWords(c.inspection),
    ...(supersedes !== undefined ? { supersedes: { ...supersedes, reason: legacy(supersedes.reason) } } : {}),
  };
}

/**
 * Version 2 → 3: what a run's state and an undo's result say to the person became message ids the
 * window words (src/shared/main-messages). The English a version-2 log wrote is kept as it was,
 * as the message that shows its own text. Pure.
 */
function upgradeV2Data(kind: SessionEvent['kind'], data: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case 'run_state': {
      if (typeof data.detail !== 'string') return data;
      return { ...data, detail: say('legacy.text', { text: data.detail }) };
    }
    case 'approval_requested':
      return { ...data, calls: (data.calls as unknown[]).map(upgradePendingCallWords) };
    case 'decision':
      return {
        ...data,
        decisions: (data.decisions as Loose[]).map((d) =>
          d.inspection === undefined ? d : { ...d, inspection: upgradeInspectionWords(d.inspection) },
        ),
      };
    case 'decision_superseded':
      return { ...data, reason: legacy(data.reason) };
    case 'tool_result': {
      if (typeof data.personNote !== 'string') return data;
      return { ...data, personNote: say('legacy.text', { text: data.personNote }) };
    }
    case 'undo_result': {
      const { message, ...rest } = data;
      return { ...rest, text: say('legacy.text', { text: typeof message === 'string' ? message : '' }) };
    }
    default:
      return data;
  }
}

/**
 * Brings an event read from the log to the current shape. Rows were validated when appended, so
 * the current version is returned as it is, without re-parsing or copying (keeps a 10,000-event
 * load fast). An older one is upgraded step by step, oldest first; the row itself is never
 * rewritten (the log stays as it was committed). Throws for a version newer than this build.
 */
function upgradeEvent(event: SessionEvent): SessionEvent {
  if (event.v === EVENT_SCHEMA_VERSION) return event;
  if (event.v > EVENT_SCHEMA_VERSION) {
    throw new Error(`event ${event.sessionId}#${event.seq} has version ${event.v}, newer than this build`);
  }
  let data = event.data as Record<string, unknown>;
  if (event.v < 2) data = upgradeV1Data(event.kind, data);
  if (event.v < 3) data = upgradeV2Data(event.kind, data);
  return { ...event, v: EVENT_SCHEMA_VERSION, data } as SessionEvent;
}

/** A raw row of the store's load query: seq, v, kind, at, data. */
export type EventRow = [seq: number, v: number, kind: string, at: string, data: string];

/**
 * An event from a raw row of one session; the current version is built once, with no copy.
 * `readPayload` reads the stored payload (the text store puts its texts back).
 */
export function parseEventRow(
  sessionId: string,
  row: EventRow,
  readPayload: (json: string) => unknown = JSON.parse,
): SessionEvent {
  const event = {
    sessionId,
    seq: row[0],
    v: row[1],
    kind: row[2],
    at: row[3],
    data: readPayload(row[4]),
  } as SessionEvent;
  return event.v === EVENT_SCHEMA_VERSION ? event : upgradeEvent(event);
}

/** An event from a row object. */
export function parseStoredEvent(row: StoredEventRow): SessionEvent {
  const event = {
    sessionId: row.session_id,
    seq: row.seq,
    v: row.v,
    kind: row.kind,
    at: row.at,
    data: JSON.parse(row.data) as unknown,
  };
  return upgradeEvent(event as SessionEvent);
}
