import { createHash } from 'node:crypto';
import {
  isSteeringVariableName,
  SubmitDecisionsSchema,
  type PreviewToken,
  type SettledBy,
  type SubmitDecisionsResult,
  type ToolArgs,
} from '../../shared/decisions';
import type { CallDecision } from '../../shared/events';
import type { EditPreviewResult } from '../../shared/ipc';
import type { PendingApproval } from '../../shared/views';
import type { Inspection } from '../../shared/tools';
import { decide, derivePipelineInput, explainPersonDenial, explainRuleDenial } from '../policy';
import type { ApprovalMode, WorkMode } from '../../shared/modes';
import { ApprovalNotPendingError, draft, type EventDraft } from '../store';
import { buildCallJudgement, explainHookDenial, parseToolArgs } from './classify-call';
import { applyHookNotes } from './hook-notes-fence';
import { commitEvents, type LoopDeps } from './loop-deps';
import { derivePreviewTokenText } from '../../shared/approval-drafts';
import { deriveInsidePath } from '../../shared/path-inside';
import { describeFields, say, type MainMessage } from '../../shared/main-messages';

/**
 * Who submits: a person (through the IPC router) or the auto mode's reviewer model (in-process,
 * never from a window: the router passes no decider, so a window cannot claim to be the reviewer).
 */
export type SubmissionDecider =
  | 'person'
  | {
      by: 'reviewer';
      /** Committed in the decision's own transaction (the reviewer's verdicts), or not at all. */
      alongside: readonly EventDraft[];
    };

/** What the model reads when the reviewer model denied a call. Pure. */
function explainReviewerDenial(reason: string | undefined): string {
  return `Not run: the reviewer model denied this call${reason !== undefined ? `. Its reason: ${reason}` : '.'} Do not retry it unchanged; adapt, or explain to the person what you need.`;
}

type Refusal = Extract<SubmitDecisionsResult, { ok: false }>;

function refuse(code: Refusal['error']['code'], callIds: string[], text: MainMessage): Refusal {
  return { ok: false, error: { code, callIds, text } };
}

/** An edit's fresh look: the shape the sheet shows (one declaration, in src/shared/ipc.ts). */
export type EditCheck = EditPreviewResult;

/**
 * Names what a person is shown for a call: the tool, the arguments and their inspection (the
 * preview, with the hash of the file it was computed from). Equal exactly when a fresh look would
 * show the same thing; the window hashes the same text for what it shows. Pure.
 */
export function derivePreviewToken(tool: string, args: ToolArgs, inspection: Inspection): PreviewToken {
  return createHash('sha256')
    .update(derivePreviewTokenText(tool, args, inspection))
    .digest('hex');
}

/** "notes.md changed while you were editing. …" for the calls whose preview is out of date: each file, or the tool. Pure. */
function buildPreviewChangedMessage(
  changed: readonly { tool: string; inspection: Inspection }[],
  workspaceRoot: string,
): MainMessage {
  const shown = changed.map(({ tool, inspection }) => {
    if (inspection.preview.type !== 'write') return tool;
    const path = inspection.preview.write.path;
    const rel = deriveInsidePath(workspaceRoot, path);
    return rel !== null && rel !== '' ? rel : path;
  });
  return say('decision.previewChanged', { count: shown.length, files: shown.join(', ') });
}

/**
 * Why a person's `passEnv` for one call cannot stand, or null when it can (or there is none).
 * Only a command passes variables, and only ones its reviewed sheet listed as withheld: a name the
 * sheet never showed (PATH, or something invented by a window) is not a choice the person made. Pure.
 */
function deriveEnvProblem(
  tool: string,
  reviewed: Inspection,
  passEnv: readonly string[] | undefined,
): MainMessage | null {
  if (passEnv === undefined || passEnv.length === 0) return null;
  if (tool !== 'run_command' || reviewed.preview.type !== 'command') return say('decision.envNotCommand', { tool });
  const steering = passEnv.filter(isSteeringVariableName);
  if (steering.length > 0) return say('decision.envSteering', { count: steering.length, names: steering.join(', ') });
  const withheld = new Set(reviewed.preview.command.withheldEnv ?? []);
  const unknown = passEnv.filter((name) => !withheld.has(name));
  return unknown.length === 0
    ? null
    : say('decision.envNotWithheld', { count: unknown.length, names: unknown.join(', ') });
}

/**
 * Validates edited arguments with the tool's schema and inspects them again (new preview,
 * workspace check). Refuses an edit the policy would deny even with approval, and an edit that
 * takes a call the sheet showed as inside the workspace outside it: that card never carried the
 * outside warning, so the person has not decided "outside" (rule: outside the workspace, a person
 * decides; an edit must not lift that). No side effects.
 */
export async function buildEditCheck(
  deps: Pick<LoopDeps, 'tools' | 'rules' | 'hooks'>,
  pending: PendingApproval,
  callId: string,
  args: ToolArgs,
  ctx: { workspaceRoot: string; workMode: WorkMode; boundTools: readonly string[]; approvalMode?: ApprovalMode },
): Promise<EditCheck> {
  const call = pending.calls.find((c) => c.callId === callId);
  if (call === undefined) return { ok: false, text: say('edit.notInApproval') };
  const v = parseToolArgs(deps.tools, call.tool, args);
  if (!v.ok)
    return { ok: false, text: v.personNote ?? say('edit.invalidArgs', { tool: call.tool, detail: v.message }) };
  // The same path as the model's calls: hooks run again on the edit (and may rewrite it), then
  // inspect and the saved rules judge what would actually run.
  const j = await buildCallJudgement(
    deps.tools,
    {
      ...(deps.rules !== undefined ? { rules: deps.rules } : {}),
      ...(deps.hooks !== undefined ? { hooks: deps.hooks } : {}),
    },
    { tool: v.tool, args: v.args, toolUseId: call.toolUseId, approvalMode: ctx.approvalMode ?? 'manual' },
    { workspaceRoot: ctx.workspaceRoot, sessionId: pending.sessionId },
  );
  if (!j.ok) return { ok: false, text: say('edit.cannotInspect', { tool: call.tool, detail: j.message }) };
  const { rule, hook, inspection } = j;
  // A person's approval never lifts a deny rule nor a hook's deny: the sheet says so before
  // sending, and the submission records the call as denied by it (the rest proceeds).
  const { effect, layer } = decide(
    derivePipelineInput({
      tool: call.tool,
      inspection,
      workMode: ctx.workMode,
      approvalMode: 'manual',
      boundTools: ctx.boundTools,
      approved: true,
      ...(rule !== undefined ? { rule: rule.effect } : {}),
      ...(hook?.effect !== undefined ? { hook: hook.effect } : {}),
    }),
  );
  const refusedByHook =
    effect === 'deny' && layer === 'hook'
      ? {
          text:
            hook?.reason !== undefined ? say('edit.hookRefusesWhy', { reason: hook.reason }) : say('edit.hookRefuses'),
        }
      : undefined;
  const refusedByRule =
    effect === 'deny' && layer === 'rule' && rule !== undefined ? { ruleId: rule.ruleId } : undefined;
  if (effect === 'deny' && refusedByRule === undefined && refusedByHook === undefined)
    return { ok: false, text: say('edit.policyDenies', { tool: call.tool }) };
  if (inspection.outsideWorkspace && !call.inspection.outsideWorkspace) {
    return { ok: false, text: say('edit.reachesOutside', { count: inspection.outsideReasons.length }) };
  }
  return {
    ok: true,
    args: j.args,
    inspection,
    previewToken: derivePreviewToken(call.tool, j.args, inspection),
    ...(refusedByRule !== undefined ? { refusedByRule } : {}),
    ...(refusedByHook !== undefined ? { refusedByHook } : {}),
    ...(hook !== undefined ? { hook } : {}),
  };
}

/**
 * Records a person's answer to one approval, exactly once. The whole submission is refused —
 * nothing changes — unless it names every pending call once; environment variables go only to a
 * command and only by names its sheet showed withheld (invalid_request); edits must validate and inspect, and
 * an edit that carries a preview token must still look as that preview showed (preview_changed,
 * naming every such call, otherwise).
 * The decision, the denials' results and the run's next state commit in ONE transaction, which
 * also removes the pending row: of two racing submissions exactly one commits, the other gets
 * already_decided. Returns the refusal, or the session and run to continue.
 */
export async function submitDecisions(
  deps: LoopDeps,
  raw: unknown,
  lookup: { workspaceOf(sessionId: string): string | null; approvalExisted(approvalId: string): boolean },
  by: SubmissionDecider = 'person',
): Promise<{ result: SubmitDecisionsResult; resume?: { sessionId: string; runId: string } }> {
  const parsed = SubmitDecisionsSchema.safeParse(raw);
  if (!parsed.success)
    return {
      result: refuse('invalid_request', [], say('decision.malformed', { fields: describeFields(parsed.error) })),
    };
  const input = parsed.data;
  // The reviewer only approves or denies what the sheet shows: it never edits, never passes variables.
  const settledBy: SettledBy = { by: by === 'person' ? 'person' : by.by };
  if (
    settledBy.by === 'reviewer' &&
    input.decisions.some((d) => d.action === 'edit' || (d.passEnv !== undefined && d.passEnv.length > 0))
  ) {
    return { result: refuse('invalid_request', [], say('decision.reviewerOnlyAsShown')) };
  }
  const pending = deps.store.loadPendingApprovalById(input.approvalId);
  if (pending === null) {
    return lookup.approvalExisted(input.approvalId)
      ? {
          result: refuse(
            'already_decided',
            input.decisions.map((d) => d.callId),
            say('decision.alreadyAnswered'),
          ),
        }
      : { result: refuse('unknown_approval', [], say('decision.unknownApproval')) };
  }
  const pendingIds = new Set(pending.calls.map((c) => c.callId));
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const d of input.decisions) (seen.has(d.callId) ? duplicates : seen).add(d.callId);
  if (duplicates.size > 0)
    return {
      result: refuse('duplicate_calls', [...duplicates], say('decision.duplicateCalls', { count: duplicates.size })),
    };
  const unknown = [...seen].filter((id) => !pendingIds.has(id));
  if (unknown.length > 0)
    return { result: refuse('unknown_calls', unknown, say('decision.unknownCalls', { count: unknown.length })) };
  const missing = [...pendingIds].filter((id) => !seen.has(id));
  if (missing.length > 0)
    return {
      result: refuse('missing_calls', missing, say('decision.missingCalls', { count: missing.length })),
    };

  const workspaceRoot = lookup.workspaceOf(pending.sessionId);
  if (workspaceRoot === null) return { result: refuse('unknown_approval', [], say('decision.conversationGone')) };
  // The run's row, not the log: a decision reads the pending row, the session and the run, and
  // nothing else (edits are checked against the run's frozen work mode and bound tools).
  const run = deps.store.loadLatestRun(pending.sessionId);
  const config = run !== null && run.runId === pending.runId ? run.config : undefined;
  const byId = new Map(input.decisions.map((d) => [d.callId, d]));
  const decisions: CallDecision[] = [];
  const denials: EventDraft[] = [];
  const changed: { callId: string; tool: string; inspection: Inspection }[] = [];
  // The model's order, whatever order the person's sheet sent.
  for (const call of pending.calls) {
    const d = byId.get(call.callId)!;
    const reason = d.reason !== undefined && d.reason.trim() !== '' ? d.reason.trim() : undefined;
    if (d.action === 'edit') {
      const check = await buildEditCheck(deps, pending, call.callId, d.args!, {
        workspaceRoot,
        workMode: config?.workMode ?? 'agent',
        boundTools: config?.tools ?? [],
        ...(config !== undefined ? { approvalMode: config.approvalMode } : {}),
      });
      if (!check.ok) return { result: refuse('invalid_args', [call.callId], check.text) };
      // Checked against the edit's own look: that is the inspection the call runs under.
      const envProblem = deriveEnvProblem(call.tool, check.inspection, d.passEnv);
      if (envProblem !== null) return { result: refuse('invalid_request', [call.callId], envProblem) };
      // What the person saw is not what would run now (the file changed while they edited).
      if (d.previewToken !== undefined && d.previewToken !== check.previewToken) {
        changed.push({ callId: call.callId, tool: call.tool, inspection: check.inspection });
        continue;
      }
      if (check.refusedByHook !== undefined && check.hook !== undefined) {
        // A person's edit that a hook denies: that call is denied by the hook; the rest proceeds.
        decisions.push({
          callId: call.callId,
          action: 'deny',
          args: check.args,
          originalArgs: call.originalArgs ?? call.args,
          settledBy: { by: 'hook' },
          hook: check.hook,
          ...(reason ? { reason } : {}),
        });
        denials.push(
          draft('tool_result', {
            runId: pending.runId,
            callId: call.callId,
            toolUseId: call.toolUseId,
            tool: call.tool,
            outcome: 'denied',
            content: applyHookNotes(explainHookDenial(), check.hook, undefined),
            settledBy: { by: 'hook' },
            hook: check.hook,
          }),
        );
        continue;
      }
      if (check.refusedByRule !== undefined) {
        // A person's edit that a deny rule matches: that call is denied by the rule; the rest proceeds.
        const ruleId = check.refusedByRule.ruleId;
        decisions.push({
          callId: call.callId,
          action: 'deny',
          args: check.args,
          originalArgs: call.originalArgs ?? call.args,
          settledBy: { by: 'rule', ruleId },
          ...(reason ? { reason } : {}),
        });
        denials.push(
          draft('tool_result', {
            runId: pending.runId,
            callId: call.callId,
            toolUseId: call.toolUseId,
            tool: call.tool,
            outcome: 'denied',
            content: explainRuleDenial(ruleId),
            settledBy: { by: 'rule', ruleId },
          }),
        );
        continue;
      }
      // The edit's inspection is stored with it: what runs is checked against this look, not a fresh one.
      decisions.push({
        callId: call.callId,
        action: 'edit',
        args: check.args,
        originalArgs: call.originalArgs ?? call.args,
        settledBy,
        inspection: check.inspection,
        ...(check.hook !== undefined ? { hook: check.hook } : {}),
        ...(reason ? { reason } : {}),
        ...(d.passEnv !== undefined && d.passEnv.length > 0 ? { passEnv: d.passEnv } : {}),
      });
    } else if (d.action === 'approve') {
      const envProblem = deriveEnvProblem(call.tool, call.inspection, d.passEnv);
      if (envProblem !== null) return { result: refuse('invalid_request', [call.callId], envProblem) };
      // A person's edit asked again keeps the model's arguments beside it (history, audit, result).
      decisions.push({
        callId: call.callId,
        action: 'approve',
        args: call.args,
        settledBy,
        ...(call.originalArgs !== undefined ? { originalArgs: call.originalArgs } : {}),
        ...(reason ? { reason } : {}),
        ...(d.passEnv !== undefined && d.passEnv.length > 0 ? { passEnv: d.passEnv } : {}),
      });
    } else {
      decisions.push({
        callId: call.callId,
        action: 'deny',
        args: call.args,
        settledBy,
        ...(reason ? { reason } : {}),
      });
      denials.push(
        draft('tool_result', {
          runId: pending.runId,
          callId: call.callId,
          toolUseId: call.toolUseId,
          tool: call.tool,
          outcome: 'denied',
          content: settledBy.by === 'reviewer' ? explainReviewerDenial(reason) : explainPersonDenial(reason),
          settledBy,
        }),
      );
    }
  }
  if (changed.length > 0) {
    return {
      result: refuse(
        'preview_changed',
        changed.map((c) => c.callId),
        buildPreviewChangedMessage(changed, workspaceRoot),
      ),
    };
  }
  try {
    commitEvents(deps, pending.sessionId, [
      ...(by === 'person' ? [] : by.alongside),
      draft('decision', { runId: pending.runId, approvalId: pending.approvalId, decisions }),
      ...denials,
      draft('run_state', { runId: pending.runId, state: 'executing' }),
    ]);
  } catch (err) {
    if (err instanceof ApprovalNotPendingError) {
      return {
        result: refuse(
          'already_decided',
          pending.calls.map((c) => c.callId),
          say('decision.alreadyAnswered'),
        ),
      };
    }
    throw err;
  }
  return { result: { ok: true }, resume: { sessionId: pending.sessionId, runId: pending.runId } };
}
