import type { CallDecision, PendingCall, SessionEvent } from '../../shared/events';
import { hasHiddenCharacterInText } from '../../shared/hidden-characters';
import {
  buildHeldMarker,
  findPageEnd,
  readTextPage,
  HELD_TEXT_MARK,
  isHeldFromWindow,
  DIFF_PAGE_CHARS,
  type HeldText,
} from '../../shared/held-texts';
import type { Inspection, WritePreview } from '../../shared/tools';
import type { PendingApproval, SessionSnapshot } from '../../shared/views';
import { hashText } from '../store';

/**
 * The window's copy of what the log holds: each large text of a call (its arguments, the model's
 * arguments beside a person's edit or a hook's rewrite, a write preview's texts) as a held marker,
 * and a long diff as its first page (src/shared/held-texts.ts). The window reads a text whole where
 * it shows it whole, and the diff's next pages as the person reaches them. Reads only.
 */
export interface WindowTexts {
  event(event: SessionEvent): SessionEvent;
  pending(pending: PendingApproval): PendingApproval;
  snapshot(snapshot: SessionSnapshot): SessionSnapshot;
  /** One call as its sheet shows it: what the window's preview token is computed over. */
  call(sessionId: string, call: PendingCall): PendingCall;
  /** A text the conversation's log refers to, whole; null when it refers to none with this hash. */
  read(sessionId: string, hash: string): string | null;
  /** The page of such a text that starts at `from` (a line's start), and where the next starts (null: none). */
  page(sessionId: string, hash: string, from: number): { text: string; next: number | null } | null;
}

/** What is known of a text once hashed: the same string is pushed, loaded and tokened again and again. */
const KNOWN_TEXTS = 64;

export function createWindowTexts(store: {
  hasSessionText(sessionId: string, hash: string): boolean;
  readSessionText(sessionId: string, hash: string): string | null;
}): WindowTexts {
  // A Map keyed by the string itself: V8 hashes a long string by its length, and the lookup of the
  // same string object is a pointer comparison, so a 5 MB text is hashed with sha256 once, not per push.
  const known = new Map<string, HeldText>();
  const describe = (text: string): HeldText => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const held: HeldText = {
      hash: hashText(text),
      chars: text.length,
      hiddenCharacters: hasHiddenCharacterInText(text),
    };
    known.set(text, held);
    if (known.size > KNOWN_TEXTS) known.delete(known.keys().next().value as string);
    return held;
  };

  const holdText = (sessionId: string, text: string): string => {
    if (!isHeldFromWindow(text)) return text;
    const held = describe(text);
    // A text from before texts were stored once is not in the store: the window gets it whole, as
    // before. A string that begins with the mark is always held, so it cannot pose as a marker.
    return text.startsWith(HELD_TEXT_MARK) || store.hasSessionText(sessionId, held.hash) ? buildHeldMarker(held) : text;
  };

  const holdValue = (sessionId: string, value: unknown): unknown => {
    if (typeof value === 'string') return holdText(sessionId, value);
    if (Array.isArray(value)) return value.map((item) => holdValue(sessionId, item));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) out[key] = holdValue(sessionId, item);
      return out;
    }
    return value;
  };
  const holdArgs = (sessionId: string, args: Record<string, unknown>) =>
    holdValue(sessionId, args) as Record<string, unknown>;

  const holdWrite = (sessionId: string, write: WritePreview): WritePreview => {
    const out: WritePreview = { ...write };
    if (write.original !== null) out.original = holdText(sessionId, write.original);
    if (write.proposed !== null) out.proposed = holdText(sessionId, write.proposed);
    if (write.unified.length > DIFF_PAGE_CHARS) {
      const held = describe(write.unified);
      if (store.hasSessionText(sessionId, held.hash)) {
        out.unified = write.unified.slice(0, findPageEnd(write.unified, 0));
        out.unifiedRest = { hash: held.hash, chars: held.chars };
      }
    }
    return out;
  };

  const holdInspection = (sessionId: string, inspection: Inspection): Inspection => {
    const preview = inspection.preview;
    if (preview.type === 'write')
      return { ...inspection, preview: { type: 'write', write: holdWrite(sessionId, preview.write) } };
    if (preview.type === 'mcp' && preview.mcp.write !== undefined)
      return {
        ...inspection,
        preview: { type: 'mcp', mcp: { ...preview.mcp, write: holdWrite(sessionId, preview.mcp.write) } },
      };
    return inspection;
  };

  const holdHook = <T extends { rewrite?: { replaced: Record<string, unknown> } }>(sessionId: string, hook: T): T =>
    hook.rewrite === undefined
      ? hook
      : { ...hook, rewrite: { ...hook.rewrite, replaced: holdArgs(sessionId, hook.rewrite.replaced) } };

  const holdCall = (sessionId: string, call: PendingCall): PendingCall => ({
    ...call,
    args: holdArgs(sessionId, call.args),
    inspection: holdInspection(sessionId, call.inspection),
    ...(call.originalArgs !== undefined ? { originalArgs: holdArgs(sessionId, call.originalArgs) } : {}),
    ...(call.hook !== undefined ? { hook: holdHook(sessionId, call.hook) } : {}),
  });

  const holdDecision = (sessionId: string, d: CallDecision): CallDecision => ({
    ...d,
    args: holdArgs(sessionId, d.args),
    ...(d.originalArgs !== undefined ? { originalArgs: holdArgs(sessionId, d.originalArgs) } : {}),
    ...(d.inspection !== undefined ? { inspection: holdInspection(sessionId, d.inspection) } : {}),
    ...(d.hook !== undefined ? { hook: holdHook(sessionId, d.hook) } : {}),
  });

  const event = (e: SessionEvent): SessionEvent => {
    const sid = e.sessionId;
    switch (e.kind) {
      case 'assistant_message':
        return {
          ...e,
          data: {
            ...e.data,
            content: e.data.content.map((block) =>
              block.type === 'tool_use' ? { ...block, input: holdValue(sid, block.input) } : block,
            ),
          },
        };
      case 'approval_requested':
        return { ...e, data: { ...e.data, calls: e.data.calls.map((c) => holdCall(sid, c)) } };
      case 'decision':
        return { ...e, data: { ...e.data, decisions: e.data.decisions.map((d) => holdDecision(sid, d)) } };
      case 'tool_call':
        return {
          ...e,
          data: {
            ...e.data,
            args: holdArgs(sid, e.data.args),
            ...(e.data.originalArgs !== undefined ? { originalArgs: holdArgs(sid, e.data.originalArgs) } : {}),
            ...(e.data.hook !== undefined ? { hook: holdHook(sid, e.data.hook) } : {}),
          },
        };
      default:
        return e;
    }
  };

  const pending = (p: PendingApproval): PendingApproval => ({
    ...p,
    calls: p.calls.map((c) => holdCall(p.sessionId, c)),
  });

  return {
    event,
    pending,
    snapshot: (s) => ({
      ...s,
      events: s.events.map(event),
      pending: s.pending === null ? null : pending(s.pending),
    }),
    call: holdCall,
    read: (sessionId, hash) => store.readSessionText(sessionId, hash),
    page(sessionId, hash, from) {
      const text = store.readSessionText(sessionId, hash);
      return text === null ? null : readTextPage(text, from);
    },
  };
}
