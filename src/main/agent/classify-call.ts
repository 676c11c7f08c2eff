import type { z } from 'zod';
import { deriveSettledBy, type SettledBy } from '../../shared/decisions';
import type { RunConfig } from '../../shared/events';
import type { Inspection } from '../../shared/tools';
import { decide, derivePipelineInput, explainPolicyDenial, explainRuleDenial } from '../policy';
import { deriveArgsLimitBreach } from '../tools';
import type { InspectContext, ToolDefinition, ToolRegistry } from '../tools/types';
import type { HookJudge, RuleJudge, RuleVerdict } from './loop-deps';
import type { PreToolUseRecord } from '../../shared/hook-records';
import type { ApprovalMode } from '../../shared/modes';
import type { MainMessage } from '../../shared/main-messages';

export type Classified =
  /**
   * `personNote`: the refusal in a person's words, when a size limit bit. `settledBy`: the layer
   * of the policy, the saved rule or the hook that refused or allowed it. `hook`: the hooks' verdict, committed with the result.
   */
  | {
      kind: 'deny';
      content: string;
      settledBy: SettledBy;
      personNote?: MainMessage;
      hook?: PreToolUseRecord;
    }
  | {
      kind: 'allow';
      args: Record<string, unknown>;
      inspection: Inspection;
      settledBy: SettledBy;
      hook?: PreToolUseRecord;
    }
  /** `rule`/`hook`: the verdicts that entered decide(), kept with the pending call for every later decider. */
  | { kind: 'ask'; args: Record<string, unknown>; inspection: Inspection; rule?: RuleVerdict; hook?: PreToolUseRecord };

export type Validated =
  | { ok: true; tool: ToolDefinition; args: Record<string, unknown> }
  | { ok: false; known: boolean; message: string; personNote?: MainMessage };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Finds the tool and checks the arguments against its size limits (arg-limits.ts) and its schema. Pure apart from the registry read. */
export function parseToolArgs(tools: ToolRegistry, name: string, input: unknown, inputError?: string): Validated {
  const tool = tools.get(name);
  if (tool === undefined) return { ok: false, known: false, message: `unknown tool ${name}` };
  if (inputError !== undefined) return { ok: false, known: true, message: inputError };
  const breach = deriveArgsLimitBreach(tool, input);
  if (breach !== null) return { ok: false, known: true, message: breach.forModel, personNote: breach.forPerson };
  const parsed = tool.schema.safeParse(input);
  if (!parsed.success) return { ok: false, known: true, message: describeIssues(parsed.error) };
  const args = parsed.data;
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return { ok: false, known: true, message: 'the arguments must be a JSON object' };
  }
  return { ok: true, tool, args: args as Record<string, unknown> };
}

/** Runs the tool's inspect; a throw (a bug in the tool) becomes an invalid-arguments message. */
export async function buildInspection(
  tool: ToolDefinition,
  args: Record<string, unknown>,
  ctx: InspectContext,
): Promise<{ ok: true; inspection: Inspection } | { ok: false; message: string }> {
  try {
    return { ok: true, inspection: await tool.inspect(args, ctx) };
  } catch (err) {
    return { ok: false, message: `inspection failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** Who may judge a call beside the tool itself: a person's saved rules and hooks (absent: none). */
export interface CallJudges {
  rules?: RuleJudge;
  hooks?: HookJudge;
}

/** Everything decide() needs about one input, after hooks had their say (and perhaps rewrote it). */
export type Judgement =
  | { ok: true; args: Record<string, unknown>; inspection: Inspection; rule?: RuleVerdict; hook?: PreToolUseRecord }
  | { ok: false; message: string; hook?: PreToolUseRecord };

/**
 * Pure: a hook record whose rewrite the tool refused (`detail`, the tool's check of the arguments):
 * the call kept its input, and asks (a deny still stands).
 */
function applyRejectedRewrite(
  record: PreToolUseRecord,
  command: string,
  tool: string,
  detail: string,
): PreToolUseRecord {
  const error = `The hook ${command.slice(0, 200)} changed the input into something ${tool} does not accept (${detail}), so the call was kept as the assistant asked and waits for you.`;
  return {
    ...record,
    errors: [...record.errors, error],
    rewriteRejected: { command: command.slice(0, 500), tool: tool.slice(0, 200), detail: detail.slice(0, 2000) },
    effect: record.effect === 'deny' ? 'deny' : 'ask',
  };
}

/**
 * One input of one call, judged: PreToolUse hooks on the validated arguments; a rewrite
 * they ask for is validated against the tool's schema like the model's own input (one that fails
 * keeps the original and makes the call ask, with the hook's error) and judged by the hooks again
 * as itself (src/main/hooks/create-hook-judge.ts); then inspect and the saved
 * rules run on the EFFECTIVE input, so the workspace check, the preview and the command's verdict
 * all follow the rewrite. The same path judges the model's calls and a person's edits.
 */
export async function buildCallJudgement(
  tools: ToolRegistry,
  judges: CallJudges,
  call: { tool: ToolDefinition; args: Record<string, unknown>; toolUseId: string; approvalMode: ApprovalMode },
  ctx: InspectContext,
): Promise<Judgement> {
  let tool = call.tool;
  let args = call.args;
  let hook: PreToolUseRecord | undefined;
  if (judges.hooks !== undefined) {
    const parseRewrite = (rewritten: Record<string, unknown>) => {
      const r = parseToolArgs(tools, tool.name, rewritten);
      return r.ok ? { ok: true as const, args: r.args } : { ok: false as const };
    };
    const answer = await judges.hooks.preToolUse(
      {
        tool: tool.name,
        args,
        workspaceRoot: ctx.workspaceRoot,
        sessionId: ctx.sessionId,
        toolUseId: call.toolUseId,
        approvalMode: call.approvalMode,
      },
      parseRewrite,
    );
    if (answer !== undefined) {
      hook = answer.record;
      if (answer.rewrite !== undefined) {
        const r = parseToolArgs(tools, tool.name, answer.rewrite.args);
        if (r.ok) {
          hook = {
            ...hook,
            rewrite: { hookId: answer.rewrite.hookId, command: answer.rewrite.command, replaced: args },
          };
          tool = r.tool;
          args = r.args;
        } else {
          hook = applyRejectedRewrite(hook, answer.rewrite.command, tool.name, r.message);
        }
      }
    }
  }
  const inspected = await buildInspection(tool, args, ctx);
  if (!inspected.ok) return { ok: false, message: inspected.message, ...(hook !== undefined ? { hook } : {}) };
  const rule =
    judges.rules === undefined
      ? undefined
      : await judges.rules.judge({
          tool: tool.name,
          args,
          inspection: inspected.inspection,
          workspaceRoot: ctx.workspaceRoot,
          sessionId: ctx.sessionId,
        });
  return {
    ok: true,
    args,
    inspection: inspected.inspection,
    ...(rule !== undefined ? { rule } : {}),
    ...(hook !== undefined ? { hook } : {}),
  };
}

/** The tool_result text for a call a hook refused; its reason follows with the hooks' notes (applyHookNotes). Pure. */
export function explainHookDenial(): string {
  return 'Not run: a hook the person set up refused this call. Do not retry it unchanged.';
}

/**
 * validate → hooks → inspect → the saved rules → decide() with the run's frozen config. Never
 * throws for bad input: every refusal is a value whose content is what the model reads.
 */
export async function classifyCall(
  tools: ToolRegistry,
  config: RunConfig,
  call: { name: string; input: unknown; inputError?: string; toolUseId?: string },
  ctx: InspectContext,
  judges: CallJudges = {},
): Promise<Classified> {
  const mode = config.workMode;
  const v = parseToolArgs(tools, call.name, call.input, call.inputError);
  if (!v.ok) {
    return {
      kind: 'deny',
      content: explainPolicyDenial({
        tool: call.name,
        mode,
        known: v.known,
        bound: false,
        ...(v.known ? { inspectError: v.message } : {}),
      }),
      // An unknown tool is not in the run's list; a known one failed validation.
      settledBy: { by: 'policy', layer: v.known ? 'validation' : 'binding' },
      ...(v.personNote !== undefined ? { personNote: v.personNote } : {}),
    };
  }
  const bound = config.tools.includes(call.name);
  if (!bound)
    return {
      kind: 'deny',
      content: explainPolicyDenial({ tool: call.name, mode, known: true, bound: false }),
      settledBy: { by: 'policy', layer: 'binding' },
    };
  // Hooks and rules are consulted now: one saved after this call was judged applies only to later calls.
  const j = await buildCallJudgement(
    tools,
    judges,
    { tool: v.tool, args: v.args, toolUseId: call.toolUseId ?? '', approvalMode: config.approvalMode },
    ctx,
  );
  if (!j.ok) {
    return {
      kind: 'deny',
      content: explainPolicyDenial({ tool: call.name, mode, known: true, bound, inspectError: j.message }),
      settledBy: { by: 'policy', layer: 'validation' },
      ...(j.hook !== undefined ? { hook: j.hook } : {}),
    };
  }
  const { inspection, rule, hook } = j;
  const { effect, layer } = decide(
    derivePipelineInput({
      tool: call.name,
      inspection,
      workMode: mode,
      approvalMode: config.approvalMode,
      boundTools: config.tools,
      approved: false,
      ...(rule !== undefined ? { rule: rule.effect } : {}),
      ...(hook?.effect !== undefined ? { hook: hook.effect } : {}),
    }),
  );
  const withHook = hook !== undefined ? { hook } : {};
  // The layer says who let it through or refused it, for the audit (and which rule, when one did).
  const settledBy = deriveSettledBy(layer, rule?.ruleId);
  if (effect === 'deny') {
    const content =
      settledBy.by === 'hook'
        ? explainHookDenial()
        : settledBy.by === 'rule'
          ? explainRuleDenial(settledBy.ruleId)
          : explainPolicyDenial({ tool: call.name, mode, known: true, bound });
    return { kind: 'deny', content, settledBy, ...withHook };
  }
  if (effect === 'ask')
    return { kind: 'ask', args: j.args, inspection, ...(rule !== undefined ? { rule } : {}), ...withHook };
  return { kind: 'allow', args: j.args, inspection, settledBy, ...withHook };
}
