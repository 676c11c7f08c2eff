import { z } from 'zod';
import { ApprovalIdSchema, CallIdSchema } from './ids';

/** Who settled a call. `policy` is a denial or allowance by the pipeline itself. */
export const DeciderSchema = z.enum(['person', 'rule', 'yolo', 'reviewer', 'policy']);
export type Decider = z.infer<typeof DeciderSchema>;

export const DecisionActionSchema = z.enum(['approve', 'edit', 'deny']);
export type DecisionAction = z.infer<typeof DecisionActionSchema>;

/** Arguments cross the boundary as a JSON object, capped so a hostile payload cannot exhaust memory. */
export const ToolArgsSchema = z.record(z.string(), z.unknown());
export type ToolArgs = z.infer<typeof ToolArgsSchema>;

export const DecisionInputSchema = z
  .object({
    callId: CallIdSchema,
    action: DecisionActionSchema,
    args: ToolArgsSchema.optional(),
    reason: z.string().max(2000).optional(),
  })
  .refine((d) => d.action !== 'edit' || d.args !== undefined, {
    message: 'an edit must carry the edited arguments',
    path: ['args'],
  });
export type DecisionInput = z.infer<typeof DecisionInputSchema>;

export const SubmitDecisionsSchema = z.object({
  approvalId: ApprovalIdSchema,
  decisions: z.array(DecisionInputSchema).min(1).max(200),
});
export type SubmitDecisions = z.infer<typeof SubmitDecisionsSchema>;

export const DecisionErrorCodeSchema = z.enum([
  'unknown_approval',
  'already_decided',
  'missing_calls',
  'duplicate_calls',
  'unknown_calls',
  'invalid_args',
  'invalid_request',
]);
export type DecisionErrorCode = z.infer<typeof DecisionErrorCodeSchema>;

export type SubmitDecisionsResult =
  | { ok: true }
  | { ok: false; error: { code: DecisionErrorCode; callIds: string[]; message: string } };
