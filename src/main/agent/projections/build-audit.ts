import type { RunConfig, SessionEvent } from '../../../shared/events';
import { deriveStricterMode } from '../../../shared/modes';
import type { AuditEntry, AuditRun } from '../../../shared/views';
import type { PreToolUseRecord } from '../../../shared/hook-records';

const STALE_ALLOWANCE_REASON = 'What was checked changed before it ran, so it was put to the person instead.';

/**
 * Who decided what, when, and the exact arguments that ran (with the originals beside edited
 * ones, and the names of environment variables a person passed to a command), in log order. A call settled without a person (policy, yolo, rule) appears once as
 * 'allow' or 'deny'; a person's decision appears once per call and round; a stale call shows both
 * rounds with a 'superseded' entry between them; a call allowed without a person that went stale
 * shows its 'allow' as "not run: asked again", then the person's round. Outcomes are attached
 * from the results. Pure.
 */
export function buildAudit(events: readonly SessionEvent[]): AuditEntry[] {
  const configs = new Map<string, RunConfig>();
  let latestRunId: string | null = null;
  const entries: AuditEntry[] = [];
  /** callId → index of the entry whose outcome a result should fill. */
  const open = new Map<string, number>();
  const toolOf = new Map<string, string>();
  const reviewed = new Map<string, { model: string; confidence: number }>();
  const proposed = new Map<string, Record<string, unknown>>();
  /** callId → the hooks' verdict on the call as last put to a person. */
  const askedHook = new Map<string, PreToolUseRecord>();
  /** callId → index of the entry of the call that ran successfully (what an undo acts on). */
  const ran = new Map<string, number>();

  const modes = (runId: string) => {
    const c = configs.get(runId);
    return c === undefined ? {} : { workMode: c.workMode, approvalMode: c.approvalMode };
  };

  for (const e of events) {
    switch (e.kind) {
      case 'user_message':
        configs.set(e.data.runId, e.data.config);
        latestRunId = e.data.runId;
        break;
      case 'approval_mode_changed': {
        // A stricter mode tightens the run under way: what is decided from here on says so.
        const c = latestRunId === null ? undefined : configs.get(latestRunId);
        if (c !== undefined && latestRunId !== null)
          configs.set(latestRunId, { ...c, approvalMode: deriveStricterMode(c.approvalMode, e.data.mode) });
        break;
      }
      case 'assistant_message':
        for (const b of e.data.content) {
          if (b.type !== 'tool_use') continue;
          toolOf.set(b.callId, b.name);
          const input = b.input;
          if (typeof input === 'object' && input !== null && !Array.isArray(input))
            proposed.set(b.callId, input as Record<string, unknown>);
        }
        break;
      case 'approval_requested':
        for (const c of e.data.calls) {
          toolOf.set(c.callId, c.tool);
          if (c.hook !== undefined) askedHook.set(c.callId, c.hook);
          else askedHook.delete(c.callId);
          // A call yolo, a rule or the policy let through, found stale when it was about to run,
          // and put to a person: that first round ends here, not run.
          const allowed = open.get(c.callId);
          if (allowed !== undefined && entries[allowed]!.action === 'allow') {
            entries[allowed]!.outcome = 'not run: asked again';
            entries[allowed]!.reason = STALE_ALLOWANCE_REASON;
            open.delete(c.callId);
          }
        }
        break;
      // Auto approval: the reviewer's verdicts, committed with its decision (just before it).
      case 'reviewer_review':
        for (const v of e.data.verdicts)
          reviewed.set(`${e.data.approvalId} ${v.callId}`, { model: e.data.model, confidence: v.confidence });
        break;
      case 'decision':
        for (const d of e.data.decisions) {
          const review = d.settledBy.by === 'reviewer' ? reviewed.get(`${e.data.approvalId} ${d.callId}`) : undefined;
          entries.push({
            at: e.at,
            runId: e.data.runId,
            approvalId: e.data.approvalId,
            callId: d.callId,
            tool: toolOf.get(d.callId) ?? 'unknown',
            // A deny rule or a hook that refused a person's edit decided that call, not the person.
            settledBy: d.settledBy,
            ...(review !== undefined ? { reviewer: review } : {}),
            action: d.action,
            args: d.args,
            // An edit was judged by the hooks again; an approve or deny stands on what the sheet showed.
            ...(d.hook !== undefined
              ? { hook: d.hook }
              : d.action !== 'edit' && askedHook.has(d.callId)
                ? { hook: askedHook.get(d.callId)! }
                : {}),
            ...(d.originalArgs !== undefined ? { originalArgs: d.originalArgs } : {}),
            ...(d.reason !== undefined ? { reason: d.reason } : {}),
            ...(d.passEnv !== undefined && d.passEnv.length > 0 ? { passEnv: d.passEnv } : {}),
            ...modes(e.data.runId),
          });
          open.set(d.callId, entries.length - 1);
        }
        break;
      case 'decision_superseded': {
        const prior = open.get(e.data.callId);
        entries.push({
          at: e.at,
          runId: e.data.runId,
          approvalId: e.data.approvalId,
          callId: e.data.callId,
          tool: toolOf.get(e.data.callId) ?? 'unknown',
          settledBy: { by: 'policy', layer: 'policy' },
          action: 'superseded',
          args: prior !== undefined ? entries[prior]!.args : {},
          supersededBecause: e.data.reason,
          outcome: 'not run: asked again',
          ...modes(e.data.runId),
        });
        open.delete(e.data.callId);
        break;
      }
      case 'tool_call':
        toolOf.set(e.data.callId, e.data.tool);
        // A decision's own entry (a person's or the reviewer's) already records this call.
        if (e.data.settledBy.by !== 'person' && e.data.settledBy.by !== 'reviewer') {
          entries.push({
            at: e.at,
            runId: e.data.runId,
            approvalId: e.data.approvalId ?? null,
            callId: e.data.callId,
            tool: e.data.tool,
            settledBy: e.data.settledBy,
            ...(e.data.hook !== undefined ? { hook: e.data.hook } : {}),
            action: 'allow',
            args: e.data.args,
            ...modes(e.data.runId),
          });
          open.set(e.data.callId, entries.length - 1);
        }
        break;
      case 'tool_result': {
        const idx = open.get(e.data.callId);
        if (idx !== undefined) {
          entries[idx]!.outcome = e.data.outcome;
          if (e.data.postHook !== undefined) entries[idx]!.postHook = e.data.postHook;
          if (e.data.confinement === 'unconfined') entries[idx]!.unconfined = true;
          open.delete(e.data.callId);
          if (e.data.outcome === 'success') ran.set(e.data.callId, idx);
        } else if (e.data.outcome === 'denied') {
          // A denial by the policy (no decision event, no tool_call): the call never ran.
          entries.push({
            at: e.at,
            runId: e.data.runId,
            approvalId: null,
            callId: e.data.callId,
            tool: e.data.tool,
            settledBy: e.data.settledBy ?? { by: 'policy', layer: 'policy' },
            ...(e.data.hook !== undefined ? { hook: e.data.hook } : {}),
            action: 'deny',
            args: proposed.get(e.data.callId) ?? {},
            reason: e.data.content,
            outcome: 'denied',
            ...modes(e.data.runId),
          });
        }
        break;
      }
      // Undo: a person's undo is attached to the calls it undid; until its result is
      // in the log its outcome is unknown (the process died part-way).
      case 'undo_requested':
        for (const callId of e.data.callIds) {
          const idx = ran.get(callId);
          if (idx !== undefined)
            entries[idx]!.undo = {
              undoId: e.data.undoId,
              at: e.at,
              by: 'person',
              scope: e.data.scope,
              outcome: 'unknown',
            };
        }
        break;
      case 'undo_result':
        for (const entry of entries) {
          if (entry.undo?.undoId === e.data.undoId)
            entry.undo = { ...entry.undo, outcome: e.data.outcome, text: e.data.text };
        }
        break;
      default:
        break;
    }
  }
  return entries;
}

/** The runs of a conversation, oldest first: when each request was sent, what it said, its modes. Pure. */
export function buildAuditRuns(events: readonly SessionEvent[]): AuditRun[] {
  return events.flatMap((e) =>
    e.kind === 'user_message'
      ? [
          {
            runId: e.data.runId,
            at: e.at,
            request: e.data.text,
            workMode: e.data.config.workMode,
            approvalMode: e.data.config.approvalMode,
          },
        ]
      : [],
  );
}
