import { z } from 'zod';
import { ApprovalIdSchema, CallIdSchema } from './ids';
import {
  DecisionActionSchema,
  EnvNameSchema,
  MAX_PASS_ENV,
  PreviewTokenSchema,
  TOOL_ARGS_INPUT_LIMITS,
} from './decisions';

/**
 * A person's answer to one call while the sheet is still open: what they chose, the reason they
 * are typing, the edit they are writing, the variables they ticked. The main process keeps it
 * beside the log (never an event, never a decision) so every window showing the sheet agrees and
 * a reload or a restart finds the sheet as it was left. Send turns the drafts main holds into the
 * decision. The reason admits more than a decision keeps (2,000 characters): nothing typed is lost.
 */
export const CallDraftSchema = z
  .object({
    action: DecisionActionSchema.nullable(),
    reason: z.string().max(20_000),
    /** The argument editor's text while it is open (JSON the person is writing), else null. */
    editText: z.string().max(TOOL_ARGS_INPUT_LIMITS.chars).nullable(),
    passEnv: z.array(EnvNameSchema).max(MAX_PASS_ENV),
  })
  .strict();
export type CallDraft = z.infer<typeof CallDraftSchema>;

/**
 * What all of one approval's drafts may hold together, in characters of reasons and edits: room for
 * one edit at the largest a call may be and the rest of the sheet, so a window cannot fill the disk
 * with a long edit on each of hundreds of calls.
 */
export const MAX_APPROVAL_DRAFT_CHARS = TOOL_ARGS_INPUT_LIMITS.chars + 4 * 1024 * 1024;

/** Pure: the characters a draft keeps (its reason and its edit). */
export function deriveDraftChars(draft: CallDraft): number {
  return draft.reason.length + (draft.editText?.length ?? 0);
}

export { EMPTY_CALL_DRAFT } from './empty-call-draft';

/** Names the sheet instance that wrote a draft, so it does not take its own echo for another window's answer. */
export const DraftClientSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a draft client id is 8 to 64 letters, digits, - or _');

export const SaveDraftSchema = z
  .object({ approvalId: ApprovalIdSchema, callId: CallIdSchema, client: DraftClientSchema, draft: CallDraftSchema })
  .strict();
export type SaveDraft = z.infer<typeof SaveDraftSchema>;

/**
 * The drafts main holds for one approval. `version` grows with every saved draft (0: none yet);
 * Send names the version it was looking at, so an answer changed elsewhere since is not sent unseen.
 */
export const ApprovalDraftsSchema = z.object({
  approvalId: ApprovalIdSchema,
  version: z.number().int().nonnegative(),
  calls: z.record(z.string(), z.object({ draft: CallDraftSchema, client: DraftClientSchema })),
});
export type ApprovalDrafts = z.infer<typeof ApprovalDraftsSchema>;

/**
 * Send: commit the drafts main holds at `version`. `previewTokens` names, for every call the person
 * approves or edits, what their window showed (derivePreviewTokenText's text, hashed): main refuses
 * the whole send when any of them is not what would run.
 */
export const SendDraftsSchema = z
  .object({
    approvalId: ApprovalIdSchema,
    version: z.number().int().nonnegative(),
    previewTokens: z.record(CallIdSchema, PreviewTokenSchema),
  })
  .strict();
export type SendDrafts = z.infer<typeof SendDraftsSchema>;

export { derivePreviewTokenText } from './preview-token-text';
