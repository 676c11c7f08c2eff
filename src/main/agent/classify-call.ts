import type { z } from 'zod';
import type { DecisionLayer } from '../../shared/decisions';
import type { RunConfig } from '../../shared/events';
import type { Inspection } from '../../shared/tools';
import { decide, derivePipelineInput, explainPolicyDenial, explainRuleDenial } from '../policy';
import { deriveArgsLimitBreach } from '../tools';
import type { InspectContext, ToolDefinition, ToolRegistry } from '../tools/types';
import type { RuleJudge, RuleVerdict } from './loop-deps';

export type Classified =
  /** `personNote`: the refusal in a person's words, when a size limit bit (issue 10 §2). `ruleId`: the saved rule that refused it. */
  | { kind: 'deny'; content: string; layer: DecisionLayer; personNote?: string; ruleId?: string }
  | { kind: 'allow'; args: Record<string, unknown>; inspection: Inspection; decidedBy: 'policy' | 'yolo' | 'rule'; layer: DecisionLayer; ruleId?: string }
  /** `rule`: the saved rules' verdict that entered decide(), kept with the pending call for every later decider. */
  | { kind: 'ask'; args: Record<string, unknown>; inspection: Inspection; rule?: RuleVerdict };

export type Validated =
  | { ok: true; tool: ToolDefinition; args: Record<string, unknown> }
  | { ok: false; known: boolean; message: string; personNote?: string };

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

/**
 * validate → inspect → the saved rules → decide() with the run's frozen config. Never throws for
 * bad input: every refusal is a value whose content is what the model reads.
 */
export async function classifyCall(
  tools: ToolRegistry,
  config: RunConfig,
  call: { name: string; input: unknown; inputError?: string },
  ctx: InspectContext,
  rules?: RuleJudge,
): Promise<Classified> {
  const mode = config.workMode;
  const v = parseToolArgs(tools, call.name, call.input, call.inputError);
  if (!v.ok) {
    return {
      kind: 'deny',
      content: explainPolicyDenial({ tool: call.name, mode, known: v.known, bound: false, ...(v.known ? { inspectError: v.message } : {}) }),
      // An unknown tool is not in the run's list; a known one failed validation.
      layer: v.known ? 'validation' : 'binding',
      ...(v.personNote !== undefined ? { personNote: v.personNote } : {}),
    };
  }
  const bound = config.tools.includes(call.name);
  if (!bound) return { kind: 'deny', content: explainPolicyDenial({ tool: call.name, mode, known: true, bound: false }), layer: 'binding' };
  const inspected = await buildInspection(v.tool, v.args, ctx);
  if (!inspected.ok) {
    return { kind: 'deny', content: explainPolicyDenial({ tool: call.name, mode, known: true, bound, inspectError: inspected.message }), layer: 'validation' };
  }
  const inspection = inspected.inspection;
  // Rules are read now: one saved after this call was judged applies only to later calls.
  const rule = rules === undefined ? undefined : await rules.judge({ tool: call.name, args: v.args, inspection, workspaceRoot: ctx.workspaceRoot, sessionId: ctx.sessionId });
  const { effect, layer } = decide(derivePipelineInput({
    tool: call.name, inspection, workMode: mode, approvalMode: config.approvalMode, boundTools: config.tools, approved: false,
    ...(rule !== undefined ? { rule: rule.effect } : {}),
  }));
  if (effect === 'deny') {
    return layer === 'rule' && rule !== undefined
      ? { kind: 'deny', content: explainRuleDenial(rule.ruleId), layer, ruleId: rule.ruleId }
      : { kind: 'deny', content: explainPolicyDenial({ tool: call.name, mode, known: true, bound }), layer };
  }
  if (effect === 'ask') return { kind: 'ask', args: v.args, inspection, ...(rule !== undefined ? { rule } : {}) };
  // Allowed: the layer says who let it through, for the audit (and which rule, when one did).
  if (layer === 'rule' && rule !== undefined) return { kind: 'allow', args: v.args, inspection, decidedBy: 'rule', layer, ruleId: rule.ruleId };
  return { kind: 'allow', args: v.args, inspection, decidedBy: layer === 'yolo' ? 'yolo' : 'policy', layer };
}
