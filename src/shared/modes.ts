import { z } from 'zod';

/** The built-in agent picked for one send. */
export const WorkModeSchema = z.enum(['ask', 'plan', 'agent']);
export type WorkMode = z.infer<typeof WorkModeSchema>;
export const WORK_MODES: readonly WorkMode[] = WorkModeSchema.options;

/** How much may run without a person for one send. */
export const ApprovalModeSchema = z.enum(['manual', 'auto', 'yolo']);
export type ApprovalMode = z.infer<typeof ApprovalModeSchema>;
export const APPROVAL_MODES: readonly ApprovalMode[] = ApprovalModeSchema.options;

/** What the policy pipeline says about one call. */
export const EffectSchema = z.enum(['allow', 'ask', 'deny']);
export type Effect = z.infer<typeof EffectSchema>;
