import { z } from 'zod';
import { ENV_NAME_MAX_CHARS, ENV_NAME_PATTERN, MAX_PASS_ENV } from './passed-env';
import { ApprovalIdSchema, CallIdSchema } from './ids';
import { MainMessageSchema } from './main-messages';

/** The layers of the pipeline itself (docs/policy.md): validation, binding, the defaults, the agent's profile. */
export const PolicyLayerSchema = z.enum(['validation', 'binding', 'policy', 'profile']);
export type PolicyLayer = z.infer<typeof PolicyLayerSchema>;

/**
 * Who settled a call: the one record of it, carried on each decided call, `tool_call`, a denied
 * `tool_result` and each audit entry. A new decider is one member here and one case where it is
 * shown. What a hook said about the arguments (its record, a rewrite included) is a fact about the
 * input whoever settled the call, so it stays beside this as `hook`; the reviewer's verdict is its
 * `reviewer_review` event, committed in the same transaction as the decision.
 */
export const SettledBySchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('policy'), layer: PolicyLayerSchema }).strict(),
  z.object({ by: z.literal('person') }).strict(),
  z.object({ by: z.literal('rule'), ruleId: z.string().min(1).max(200) }).strict(),
  z.object({ by: z.literal('hook') }).strict(),
  z.object({ by: z.literal('reviewer') }).strict(),
  z.object({ by: z.literal('yolo') }).strict(),
]);
export type SettledBy = z.infer<typeof SettledBySchema>;

/** Who settled a call, by kind: derived from the union. */
export type Decider = SettledBy['by'];
export const DeciderSchema = z.enum(['person', 'rule', 'yolo', 'reviewer', 'policy', 'hook']);
// Both ways, so a new member of the union that is missing here does not compile.
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const deciderListIsComplete: SameMembers<Decider, z.infer<typeof DeciderSchema>> = true;
void deciderListIsComplete;

/** Which layer of the pipeline settled a call (docs/policy.md): the pipeline's own, or the decider's. */
export type DecisionLayer = PolicyLayer | Exclude<Decider, 'policy'>;

/** The layer a settlement names. Pure. */
export function deriveLayer(settledBy: SettledBy): DecisionLayer {
  return settledBy.by === 'policy' ? settledBy.layer : settledBy.by;
}

/** The settlement a pipeline layer stands for (a rule's needs its id). Pure. */
export function deriveSettledBy(layer: DecisionLayer, ruleId?: string): SettledBy {
  switch (layer) {
    case 'validation':
    case 'binding':
    case 'policy':
    case 'profile':
      return { by: 'policy', layer };
    case 'rule':
      if (ruleId === undefined) throw new Error('a rule settles a call only with its id');
      return { by: 'rule', ruleId };
    default:
      return { by: layer };
  }
}

export const DecisionActionSchema = z.enum(['approve', 'edit', 'deny']);
export type DecisionAction = z.infer<typeof DecisionActionSchema>;

/** Arguments as stored in the log: a JSON object (validated by the tool's own schema before it runs). */
export const ToolArgsSchema = z.record(z.string(), z.unknown());
export type ToolArgs = z.infer<typeof ToolArgsSchema>;

/**
 * Bounds on arguments that come from a window: deep enough for any tool, small enough to walk cheaply.
 * `chars` admits the largest tool's own limit (write_file's content, ~10.5 million characters; issue
 * 10 §2), which the main process then checks per tool, in plain words, before the tool's schema.
 */
export const TOOL_ARGS_INPUT_LIMITS = { depth: 32, nodes: 50_000, chars: 12 * 1024 * 1024 } as const;

/**
 * Why `value` is not plain, bounded JSON, or null when it is. Iterative (a 100,000-deep object
 * cannot exhaust the stack), and it refuses what structured clone carries but JSON cannot: cycles
 * and shared objects, Dates, Maps, class instances, BigInt, NaN and Infinity. It also refuses an
 * own `__proto__` key at any depth: JSON.parse and structured clone keep it as an ordinary key,
 * but zod's record parsing drops it and a copy by assignment turns it into the object's
 * prototype, so an edit carrying one would run as something other than what was sent. Pure.
 */
function deriveJsonArgsProblem(value: unknown): string | null {
  const limits = TOOL_ARGS_INPUT_LIMITS;
  const seen = new Set<object>();
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  let nodes = 0;
  let chars = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > limits.nodes) return `the arguments have more than ${limits.nodes} values`;
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'string') {
      chars += v.length;
      if (chars > limits.chars) return `the arguments are longer than ${limits.chars} characters`;
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'the arguments hold a number JSON cannot carry';
      continue;
    }
    if (typeof v !== 'object') return `the arguments hold a ${typeof v}, which is not JSON`;
    if (depth >= limits.depth) return `the arguments are nested deeper than ${limits.depth} levels`;
    if (seen.has(v)) return 'the arguments refer to the same object twice (or to themselves)';
    seen.add(v);
    if (Array.isArray(v)) {
      for (const item of v) stack.push({ v: item, depth: depth + 1 });
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return 'the arguments hold an object that is not plain JSON';
    for (const [key, item] of Object.entries(v)) {
      if (key === '__proto__')
        return 'the arguments hold a key named "__proto__", which Gatehouse does not accept; remove or rename it';
      chars += key.length;
      stack.push({ v: item, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Edited arguments as a window sends them: a plain, bounded JSON object (the renderer is
 * untrusted). Checked as sent, before the record parse copies it: that copy silently skips a
 * `__proto__` key, and the edit would be accepted without it.
 */
export const ToolArgsInputSchema = z
  .custom<ToolArgs>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'the arguments must be a JSON object',
  )
  .superRefine((args, ctx) => {
    const problem = deriveJsonArgsProblem(args);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .pipe(ToolArgsSchema);

/**
 * Names one preview of edited arguments: sha256 (hex) of the tool, the arguments and their
 * inspection, as approval:preview-edit computed them. Opaque to the renderer, which only echoes it.
 */
export const PreviewTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a preview token is 64 hexadecimal digits');
export type PreviewToken = z.infer<typeof PreviewTokenSchema>;

/** A POSIX-style environment variable name, as a person may pass one to a command. */
export const EnvNameSchema = z
  .string()
  .max(ENV_NAME_MAX_CHARS)
  .regex(ENV_NAME_PATTERN, 'an environment variable name is letters, digits and _, not starting with a digit');

export { isSteeringVariableName, MAX_PASS_ENV } from './passed-env';

export const DecisionInputSchema = z
  .object({
    callId: CallIdSchema,
    action: DecisionActionSchema,
    args: ToolArgsInputSchema.optional(),
    reason: z.string().max(2000).optional(),
    /**
     * For an edit: the token of the preview the person looked at. The main process inspects the
     * edit again at submission and refuses the whole submission (preview_changed) when what it
     * would do is no longer what was shown (rule: a file that changed since its diff was shown is
     * asked again). Optional so an edit made without a preview still validates as before.
     */
    previewToken: PreviewTokenSchema.optional(),
    /**
     * For an approved or edited run_command: the names of withheld environment variables the person
     * chose to pass to this one call (values are read at run time, never sent or stored). The main
     * process refuses the whole submission unless every name was shown withheld on that call's sheet.
     */
    passEnv: z.array(EnvNameSchema).max(MAX_PASS_ENV).optional(),
  })
  // Unknown fields are refused, not stripped: a misspelt `args` must not quietly become a plain approve.
  .strict()
  .refine((d) => d.action !== 'edit' || d.args !== undefined, {
    message: 'an edit must carry the edited arguments',
    path: ['args'],
  })
  // Arguments go only with an edit: on approve or deny they would be ignored, so the person's sheet and
  // what runs could differ. Refused whole instead.
  .refine((d) => d.action === 'edit' || d.args === undefined, {
    message: 'only an edit carries arguments; approve and deny act on the call as it was asked',
    path: ['args'],
  })
  .refine((d) => d.action === 'edit' || d.previewToken === undefined, {
    message: 'only an edit carries a preview token',
    path: ['previewToken'],
  })
  // A denial runs nothing, so variables on it could only be a mistake about what was decided.
  .refine((d) => d.action !== 'deny' || d.passEnv === undefined, {
    message: 'only an approve or an edit passes environment variables',
    path: ['passEnv'],
  })
  .refine((d) => d.passEnv === undefined || new Set(d.passEnv).size === d.passEnv.length, {
    message: 'each environment variable is named once',
    path: ['passEnv'],
  });
export type DecisionInput = z.infer<typeof DecisionInputSchema>;

/** At most this many calls in one approval (the loop asks for no more than this per reply). */
export const MAX_DECISIONS = 200;

export const SubmitDecisionsSchema = z
  .object({
    approvalId: ApprovalIdSchema,
    decisions: z.array(DecisionInputSchema).min(1).max(MAX_DECISIONS),
  })
  .strict();
export type SubmitDecisions = z.infer<typeof SubmitDecisionsSchema>;

export const DecisionErrorCodeSchema = z.enum([
  'unknown_approval',
  'already_decided',
  'missing_calls',
  'duplicate_calls',
  'unknown_calls',
  'invalid_args',
  /** An edit's preview is out of date (the file changed while the person edited): nothing changed, look again. */
  'preview_changed',
  'invalid_request',
  /** Send named a version of the answers that is no longer the latest (they changed in another window): nothing changed, look again. */
  'drafts_changed',
]);
export type DecisionErrorCode = z.infer<typeof DecisionErrorCodeSchema>;

/** The answer to a submission: the one declaration of this shape (core, IPC, renderer). */
export const SubmitDecisionsResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: DecisionErrorCodeSchema, callIds: z.array(z.string()), text: MainMessageSchema }),
  }),
]);
export type SubmitDecisionsResult = z.infer<typeof SubmitDecisionsResultSchema>;
