import { z } from 'zod';
import { APPROVAL_MODES, WORK_MODES } from './mode-names';

export { APPROVAL_MODES, WORK_MODES } from './mode-names';

/** The built-in agent picked for one send. */
export const WorkModeSchema = z.enum(WORK_MODES);
export type WorkMode = z.infer<typeof WorkModeSchema>;

/** How much may run without a person for one send. */
export const ApprovalModeSchema = z.enum(APPROVAL_MODES);
export type ApprovalMode = z.infer<typeof ApprovalModeSchema>;

/** What the policy pipeline says about one call. */
export const EffectSchema = z.enum(['allow', 'ask', 'deny']);
export type Effect = z.infer<typeof EffectSchema>;

// --- Yolo fenced: a conversation's approval mode, and which of two modes is stricter. ---
/** How much each approval mode lets run unasked: higher is stricter. */
const APPROVAL_STRICTNESS: Record<ApprovalMode, number> = { yolo: 0, auto: 1, manual: 2 };

/** The stricter of two approval modes (turning a mode down tightens a run; turning it up never loosens one). Pure. */
export function deriveStricterMode(a: ApprovalMode, b: ApprovalMode): ApprovalMode {
  return APPROVAL_STRICTNESS[b] > APPROVAL_STRICTNESS[a] ? b : a;
}

/** What a new conversation may start in: yolo is chosen per conversation, never by default. */
export const DefaultApprovalModeSchema = z.enum(['manual', 'auto']);
export type DefaultApprovalMode = z.infer<typeof DefaultApprovalModeSchema>;
