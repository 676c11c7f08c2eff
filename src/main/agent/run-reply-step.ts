import type { PendingCall } from '../../shared/events';
import { explainPolicyDenial } from '../policy';
import { draft, type EventDraft } from '../store';
import { buildInspection, classifyCall, parseToolArgs } from './classify-call';
import { commitEvents, type LoopDeps, type RunTarget } from './loop-deps';
import type { CallState } from './projections';
import { applyHookNotes } from './hook-notes-fence';
import { runToolCall, type CallToRun } from './run-tool-call';
import { applyStaleNote } from './stale-note';
import { deriveInspectionChangeKind, describeInspectionChange } from './derive-inspection-change';
import type { Inspection } from '../../shared/tools';
import { say, type MainMessage } from '../../shared/main-messages';

export const UNKNOWN_OUTCOME_TEXT =
  'Outcome unknown: this call was running when Gatehouse stopped unexpectedly. It may or may not have taken effect, and it was not run again. Check its effect before trying anything similar, and tell the person.';

const MAX_RATIONALE = 2000;

/** Calls of one reply that are considered; later ones are denied. At most MAX_DECISIONS. */
export const MAX_CALLS_PER_REPLY = 100;

/**
 * The config a call is classified under, read from the run's row just before it is classified: a
 * stricter approval mode recorded since the run started (yolo turned off, even while an earlier
 * call of this reply was running) applies to every call not yet classified. One indexed row read.
 */
function loadClassifyConfig(deps: LoopDeps, target: RunTarget): RunTarget['config'] {
  const row = deps.store.loadLatestRun(target.sessionId);
  return row !== null && row.runId === target.runId
    ? { ...target.config, approvalMode: row.config.approvalMode }
    : target.config;
}

/**
 * Approvals go stale: a call approved on a look older than `deps.approvalStaleMs` is
 * inspected again before it runs; when anything changed (file hashes, paths, the command's verdict,
 * the MCP tool's definition), it is asked again with the fresh look and the reason. Null: run it.
 * A look that fails now is a change too. Reads only.
 */
async function buildStaleApproval(
  deps: LoopDeps,
  c: CallState,
  reviewed: Inspection,
  reviewedAt: string | null,
  ctx: { workspaceRoot: string; sessionId: string },
): Promise<{ reason: string; text: MainMessage; fresh?: Inspection } | null> {
  if (deps.approvalStaleMs === undefined || reviewedAt === null) return null;
  const age = deps.now().getTime() - Date.parse(reviewedAt);
  if (!(age > deps.approvalStaleMs)) return null;
  const tool = deps.tools.get(c.tool);
  const args = c.decision?.args;
  if (tool === undefined || args === undefined)
    return {
      reason: 'This request waited a long time, and its tool is no longer available.',
      text: say('stale.approvalToolGone'),
    };
  const fresh = await buildInspection(tool, args, ctx);
  const hours = Math.round(deps.approvalStaleMs / 3_600_000);
  // `reason` is the model's (its tool result); `text` is the person's, worded by the window.
  const waited = `This approval is more than ${hours === 1 ? 'an hour' : `${hours} hours`} old`;
  if (!fresh.ok)
    return {
      reason: `${waited}, and it could not be checked again.`,
      text: say('stale.approvalUncheckable', { hours }),
    };
  const change = deriveInspectionChangeKind(reviewed, fresh.inspection);
  return change === null
    ? null
    : {
        reason: `${waited}, and since then ${describeInspectionChange(change)}.`,
        text: say('stale.approvalOld', { hours, change: change.kind, subject: change.subject ?? '' }),
        fresh: fresh.inspection,
      };
}

/**
 * Settles the unanswered calls of the run's latest reply, in the model's order: classifies new
 * calls (deny → error result; allow → run; ask → gathered), runs calls a person approved, turns a
 * stale call (approved by anyone) into a fresh ask, and persists ONE approval for
 * everything that asks. Returns 'awaiting' when a person must answer, else 'progress'.
 */
export async function runReplyStep(
  deps: LoopDeps,
  target: RunTarget,
  open: readonly CallState[],
  inputErrors: ReadonlyMap<string, string>,
): Promise<'awaiting' | 'progress'> {
  const ctx = { workspaceRoot: target.workspaceRoot, sessionId: target.sessionId };
  const toAsk: PendingCall[] = [];
  const later: EventDraft[] = [];
  let waiting = false;
  let executing = false;
  const run = async (call: CallToRun, asked: CallState) => {
    if (!executing) {
      commitEvents(deps, target.sessionId, [draft('run_state', { runId: target.runId, state: 'executing' })]);
      executing = true;
    }
    const result = await runToolCall(deps, target, call);
    if (result.kind === 'done') return;
    await askAgain(call, asked, result.reason);
  };
  /**
   * Stale: nothing happened. Whoever let it through (a person, a rule, yolo, the policy), it goes
   * to a person now with a fresh look. A person's decision is recorded as superseded;
   * an automatic allowance has no approval to supersede, so the note travels in the preview.
   * `fresh`: a look already taken (the staleness check took one), else one is taken here.
   */
  const askAgain = async (call: CallToRun, asked: CallState, reason: string, look?: Inspection, said?: MainMessage) => {
    const approvalId = call.approvalId;
    // `reason` is for the model (below); the person reads what changed in their words: the stale
    // approval's own message, or which file changed.
    const changed =
      said ??
      (call.inspection.preview.type === 'write'
        ? say('stale.fileChanged', { file: call.inspection.preview.write.path })
        : call.inspection.preview.type === 'mcp' && call.inspection.preview.mcp.write !== undefined
          ? say('stale.fileChanged', { file: call.inspection.preview.mcp.write.path })
          : say('stale.changed'));
    if (approvalId !== undefined) {
      later.push(
        draft('decision_superseded', { runId: target.runId, approvalId, callId: call.callId, reason: changed }),
      );
    }
    const tool = deps.tools.get(call.tool);
    const fresh =
      look !== undefined
        ? { ok: true as const, inspection: look }
        : tool === undefined
          ? null
          : await buildInspection(tool, call.args, ctx);
    if (fresh === null || !fresh.ok) {
      later.push(
        draft('tool_result', {
          runId: target.runId,
          callId: call.callId,
          toolUseId: call.toolUseId,
          tool: call.tool,
          outcome: 'failure',
          content: `Not run: ${reason} It could not be inspected again, so it was dropped.`,
          settledBy: { by: 'policy', layer: 'policy' },
        }),
      );
      return;
    }
    toAsk.push({
      callId: call.callId,
      toolUseId: call.toolUseId,
      tool: call.tool,
      args: call.args,
      ...(call.originalArgs !== undefined ? { originalArgs: call.originalArgs } : {}),
      ...(call.hook !== undefined ? { hook: call.hook } : {}),
      rationale: asked.rationale.slice(0, MAX_RATIONALE),
      ...(approvalId !== undefined
        ? { inspection: fresh.inspection, supersedes: { approvalId, reason: changed } }
        : { inspection: applyStaleNote(fresh.inspection) }),
    });
  };

  for (const c of open) {
    if (target.signal.aborted) return 'progress';
    if (c.started !== null) {
      commitEvents(deps, target.sessionId, [
        draft('tool_result', {
          runId: target.runId,
          callId: c.callId,
          toolUseId: c.toolUseId,
          tool: c.tool,
          outcome: 'unknown',
          content: UNKNOWN_OUTCOME_TEXT,
        }),
      ]);
    } else if (c.decision !== null && c.decision.action !== 'deny') {
      const d = c.decision;
      // What runs is checked against what the person decided on: the sheet's inspection for an
      // approve, the inspection stored with an edit. Never a look taken now: an edit recorded by a
      // Gatehouse that did not keep what it showed is not run, and the model is told to ask again.
      const reviewed = d.action === 'edit' ? d.inspection : c.asked?.inspection;
      if (reviewed === undefined) {
        commitEvents(deps, target.sessionId, [
          draft('tool_result', {
            runId: target.runId,
            callId: c.callId,
            toolUseId: c.toolUseId,
            tool: c.tool,
            outcome: 'failure',
            content:
              'Not run: what the person was shown for this call was not recorded, so it cannot be checked; ask again if it is still needed.',
            settledBy: d.settledBy,
          }),
        ]);
        continue;
      }
      const call: CallToRun = {
        callId: c.callId,
        toolUseId: c.toolUseId,
        tool: c.tool,
        args: d.args,
        ...(d.originalArgs !== undefined ? { originalArgs: d.originalArgs } : {}),
        inspection: reviewed,
        settledBy: d.settledBy,
        approvalId: d.approvalId,
        // The hooks' verdict on exactly these arguments: an edit's own, else the one the sheet showed.
        ...(d.action === 'edit'
          ? d.hook !== undefined
            ? { hook: d.hook }
            : {}
          : c.asked?.hook !== undefined
            ? { hook: c.asked.hook }
            : {}),
        // Only a person's decision passes variables (never yolo, a rule or the reviewer).
        ...(d.settledBy.by === 'person' && d.passEnv !== undefined && d.passEnv.length > 0
          ? { passEnv: d.passEnv }
          : {}),
      };
      const stale = await buildStaleApproval(deps, c, reviewed, d.action === 'edit' ? c.decidedAt : c.askedAt, ctx);
      if (stale !== null) await askAgain(call, c, stale.reason, stale.fresh, stale.text);
      else await run(call, c);
    } else if (c.pendingApprovalId !== null) {
      waiting = true;
    } else if (c.decision === null && c.index >= MAX_CALLS_PER_REPLY) {
      // One approval must stay answerable in one submission (MAX_DECISIONS), and a runaway reply must
      // not run thousands of calls: past the cap, calls are denied unseen, with the reason.
      commitEvents(deps, target.sessionId, [
        draft('tool_result', {
          runId: target.runId,
          callId: c.callId,
          toolUseId: c.toolUseId,
          tool: c.tool,
          outcome: 'denied',
          settledBy: { by: 'policy', layer: 'policy' },
          content: `Not run: this reply asked for too many tool calls at once; Gatehouse takes at most ${MAX_CALLS_PER_REPLY} per reply. Ask for the rest in a later reply, a few at a time.`,
        }),
      ]);
    } else if (c.decision === null) {
      const inputError = inputErrors.get(c.callId);
      const classified = await classifyCall(
        deps.tools,
        loadClassifyConfig(deps, target),
        { name: c.tool, input: c.input, toolUseId: c.toolUseId, ...(inputError !== undefined ? { inputError } : {}) },
        ctx,
        {
          ...(deps.rules !== undefined ? { rules: deps.rules } : {}),
          ...(deps.hooks !== undefined ? { hooks: deps.hooks } : {}),
        },
      );
      // The hooks' verdict (and any rewrite) commits with the event that records the call's fate.
      const hook = classified.hook !== undefined ? { hook: classified.hook } : {};
      if (classified.kind === 'deny') {
        commitEvents(deps, target.sessionId, [
          draft('tool_result', {
            runId: target.runId,
            callId: c.callId,
            toolUseId: c.toolUseId,
            tool: c.tool,
            outcome: 'denied',
            content: applyHookNotes(classified.content, classified.hook, undefined),
            settledBy: classified.settledBy,
            ...(classified.personNote !== undefined ? { personNote: classified.personNote } : {}),
            ...hook,
          }),
        ]);
      } else if (classified.kind === 'allow') {
        await run(
          {
            callId: c.callId,
            toolUseId: c.toolUseId,
            tool: c.tool,
            args: classified.args,
            inspection: classified.inspection,
            settledBy: classified.settledBy,
            ...hook,
          },
          c,
        );
      } else {
        toAsk.push({
          callId: c.callId,
          toolUseId: c.toolUseId,
          tool: c.tool,
          args: classified.args,
          inspection: classified.inspection,
          rationale: c.rationale.slice(0, MAX_RATIONALE),
          ...(classified.rule !== undefined ? { rule: classified.rule } : {}),
          ...hook,
        });
      }
    } else {
      // A person's denial always carries its result in the decision's own transaction; reaching
      // here means the log is inconsistent, so close the call rather than leave the history invalid.
      commitEvents(deps, target.sessionId, [
        draft('tool_result', {
          runId: target.runId,
          callId: c.callId,
          toolUseId: c.toolUseId,
          tool: c.tool,
          outcome: 'denied',
          content: explainPolicyDenial({
            tool: c.tool,
            mode: target.config.workMode,
            known: parseToolArgs(deps.tools, c.tool, c.input).ok,
            bound: true,
          }),
          settledBy: { by: 'person' },
        }),
      ]);
    }
  }
  if (target.signal.aborted) {
    commitEvents(deps, target.sessionId, later);
    return 'progress';
  }
  if (toAsk.length > 0) {
    later.push(draft('approval_requested', { runId: target.runId, approvalId: deps.ids.newId('apr_'), calls: toAsk }));
    waiting = true;
  }
  if (waiting) later.push(draft('run_state', { runId: target.runId, state: 'awaiting_approval' }));
  // The approval and the run's state commit together: the process may exit right after this.
  commitEvents(deps, target.sessionId, later);
  return waiting ? 'awaiting' : 'progress';
}
